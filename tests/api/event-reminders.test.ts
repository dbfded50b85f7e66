import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventSaved } from '#schemas/events/admin-events.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventSchedule } from '#schemas/events/event-schedule.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { EventRemindersView } from '#schemas/events/organising/event-reminders.ts';
import { runReminders } from '#server/events/organising/event-reminders.ts';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import { checkInCode } from '#server/check-in/codes.ts';
import { modulesAsText, modulesInImage, qrModulesOf } from '#tests/support/qr-image.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import {
  eventEditorDriver,
  goldenText,
  meetupDocument,
  renderedMail,
  renderSecret,
} from '#tests/fixtures/event-editor.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * An event's reminders (schemas/events/organising/event-reminders.ts,
 * server/events/organising/event-reminders.ts), run with the clock moved: they reach exactly the
 * approved guests at their times, none after a cancellation or a start, none to a guest approved
 * after the earlier reminder's moment; a stale one is skipped after downtime; two servers send each
 * once; the organiser's choice holds; and a published event whose date changes mails each approved
 * guest one update with a higher SEQUENCE.
 */
let testApp: TestApp;
let cookie: string;
let julyMeetup: EventDocument;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);
const table = 'event_registrations';
const keptBack = { venue: 'The Glasshouse, Room 4', address: '12 Quay Street, London' };

beforeAll(async () => {
  testApp = await startTestApp();
  const admin = await createAdmin(testApp.database);
  cookie = await signIn(testApp.app, admin);
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

const at = (iso: string) => new Date(iso);

/**
 * A published meetup of its own on `day` May 2027 (18:00 in London, 17:00 UTC), keeping its venue back
 * for its guests, with a person at every status: `early` approved on 10 May, `late` approved
 * after the day-before moment, and an erased and a spam approved row that get nothing.
 */
async function meetupWithGuests(label: string, day: number, schedule?: EventSchedule) {
  const date = `2027-05-${String(day).padStart(2, '0')}`;
  const document = meetupDocument(julyMeetup, {
    slug: `reminders-${label}`,
    eventName: `Reminders ${label}`,
    date,
  });
  const created = await editor.create({ ...document, keptBack, ...(schedule && { schedule }) });
  const event: EventRecord = (await editor.act(created, 'publish')).event;
  const person = (name: string, status: string, since: string, extra: object = {}) => ({
    event_name: event.document.form.eventName,
    status,
    status_changed_at: since,
    suspected_spam: false,
    full_name: `${label} ${name}`,
    email: `${label}-${name}@example.com`,
    ...extra,
  });
  const dayBefore = new Date(Date.parse(`${date}T17:00:00Z`) - 24 * 3600_000).toISOString();
  const afterDayBefore = new Date(Date.parse(dayBefore) + 3600_000).toISOString();
  await insertRows(testApp.database, table, [
    person('early', 'approved', '2027-05-01T09:00:00Z'),
    person('late', 'approved', afterDayBefore),
    person('pending', 'pending', '2027-05-01T09:00:00Z'),
    person('waitlisted', 'waitlisted', '2027-05-01T09:00:00Z'),
    person('declined', 'declined', '2027-05-01T09:00:00Z'),
    person('withdrawn', 'withdrawn', '2027-05-01T09:00:00Z'),
    person('spam', 'approved', '2027-05-01T09:00:00Z', { suspected_spam: true }),
    person('erased', 'approved', '2027-05-01T09:00:00Z', {
      full_name: '',
      email: '',
      anonymised_at: '2027-05-02T09:00:00Z',
    }),
  ]);
  return { event, start: at(`${date}T17:00:00Z`), dayBefore: at(dayBefore) };
}

/** The reminder mails of `event`, oldest first: to whom, and of which reminder. */
async function reminderMails(event: Pick<EventRecord, 'id'>, kind = 'event-reminder') {
  return testApp.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'message'])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('message', 'like', `%"eventId":${event.id},%`),
        eb('message', 'like', `%"eventId":${event.id}}%`),
      ]),
    )
    .orderBy('id')
    .execute();
}

const recipients = (mails: { recipient: string }[]) =>
  mails.map(({ recipient }) => recipient.replace(/ <.*>$/u, '')).sort();

