import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { eventNames } from '#content/event-names.ts';
import type { PersonExport } from '#schemas/privacy/people.ts';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { axeViolations } from './support/axe.ts';
import {
  sampleValues,
  submitThroughApi,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';
import { expectNotice } from './support/notices.ts';

/**
 * The People place (docs/product/screens.md#people, docs/decisions/046-the-people-place.md):
 * the organiser finds a person who sent two forms under two spellings of her address, exports
 * what is held, erases it after the confirmation, and then finds her in no view, mail or CSV.
 */
function main(page: Page) {
  return page.getByRole('main');
}

async function downloadedText(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

test('she finds a person of two forms, exports her data, erases it, and the person is gone', async ({
  page,
  request,
  baseURL,
}) => {
  const token = uniqueToken();
  const registration: FormValues = {
    ...sampleValues('event_registrations', token),
    event_name: eventNames.summerBoat,
    email: `Ada.${token}+meetup@Example.com`,
  };
  const enquiry: FormValues = {
    ...sampleValues('enquiries', token),
    tag: 'summit:ticket:vip',
    email: `ada.${token}@example.com`,
  };
  await submitThroughApi(request, 'event_registrations', registration);
  await submitThroughApi(request, 'enquiries', enquiry);
  const name = String(registration.full_name);
  const enquiryName = String(enquiry.name);
  await signInDirectly(page.context(), baseURL!);

  await page.goto('/admin');
  await placeLink(page, 'People').click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(main(page).getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  const address = main(page).getByLabel('Email address');

  // What is no address is named beside the field, and nothing is looked for.
  await address.fill('ada at example');
  await main(page).getByRole('button', { name: 'Find' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(/Please enter an email address/);
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  // Another spelling of her address finds both forms.
  await address.fill(`ADA.${token}@example.com`);
  await main(page).getByRole('button', { name: 'Find' }).click();
  const held = main(page).getByRole('region', { name: `Held for ada.${token}@example.com` });
  await expect(held).toBeVisible();
  await expect(address).not.toHaveAttribute('aria-invalid');
  // The address never reaches the page's address.
  expect(page.url()).not.toContain(token);
  const entries = held.getByRole('region');
  await expect(entries).toHaveCount(2);
  await expect(held.getByRole('region', { name: /^Event Registrations/ })).toContainText(name);
  await expect(held.getByRole('region', { name: /^Enquiries/ })).toContainText(enquiryName);
  await expect(held.getByRole('region', { name: /^Event Registrations/ })).toContainText(
    String(registration.email),
  );
  // Her confirmations, at least, are in the outbox.
  const mailRows = held
    .getByRole('table', { name: /^Mails held for/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(mailRows.first()).toBeVisible();
  const mailCount = await mailRows.count();
  expect(mailCount).toBeGreaterThanOrEqual(2);
  expect(await axeViolations(page)).toEqual([]);

  // Export: one JSON file of what was shown, named by the day, not by her.
  const exported = await downloadedText(page, () =>
    held.getByRole('button', { name: 'Export JSON' }).click(),
  );
  expect(exported.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(exported.text) as PersonExport;
  expect(file).toMatchObject({
    format: 'wlai-person-export',
    version: 1,
    address: `ada.${token}@example.com`,
  });
  expect(file.entries.map((entry) => entry.table).sort()).toEqual([
    'enquiries',
    'event_registrations',
  ]);
  expect(file.entries.flatMap((entry) => entry.fields.map((field) => field.value))).toEqual(
    expect.arrayContaining([name, enquiryName, registration.email, enquiry.email]),
  );
  expect(file.mails).toHaveLength(mailCount);
  await expectNotice(page, { title: 'Export successful' });

  // Erase: the confirmation lists what goes; confirming erases it.
  await held.getByRole('button', { name: 'Erase...' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Erase everything held for ada.${token}@example.com?`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText(`Event Registrations: ${eventNames.summerBoat}`);
  await expect(dialog).toContainText('Enquiries');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Erase 2 entries and ${mailCount} mails` }).click();
  await expectNotice(page, { title: 'Erased' });
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText('Nothing is held for this address.')).toBeVisible();

  // Afterwards she is in no table view: her rows read "Erased".
  for (const [view, title] of [
    ['event_registrations', 'Event Registrations'],
    ['enquiries', 'Enquiries'],
  ] as const) {
    await placeLink(page, title).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${view}$|/admin$`));
    const table = main(page).getByRole('table');
    await expect(table.getByRole('button', { name: 'Erased' }).first()).toBeVisible();
    await expect(main(page)).not.toContainText(token);
    const csv = await downloadedText(page, () =>
      main(page).getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(csv.text).not.toContain(token);
  }
  // An erased row's details say so.
  await main(page).getByRole('table').getByRole('button', { name: 'Erased' }).first().click();
  const details = page.getByRole('dialog', { name: /^Erased enquiry #\d+$/ });
  await expect(details).toContainText('the values the sender gave were cleared');
  await page.keyboard.press('Escape');

  // Nor in the mail.
  await placeLink(page, 'Mail').click();
  await expect(main(page).getByRole('heading', { name: /Mail/, level: 1 })).toBeVisible();
  await expect(main(page)).not.toContainText(token);

  // The audit log keeps the export and the erasure, without her.
  await placeLink(page, 'Audit log').click();
  const log = main(page).getByRole('table');
  await expect(log).toContainText("Erased a person's data");
  await expect(log).toContainText("Exported a person's data");
  await expect(main(page)).not.toContainText(token);
});
