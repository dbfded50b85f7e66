import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { createAdminAccount } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { expectNotice } from './support/notices.ts';
import { uniqueToken } from './support/form-values.ts';
import { boatRegistration, storedRows, storeManyDirectly } from './support/stored-rows.ts';

/**
 * The Audit log (docs/product/screens.md#audit-log-view, docs/decisions/043-the-audit-log.md):
 * what the organiser did, with her account, newest first; filtered by who and what; read only.
 */
function main(page: Page) {
  return page.getByRole('main');
}

/** The table's data rows (the header row has no cells). */
function entryRows(page: Page) {
  return main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** Opens a place by its link; on a phone the places are under Menu. */
async function openPlace(page: Page, title: string, width: number) {
  if (width < 1024) await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await placeLink(page, title).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('she signs in, exports, decides, and finds each of them in the Audit log with her account', async ({
      page,
    }) => {
      const token = uniqueToken();
      storeManyDirectly('event_registrations', [boatRegistration(token, 0)]);
      const [ada] = storedRows('event_registrations', 'company', 'Lumen Analytics').filter((row) =>
        String(row.full_name).startsWith(token),
      );
      const name = String(ada!.full_name);
      const account = await createAdminAccount();

      await page.goto(`/admin?q=${token}`);
      await main(page).getByLabel('Email', { exact: true }).fill(account.email);
      await main(page).getByLabel('Password', { exact: true }).fill(account.password);
      await main(page).getByRole('button', { name: 'Sign in' }).click();
      const row = main(page).getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();

      const downloading = page.waitForEvent('download');
      await main(page).getByRole('button', { name: 'Export CSV' }).click();
      await downloading;
      await expectNotice(page, { title: 'Export successful' });

      await row.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog
        .getByRole('group', { name: 'Decide' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectNotice(page, { title: `Approved ${name}` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await openPlace(page, 'Audit log', width);
      await expect(main(page).getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/audit(\?|$)/);

      // Who: her account. Newest first: the decision, the export, the sign-in.
      await main(page).getByLabel('Who').selectOption(account.email);
      await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(account.email)}`));
      await expect(entryRows(page)).toHaveCount(3);
      const decided = entryRows(page).nth(0);
      const exported = entryRows(page).nth(1);
      const signedIn = entryRows(page).nth(2);
      await expect(decided).toContainText('Decided');
      await expect(decided).toContainText('approved');
      await expect(decided).toContainText('Event Registrations, entry');
      await expect(exported).toContainText('Exported a CSV');
      await expect(exported).toContainText('a search');
      // How many rows: its own column when there is room, under What on a phone.
      if (width < 768) await expect(exported).toContainText('Event Registrations, 1 row');
      else await expect(exported.getByRole('cell').last()).toHaveText('1');
      await expect(signedIn).toContainText('Signed in');
      for (const entry of [decided, exported, signedIn]) {
        await expect(entry).toContainText(account.email);
        // What she searched for and whom she decided on are not kept.
        await expect(entry).not.toContainText(token);
      }

      // What: only her exports.
      await main(page).getByLabel('What').selectOption({ label: 'Exported a CSV' });
      await expect(entryRows(page)).toHaveCount(1);
      await expect(entryRows(page).first()).toContainText('Exported a CSV');
      // Days: none of hers before today.
      await main(page).getByLabel('To').fill('2020-01-01');
      await expect(main(page).getByText('No entries match these filters.')).toBeVisible();
      await main(page).getByRole('button', { name: 'Clear filters' }).click();
      await expect(main(page).getByLabel('Who')).toHaveValue('');
      await expect(entryRows(page).first()).toBeVisible();

      // Nothing here changes an entry.
      await expect(main(page).getByRole('table').getByRole('button')).toHaveCount(0);

      await main(page).getByLabel('Who').selectOption(account.email);
      await expect(entryRows(page)).toHaveCount(3);
      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await expect(entryRows(page)).toHaveCount(3);
        expect(await axeViolations(page), theme).toEqual([]);
      }
      // No width scrolls the page sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
  });
}

test('her mistyped passwords are one entry that says how many times', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The browser reports each refused sign-in (401) as a failed resource load.
  allowedConsoleErrors.push(/status of 401 \(Unauthorized\)/);
  const account = await createAdminAccount();
  await page.goto('/admin');
  const email = main(page).getByLabel('Email', { exact: true });
  const password = main(page).getByLabel('Password', { exact: true });
  const signIn = main(page).getByRole('button', { name: 'Sign in' });
  await email.fill(account.email);
  for (let attempt = 1; attempt <= 2; attempt++) {
    const answered = page.waitForResponse('**/api/admin/sign-in');
    await password.fill(`not her password ${attempt}`);
    await signIn.click();
    expect((await answered).status()).toBe(401);
  }
  await password.fill(account.password);
  await signIn.click();

  await openPlace(page, 'Audit log', 1280);
  await main(page).getByLabel('Who').selectOption(account.email);
  await main(page).getByLabel('What').selectOption({ label: 'Sign-in failed' });
  await expect(entryRows(page)).toHaveCount(1);
  await expect(entryRows(page).first()).toContainText('wrong password, 2 times within 15 minutes');
});
