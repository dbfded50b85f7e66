import type { APIRequestContext, Page } from '@playwright/test';
import { eventPages } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { calendarFeedSubscribeUrl } from '#schemas/events/calendar/calendar-links.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import type { BuiltServer } from '#tests/setup/built-server.ts';
import { realTime } from '#tests/setup/events-as-of.ts';
import { expect, test } from './fixtures.ts';
import { fillForm, sampleValues, uniqueToken } from './support/form-values.ts';
import { mailFilesTo } from './support/mail-files.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

/**
 * The date decides (docs/product/rules.md#open-closed-past), with the clock as it is: on a fresh
 * start the seeded 2025 events are past on the listing, the home page and their own pages, and
 * their forms are refused in words; an event the organiser dates ahead takes applications. On a
 * built server of its own that judges the events at the real time (the shared one judges them
 * as of the seeded events' season: tests/setup/events-as-of.ts).
 */
test.describe.configure({ mode: 'serial' });

let own: OwnServer | undefined;
let server: BuiltServer;
let admin: OwnServer['admin'];

test.beforeAll(async () => {
  own = await startOwnServer(realTime);
  ({ server, admin } = own);
});
test.afterAll(() => own?.stop());

/** The seeded events that have ended: all but the monthly series. */
const seededPast = eventPages.filter((page) => !page.calendar?.recurrence);
/** Their card titles on the listing (the AI influence session has no card). */
const pastTitles = [
  'Autumn Retreat',
  'Women Leading in AI: Private Evening',
  'Waves & AI: Summer Boat Party',
  'AI Power Circle: July Meetup',
  'Virtual AI Power Circle',
];
const pastMessage = 'This event has taken place, so it takes no applications.';
/** The copy the organiser makes of the July meetup, dated ahead and renamed. */
const slug = 'ai-power-circle-2027-05-20';
const newName = 'AI Power Circle: Spring Social';
const newDate = 'Thursday 20 May 2027';

const cardTitles = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).allInnerTexts();

