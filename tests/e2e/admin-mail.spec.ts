import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { honeypotField, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { createAdminAccount, signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { markMailFailed, storedMails, storedRows, type StoredMail } from './support/stored-rows.ts';
import { expectNotice } from './support/notices.ts';
import { type FormValues, sampleValues, sentValues, uniqueToken } from './support/form-values.ts';

/** A table with no page-fixed values: any of its sample values is a valid submission. */
const table: SubmissionTable = 'private_evening_applications';
const view = adminViews[table];

function main(page: Page) {
  return page.getByRole('main');
}

/** Stores a submission through the public API, as a form (or, `spam`, a bot) would. */
async function submit(
  request: APIRequestContext,
  values: FormValues,
  { spam = false }: { spam?: boolean } = {},
): Promise<number> {
  const response = await request.post(`/api/submissions/${table}`, {
    data: {
      key: newSubmissionKey(),
      values: sentValues(table, values),
      ...(spam ? { [honeypotField]: 'https://spam.example/offer' } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function sentMail(id: number): Promise<StoredMail> {
  await expect
    .poll(() => storedMails(table, id).map((mail) => mail.status), { timeout: 15_000 })
    .toEqual(['sent']);
  return storedMails(table, id)[0]!;
}

/** The Mail view's row of the one mail to `values.email` (each test's address is its own). */
function mailRow(page: Page, values: FormValues): Locator {
  return main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: String(values.email) });
}

function tableRows(page: Page) {
  return main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

function spamToggle(page: Page) {
  return main(page).getByRole('button', { name: /^Suspected spam/ });
}

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInDirectly(context, baseURL!);
  });

  test("the Mail view lists a submission's confirmation, and its entry is one click away", async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    const values = sampleValues(table, token);
    const id = await submit(request, values);
    const mail = await sentMail(id);
    expect(mail.kind).toBe('confirmation');
    expect(mail.recipient).toContain(String(values.email));

    await page.goto('/admin');
    await placeLink(page, 'Mail').click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mail Admin' })).toBeVisible();
    await expect(main(page).getByRole('term')).toHaveText([
      'Mails waiting',
      'Mails sent',
      'Mails failed',
      'Not sent: limit',
      'Not sent: no longer due',
    ]);
    await expect(main(page).getByRole('table').getByRole('columnheader')).toHaveText([
      'Recipient',
      'Subject',
      'Kind',
      'Status',
      'Attempts',
      'Last Error',
      'Time',
    ]);

    const row = mailRow(page, values);
    await expect(row.getByRole('cell')).toHaveText([
      // The name above the address.
      `${String(values.full_name)}${String(values.email)}`,
      // The subject opens the mail (tests/e2e/admin-mail-read.spec.ts).
      mail.subject,
      // The kind, and the entry it belongs to.
      `Confirmation for ${view.title} #${id}`,
      'Sent',
      '1',
      '—',
      /^Created \d{1,2} \w{3} \d{4}, \d{2}:\d{2}Sent \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    ]);
    await expect(row.getByRole('button', { name: 'Retry now' })).toHaveCount(0);

    await row.getByRole('link', { name: `${view.title} #${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}\\?row=${id}$`));
    const details = page.getByRole('dialog', { name: String(values.full_name) });
    await expect(details).toBeVisible();
    const mails = details.getByRole('region', { name: 'Mails' });
    await expect(mails.getByRole('listitem')).toHaveCount(1);
    const item = mails.getByRole('listitem').first();
    await expect(item).toContainText('Confirmation');
    await expect(item).toContainText('Sent');
    await expect(item).toContainText(`To ${mail.recipient}`);
    await expect(item).toContainText(`Subject ${mail.subject}`);
    await expect(item).toContainText('Attempts 1');

    // Closing the details takes `row` out of the address.
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}$`));

    // And the details lead back to the Mail view.
    await tableRows(page)
      .getByRole('button', { name: String(values.full_name) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open the Mail view' }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mail Admin' })).toBeVisible();
  });

  test('a failed mail shows its last error, and "Retry now" sends it', async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    const values = sampleValues(table, token);
    const id = await submit(request, values);
    const mail = await sentMail(id);
    const error = `connect ECONNREFUSED 127.0.0.1:2525 (${token})`;
    markMailFailed(mail.id, error);

    await page.goto('/admin/mail');
    const filter = main(page).getByRole('combobox', { name: 'Filter by status' });
    await expect(filter.getByRole('option')).toHaveText([
      'All Mails',
      'Queued',
      'Sent',
      'Failed',
      'Not sent: limit',
      'Not sent: no longer due',
      'Erased',
    ]);
    await filter.selectOption({ label: 'Failed' });
    await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/);
    const row = mailRow(page, values);
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^Failed/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('8');
    await expect(row.getByRole('cell').nth(5)).toHaveText(error);
    await expect(row.getByRole('cell').nth(6)).toContainText('Last attempt');
    // Nothing is clipped at 1280 px: every column fits, a failed mail's error and Retry too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(row.getByRole('button', { name: 'Retry now' })).toBeInViewport();
    expect(
      await main(page)
        .locator('table')
        .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(filter).toHaveValue('failed');
    await expect(mailRow(page, values)).toBeVisible();

    await filter.selectOption({ label: 'All Mails' });
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await mailRow(page, values).getByRole('button', { name: 'Retry now' }).click();
    await expectNotice(page, {
      title: 'Mail queued again',
      description: `It is being sent to ${mail.recipient}.`,
    });
    // The view reads the list again while a mail waits.
    await expect(mailRow(page, values).getByRole('cell').nth(3)).toHaveText('Sent', {
      timeout: 15_000,
    });
    await expect(mailRow(page, values).getByRole('cell').nth(5)).toHaveText('—');
    await expect(mailRow(page, values).getByRole('button', { name: 'Retry now' })).toHaveCount(0);
    expect(storedMails(table, id)[0]).toMatchObject({ status: 'sent', attempts: 9 });
  });

  test('a confirmation past its address\'s daily limit is listed as "Not sent: limit"', async ({
    page,
    request,
  }) => {
    // The server's default: 3 confirmations per address per day (MAIL_CONFIRMATIONS_PER_DAY).
    const values = { ...sampleValues('enquiries', uniqueToken()), tag: 'summit:ticket:vip' };
    const ids: number[] = [];
    for (let form = 0; form < 4; form++) {
      const response = await request.post('/api/submissions/enquiries', {
        data: { key: newSubmissionKey(), values: sentValues('enquiries', values) },
      });
      expect(response.status(), await response.text()).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    // The worker counts each confirmation when it first tries to send it.
    await expect
      .poll(() => ids.map((id) => storedMails('enquiries', id)[0]?.status), { timeout: 15_000 })
      .toEqual(['sent', 'sent', 'sent', 'limited']);

    await page.goto('/admin/mail?status=limited');
    await expect(main(page).getByRole('combobox', { name: 'Filter by status' })).toHaveValue(
      'limited',
    );
    const row = mailRow(page, values);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Not sent: limit');
    await expect(row.getByRole('cell').nth(5)).toHaveText(
      'Not sent: this address had its 3 confirmations of the day.',
    );
    await expect(row.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  });

  test("a failed mail can be retried from its entry's details", async ({ page, request }) => {
    const values = sampleValues(table, uniqueToken());
    const id = await submit(request, values);
    const mail = await sentMail(id);
    markMailFailed(mail.id, 'Greeting never received', 3);

    await page.goto(`/admin/tables/${table}?row=${id}`);
    const item = page
      .getByRole('dialog')
      .getByRole('region', { name: 'Mails' })
      .getByRole('listitem');
    await expect(item).toContainText('Failed');
    await expect(item).toContainText('Last error Greeting never received');
    await item.getByRole('button', { name: 'Retry now' }).click();
    await expect(item).toContainText('Sent', { timeout: 15_000 });
    await expect(item.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  });

  test('a filled honeypot is kept as suspected spam: Not spam lists it and sends its mail; Delete removes one', async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    const kept = { ...sampleValues(table, token), full_name: `Kept ${token}` };
    const junk = { ...sampleValues(table, token), full_name: `Junk ${token}` };
    const keptId = await submit(request, kept, { spam: true });
    await submit(request, junk, { spam: true });
    expect(storedMails(table, keptId)).toEqual([]);

    await page.goto(`/admin/tables/${table}`);
    const searchBox = main(page).getByRole('searchbox', { name: 'Search' });
    await searchBox.fill(token);
    await expect(main(page).getByText(view.emptyText)).toBeVisible();
    await expect(spamToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(spamToggle(page)).toHaveText(/^Suspected spam \([\d,]+\)$/);

    await spamToggle(page).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}\\?q=\\w+&spam=1$`));
    await expect(spamToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByRole('heading', { name: 'Suspected spam' })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(2);
    await expect(main(page).getByRole('table').getByRole('columnheader').last()).toHaveText(
      'Verdict',
    );
    await expect(
      main(page).getByText('Showing 1–2 of 2 suspected spam applications'),
    ).toBeVisible();

    const keptRow = tableRows(page).filter({ hasText: `Kept ${token}` });
    await keptRow.getByRole('button', { name: 'Not spam' }).click();
    await expectNotice(page, {
      title: 'Marked as not spam',
      description: `Kept ${token} is listed with the other applications; its mails are on their way.`,
    });
    await expect(tableRows(page)).toHaveCount(1);

    // Its details, opened from this list, offer the same verdict.
    const junkRow = tableRows(page).filter({ hasText: `Junk ${token}` });
    await junkRow.getByRole('button', { name: `Junk ${token}` }).click();
    const details = page.getByRole('dialog', { name: `Junk ${token}` });
    await expect(
      details.getByText('Kept as suspected spam: no mail was sent for it.'),
    ).toBeVisible();
    await expect(details.getByRole('button', { name: 'Not spam' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Delete' })).toBeVisible();
    // None of its own: only the mail to the same address for the entry released as not spam.
    const mailItems = details.getByRole('region', { name: 'Mails' }).getByRole('listitem');
    await expect(mailItems).toHaveCount(1);
    await expect(mailItems).toContainText(`For ${view.title} #${keptId}`);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}\\?q=\\w+&spam=1$`));

    // Delete asks first; Cancel keeps the entry.
    await junkRow.getByRole('button', { name: 'Delete' }).click();
    const question = junkRow.getByRole('group', { name: `Delete Junk ${token}` });
    await expect(question).toContainText('Delete this entry? This cannot be undone.');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    expect(storedRows(table, 'full_name', `Junk ${token}`)).toHaveLength(1);

    await junkRow.getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expectNotice(page, { title: 'Entry deleted', description: `Junk ${token} was deleted.` });
    await expect(
      main(page).getByText('No suspected spam found matching your criteria.'),
    ).toBeVisible();
    expect(storedRows(table, 'full_name', `Junk ${token}`)).toEqual([]);

    // Back in the normal list, with its confirmation sent.
    await spamToggle(page).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}\\?q=\\w+$`));
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first().getByRole('cell').first()).toHaveText(`Kept ${token}`);
    const mail = await sentMail(keptId);
    await tableRows(page)
      .getByRole('button', { name: `Kept ${token}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}\\?q=\\w+&row=${keptId}$`));
    const item = page
      .getByRole('dialog')
      .getByRole('region', { name: 'Mails' })
      .getByRole('listitem');
    await expect(item).toContainText('Confirmation');
    await expect(item).toContainText(`To ${mail.recipient}`);
  });

  test('an entry named in the address opens its details on a fresh load', async ({
    page,
    request,
  }) => {
    const values = sampleValues(table, uniqueToken());
    const id = await submit(request, values);

    await page.goto(`/admin/tables/${table}?row=${id}`);
    const details = page.getByRole('dialog', { name: String(values.full_name) });
    await expect(details).toBeVisible();
    await expect(details.getByText(String(values.why_interested), { exact: true })).toBeVisible();
    await expect(
      main(page).getByRole('heading', { level: 1, name: `${view.title} Admin` }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/tables/${table}$`));
    // Back returns to the entry, Forward closes it again.
    await page.goBack();
    await expect(details).toBeVisible();
    await page.goForward();
    await expect(details).toHaveCount(0);
  });

  test('an entry that no longer exists says so', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(
      /^Failed to load resource: the server responded with a status of 404/,
    );
    await page.goto(`/admin/tables/${table}?row=2147483647`);
    const details = page.getByRole('dialog', { name: `${view.title} #2147483647` });
    await expect(details.getByRole('alert')).toHaveText(
      'There is no such entry: it may have been deleted.',
    );
  });
});

test("a notice mail's link opens the entry after signing in", async ({ page, request }) => {
  const values = sampleValues(table, uniqueToken());
  const id = await submit(request, values);
  const account = await createAdminAccount();

  await page.goto(`/admin/tables/${table}?row=${id}`);
  await main(page).getByLabel('Email', { exact: true }).fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: String(values.full_name) })).toBeVisible();
});
