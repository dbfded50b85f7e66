import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '#content/site.ts';
import type { AdminEventSaved } from '#schemas/events/admin-events.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import {
  eventEditorDriver,
  goldenText,
  meetupDocument,
  renderedMail,
} from '#tests/fixtures/event-editor.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * Cancelling an event (docs/decisions/037-the-event-editor.md): the mails to everyone pending,
 * waitlisted or approved, queued with the cancel; and two organisers at the same moment (on
 * PostgreSQL, on separate connections of the pool): saves based on one read, and cancels.
 */
let testApp: TestApp;
let cookie: string;
let julyMeetup: EventDocument;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);
const table = 'event_registrations';

beforeAll(async () => {
  testApp = await startTestApp();
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

let days = 0;
/** A published meetup of its own, on a new day. */
async function publishedMeetup(): Promise<EventRecord> {
  days += 1;
  const date = `2027-03-${String(days).padStart(2, '0')}`;
  const created = await editor.create(
    meetupDocument(julyMeetup, { slug: `meetup-${date}`, eventName: `Meetup ${date}`, date }),
  );
  return (await editor.act(created, 'publish')).event;
}

/** One person per status applied to `event`; returns the ids by status. */
async function applicants(event: EventRecord, label: string) {
  const statuses = ['pending', 'waitlisted', 'approved', 'declined', 'withdrawn'] as const;
  const rows = statuses.map((status) => ({
    event_name: event.document.form.eventName,
    status,
    suspected_spam: false,
    full_name: `${label} ${status}`,
    email: `${label}-${status}@example.com`,
  }));
  // Held as suspected spam: not someone the organiser reviewed, and not told.
  rows.push({
    ...rows[0]!,
    full_name: `${label} spam`,
    email: `${label}-spam@example.com`,
    suspected_spam: true,
  });
  await insertRows(testApp.database, table, rows);
  const stored = await testApp.database.db
    .selectFrom(table)
    .select(['id', 'email'])
    .where('event_name', '=', event.document.form.eventName!)
    .execute();
  return Object.fromEntries(
    stored.map((row) => [row.email.split('@')[0]!.split('-').pop()!, row.id]),
  );
}

async function cancellationMails() {
  return testApp.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'event-cancellation')
    .execute();
}

function cancel(event: Pick<EventRecord, 'id'>, body: object) {
  return editor.send('POST', `/events/${event.id}/cancel`, body);
}

describe(`cancelling an event on ${testEngine()}`, () => {
  it('needs a message, and changes nothing without one', async () => {
    const event = await publishedMeetup();
    await applicants(event, 'quiet');
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }]) {
      const response = await cancel(event, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty(['message']);
    }
    expect((await editor.detail(event.id)).event).toEqual(event);
    expect(await cancellationMails()).toEqual([]);
  });

  it('tells exactly the pending, waitlisted and approved people, with a calendar file that removes the event', async () => {
    const event = await publishedMeetup();
    const ids = await applicants(event, 'ada');
    const message = 'The venue flooded.\nWe will write with a new date soon.';
    const answer = editor.answer<AdminEventSaved>(await cancel(event, { message }), 200);
    expect(answer.mailed).toBe(3);
    expect(answer.phase).toBe('cancelled');
    expect(answer.event).toMatchObject({
      status: 'cancelled',
      cancellationMessage: message,
      cancelledAt: answer.event.updatedAt,
      calendarSequence: event.calendarSequence + 1,
    });

    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'submission_id', 'recipient', 'subject'])
      .where('kind', '=', 'event-cancellation')
      .where('submission_table', '=', table)
      .where('submission_id', 'in', Object.values(ids))
      .orderBy('submission_id')
      .execute();
    expect(mails.map((mail) => mail.submission_id)).toEqual(
      [ids.pending, ids.waitlisted, ids.approved].sort((a, b) => a! - b!),
    );
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'ada approved <ada-approved@example.com>',
      'ada pending <ada-pending@example.com>',
      'ada waitlisted <ada-waitlisted@example.com>',
    ]);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set([`Cancelled: ${event.document.title}`]),
    );

    const approved = mails.find((mail) => mail.submission_id === ids.approved)!;
    const mail = await renderedMail(testApp.database, approved.id);
    expect(mail.text).toContain('The venue flooded.\nWe will write with a new date soon.');
    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const host = new URL(siteConfig.siteUrl).hostname;
    // The UID of the file her confirmation and approval carried: her calendar removes that entry.
    expect(calendar!.content).toContain(`\r\nUID:${table}-${ids.approved}@${host}\r\n`);
    expect(calendar!.content).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(calendar!.content).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(calendar!.content).toContain(`\r\nSEQUENCE:${answer.event.calendarSequence}\r\n`);

    const [latest] = (await editor.detail(event.id)).history;
    expect(latest).toMatchObject({ action: 'cancel' });
    expect(latest!.changed).toEqual(
      expect.arrayContaining(['status', 'cancelledAt', 'cancellationMessage', 'calendarSequence']),
    );
  });

  it('keeps a cancelled event as it is: no edit, publication, closing or second cancel', async () => {
    const event = await publishedMeetup();
    const { event: cancelled } = editor.answer<AdminEventSaved>(
      await cancel(event, { message: 'Sorry.' }),
      200,
    );
    const refusals = [
      await editor.send('PUT', `/events/${event.id}`, {
        document: cancelled.document,
        updatedAt: cancelled.updatedAt,
      }),
      ...(await Promise.all(
        ['publish', 'unpublish', 'close', 'reopen'].map((action) =>
          editor.send('POST', `/events/${event.id}/${action}`),
        ),
      )),
      await cancel(event, { message: 'Again.' }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ error: 'not_allowed' });
    }
    expect(refusals[0]!.json<{ message: string }>().message).toBe(
      'A cancelled event stays as it is. It cannot be edited.',
    );
    expect((await editor.detail(event.id)).event).toEqual(cancelled);
  });

  it('renders the mail as a person reads it', async () => {
    const event = await publishedMeetup();
    await insertRows(testApp.database, table, [
      {
        event_name: event.document.form.eventName,
        status: 'approved',
        suspected_spam: false,
        full_name: 'Grace Hopper',
        email: 'grace@example.com',
      },
    ]);
    await cancel(event, {
      message: 'Our speaker is unwell, so we are cancelling this evening.\nWe are sorry.',
    });
    const [queued] = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient_address', '=', 'grace@example.com')
      .execute();
    const mail = await renderedMail(testApp.database, queued!.id);
    const text = await goldenText(mail, table, event.document.slug);
    await expect(text).toMatchFileSnapshot(
      path.join(import.meta.dirname, 'event-mail-golden', 'event-cancellation.txt'),
    );
  });
  it('previews the mail the cancellation will send, changing and queueing nothing', async () => {
    const event = await publishedMeetup();
    const preview = (message: string) =>
      editor.send('POST', `/events/${event.id}/cancel/preview`, { message });
    // Nobody applied: nobody would be mailed.
    expect(editor.answer(await preview('Sorry.'), 200)).toEqual({ mail: null });
    await insertRows(testApp.database, table, [
      {
        event_name: event.document.form.eventName,
        status: 'pending',
        suspected_spam: false,
        full_name: 'Katherine Johnson',
        email: 'katherine@example.com',
      },
    ]);
    const message = 'The venue flooded, so we are cancelling.';
    const before = await editor.detail(event.id);
    const shown = editor.answer<{
      mail: { to: string; subject: string; text: string; attachments: string[] };
    }>(await preview(message), 200).mail;
    expect(shown).toMatchObject({
      to: 'Katherine Johnson <katherine@example.com>',
      subject: `Cancelled: ${event.document.title}`,
      attachments: [`${event.document.slug}.ics`],
    });
    expect(shown.text).toContain(message);
    expect(shown.text).toContain('Katherine');
    // Nothing changed, nothing was queued.
    expect(await editor.detail(event.id)).toEqual(before);
    const mailsTo = () =>
      testApp.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient_address', '=', 'katherine@example.com')
        .execute();
    expect(await mailsTo()).toEqual([]);
    // Then the cancellation sends that very mail.
    editor.answer(await cancel(event, { message }), 200);
    const [queued] = await mailsTo();
    const sent = await renderedMail(testApp.database, queued!.id);
    expect(sent.subject).toBe(shown.subject);
    expect(sent.kept.text).toBe(shown.text);
    // Refused for an unknown event, and for a message too long to send.
    expect(
      (await editor.send('POST', '/events/999999/cancel/preview', { message })).statusCode,
    ).toBe(404);
    expect((await preview('x'.repeat(5000))).statusCode).toBe(400);
  });
});

