import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '#content/site.ts';
import type { AdminEventList } from '#schemas/events/admin-events.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type {
  EventFeedback,
  FeedbackLinkAnswer,
  ThanksPreview,
  ThanksSent,
} from '#schemas/feedback/event-feedback.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { confirmationOf, type PersonRecordsView } from '#schemas/privacy/people.ts';
import type { HeldData } from '#schemas/privacy/your-data-api.ts';
import { resolveAppSecret } from '#server/app-secret.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { eventCapacity } from '#server/events/capacity.ts';
import { feedbackUrl } from '#server/feedback/feedback-link.ts';
import { renderQueuedMail } from '#server/mail/mail-renderers.ts';
import { yourDataToken } from '#server/privacy/your-data-link.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, goldenText, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { mailsSettled } from '#tests/setup/mail-delivery.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * Who came and what they thought (docs/decisions/065-feedback-after-the-event.md): the door's
 * counts per event and per guest, the organiser's thank-you to the guests who came (only them,
 * once), and each guest's feedback by the link in her mail, once, even sent twice at the same
 * moment; erasure and "Your data" cover her arrival and her answer like the rest of her data.
 */
let testApp: TestApp;
let cookie: string;
let organiser: string;
let secret: string;
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
  secret = await resolveAppSecret(testApp.database, undefined);
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

type Guest = { id: number; name: string; email: string };

let days = 0;
/**
 * A published meetup of its own in June 2025 (over, as the tests' clock reads the events) or,
 * `ahead`, in August, or `on` a given day, with its guests: three approved who came (one of them erased later by a
 * test), a walk-in with an address and one without, an approved no-show, one withdrawn after her
 * check-in, one pending and one kept as spam.
 */
async function meetupWithDoor(
  label: string,
  { ahead = false, on }: { ahead?: boolean; on?: string } = {},
) {
  days += 1;
  const date = on ?? `2025-${ahead ? '08' : '06'}-${String(days).padStart(2, '0')}`;
  const created = await editor.create(
    meetupDocument(julyMeetup, {
      slug: `feedback-${label}-${date}`,
      eventName: `Feedback ${label} ${date}`,
      date,
    }),
  );
  const event: EventRecord = (await editor.act(created, 'publish')).event;
  const person = (name: string, status: string, extra: Record<string, unknown> = {}) => ({
    event_name: event.document.form.eventName,
    status,
    suspected_spam: false,
    full_name: `${label} ${name}`,
    email: `${label}-${name}@example.com`,
    applicant_key: applicantKey(`${label}-${name}@example.com`),
    ...extra,
  });
  await insertRows(testApp.database, table, [
    person('ada', 'approved'),
    person('grace', 'approved'),
    person('katherine', 'approved'),
    person('walkin', 'approved'),
    person('nomail', 'approved', { email: '', applicant_key: null }),
    person('noshow', 'approved'),
    person('withdrawn', 'withdrawn'),
    person('pending', 'pending'),
    person('spam', 'approved', { suspected_spam: true }),
  ]);
  const rows = await testApp.database.db
    .selectFrom(table)
    .select(['id', 'full_name', 'email'])
    .where('event_id', '=', event.id)
    .orderBy('id')
    .execute();
  const guests = Object.fromEntries(
    rows.map((row) => [
      row.full_name.slice(label.length + 1),
      { id: Number(row.id), name: row.full_name, email: row.email },
    ]),
  ) as Record<string, Guest>;
  const arrive = (guest: Guest, at: string, walkIn = false) => ({ guest, at, walkIn });
  await checkIn(event, [
    arrive(guests.ada!, `${date}T17:02:00.000Z`),
    arrive(guests.grace!, `${date}T17:10:00.000Z`),
    arrive(guests.katherine!, `${date}T17:42:00.000Z`),
    arrive(guests.walkin!, `${date}T17:50:00.000Z`, true),
    arrive(guests.nomail!, `${date}T17:51:00.000Z`, true),
    arrive(guests.withdrawn!, `${date}T17:20:00.000Z`),
    arrive(guests.spam!, `${date}T17:30:00.000Z`),
  ]);
  return { event, guests };
}

/** Arrivals as the door records them: straight into `check_ins`. */
async function checkIn(
  event: Pick<EventRecord, 'id'>,
  arrivals: { guest: Guest; at: string; walkIn: boolean }[],
) {
  await testApp.database.db
    .insertInto('check_ins')
    .values(
      arrivals.map(({ guest, at, walkIn }) =>
        toStoredRow(testApp.database.engine, {
          event_id: event.id,
          submission_table: table,
          submission_id: guest.id,
          arrived_at: at,
          checked_in_by: organiser,
          walk_in: walkIn,
          request_key: randomUUID(),
        }),
      ),
    )
    .execute();
}

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload && { payload }),
  });
}

