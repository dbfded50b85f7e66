import type { Browser, Page } from '@playwright/test';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { e2eMailDirectory } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { storeArrival } from './support/arrivals.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { uniqueToken } from './support/form-values.ts';
import { mailFilesTo } from './support/mail-files.ts';
import { newSalon, type Salon } from './support/salons.ts';
import { storedRows, storeDirectly } from './support/stored-rows.ts';

/**
 * Who came and what they thought (docs/product/screens.md#an-events-guests,
 * docs/product/screens.md#feedback): after an event, the organiser reads who arrived and who did
 * not, thanks the guests who came; a guest answers by the link in her mail, once, without
 * scripts; the organiser reads the answer, the average and the chart. Axe finds nothing on the
 * feedback page nor on the feedback section, in either theme.
 */
const table = 'event_registrations';
const question = 'Which talk should we have next?';

type Evening = Salon;

/** A published evening of its own, in June 2025: over, as the tests' server judges the events. */
function pastEvening(page: Page, token: string): Promise<Evening> {
  return newSalon(page, `Feedback Supper ${token}`, { date: '2025-06-20', registration: true });
}

/** An approved registration of `evening`, as a visitor's form and the organiser left it. */
function approvedGuest(evening: Evening, name: string, email: string): number {
  storeDirectly(table, {
    submission_key: newSubmissionKey(),
    full_name: name,
    job_title: 'Head of Data',
    company: 'Lumen Analytics',
    email,
    applicant_key: email,
    linkedin_url: `https://www.linkedin.com/in/${email.split('@')[0]}`,
    why_attend: 'To meet peers.',
    lead_session: 0,
    event_name: evening.eventName,
    status: 'approved',
  });
  return Number(storedRows(table, 'email', email)[0]!.id);
}

/** The feedback link in the thank-you the server wrote to `address`: its path and query. */
async function feedbackLinkTo(address: string): Promise<string> {
  const mails = () => mailFilesTo(e2eMailDirectory, address, /^Thank you for coming/);
  await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mails();
  const link = /https?:\/\/\S+\/feedback\?token=[\w.-]+/u.exec(mail!.text ?? '')![0];
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A page of a browser of her own: no session of the organiser's, scripts as asked. */
async function guestPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return context.newPage();
}

test('the organiser thanks the guests who came, one answers once, and the organiser reads it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInDirectly(context, baseURL!);
  const token = uniqueToken();
  const evening = await pastEvening(page, token);
  const came = `${token}-came@example.com`;
  const cameId = approvedGuest(evening, `${token} Ada`, came);
  approvedGuest(evening, `${token} Grace`, `${token}-noshow@example.com`);
  storeArrival({ eventId: evening.id, table, id: cameId, at: '2025-06-20T17:02:00.000Z' });

  // After the event: who came and who did not.
  await page.goto(`/admin/events/${evening.id}/guests`);
  const after = page.getByRole('region', { name: 'Who came' });
  await expect(after).toContainText('Arrived 1 of 2 · 1 no-show');
  await expect(page.getByRole('article', { name: `${token} Ada` })).toContainText('Arrived 18:02');
  await expect(page.getByRole('article', { name: `${token} Grace` })).toContainText('No-show');

  await after.getByRole('button', { name: 'Thank the guests who came' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Thank the guests who came to ${evening.title}`,
  });
  await dialog.getByLabel('Your question').fill(question);
  await expect(dialog.getByRole('status').filter({ hasText: 'Goes to 1 guest.' })).toBeVisible();
  await expect(dialog.getByLabel(`Mail text to ${token} Ada <${came}>`)).toContainText(question);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send to 1 guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(after).toContainText(/Thanked 1 guest on .* by organiser-/);
  await expect(after).toContainText('No answer yet.');

  // The guest opens her link: the page reads as the form, in either theme, with nothing for axe.
  const link = await feedbackLinkTo(came);
  const reader = await guestPage(browser, baseURL!, true);
  await reader.goto(link);
  await expect(
    reader.getByRole('heading', { level: 1, name: `How was ${evening.title}?` }),
  ).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await withTheme(reader, theme);
    expect(await axeViolations(reader, { include: 'main' }), `${theme} theme`).toEqual([]);
  }
  await reader.context().close();

  // She answers without scripts, once.
  const guest = await guestPage(browser, baseURL!, false);
  await guest.goto(link);
  await guest.getByRole('radio', { name: '4 Very good' }).check();
  await guest.getByLabel(question).fill('Agents in production, please.');
  await guest.getByLabel(/Anything else/).fill('Lovely venue.');
  await guest.getByRole('button', { name: 'Send my feedback' }).click();
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Thank you for your feedback' }),
  ).toBeVisible();
  await guest.goto(link);
  await expect(
    guest.getByRole('heading', { level: 1, name: 'You have answered already' }),
  ).toBeVisible();
  await expect(guest.getByRole('radio')).toHaveCount(0);
  await guest.context().close();

  // The organiser reads it: the count, the average, the chart and the words, without her name.
  await page.reload();
  const feedback = page.getByRole('region', { name: 'Feedback' });
  await expect(feedback).toContainText('1 answer · average 4 of 5');
  const chart = feedback.getByRole('table', { name: 'How they rated it' });
  await expect(chart.getByRole('row', { name: /4 · Very good/ })).toContainText('1 (100%)');
  await expect(chart.getByRole('row', { name: /5 · Excellent/ })).toContainText('0 (0%)');
  await feedback.getByText('Read 1 answer in words').click();
  await expect(feedback.getByRole('listitem')).toContainText('Agents in production, please.');
  await expect(feedback).toContainText('Lovely venue.');
  await expect(feedback).not.toContainText(`${token} Ada`);
  for (const theme of ['light', 'dark'] as const) {
    await withTheme(page, theme);
    await expect(feedback.getByRole('table')).toBeVisible();
    expect(await axeViolations(page), `${theme} theme`).toEqual([]);
  }

  // The events list gives its attendance.
  await page.goto('/admin/events');
  await expect(page.getByRole('row', { name: new RegExp(evening.title) })).toContainText(
    'Attendance 50%',
  );
});