test('the listing shows the 2025 events under Past Events, the latest first, none to apply to', async ({
  page,
}) => {
  await page.goto(`${server.origin}/events`);
  expect(await cardTitles(page, 'Upcoming Events')).toEqual(['AI Leadership Labs']);
  const past = page.getByRole('region', { name: 'Past Events' });
  expect(
    (await cardTitles(page, 'Past Events')).map((title) => title.replace(/\s+/g, ' ')),
  ).toEqual(pastTitles);
  await expect(past.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
  await expect(past.getByRole('link', { name: 'See the Event' })).toHaveCount(pastTitles.length);
  // The one that was featured is highlighted no more.
  await expect(past.locator('[data-featured]')).toHaveCount(0);
});

/** The events of the calendar feed, by the titles its entries carry. */
async function feedTitles(request: APIRequestContext) {
  const answer = await request.get(`${server.origin}/events.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const file = await answer.text();
  return [...file.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((entry) => ({
    title: /\r\nSUMMARY:(.*)\r\n/.exec(`\r\n${entry[1]}`)?.[1]?.replaceAll('\\', ''),
    cancelled: entry[1]!.includes('STATUS:CANCELLED'),
  }));
}

test("the listing's Subscribe gives a calendar app the feed of what is still to come", async ({
  page,
  request,
}) => {
  await page.goto(`${server.origin}/events`);
  const subscribe = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('link', { name: 'Subscribe' });
  await expect(subscribe).toHaveAttribute('href', calendarFeedSubscribeUrl(siteConfig.siteUrl));
  expect(calendarFeedSubscribeUrl('https://example.org')).toBe('webcal://example.org/events.ics');
  expect(await feedTitles(request)).toEqual([{ title: 'AI Leadership Labs', cancelled: false }]);
});

test('the home page offers only what is still to come', async ({ page }) => {
  await page.goto(server.origin);
  const coming = page.locator('#upcoming-events');
  await expect(coming.getByRole('heading', { level: 3 })).toHaveText(['AI Leadership Labs']);
  for (const title of pastTitles) await expect(coming).not.toContainText(title.split(':')[0]!);
});

for (const event of seededPast) {
  test(`${event.slug}: says it has taken place, and its form is refused in those words`, async ({
    page,
    request,
  }) => {
    const url = `${server.origin}/events/${event.slug}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    // On the first screen, and in the form's place with the way to what is coming.
    await expect(page.getByText('This event has taken place').first()).toBeInViewport();
    const note = page.getByRole('complementary', { name: 'This event has taken place' });
    await expect(note.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute(
      'href',
      /^(\/wlai)?\/events$/,
    );
    await expect(page.locator('form[method="post"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: event.cta })).toHaveCount(0);

    const { table, context } = event.form.submission;
    const values = { ...freshValues(table), ...context };
    const json = await request.post(`${server.origin}/api/submissions/${table}`, {
      data: { key: newSubmissionKey(), values },
    });
    expect(json.status()).toBe(409);
    expect(await json.json()).toEqual({ error: 'event_not_open', message: pastMessage });

    // Sent from an old copy of the page without scripts: the page again, with its note.
    const form = Object.fromEntries(
      Object.entries({ [formPostFields.table]: table, ...values }).map(([name, value]) => [
        name,
        value === true ? 'on' : String(value),
      ]),
    );
    const noScript = await request.post(url, { form, headers: { origin: server.origin } });
    expect(noScript.status()).toBe(409);
    const answered = await noScript.text();
    expect(answered).toContain('This event has taken place');
    expect(answered).toContain('See upcoming events');
  });
}

test('a copy dated ahead and renamed says its new name and date everywhere, and leaves Upcoming when cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.origin}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the frame offers Sign out: the sign-in form has a heading of its own.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto(`${server.origin}/admin/events`);
  const main = page.getByRole('main');
  // Nothing is over but still shown as something else: the date decides.
  await expect(main.getByRole('region', { name: 'Over but not past' })).toHaveCount(0);
  await main
    .getByRole('region', { name: /^Past/ })
    .getByRole('link', { name: 'AI Power Circle', exact: true })
    .click();
  await main.getByRole('button', { name: 'Duplicate' }).click();
  const copy = page.getByRole('dialog', { name: 'Duplicate this event' });
  await copy.getByLabel('Date').fill('2027-05-20');
  await copy.getByRole('button', { name: 'Create the copy' }).click();
  await expect(main.getByLabel('Page address')).toHaveValue(slug);

  // Renamed: the words that follow the event follow it (docs/decisions/059-words-that-follow-the-event.md).
  await main.getByLabel('Title', { exact: true }).first().fill(newName);
  await expect(main.getByLabel('Eyebrow')).toHaveAttribute(
    'placeholder',
    'May 2027 · In-Person Event',
  );
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('All changes saved')).toBeVisible();
  await main.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this event?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(main.getByText('Published', { exact: true }).first()).toBeVisible();
  const editor = page.url();

  // The card: under Upcoming, by its new name and date.
  await page.goto(`${server.origin}/events`);
  const card = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('article', { name: newName });
  await expect(card).toContainText(newDate);
  expect(await feedTitles(request)).toContainEqual({ title: newName, cancelled: false });

  // The page: eyebrow, meta description, JSON-LD; no trace of the July meetup's day anywhere.
  const url = `${server.origin}/events/${slug}`;
  const html = await (await request.get(url)).text();
  const stateFile = await request.get(`${server.origin}/events/${slug}.state.js`);
  expect(stateFile.status()).toBe(200);
  const state = await stateFile.text();
  // The footer's copyright year is the site's, not the event's.
  const eventWords = `${html.replace(/<footer[\s\S]*<\/footer>/, '')}\n${state}`;
  expect(eventWords).toContain(newName);
  expect(eventWords).not.toMatch(/\bJuly\b|\bWednesday\b|\b2025\b/);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('May 2027 · In-Person Event')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${newName}: ${newDate}, 6:00-8:00 PM, `),
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Event',
    name: newName,
    startDate: '2027-05-20T18:00:00+01:00',
  });
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const image = await request.get(`${server.origin}${new URL(shareImage!).pathname}`);
  expect(image.headers()['content-type']).toBe('image/png');

  // The calendar file and the confirmation mail of a visitor who registers.
  const calendar = await (await request.get(`${server.origin}/calendar/${slug}.ics`)).text();
  expect(calendar).toContain(`SUMMARY:${newName}`);
  expect(calendar).toContain('DTSTART;TZID=Europe/London:20270520T180000');
  const values = sampleValues('event_registrations', uniqueToken());
  const form = page.getByRole('region', { name: 'Register Your Interest', exact: true });
  await fillForm(form, 'event_registrations', values);
  await form.getByRole('button', { name: 'Register Interest', exact: true }).click();
  await expect(form.getByRole('heading', { name: 'Registration submitted!' })).toBeVisible();
  const email = String(values.email);
  await expect.poll(async () => (await mailFilesTo(server.mailDirectory, email)).length).toBe(1);
  const [confirmation] = await mailFilesTo(server.mailDirectory, email);
  expect(confirmation!.subject).toBe(`Your registration for ${newName}`);
  expect(confirmation!.text).toContain(`Date: ${newDate}`);
  expect(`${confirmation!.subject}\n${confirmation!.text}`).not.toMatch(/\bJuly\b|\b2025\b/);

  // Cancelled: it leaves Upcoming; its page stays and says so first.
  await page.goto(editor);
  await main.getByRole('button', { name: 'Cancel event' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this event?' });
  await cancel
    .getByLabel('Message to the people who applied')
    .fill('We will meet in June instead.');
  await cancel.getByRole('button', { name: 'Cancel the event and send' }).click();
  await expect(main.getByText('We will meet in June instead.')).toBeVisible();
  await page.goto(`${server.origin}/events`);
  await expect(
    page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article', { name: newName }),
  ).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeInViewport();
  // A calendar that holds it shows it cancelled.
  expect(await feedTitles(request)).toContainEqual({ title: newName, cancelled: true });
});
