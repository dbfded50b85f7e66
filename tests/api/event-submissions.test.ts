import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '#content/site.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { toEventPage } from '#schemas/events/event-record.ts';
import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import { eventCapacity } from '#server/events/capacity.ts';
import { eventBySlug } from '#server/events/event-store.ts';
import { renderQueuedMail } from '#server/mail/mail-renderers.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import {
  changeLifecycle,
  insertEvent,
  meetupLikeEvent,
  registrationsFor,
  type EventLifecycle,
} from '#tests/fixtures/events.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { seededEventsSeason } from '#tests/setup/events-as-of.ts';

/**
 * The forms follow the stored events (docs/decisions/038-submissions-follow-the-stored-event.md;
 * docs/product/rules.md#open-closed-past): a form is taken only while its published event is
 * open (its page sent without scripts: tests/hardening/forms-without-scripts.test.ts); a new
 * event's form is taken under its own name, and its capacity and approval mail are its own.
 */

const appSecret = 'event-submissions-test-secret-0123456789-abcdef';
const table = 'event_registrations';
let testApp: TestApp;
let cookie: string;

/** Each event the tests below make: its address, stored name and lifecycle. */
const refusals: {
  phase: string;
  status: number;
  lifecycle: EventLifecycle;
  change?: Partial<EventDocument>;
}[] = [
  { phase: 'closed', status: 409, lifecycle: { applicationsClosedAt: '2026-01-01T00:00:00Z' } },
  {
    phase: 'cancelled',
    status: 409,
    lifecycle: { status: 'cancelled', cancelledAt: '2026-01-01T00:00:00Z' },
  },
  {
    phase: 'past',
    status: 409,
    lifecycle: {},
    change: {
      schedule: { kind: 'single', date: '2025-01-09', startTime: '18:00', endTime: '20:00' },
      applicationsCloseAt: '2025-01-08T12:00:00.000Z',
    },
  },
  { phase: 'draft', status: 400, lifecycle: { status: 'draft' } },
];
const nameOf = (phase: string) => `Test circle (${phase})`;
const eventNames = [...refusals.map(({ phase }) => nameOf(phase)), nameOf('reopened')];

beforeAll(async () => {
  testApp = await startTestApp({
    env: { APP_SECRET: appSecret, ORGANISER_EMAIL: 'organiser@example.com' },
  });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

function submitJson(eventName: string, fullName = 'Ada Lovelace') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...freshValues(table), full_name: fullName, event_name: eventName },
    },
  });
}

const storedFor = (eventName: string) => registrationsFor(testApp.database, eventName);

