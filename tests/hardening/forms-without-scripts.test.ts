import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPages } from '#content/event-pages.ts';
import { standingTitles } from '#content/event-standing.ts';
import { acknowledgementTexts, alreadyAppliedNotice } from '#content/form-notices.ts';
import { pageForms } from '#content/page-forms.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import {
  currentPrivacyNoticeVersion,
  privacyErrors,
  privacyFields,
} from '#schemas/privacy/privacy-consent.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import {
  changeLifecycle,
  insertEvent,
  meetupLikeEvent,
  type EventLifecycle,
} from '#tests/fixtures/events.ts';
import { freshValues } from '#tests/fixtures/submissions.ts';
import { startBuiltPagesApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * A form sent without scripts (docs/product/rules.md#forms-without-scripts) posts to its page,
 * whose action (app/features/forms/page-form-action.ts) takes it to the same reception as the JSON
 * API and renders the page with the outcome in the form's place: the built pages bundle, the
 * pages of the stored events, on the engine of the run.
 */

let testApp: TestApp;

const labs = eventPages.find((page) => page.slug === 'leadership-labs')!;
const labsForm = labs.form.submission;

const refusals: {
  phase: keyof typeof standingTitles;
  lifecycle: EventLifecycle;
  change?: Partial<EventDocument>;
}[] = [
  { phase: 'closed', lifecycle: { applicationsClosedAt: '2025-06-01T00:00:00Z' } },
  { phase: 'cancelled', lifecycle: { status: 'cancelled', cancelledAt: '2025-06-01T00:00:00Z' } },
  {
    phase: 'past',
    lifecycle: {},
    change: {
      schedule: { kind: 'single', date: '2025-01-09', startTime: '18:00', endTime: '20:00' },
      applicationsCloseAt: '2025-01-08T12:00:00.000Z',
    },
  },
];
const nameOf = (phase: string) => `Page circle (${phase})`;

beforeAll(async () => {
  testApp = await startBuiltPagesApp();
  for (const { phase, lifecycle, change } of refusals) {
    await insertEvent(
      testApp.database,
      meetupLikeEvent(`page-${phase}`, nameOf(phase), change),
      lifecycle,
    );
  }
  await insertEvent(testApp.database, meetupLikeEvent('page-draft', nameOf('draft')), {
    status: 'draft',
  });
});
afterAll(() => testApp?.close());

/** Values as a browser posts them: a ticked box as `on`, an unticked one not at all. */
function asPosted(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== false)
      .map(([name, value]) => [name, value === true ? 'on' : String(value)]),
  );
}

function postPage(url: string, table: SubmissionTable, values: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: new URLSearchParams({ [formPostFields.table]: table, ...asPosted(values) }).toString(),
  });
}

async function rowsOf(table: SubmissionTable, email: string) {
  return (await testApp.database.db
    .selectFrom(table)
    .selectAll()
    .where('email', '=', email)
    .execute()) as Record<string, unknown>[];
}

async function queuedMails(): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page answering a form: not kept, its policy its own, and without any script. */
function expectFormAnswer(response: Awaited<ReturnType<typeof postPage>>) {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  expect(response.body).not.toMatch(/<script\b|rel="modulepreload"/);
}

