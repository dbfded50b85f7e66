import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { expectNotice } from './support/notices.ts';
import { uniqueToken } from './support/form-values.ts';
import {
  boatRegistration,
  storedRows,
  storedStatuses,
  storeManyDirectly,
} from './support/stored-rows.ts';

/**
 * Deciding where she reads (docs/product/screens.md#deciding-on-applications): the status of
 * every row as a chip, Approve, Waitlist and Decline in the row's dialog, a bar over the chosen
 * rows that moves none of them, and a confirmation that names the people, warns of free places
 * and shows the mail each will get.
 */
function main(page: Page) {
  return page.getByRole('main');
}

const table = 'event_registrations';

type Person = { id: number; name: string; email: string };

/** Boat-party registrations named after `token`, stored at once; a status per person. */
function storePeople(token: string, statuses: readonly string[]): Person[] {
  storeManyDirectly(
    table,
    statuses.map((status, index) => ({
      ...boatRegistration(token, index),
      status,
      // Oldest first: the list shows person 0 last.
      created_at: new Date(Date.UTC(2026, 0, 1, 9, index)).toISOString(),
    })),
  );
  return storedRows(table, 'company', 'Lumen Analytics')
    .filter((row) => String(row.full_name).startsWith(token))
    .map((row) => ({ id: Number(row.id), name: String(row.full_name), email: String(row.email) }));
}

/** The text of the mail to `person`, as the confirmation labels it. */
function mailTextTo(person: Person) {
  return new RegExp(`^Mail text to .*${person.email.replace(/[.]/g, '\\.')}`);
}

function rowOf(page: Page, name: string) {
  return main(page).getByRole('row').filter({ hasText: name });
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('she approves the one she is reading in its dialog; its chip changes in the list without a reload', async ({
      page,
    }) => {
      const token = uniqueToken();
      const [ada] = storePeople(token, ['pending']) as [Person];
      await page.goto(`/admin?q=${token}`);
      const row = rowOf(page, ada.name);
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { beforeDecision: true }));

      await row.getByRole('button', { name: ada.name }).click();
      const dialog = page.getByRole('dialog', { name: ada.name });
      const decide = dialog.getByRole('group', { name: 'Decide' });
      await expect(decide.getByRole('button', { name: 'Decline' })).toHaveClass(/bg-destructive/);
      // Cancel changes nothing and returns to the decisions.
      await decide.getByRole('button', { name: 'Waitlist' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(decide.getByRole('button', { name: 'Approve' })).toBeFocused();
      await decide.getByRole('button', { name: 'Approve' }).click();

      await expect(dialog.getByRole('heading', { name: 'Approve 1 registration?' })).toBeVisible();
      await expect(dialog.getByText(`To be approved: ${ada.name}`)).toBeVisible();
      await expect(dialog.getByText('1 person will be mailed.')).toBeVisible();
      const mail = dialog.getByRole('region', { name: 'The mail she will get' });
      await expect(mail.getByText(/^You have a place: Waves & AI/)).toBeVisible();
      await expect(mail.getByText('waves-ai.ics')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('See you aboard.');
      // The mail shows the message as she types it.
      await expect(mail.getByLabel(mailTextTo(ada))).toContainText('See you aboard.');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      await expectNotice(page, { title: `Approved ${ada.name}` });
      // The dialog stays, with the new status and its history; focus on its heading.
      await expect(dialog.getByRole('heading', { name: ada.name })).toBeFocused();
      await expect(
        dialog.getByRole('region', { name: 'Status' }).getByText('Approved', { exact: true }),
      ).toBeVisible();
      const history = dialog.getByRole('region', { name: 'History' });
      await expect(history.getByText('Pending → Approved')).toBeVisible();
      await expect(history.getByText('See you aboard.')).toBeVisible();
      expect(storedStatuses(table, [ada.id])).toEqual(['approved']);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Back on the row she opened.
      await expect(row.getByRole('button', { name: ada.name })).toBeFocused();
      await expect(row.getByText('Approved', { exact: true })).toBeVisible();
      // The same document: the list was read again in place.
      expect(await page.evaluate(() => 'beforeDecision' in window)).toBe(true);
    });

    test('she ticks rows without moving any, reads who is affected and their mails, and is warned of free places', async ({
      page,
    }) => {
      const token = uniqueToken();
      const people = storePeople(token, ['withdrawn', 'pending', 'pending', 'pending']);
      const [mary, ada, grace, lin] = people as [Person, Person, Person, Person];
      await page.goto(`/admin?q=${token}`);
      await expect(rowOf(page, lin.name)).toBeVisible();
      await expect(rowOf(page, mary.name).getByText('Withdrawn', { exact: true })).toBeVisible();

      const tops = async () =>
        Promise.all(
          people.map(async (person) => (await rowOf(page, person.name).boundingBox())!.y),
        );
      // The rows in view, under the page's top: ticking one scrolls nothing, so any move is the page's.
      await rowOf(page, lin.name).evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().top - 150),
      );
      const before = await tops();
      for (const person of [lin, grace, ada, mary]) {
        await main(page)
          .getByRole('checkbox', { name: `Select ${person.name}` })
          .check();
        expect(await tops()).toEqual(before);
      }
      const bar = main(page).getByRole('region', { name: 'Selected entries' });
      await expect(bar.getByText('4 selected')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await bar.getByRole('button', { name: 'Waitlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Waitlist 4 registrations?' });
      await expect(
        dialog.getByText(`To be waitlisted: ${lin.name}, ${grace.name} and ${ada.name}`),
      ).toBeVisible();
      await expect(
        dialog.getByText(
          '3 people will be mailed. 1 registration was withdrawn by the guest and is left as it is.',
        ),
      ).toBeVisible();
      await expect(
        dialog.getByText(`Not mailed, withdrawn by the guest: ${mary.name}`),
      ).toBeVisible();
      await expect(
        dialog.getByText(/^Warning: \d+ places? (is|are) still free at Waves & AI/),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();

      // Each person's mail, one at a time.
      const mail = dialog.getByRole('region', { name: 'The mail each will get' });
      await expect(mail.getByText(/^You are on the waitlist: Waves & AI/)).toBeVisible();
      await expect(mail.getByLabel(mailTextTo(lin))).toContainText(lin.name);
      await mail.getByRole('combobox', { name: 'Mail to' }).selectOption({ label: grace.name });
      await expect(mail.getByLabel(mailTextTo(grace))).toContainText(grace.name);
      expect(await axeViolations(page)).toEqual([]);
      // The chips, the warning and the red Decline hold their contrast in the dark theme too.
      await page.emulateMedia({ colorScheme: 'dark' });
      // Colours change with a transition: measured once they have settled.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });

      const scrolled = await page.evaluate(() => window.scrollY);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectNotice(page, {
        title: `Waitlisted 3 registrations: ${lin.name}, ${grace.name} and ${ada.name}`,
        description: '1 registration was withdrawn by the guest and is left as it is.',
      });
      await expect(bar).toBeHidden();
      // Focus returns to the first changed row she had ticked; every changed row shows it.
      await expect(main(page).getByRole('checkbox', { name: `Select ${ada.name}` })).toBeFocused();
      for (const person of [ada, grace, lin]) {
        await expect(
          rowOf(page, person.name).getByText('Waitlisted', { exact: true }),
        ).toBeVisible();
      }
      // The list was read again where she was.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(
        storedStatuses(
          table,
          people.map((person) => person.id),
        ),
      ).toEqual(['withdrawn', 'waitlisted', 'waitlisted', 'waitlisted']);
    });
  });
}