async function thank(event: Pick<EventRecord, 'id'>, body: object = {}) {
  return admin('POST', `/events/${event.id}/thanks`, {
    question: 'What should we talk about next time?',
    key: randomUUID(),
    ...body,
  });
}

async function thanksMails(event: Pick<EventRecord, 'id'>) {
  return testApp.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'event-thanks')
    .where('message', 'like', `%"eventId":${event.id},%`)
    .orderBy('id')
    .execute();
}

/** A queued mail as the worker sends it, links signed with the app's own secret. */
async function sentMail(mailId: number) {
  const row = await testApp.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', mailId)
    .executeTakeFirstOrThrow();
  return renderQueuedMail(
    testApp.database,
    { siteUrl: siteConfig.siteUrl, appSecret: secret, eventCapacity },
    row,
  );
}

/** The feedback link's token in the thank-you mail that went to `guest`. */
async function tokenMailedTo(event: Pick<EventRecord, 'id'>, guest: Guest): Promise<string> {
  const mail = (await thanksMails(event)).find((row) => row.submission_id === guest.id);
  if (!mail) throw new Error(`No thank-you went to ${guest.name}`);
  const { text } = await sentMail(mail.id);
  const link = /https?:\/\/\S+\/feedback\?token=([\w.-]+)/u.exec(text);
  if (!link) throw new Error('The thank-you holds no feedback link');
  return link[1]!;
}

function answer(token: string, body: object = { rating: 4 }) {
  return testApp.app.inject({ method: 'POST', url: '/api/feedback', payload: { token, ...body } });
}

function check(token: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/feedback/check', payload: { token } });
}

async function storedAnswers(event: Pick<EventRecord, 'id'>) {
  return testApp.database.db
    .selectFrom('event_feedback')
    .selectAll()
    .where('event_id', '=', event.id)
    .orderBy('id')
    .execute();
}

describe(`who came to an event on ${testEngine()}`, () => {
  it('counts arrivals, no-shows and walk-ins once the event is over, and says each guest’s', async () => {
    const { event, guests } = await meetupWithDoor('count');
    const response = await admin('GET', `/events/${event.id}/guests`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<EventGuests>();
    // Expected: the six approved not kept as spam; five arrived, two of them at the door.
    expect(answer.attendance).toEqual({ expected: 6, arrived: 5, walkIns: 2, noShows: 1 });
    const arrivalOf = (guest: Guest) => answer.guests.find(({ id }) => id === guest.id)?.arrival;
    expect(arrivalOf(guests.katherine!)).toEqual({
      kind: 'arrived',
      at: expect.stringMatching(/T17:42:00/),
    });
    expect(arrivalOf(guests.walkin!)).toMatchObject({ kind: 'walk-in' });
    expect(arrivalOf(guests.noshow!)).toEqual({ kind: 'no-show' });
    // Not expected at the door: nothing is said of them, checked in or not.
    expect(arrivalOf(guests.withdrawn!)).toBeNull();
    expect(arrivalOf(guests.pending!)).toBeNull();

    const list = (await admin('GET', '/events')).json<AdminEventList>();
    expect(list.events.find(({ id }) => id === event.id)?.attendance).toEqual(answer.attendance);
  });

  it('counts no no-shows while the event is ahead, and nothing for a door not used', async () => {
    const { event } = await meetupWithDoor('ahead', { ahead: true });
    const guests = (await admin('GET', `/events/${event.id}/guests`)).json<EventGuests>();
    expect(guests.attendance).toEqual({ expected: 6, arrived: 5, walkIns: 2, noShows: null });
    expect(guests.guests.every((guest) => guest.arrival?.kind !== 'no-show')).toBe(true);

    const seeded = await editor.idOf('waves-ai');
    const unused = (await admin('GET', `/events/${seeded}/guests`)).json<EventGuests>();
    expect(unused.attendance).toBeNull();
    expect(unused.guests.every((guest) => guest.arrival === null)).toBe(true);
    const list = (await admin('GET', '/events')).json<AdminEventList>();
    expect(list.events.find(({ id }) => id === seeded)?.attendance).toBeNull();
  });
});

describe(`the thank-you to the guests who came on ${testEngine()}`, () => {
  it('previews, then mails only the guests who came and have an address, once per key', async () => {
    const { event, guests } = await meetupWithDoor('thanks');
    const preview = await admin('POST', `/events/${event.id}/thanks/preview`, { question: '' });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<ThanksPreview>();
    expect(shown.recipients).toBe(4);
    expect(shown.mail!.subject).toBe(`Thank you for coming to ${event.document.title}`);
    // Left empty, the question is ours; the kept copy names her link in words.
    expect(shown.mail!.text).toContain('What would make our next event better for you?');
    expect(shown.mail!.text).toContain('[her feedback link: only in the mail she received]');
    expect(await thanksMails(event)).toEqual([]);

    const key = randomUUID();
    const sent = await thank(event, { key });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<ThanksSent>().mails).toBe(4);
    // A double click, or a retry after a lost answer: the same thank-you, no second mail.
    const again = await thank(event, { key });
    expect(again.statusCode).toBe(201);
    expect(again.json<ThanksSent>()).toEqual(sent.json());
    // Another send for the same event: refused, nothing more queued.
    const second = await thank(event);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'thanked-already' });

    const mails = await thanksMails(event);
    expect(mails.map((mail) => mail.submission_id).sort()).toEqual(
      [guests.ada!, guests.grace!, guests.katherine!, guests.walkin!].map(({ id }) => id).sort(),
    );
    // Sent, each keeps its body without her link: it would answer for her.
    await mailsSettled(testApp);
    for (const mail of await thanksMails(event)) {
      expect(mail.status).toBe('sent');
      expect(mail.sent_body).toContain('her feedback link');
      expect(mail.sent_body).not.toContain('/feedback?token');
    }
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'event.thanks')
      .where('target_id', '=', event.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: organiser, target: 'events' });
    expect(JSON.parse(audit[0]!.details)).toEqual({ event: event.id, mails: 4 });
    const kept = await testApp.database.db
      .selectFrom('event_thanks')
      .selectAll()
      .where('event_id', '=', event.id)
      .execute();
    expect(kept).toEqual([
      expect.objectContaining({
        question: 'What should we talk about next time?',
        sent_by: organiser,
        mails: 4,
        request_key: key,
      }),
    ]);
  });

  it('is refused before the event is over, and sent once when two send at the same moment', async () => {
    const ahead = await meetupWithDoor('early', { ahead: true });
    const early = await thank(ahead.event);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'not-over' });
    expect(await thanksMails(ahead.event)).toEqual([]);

    const { event } = await meetupWithDoor('twice');
    const both = await Promise.all([thank(event), thank(event)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await thanksMails(event)).toHaveLength(4);
  });

  it('renders the mail as a guest reads it', async () => {
    const { event, guests } = await meetupWithDoor('golden', { on: '2025-06-28' });
    await thank(event, { question: 'Which talk should we have next?' });
    const mail = (await thanksMails(event)).find((row) => row.submission_id === guests.ada!.id);
    const text = await goldenText(await sentMail(mail!.id), table, event.document.slug);
    await expect(text).toMatchFileSnapshot(
      path.join(import.meta.dirname, 'event-mail-golden', 'event-thanks.txt'),
    );
  });
});