describe(`a form sent without scripts, on ${testEngine()}`, () => {
  const labsValues = () => ({ ...freshValues(labsForm.table), ...labsForm.context });

  it('stores one row and answers with its page, the acknowledgement in the form’s place', async () => {
    const values = labsValues();
    const response = await postPage(`/events/${labs.slug}`, labsForm.table, values);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expectFormAnswer(response);
    expect(response.body).toContain(labsForm.notices.success.title);
    expect(response.body).toContain(acknowledgementTexts.confirmationOnItsWay(values.email));
    expect(response.body).not.toContain('<form');
    const [row] = await rowsOf(labsForm.table, values.email);
    expect(row?.privacy_notice_version).toBe(currentPrivacyNoticeVersion);
  });

  it('stores the same fill sent twice the same day once, and says an application is already in', async () => {
    const values = labsValues();
    const url = `/wlai/events/${labs.slug}`;
    expect((await postPage(url, labsForm.table, values)).statusCode).toBe(200);
    expect((await postPage(url, labsForm.table, values)).statusCode).toBe(200);
    expect(await rowsOf(labsForm.table, values.email)).toHaveLength(1);
    // The same person's application again, worded otherwise: in already, nothing new stored.
    const again = await postPage(url, labsForm.table, { ...values, full_name: 'Ada L. Example' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(alreadyAppliedNotice.title);
    expect(await rowsOf(labsForm.table, values.email)).toHaveLength(1);
  });

  it('gives the form back with everything typed and the error beside the box, storing nothing', async () => {
    const values = { ...labsValues(), [privacyFields.consent]: false };
    const response = await postPage(`/events/${labs.slug}`, labsForm.table, values);
    expect(response.statusCode).toBe(400);
    expectFormAnswer(response);
    const box = /<input[^>]*name="privacy_consent"[^>]*>/.exec(response.body)?.[0] ?? '';
    expect(box).toContain('aria-invalid="true"');
    expect(box).not.toContain('checked');
    const errorId = /aria-describedby="([^"]+)"/.exec(box)?.[1];
    expect(response.body).toMatch(
      new RegExp(`id="${errorId}"[^>]*>${privacyErrors.consentMissing}<`),
    );
    expect(response.body).toContain(`value="${values.email}"`);
    expect(await rowsOf(labsForm.table, values.email)).toEqual([]);
  });

  it('refuses a form its page does not hold with 400, storing nothing', async () => {
    const values = labsValues();
    const elsewhere = await postPage('/partners', labsForm.table, values);
    expect(elsewhere.statusCode).toBe(400);
    const { table } = pageForms.partnershipEnquiry;
    const otherEvent = await postPage(`/events/${labs.slug}`, table, freshValues(table));
    expect(otherEvent.statusCode).toBe(400);
    expect(await rowsOf(labsForm.table, values.email)).toEqual([]);
  });

  it('answers a post to a page with no form, or an address of no page, storing nothing', async () => {
    const values = labsValues();
    const noForm = await postPage('/about', labsForm.table, values);
    expect(noForm.statusCode).toBe(400);
    expect(noForm.body).toContain('The form could not be read.');
    expect((await postPage('/events/no-such-event', labsForm.table, values)).statusCode).toBe(404);
    expect(await rowsOf(labsForm.table, values.email)).toEqual([]);
  });

  it.each(refusals)(
    'answers a $phase event’s page with why in the form’s place, storing and mailing nothing',
    async ({ phase }) => {
      const mailsBefore = await queuedMails();
      const values = { ...freshValues('event_registrations'), event_name: nameOf(phase) };
      const response = await postPage(`/events/page-${phase}`, 'event_registrations', values);
      expect(response.statusCode).toBe(409);
      expectFormAnswer(response);
      expect(response.body).toContain(standingTitles[phase]);
      expect(response.body).not.toContain('<form');
      expect(await rowsOf('event_registrations', values.email)).toEqual([]);
      expect(await queuedMails()).toBe(mailsBefore);
    },
  );

  it('answers a draft’s address as no page, storing nothing', async () => {
    const values = { ...freshValues('event_registrations'), event_name: nameOf('draft') };
    const response = await postPage('/events/page-draft', 'event_registrations', values);
    expect(response.statusCode).toBe(404);
    expect(await rowsOf('event_registrations', values.email)).toEqual([]);
  });

  it('takes the form again once the organiser reopens the event, and refuses it once she closes it', async () => {
    const eventName = nameOf('reopened');
    const id = await insertEvent(testApp.database, meetupLikeEvent('page-reopened', eventName), {
      applicationsClosedAt: '2025-06-01T00:00:00Z',
    });
    const send = () =>
      postPage('/events/page-reopened', 'event_registrations', {
        ...freshValues('event_registrations'),
        event_name: eventName,
      });
    expect((await send()).statusCode).toBe(409);
    await changeLifecycle(testApp.database, id, 'reopen', { applicationsClosedAt: null });
    expect((await send()).statusCode).toBe(200);
    await changeLifecycle(testApp.database, id, 'close', {
      applicationsClosedAt: new Date().toISOString(),
    });
    expect((await send()).statusCode).toBe(409);
  });
});

describe(`a form sent without scripts past the per-client limit, on ${testEngine()}`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startBuiltPagesApp({ env: { SUBMISSION_RATE_LIMIT: '1' } });
  });
  afterAll(() => limited?.close());

  it('comes back with everything typed, when to try again, and 429 with Retry-After', async () => {
    const send = (values: Record<string, unknown>) =>
      limited.app.inject({
        method: 'POST',
        url: `/events/${labs.slug}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
        },
        payload: new URLSearchParams({
          [formPostFields.table]: labsForm.table,
          ...asPosted(values),
        }).toString(),
      });
    const first = { ...freshValues(labsForm.table), ...labsForm.context };
    expect((await send(first)).statusCode).toBe(200);
    const second = { ...freshValues(labsForm.table), ...labsForm.context };
    const refused = await send(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('try again');
    expect(refused.body).toContain(`value="${second.email}"`);
    expect(refused.body).not.toMatch(/<script\b/);
  });
});