async function queuedMails() {
  const row = await testApp.database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('an event that takes no applications now', () => {
  beforeAll(async () => {
    for (const { phase, lifecycle, change } of refusals) {
      await insertEvent(
        testApp.database,
        meetupLikeEvent(`test-${phase}`, nameOf(phase), change),
        lifecycle,
      );
    }
  });

  it.each(refusals)(
    'refuses a $phase event’s form, storing and mailing nothing',
    async ({ phase, status }) => {
      const eventName = nameOf(phase);
      const mailsBefore = await queuedMails();

      const json = await submitJson(eventName);
      expect(json.statusCode, json.body).toBe(status);
      if (status === 409) {
        expect(json.json()).toEqual({
          error: 'event_not_open',
          message: expect.stringMatching(/closed|cancelled|taken place/),
        });
      } else {
        // A draft is nobody's yet: the same answer as an event name no event has.
        expect(json.json()).toMatchObject({ fieldErrors: { event_name: 'Unknown event.' } });
      }

      expect(await storedFor(eventName)).toBe(0);
      expect(await queuedMails()).toBe(mailsBefore);
    },
  );

  it('says which: closed, cancelled or past', async () => {
    const messages = await Promise.all(
      ['closed', 'cancelled', 'past'].map(
        async (phase) => (await submitJson(nameOf(phase))).json<{ message: string }>().message,
      ),
    );
    expect(messages).toEqual([
      'Applications for this event have closed.',
      'This event has been cancelled, so it takes no applications.',
      'This event has taken place, so it takes no applications.',
    ]);
  });

  it('takes forms again once the organiser reopens it, and refuses them once she closes it', async () => {
    const eventName = nameOf('reopened');
    const id = await insertEvent(testApp.database, meetupLikeEvent('test-reopened', eventName), {
      applicationsClosedAt: '2026-01-01T00:00:00Z',
    });
    expect((await submitJson(eventName)).statusCode).toBe(409);
    await changeLifecycle(testApp.database, id, 'reopen', { applicationsClosedAt: null });
    expect((await submitJson(eventName)).statusCode).toBe(201);
    expect((await submitJson(eventName, 'Grace Hopper')).statusCode).toBe(201);
    expect(await storedFor(eventName)).toBe(2);
    await changeLifecycle(testApp.database, id, 'close', {
      applicationsClosedAt: new Date().toISOString(),
    });
    expect((await submitJson(eventName)).statusCode).toBe(409);
    expect(await storedFor(eventName)).toBe(2);
  });

  it('closes by itself at its closing time', async () => {
    const eventName = 'Test circle (closing time)';
    await insertEvent(
      testApp.database,
      meetupLikeEvent('test-closing-time', eventName, {
        // A minute before the time the app judges the events at.
        applicationsCloseAt: new Date(Date.parse(seededEventsSeason) - 60_000).toISOString(),
      }),
    );
    expect((await submitJson(eventName)).statusCode).toBe(409);
    expect(await storedFor(eventName)).toBe(0);
  });
});

describe('a new event', () => {
  const eventName = 'AI Power Circle: Spring 2027';
  const slug = 'ai-power-circle-spring-2027';
  const keptBack = { venue: 'The Test Hall', address: '9 Example Street, London' };

  beforeAll(async () => {
    await insertEvent(
      testApp.database,
      meetupLikeEvent(slug, eventName, {
        schedule: { kind: 'single', date: '2027-03-18', startTime: '18:00', endTime: '20:30' },
        capacity: { kind: 'total', places: 2 },
        keptBack,
      }),
      { calendarSequence: 3 },
    );
  });

  it('takes its form under its own name, and its mails name it', async () => {
    const response = await submitJson(eventName);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const subjects = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .orderBy('id')
      .execute();
    expect(subjects).toEqual([
      { kind: 'confirmation', subject: `Your registration for Test event ${slug}` },
      {
        kind: 'organiser-notice',
        subject: `New registration for Test event ${slug} from Ada Lovelace`,
      },
    ]);
  });

  it('has its own capacity line, and its approval mail its date, venue and calendar file', async () => {
    const id = (await submitJson(eventName, 'Grace Hopper')).json<{ id: number }>().id;
    const decided = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tables/${table}/status`,
      headers: { cookie },
      payload: { ids: [id], status: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const capacity = await testApp.app.inject({ url: '/api/admin/capacity', headers: { cookie } });
    const line = capacity.json<{ events: EventCapacity[] }>().events.find((e) => e.slug === slug);
    expect(line).toMatchObject({ title: `Test event ${slug}`, places: 2, approved: 1, free: 1 });

    const event = (await eventBySlug(testApp.database, slug))!;
    const row = await testApp.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .where('kind', '=', 'approval')
      .executeTakeFirstOrThrow();
    const mail = await renderQueuedMail(
      testApp.database,
      { siteUrl: siteConfig.siteUrl, appSecret, eventCapacity },
      row,
    );
    const text = mail.text.replace(/\s+/g, ' ');
    const date = toEventPage(event).facts.find((fact) => fact.kind === 'date')!.value;
    expect(date).toBe('Thursday 18 March 2027');
    expect(text).toContain(date);
    expect(text).toContain(keptBack.venue);
    expect(text).toContain(keptBack.address);
    // The calendar file, and her check-in code's QR image (docs/decisions/064-check-in-codes.md).
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `${slug}.ics`,
      'check-in-code.png',
    ]);
    const [calendar] = mail.attachments;
    expect(calendar!.filename).toBe(`${slug}.ics`);
    const ics = calendar!.content.toString();
    expect(ics).toContain('DTSTART;TZID=Europe/London:20270318T180000');
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).toContain('The Test Hall');
  });
});

describe('the organiser’s event filter', () => {
  it('lists every stored event of the table by its stored name, drafts too, the latest first', async () => {
    const response = await testApp.app.inject({
      url: `/api/admin/tables/${table}/summary`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<{ filterOptions: string[] }>().filterOptions;
    // The spring event of the tests above is the latest by its day.
    expect(options[0]).toBe('AI Power Circle: Spring 2027');
    for (const name of [...eventNames, 'AI Power Circle', 'Waves & AI']) {
      expect(options).toContain(name);
    }
    expect(new Set(options).size).toBe(options.length);
  });
});