describe(`a guest's feedback on ${testEngine()}`, () => {
  it('takes one answer per guest by her link, and the organiser reads it with its chart', async () => {
    const { event, guests } = await meetupWithDoor('answer');
    await thank(event);
    const ada = await tokenMailedTo(event, guests.ada!);
    // Opening the link changes nothing: the form, with the event and the question.
    const opened = await check(ada);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<FeedbackLinkAnswer>()).toEqual({
      state: 'ready',
      event: event.document.title,
      question: 'What should we talk about next time?',
    });

    const first = await answer(ada, {
      rating: 5,
      answer: 'Agents in production.',
      comment: 'Lovely venue.\nMore chairs, please.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: 'done' });
    // The same link again: answered, and nothing new stored.
    const second = await answer(ada, { rating: 1, comment: 'Changed my mind.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ state: 'answered' });
    expect((await check(ada)).json()).toMatchObject({ state: 'answered' });
    await answer(await tokenMailedTo(event, guests.walkin!), { rating: '3' });

    const stored = await storedAnswers(event);
    expect(stored).toEqual([
      expect.objectContaining({
        submission_id: guests.ada!.id,
        rating: 5,
        answer: 'Agents in production.',
        comment: 'Lovely venue.\nMore chairs, please.',
      }),
      expect.objectContaining({ submission_id: guests.walkin!.id, rating: 3, answer: null }),
    ]);

    const feedback = (await admin('GET', `/events/${event.id}/feedback`)).json<EventFeedback>();
    expect(feedback).toMatchObject({
      over: true,
      count: 2,
      average: 4,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
      thanks: { mails: 4, question: 'What should we talk about next time?', sentBy: organiser },
    });
    expect(feedback.answers.map((one) => one.rating).sort()).toEqual([3, 5]);
    // Read together, without names.
    expect(JSON.stringify(feedback)).not.toContain(guests.ada!.name);
  });

  it('stores one answer when the same guest sends twice at the same moment', async () => {
    const { event, guests } = await meetupWithDoor('race');
    await thank(event);
    const token = await tokenMailedTo(event, guests.grace!);
    const both = await Promise.all([
      answer(token, { rating: 2, comment: 'First press.' }),
      answer(token, { rating: 2, comment: 'Second press.' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await storedAnswers(event)).toHaveLength(1);
  });

  it('refuses a bad rating or text, storing nothing, and says why beside the field', async () => {
    const { event, guests } = await meetupWithDoor('refuse');
    await thank(event);
    const token = await tokenMailedTo(event, guests.katherine!);
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: '4.5' },
      { rating: 'five' },
      { rating: 3, comment: 'x'.repeat(2001) },
      { rating: 3, answer: 'A\u0000B' },
    ]) {
      const refused = await answer(token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const said = refused.json<Extract<FeedbackLinkAnswer, { state: 'refused' }>>();
      expect(said.state).toBe('refused');
      expect(Object.keys(said.fieldErrors)).toHaveLength(1);
    }
    expect((await answer(token, {})).json()).toMatchObject({
      fieldErrors: { rating: 'Choose a rating from 1 to 5.' },
    });
    expect(await storedAnswers(event)).toEqual([]);
    expect((await check(token)).json()).toMatchObject({ state: 'ready' });
  });

  it('refuses a forged, expired or made-for-another-purpose link, and the links of those who did not come', async () => {
    const { event, guests } = await meetupWithDoor('links');
    await thank(event);
    const token = await tokenMailedTo(event, guests.ada!);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const bad of [forged, 'not-a-token', '', token.split('.').reverse().join('.')]) {
      const refused = await answer(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toEqual({ state: 'invalid' });
    }
    const linkOf = async (guest: Guest, issuedAt = Date.now()) =>
      new URL(
        await feedbackUrl(secret, siteConfig.siteUrl, { table, id: guest.id }, issuedAt),
      ).searchParams.get('token')!;
    const expired = await answer(await linkOf(guests.ada!, Date.now() - 31 * 24 * 3600_000));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ state: 'expired' });
    // Signed as ours, for guests who did not come: a no-show, one who withdrew, one kept as spam.
    for (const guest of [guests.noshow!, guests.withdrawn!, guests.spam!, guests.pending!]) {
      expect((await answer(await linkOf(guest))).json(), guest.name).toEqual({ state: 'invalid' });
    }
    // A guest who came to an event not thanked (yet): her link works only with a thank-you.
    const unthanked = await meetupWithDoor('unthanked');
    expect((await answer(await linkOf(unthanked.guests.ada!))).json()).toEqual({
      state: 'invalid',
    });
    expect(await storedAnswers(event)).toEqual([]);
  });
});

describe(`her arrival and her answer among her data on ${testEngine()}`, () => {
  it('shows them on her "Your data" page, and erasing her takes them away', async () => {
    const { event, guests } = await meetupWithDoor('erase');
    await thank(event);
    const ada = guests.ada!;
    await answer(await tokenMailedTo(event, ada), { rating: 4, answer: 'Smaller tables.' });

    const yourData = await testApp.app.inject({
      method: 'POST',
      url: '/api/your-data/view',
      payload: { token: await yourDataToken(secret, ada.email, Date.now()) },
    });
    expect(yourData.statusCode, yourData.body).toBe(200);
    const held = yourData.json<HeldData>();
    expect(held.arrivals).toEqual([
      { event: event.document.title, arrivedAt: expect.stringMatching(/T17:02:00/), walkIn: false },
    ]);
    expect(held.feedback).toEqual([
      {
        event: event.document.title,
        rating: 4,
        question: 'What should we talk about next time?',
        answer: 'Smaller tables.',
        comment: null,
        answeredAt: expect.any(String),
      },
    ]);

    const lookup = await admin('POST', '/people/lookup', { email: ada.email });
    const seen = lookup.json<PersonRecordsView>();
    const erased = await admin('POST', '/people/erase', {
      email: ada.email,
      confirmation: confirmationOf(seen),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const hers = async (name: 'check_ins' | 'event_feedback') =>
      testApp.database.db
        .selectFrom(name)
        .select('id')
        .where('submission_table', '=', table)
        .where('submission_id', '=', ada.id)
        .execute();
    expect(await hers('check_ins')).toEqual([]);
    expect(await hers('event_feedback')).toEqual([]);
    // Erased, she is no longer expected nor among those who came; her link no longer works.
    const after = (await admin('GET', `/events/${event.id}/guests`)).json<EventGuests>();
    expect(after.attendance).toEqual({ expected: 5, arrived: 4, walkIns: 2, noShows: 1 });
    const feedback = (await admin('GET', `/events/${event.id}/feedback`)).json<EventFeedback>();
    expect(feedback.count).toBe(0);
    const link = await feedbackUrl(secret, siteConfig.siteUrl, { table, id: ada.id }, Date.now());
    expect((await check(new URL(link).searchParams.get('token')!)).json()).toEqual({
      state: 'invalid',
    });
  });
});
