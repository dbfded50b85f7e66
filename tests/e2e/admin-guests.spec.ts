import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { uniqueToken } from './support/form-values.ts';
import { applicantOf, newSalon } from './support/salons.ts';
import { storedMails, storedStatuses } from './support/stored-rows.ts';

/**
 * An event's guests in one place (docs/product/screens.md#an-events-guests): from the admin's
 * navigation by event to an event's guests, her answer read in the list, and her approval in one
 * click plus the confirmation with the mail she will get; a list of cards at every width. Each
 * test makes an event of its own: the seeded ones' places are other tests' too.
 */
const retreat = 'Women Leading AI 2025 Retreat';
const why = 'I lead a data team and want to shape how our board adopts AI.';

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('she reads a guest’s answer and approves her in one click plus the confirmation', async ({
      page,
    }) => {
      const token = uniqueToken();
      const salon = await newSalon(page, `Guests Salon ${token}`);
      const guest = applicantOf(salon, `Grace ${token}`, token);
      await page.goto('/admin');
      if (viewport.width < 1024) {
        await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
      }
      await placeLink(page, 'Guests').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(`^${salon.title}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: salon.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/events/${salon.id}/guests$`));

      // The first guest is on the first screen on a desktop.
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first).toBeVisible();
      if (viewport.width >= 1024) {
        expect((await first.boundingBox())!.y).toBeLessThan(viewport.height);
      }
      const card = page.getByRole('article', { name: guest.name });
      await expect(card.getByText(`Chief Data Officer · Grace Analytics`)).toBeVisible();
      await expect(card.getByText('Why would you like to join?')).toBeVisible();
      await expect(card.getByText(why)).toBeVisible();
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);

      await card.getByRole('button', { name: `Approve ${guest.name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Approve 1 application?' })).toBeVisible();
      await expect(dialog.getByText(`To be approved: ${guest.name}`)).toBeVisible();
      const mail = dialog.getByRole('region', { name: 'The mail she will get' });
      await expect(mail.getByText(new RegExp(`^You have a place: ${salon.title}`))).toBeVisible();
      expect(storedStatuses('retreat_applications', [guest.id])).toEqual(['pending']);
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      await expect(dialog).toBeHidden();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
      expect(storedStatuses('retreat_applications', [guest.id])).toEqual(['approved']);
      // Approved, she is offered the other decisions only.
      await expect(card.getByRole('button', { name: `Approve ${guest.name}` })).toHaveCount(0);
      await expect(card.getByRole('button', { name: `Decline ${guest.name}` })).toBeVisible();

      // Her status tab holds her; no width scrolls sideways; axe finds nothing, light or dark.
      await page
        .getByRole('group', { name: 'Review status' })
        .getByRole('button', { name: /^Approved/ })
        .click();
      await expect(page).toHaveURL(/status=approved/);
      await expect(page.getByRole('article', { name: guest.name })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await expect(page.getByRole('article', { name: guest.name })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      }
    });

    test('she writes to the approved guests: the mail, how many, sent, in each one’s mails', async ({
      page,
    }) => {
      const token = uniqueToken();
      const salon = await newSalon(page, `Guests Salon ${token}`);
      const approved = [
        applicantOf(salon, `Ada ${token}`, token, 'approved'),
        applicantOf(salon, `Bea ${token}`, token, 'approved'),
      ];
      const waitlisted = applicantOf(salon, `Cleo ${token}`, token, 'waitlisted');
      await page.goto(`/admin/events/${salon.id}/guests`);
      const dialog = page.getByRole('dialog', { name: `Write to the guests of ${salon.title}` });
      const mail = dialog.getByRole('region', { name: 'The mail each will get' });
      const words = `We meet on the second floor. ${token}`;
      // Light, then dark (each a reload, which closes the dialog): the same message, axe clean.
      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await page.getByRole('button', { name: 'Write to guests' }).click();
        await expect(dialog.getByRole('radio', { name: 'Approved (2)' })).toBeChecked();
        await expect(dialog.getByRole('radio', { name: 'All of them (3)' })).not.toBeChecked();
        // Nothing to send yet: her words are asked for, and nothing is sent.
        await dialog.getByRole('button', { name: 'Send to 2 guests' }).click();
        await expect(dialog.getByText('Write a subject.')).toBeVisible();
        await dialog.getByLabel('Subject').fill('The room has moved');
        await dialog.getByLabel('Message').fill(words);
        await expect(mail.getByText('Goes to 2 guests.')).toBeVisible();
        await expect(mail.getByLabel(/^Mail text to /)).toContainText(words);
        await expect(mail.getByLabel(/^Mail text to /)).toContainText(salon.title);
        expect(await scrollsSideways(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(
        storedMails('retreat_applications', approved[0]!.id).map((stored) => stored.kind),
      ).not.toContain('event-message');
      await dialog.getByRole('button', { name: 'Send to 2 guests' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Message sent')).toBeVisible();

      // Each approved guest has it, the waitlisted one has not; it is in her mails in the admin.
      for (const guest of approved) {
        expect(
          storedMails('retreat_applications', guest.id)
            .filter((stored) => stored.kind === 'event-message')
            .map((stored) => stored.subject),
        ).toEqual(['The room has moved']);
      }
      expect(
        storedMails('retreat_applications', waitlisted.id).map((stored) => stored.kind),
      ).not.toContain('event-message');
      await page.getByRole('link', { name: `History and mails of ${approved[0]!.name}` }).click();
      const details = page.getByRole('dialog', { name: approved[0]!.name });
      await expect(
        details.getByRole('region', { name: 'Mails' }).getByText('The room has moved'),
      ).toBeVisible();
    });
  });
}

test('the events to choose from lead by date, and the Events list leads to each event’s guests', async ({
  page,
}) => {
  await page.goto('/admin/guests');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await placeLink(page, 'Events').click();
  await page.getByRole('link', { name: `Guests of ${retreat}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: retreat })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/guests/);
});

test('she chooses an event’s reminders: a day and two hours before at first, kept as she changes them', async ({
  page,
}) => {
  const salon = await newSalon(page, `Guests Salon ${uniqueToken()}`);
  await page.goto(`/admin/events/${salon.id}/guests`);
  await page.getByRole('button', { name: 'Reminders' }).click();
  const dialog = page.getByRole('dialog', { name: `Reminders of ${salon.title}` });
  const chosen = (label: string) => dialog.getByRole('checkbox', { name: label });
  await expect(chosen('A day before')).toBeChecked();
  await expect(chosen('Two hours before')).toBeChecked();
  await expect(chosen('An hour before')).not.toBeChecked();
  await expect(dialog.getByText('A day before and two hours before the start.')).toBeVisible();
  await expect(dialog.getByText('No reminder has gone yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await chosen('Two hours before').uncheck();
  await chosen('An hour before').check();
  await expect(dialog.getByText('A day before and an hour before the start.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save reminders' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reminders saved')).toBeVisible();

  // Read again from the server: her choice holds.
  await page.reload();
  await page.getByRole('button', { name: 'Reminders' }).click();
  await expect(chosen('An hour before')).toBeChecked();
  await expect(chosen('Two hours before')).not.toBeChecked();
  await expect(dialog.getByText(/^Next: a day before, on 8 Oct 2025, 18:00\.$/u)).toBeVisible();
});
