import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventMessagePreview,
  EventMessageSent,
} from '#schemas/events/organising/event-messages.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument, renderedMail } from '#tests/fixtures/event-editor.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * A message to an event's guests (schemas/events/organising/event-messages.ts): it reaches exactly
 * the audience the organiser chose, through the outbox, once per key, and the audit log says so.
 */
let testApp: TestApp;
let cookie: string;
let organiser: string;
let julyMeetup: EventDocument;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);
const table = 'event_registrations';

beforeAll(async () => {
  testApp = await startTestApp();
  const admin = await createAdmin(testApp.database);
  organiser = admin.email;
  cookie = await signIn(testApp.app, admin);
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

let days = 0;
/** A published meetup of its own, with one person at each status, one erased and one spam. */
async function meetupWithGuests(label: string) {
  days += 1;
  const date = `2027-04-${String(days).padStart(2, '0')}`;
  const created = await editor.create(
    meetupDocument(julyMeetup, { slug: `message-${date}`, eventName: `Message ${date}`, date }),
  );
  const event: EventRecord = (await editor.act(created, 'publish')).event;
  const statuses = ['pending', 'waitlisted', 'approved', 'declined', 'withdrawn'] as const;
  const rows: Record<string, unknown>[] = statuses.map((status) => ({
    event_name: event.document.form.eventName,
    status,
    suspected_spam: false,
    full_name: `${label} ${status}`,
    email: `${label}-${status}@example.com`,
  }));
  rows.push({
    ...rows[2]!,
    full_name: `${label} spam`,
    email: `${label}-spam@example.com`,
    suspected_spam: true,
  });
  // An approved guest whose data was erased: no address left to write to.
  rows.push({ ...rows[2]!, full_name: '', email: '', anonymised_at: new Date().toISOString() });
  await insertRows(testApp.database, table, rows);
  return event;
}

const draft = {
  audience: 'approved',
  subject: 'The room has moved',
  body: 'We meet on the second floor.\nSee you there.',
};

function post(event: Pick<EventRecord, 'id'>, path: string, body: object, as = cookie) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/events/${event.id}/messages${path}`,
    headers: { cookie: as },
    payload: body,
  });
}

async function messageMails(event: Pick<EventRecord, 'id'>) {
  return testApp.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'submission_id'])
    .where('kind', '=', 'event-message')
    .where('message', 'like', `%"eventId":${event.id},%`)
    .orderBy('id')
    .execute();
}

describe(`a message to an event's guests on ${testEngine()}`, () => {
  it('previews the mail and how many it goes to, keeping nothing', async () => {
    const event = await meetupWithGuests('pre');
    const response = await post(event, '/preview', draft);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<EventMessagePreview>();
    expect(preview.recipients).toBe(1);
    expect(preview.mail).toMatchObject({
      to: 'pre approved <pre-approved@example.com>',
      subject: 'The room has moved',
      attachments: [],
    });
    expect(preview.mail!.text).toContain('Hello pre approved,');
    expect(preview.mail!.text).toContain('We meet on the second floor.\nSee you there.');
    expect(preview.mail!.text).toContain(event.document.title);
    const all = (
      await post(event, '/preview', { ...draft, audience: 'all' })
    ).json<EventMessagePreview>();
    expect(all.recipients).toBe(3);
    expect(await messageMails(event)).toEqual([]);
    expect(
      await testApp.database.db
        .selectFrom('event_messages')
        .selectAll()
        .where('event_id', '=', event.id)
        .execute(),
    ).toEqual([]);
  });

  it('mails exactly the audience chosen, once per key, and the audit log names it', async () => {
    const event = await meetupWithGuests('ada');
    const key = randomUUID();
    const response = await post(event, '', { ...draft, audience: 'all', key });
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<EventMessageSent>();
    expect(sent.recipients).toBe(3);
    // A double click, or a retry after a lost answer: the same message, no second mail.
    const again = await post(event, '', { ...draft, audience: 'all', key });
    expect(again.statusCode).toBe(201);
    expect(again.json<EventMessageSent>()).toEqual(sent);

    const mails = await messageMails(event);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'ada approved <ada-approved@example.com>',
      'ada pending <ada-pending@example.com>',
      'ada waitlisted <ada-waitlisted@example.com>',
    ]);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set(['The room has moved']));
    const mail = await renderedMail(testApp.database, mails[0]!.id);
    expect(mail.text).toContain('We meet on the second floor.\nSee you there.');
    expect(mail.text).toContain(event.document.title);

    const kept = await testApp.database.db
      .selectFrom('event_messages')
      .selectAll()
      .where('event_id', '=', event.id)
      .execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      audience: 'all',
      subject: 'The room has moved',
      sent_by: organiser,
      recipients: 3,
    });
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'event.message')
      .where('target_id', '=', event.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: organiser, target: 'events', row_count: null });
    // What was done and to how many: not the words, which name no one but may.
    expect(JSON.parse(audit[0]!.details)).toEqual({ event: event.id, audience: 'all', mails: 3 });
  });

  it('names the kept-back venue to the approved, and only the page’s place to anyone else', async () => {
    days += 1;
    const date = `2027-04-${String(days).padStart(2, '0')}`;
    const document = {
      ...meetupDocument(julyMeetup, { slug: `kept-${date}`, eventName: `Kept ${date}`, date }),
      keptBack: { venue: 'The Glasshouse, Room 4', address: '12 Quay Street, London' },
    };
    const event: EventRecord = (await editor.act(await editor.create(document), 'publish')).event;
    await insertRows(testApp.database, table, [
      {
        event_name: event.document.form.eventName,
        status: 'approved',
        suspected_spam: false,
        full_name: 'Kept approved',
        email: 'kept-approved@example.com',
      },
    ]);
    const toApproved = (await post(event, '/preview', draft)).json<EventMessagePreview>();
    expect(toApproved.mail!.text).toContain('The Glasshouse, Room 4');
    expect(toApproved.mail!.text).toContain('12 Quay Street, London');
    await post(event, '', { ...draft, key: randomUUID() });
    const [sent] = await messageMails(event);
    expect((await renderedMail(testApp.database, sent!.id)).text).toContain(
      'The Glasshouse, Room 4',
    );
    const toAll = (
      await post(event, '/preview', { ...draft, audience: 'all' })
    ).json<EventMessagePreview>();
    expect(toAll.mail!.text).not.toContain('The Glasshouse');
  });

  it('the waitlisted only, when she writes to them', async () => {
    const event = await meetupWithGuests('wai');
    await post(event, '', { ...draft, audience: 'waitlisted', key: randomUUID() });
    expect((await messageMails(event)).map((mail) => mail.recipient)).toEqual([
      'wai waitlisted <wai-waitlisted@example.com>',
    ]);
  });

  it('refuses bad input, an unknown event and a viewer, keeping and sending nothing', async () => {
    const event = await meetupWithGuests('bad');
    for (const body of [
      {},
      { ...draft, key: randomUUID(), audience: 'declined' },
      { ...draft, key: randomUUID(), subject: '  ' },
      { ...draft, key: randomUUID(), subject: 'x'.repeat(151) },
      { ...draft, key: randomUUID(), body: '' },
      { ...draft, key: 'not-a-key' },
    ]) {
      const response = await post(event, '', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ id: 999_999 }, '', { ...draft, key: randomUUID() })).statusCode).toBe(404);
    const viewer = await createAdmin(testApp.database);
    await testApp.database.db
      .updateTable('admin_users')
      .set({ role: 'viewer' })
      .where('email', '=', viewer.email)
      .execute();
    const viewerCookie = await signIn(testApp.app, viewer);
    expect((await post(event, '', { ...draft, key: randomUUID() }, viewerCookie)).statusCode).toBe(
      403,
    );
    expect((await post(event, '/preview', draft, viewerCookie)).statusCode).toBe(403);
    expect(await messageMails(event)).toEqual([]);
  });

  it('sends one message when the same key arrives twice at the same moment', async () => {
    const event = await meetupWithGuests('twin');
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(event, '', { ...draft, audience: 'all', key })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => answer.json<EventMessageSent>().id)).size).toBe(1);
    expect(await messageMails(event)).toHaveLength(3);
  });
});