const minutes = (ms: number) => ms * 60_000;

function reminders(event: Pick<EventRecord, 'id'>) {
  return editor.send('GET', `/events/${event.id}/reminders`);
}

function chooseReminders(event: Pick<EventRecord, 'id'>, body: object) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${event.id}/reminders`,
    headers: { cookie },
    payload: body,
  });
}

describe(`an event's reminders on ${testEngine()}`, () => {
  it('reach the approved guests a day and two hours before, the later-approved only the nearer', async () => {
    const { event, start, dayBefore } = await meetupWithGuests('times', 11);
    const run = (when: Date) => runReminders(testApp.database, when);

    await run(new Date(dayBefore.getTime() - 1000));
    expect(await reminderMails(event)).toEqual([]);

    await run(dayBefore);
    const first = await reminderMails(event);
    expect(recipients(first)).toEqual(['times early']);
    // The next run, and the one after, send nothing more.
    await run(new Date(dayBefore.getTime() + minutes(30)));
    await run(new Date(dayBefore.getTime() + minutes(31)));
    expect(await reminderMails(event)).toHaveLength(1);

    await run(new Date(start.getTime() - minutes(120)));
    const second = (await reminderMails(event)).slice(1);
    expect(recipients(second)).toEqual(['times early', 'times late']);

    await run(new Date(start.getTime() - 1000));
    await run(start);
    expect(await reminderMails(event)).toHaveLength(3);

    const view = (await reminders(event)).json<EventRemindersView>();
    expect(view.offsets).toEqual([1440, 120]);
    expect(view.sent.map(({ offset, mails }) => [offset, mails])).toEqual([
      [120, 2],
      [1440, 1],
    ]);
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'event.reminder')
      .where('target_id', '=', event.id)
      .orderBy('id')
      .execute();
    expect(audit.map(({ actor, details }) => [actor, JSON.parse(details)])).toEqual([
      ['system', { event: event.id, offset: 1440, session: start.toISOString(), mails: 1 }],
      ['system', { event: event.id, offset: 120, session: start.toISOString(), mails: 2 }],
    ]);
  });

  it('say when and where (the kept-back venue), carry her check-in code, calendar file and withdraw link, and keep no key', async () => {
    const { event, dayBefore } = await meetupWithGuests('mail', 12);
    await runReminders(testApp.database, dayBefore);
    const [queued] = await reminderMails(event);
    expect(queued!.subject).toBe(`Reminder: ${event.document.title}, Wednesday 12 May 2027`);
    const mail = await renderedMail(testApp.database, queued!.id);
    expect(mail.text).toContain('Hello mail early,');
    expect(mail.text).toContain('Wednesday 12 May 2027');
    expect(mail.text).toContain(keptBack.venue);
    expect(mail.text).toContain(keptBack.address);
    expect(mail.text).toContain('Withdraw my registration');
    expect(mail.text).toMatch(/\/withdraw\?token=/u);
    expect(mail.kept.text).not.toMatch(/\/withdraw\?token=/u);
    expect(mail.kept.text).toContain('her withdraw link');
    const [calendar] = mail.attachments;
    expect(calendar!.content).toContain(`UID:${table}-`);
    expect(calendar!.content).toContain(`SEQUENCE:${event.calendarSequence}`);
    expect(calendar!.content).toContain(keptBack.address.replace(/,/gu, '\\,'));
    // Her check-in code, as text and as the QR image shown in the mail; the kept copy has neither.
    const row = await testApp.database.db
      .selectFrom(table)
      .select('id')
      .where('email', '=', 'mail-early@example.com')
      .executeTakeFirstOrThrow();
    const code = checkInCode(renderSecret, { eventId: event.id, table, id: Number(row.id) });
    expect(mail.text).toContain(code);
    expect(mail.kept.text).not.toContain(code);
    const image = mail.attachments.find((attachment) => attachment.encoding === 'base64');
    expect(modulesAsText(await modulesInImage(Buffer.from(image!.content, 'base64')))).toBe(
      modulesAsText(qrModulesOf(checkInPayload(event.id, code))),
    );
    const checkIn = { code, payload: checkInPayload(event.id, code) };
    await expect(
      await goldenText(mail, table, event.document.slug, { checkIn }),
    ).toMatchFileSnapshot(
      path.join(import.meta.dirname, 'event-mail-golden', 'event-reminder.txt'),
    );
  });

  it('are never sent for a cancelled event, nor to a guest who withdrew before it went', async () => {
    const cancelled = await meetupWithGuests('cancelled', 13);
    await editor.act(cancelled.event, 'cancel', { message: 'The venue flooded.' });
    await runReminders(testApp.database, cancelled.dayBefore);
    expect(await reminderMails(cancelled.event)).toEqual([]);

    // Queued while she held her place, then she withdrew: the worker does not send it.
    const withdrawn = await meetupWithGuests('left', 14);
    await runReminders(testApp.database, withdrawn.dayBefore);
    const [queued] = await reminderMails(withdrawn.event);
    await testApp.database.db
      .updateTable(table)
      .set({ status: 'withdrawn' })
      .where('email', '=', 'left-early@example.com')
      .execute();
    await expect(renderedMail(testApp.database, queued!.id)).rejects.toThrow(
      'her place is no longer approved',
    );
    // The worker keeps such a mail as not due, not as a failure for the organiser to act on.
    const copy = await testApp.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', queued!.id)
      .executeTakeFirstOrThrow();
    const { id } = await testApp.database.db
      .insertInto('mail_outbox')
      .values({
        message_id: `<not-due.${Date.now()}@example.com>`,
        submission_table: copy.submission_table,
        submission_id: copy.submission_id,
        kind: copy.kind,
        recipient: copy.recipient,
        recipient_address: copy.recipient_address,
        subject: copy.subject,
        message: copy.message,
        next_attempt_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect
      .poll(
        async () =>
          await testApp.database.db
            .selectFrom('mail_outbox')
            .select(['status', 'last_error', 'sent_at'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow(),
        { timeout: 10_000 },
      )
      .toEqual({
        status: 'not-due',
        last_error: 'Not sent: her place is no longer approved.',
        sent_at: null,
      });
  });

  it('after downtime send the nearer reminder only, never the one it overtook', async () => {
    const { event, start } = await meetupWithGuests('downtime', 15);
    await runReminders(testApp.database, new Date(start.getTime() - minutes(90)));
    const mails = await reminderMails(event);
    expect(recipients(mails)).toEqual(['downtime early', 'downtime late']);
    const view = (await reminders(event)).json<EventRemindersView>();
    expect(view.sent.map(({ offset }) => offset)).toEqual([120]);
  });

  it('follow the organiser’s choice, off included, and refuse one not offered', async () => {
    const { event, start, dayBefore } = await meetupWithGuests('chosen', 17);
    const refused = await chooseReminders(event, { offsets: [1440, 17] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation' });
    expect((await chooseReminders(event, { offsets: [60, 60] })).statusCode).toBe(400);
    expect((await reminders(event)).json<EventRemindersView>().offsets).toEqual([1440, 120]);

    const chosen = await chooseReminders(event, { offsets: [60] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<EventRemindersView>()).toMatchObject({
      offsets: [60],
      next: { offset: 60, moment: new Date(start.getTime() - minutes(60)).toISOString() },
    });
    await runReminders(testApp.database, dayBefore);
    await runReminders(testApp.database, new Date(start.getTime() - minutes(120)));
    expect(await reminderMails(event)).toEqual([]);
    await runReminders(testApp.database, new Date(start.getTime() - minutes(60)));
    expect(await reminderMails(event)).toHaveLength(2);

    const off = await meetupWithGuests('off', 18);
    expect((await chooseReminders(off.event, { offsets: [] })).statusCode).toBe(200);
    await runReminders(testApp.database, new Date(off.start.getTime() - minutes(60)));
    expect(await reminderMails(off.event)).toEqual([]);
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'event.reminders')
      .where('target_id', '=', off.event.id)
      .execute();
    expect(audit.map(({ details }) => JSON.parse(details))).toEqual([
      { event: off.event.id, offsets: [] },
    ]);
  });

  it('keep one of two choices made at the same moment, and both in the audit log', async () => {
    const { event } = await meetupWithGuests('two-choices', 27);
    const choices = [[1440], [120, 60]];
    const answers = await Promise.all(
      choices.map((offsets) => chooseReminders(event, { offsets })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kept = (await reminders(event)).json<EventRemindersView>().offsets;
    expect(choices).toContainEqual(kept);
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'event.reminders')
      .where('target_id', '=', event.id)
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('remind of each session of a series', async () => {
    const series: EventSchedule = {
      kind: 'recurring',
      firstDate: '2027-05-06',
      rule: 'FREQ=WEEKLY;BYDAY=TH',
      startTime: '18:00',
      endTime: '20:00',
    };
    const { event } = await meetupWithGuests('series', 19, series);
    // Thursday 3 June and Thursday 10 June, 18:00 in London.
    for (const day of ['2027-06-03', '2027-06-10']) {
      await runReminders(testApp.database, at(`${day}T15:00:00Z`));
    }
    const view = (await reminders(event)).json<EventRemindersView>();
    expect(view.sent.map(({ sessionStart }) => sessionStart).sort()).toEqual([
      '2027-06-03T17:00:00.000Z',
      '2027-06-10T17:00:00.000Z',
    ]);
    expect(await reminderMails(event)).toHaveLength(4);
  });

  it('go once when two servers run them at the same moment', async () => {
    const { event, dayBefore } = await meetupWithGuests('twice', 20);
    // On PostgreSQL a second pool, as another server has; SQLite has one writer per file.
    const other: Database =
      testApp.database.engine === 'postgres'
        ? createDatabase(testApp.testDatabase.target)
        : testApp.database;
    try {
      const runs = await Promise.all([
        runReminders(testApp.database, dayBefore),
        runReminders(other, dayBefore),
        runReminders(other, dayBefore),
      ]);
      const ofEvent = await reminderMails(event);
      expect(recipients(ofEvent)).toEqual(['twice early']);
      expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBeGreaterThanOrEqual(1);
      const claims = await testApp.database.db
        .selectFrom('event_reminders')
        .selectAll()
        .where('event_id', '=', event.id)
        .execute();
      expect(claims).toHaveLength(1);
    } finally {
      if (other !== testApp.database) await other.close();
    }
  });
});

describe(`a published event that moves on ${testEngine()}`, () => {
  it('mails each approved guest one update with the new facts and a higher SEQUENCE', async () => {
    const { event } = await meetupWithGuests('moved', 21);
    const moved: EventDocument = {
      ...event.document,
      schedule: { kind: 'single', date: '2027-06-24', startTime: '19:00', endTime: '21:00' },
    };
    const response = await editor.send('PUT', `/events/${event.id}`, {
      document: moved,
      updatedAt: event.updatedAt,
    });
    const saved = editor.answer<AdminEventSaved>(response, 200);
    expect(saved.mailed).toBe(2);
    expect(saved.event.calendarSequence).toBe(event.calendarSequence + 1);
    const updates = await reminderMails(event, 'event-update');
    expect(recipients(updates)).toEqual(['moved early', 'moved late']);
    expect(updates[0]!.subject).toBe(`Changed: ${event.document.title}`);
    const mail = await renderedMail(testApp.database, updates[0]!.id);
    expect(mail.text).toContain('has changed');
    expect(mail.text).toContain('24 June 2027');
    expect(mail.text).toContain(keptBack.venue);
    const [calendar] = mail.attachments;
    expect(calendar!.content).toContain(`SEQUENCE:${event.calendarSequence + 1}`);
    expect(calendar!.content).toContain(`UID:${table}-`);
    await expect(await goldenText(mail, table, event.document.slug)).toMatchFileSnapshot(
      path.join(import.meta.dirname, 'event-mail-golden', 'event-update.txt'),
    );

    // A change of words only: nobody is mailed.
    const reworded = editor.answer<AdminEventSaved>(
      await editor.send('PUT', `/events/${event.id}`, {
        document: { ...moved, intro: 'A new introduction.' },
        updatedAt: saved.event.updatedAt,
      }),
      200,
    );
    expect(reworded.mailed).toBe(0);
    expect(await reminderMails(event, 'event-update')).toHaveLength(2);
  });
});