describe(`two organisers at the same moment on ${testEngine()}`, () => {
  it('saves one of two saves based on the same read, and refuses the other with the event as it is now', async () => {
    for (let round = 0; round < 5; round++) {
      const event = await publishedMeetup();
      const responses = await Promise.all(
        ['Hers', 'Mine'].map((title) =>
          editor.send('PUT', `/events/${event.id}`, {
            document: { ...event.document, title },
            updatedAt: event.updatedAt,
          }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const saved = responses
        .find((response) => response.statusCode === 200)!
        .json<AdminEventSaved>();
      const stale = responses
        .find((response) => response.statusCode === 409)!
        .json<{ event: EventRecord }>();
      expect(stale.event).toEqual(saved.event);
      const { event: now, history } = await editor.detail(event.id);
      expect(now).toEqual(saved.event);
      expect(history.filter((change) => change.action === 'edit')).toHaveLength(1);
    }
  });

  it('cancels once when two organisers cancel at once, and mails each person once', async () => {
    for (let round = 0; round < 3; round++) {
      const event = await publishedMeetup();
      await applicants(event, `round${round}`);
      const responses = await Promise.all(
        ['First message.', 'Second message.'].map((message) => cancel(event, { message })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const done = responses
        .find((response) => response.statusCode === 200)!
        .json<AdminEventSaved>();
      expect(done.mailed).toBe(3);
      const mails = await testApp.database.db
        .selectFrom('mail_outbox')
        .select(['submission_id'])
        .where('kind', '=', 'event-cancellation')
        .where('recipient_address', 'like', `round${round}-%`)
        .execute();
      expect(mails).toHaveLength(3);
      expect(new Set(mails.map((mail) => mail.submission_id)).size).toBe(3);
      const { history } = await editor.detail(event.id);
      expect(history.filter((change) => change.action === 'cancel')).toHaveLength(1);
    }
  });

  it('gives two new events at once the same address or name only once', async () => {
    const document = meetupDocument(julyMeetup, {
      slug: 'meetup-at-once',
      eventName: 'Meetup at once',
      date: '2027-05-01',
    });
    const responses = await Promise.all([
      editor.send('POST', '/events', { document }),
      editor.send('POST', '/events', { document }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });
});
