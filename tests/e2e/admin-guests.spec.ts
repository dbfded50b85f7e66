import type { Page } from '@playwright/test';
import { newEventDocument } from '#app/features/admin/events/new-event.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { uniqueToken } from './support/form-values.ts';
import { storedMails, storedRows, storeDirectly, storedStatuses } from './support/stored-rows.ts';

/**
 * An event's guests in one place (docs/product/screens.md#an-events-guests): from the admin's
 * navigation by event to an event's guests, her answer read in the list, and her approval in one
 * click plus the confirmation with the mail she will get; a list of cards at every width. Each
 * test makes an event of its own: the seeded ones' places are other tests' too.
 */
const retreat = 'Women Leading AI 2025 Retreat';
const why = 'I lead a data team of twelve and want to shape how our board adopts AI.';

type Salon = { id: number; title: string; eventName: string };

/** A published event of its own, whose form takes applications, made through the editor's API. */
async function newSalon(page: Page, token: string): Promise<Salon> {
  const base = newEventDocument();
  const document = {
    ...base,
    title: `Guests Salon ${token}`,
    intro: 'An evening of talks and supper for women leading AI.',
    schedule: { kind: 'single', date: '2025-10-09', startTime: '18:00', endTime: '20:00' },
    venue: { text: 'The Loft, Shoreditch, London', disclosure: 'full' },
    form: { ...base.form, kind: 'application' },
  };
  await page.goto('/admin/events');
  // From the admin's own page, as its scripts send it (same origin, its session).
  const event = await page.evaluate(async (sent) => {
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.json());
    const created = (await post('/api/admin/events', { document: sent })) as {
      event: { id: number; updatedAt: string };
    };
    const published = (await post(`/api/admin/events/${created.event.id}/publish`, {
      updatedAt: created.event.updatedAt,
    })) as {
      event: {
        id: number;
        status: string;
        document: { title: string; form: { eventName: string } };
      };
    };
    return published.event;
  }, document);
  expect(event.status).toBe('published');
  return { id: event.id, title: event.document.title, eventName: event.document.form.eventName };
}

/** An application to `salon` by `token` (pending unless said), as a visitor's form stores it. */
function applyTo(salon: Salon, token: string, status = 'pending'): { id: number; name: string } {
  const name = `${token} Grace`;
  const email = `${token}@example.com`;
  storeDirectly('retreat_applications', {
    submission_key: newSubmissionKey(),
    full_name: name,
    job_title: 'Chief Data Officer',
    company: 'Northwind Health',
    email,
    applicant_key: email,
    linkedin_url: `https://www.linkedin.com/in/${token}`,
    why_apply: why,
    event_name: salon.eventName,
    status,
  });
  const [row] = storedRows('retreat_applications', 'email', email);
  expect(Number(row!.event_id)).toBe(salon.id);
  return { id: Number(row!.id), name };
}

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
      const salon = await newSalon(page, token);
      const guest = applyTo(salon, token);
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
      await expect(card.getByText('Chief Data Officer · Northwind Health')).toBeVisible();
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
      const salon = await newSalon(page, token);
      const approved = [
        applyTo(salon, `${token}a`, 'approved'),
        applyTo(salon, `${token}b`, 'approved'),
      ];
      const waitlisted = applyTo(salon, `${token}c`, 'waitlisted');
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
