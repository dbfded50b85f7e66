import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import type {
  CheckInBatchAnswer,
  CheckInItem,
  DoorList,
  UndoAnswer,
  WalkInAnswer,
} from '#schemas/check-in/check-ins.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { confirmationOf, type PersonRecordsView } from '#schemas/privacy/people.ts';
import { checkInCode } from '#server/check-in/codes.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import type { ReceivedMail, SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startMailTestApp, type MailTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';
import { modulesInImage, qrModulesOf } from '#tests/support/qr-image.ts';

/**
 * Checking guests in at an event's door (docs/decisions/064-check-in-codes.md): every approved
 * guest's mail carries her code, which names her alone and stops working when she is no longer
 * expected; arrivals are stored once whatever the phones send, at the same moment or again;
 * undo and walk-ins; a phone's queue of 500 arrives in well under 5 s.
 */
const appSecret = 'check-ins-test-secret-0123456789-abcdefghijk';
const table = 'event_registrations';
let mailApp: MailTestApp;
let testApp: TestApp;
let sink: SmtpSink;
let cookie: string;
let organiser: string;
let julyMeetup: EventDocument;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

beforeAll(async () => {
  mailApp = await startMailTestApp({ APP_SECRET: appSecret });
  ({ testApp, sink } = mailApp);
  const admin = await createAdmin(testApp.database);
  organiser = admin.email;
  cookie = await signIn(testApp.app, admin);
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await mailApp.close();
});

let days = 0;
/** A published meetup of its own. */
async function newMeetup(): Promise<EventRecord> {
  days += 1;
  const date = `2027-05-${String(days).padStart(2, '0')}`;
  const created = await editor.create(
    meetupDocument(julyMeetup, { slug: `door-${date}`, eventName: `Door ${date}`, date }),
  );
  return (await editor.act(created, 'publish')).event;
}

let people = 0;
/** Rows of the event at these statuses; their ids, in order. */
async function guestsOf(
  event: EventRecord,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const values = rows.map((row) => {
    people += 1;
    const email = `guest-${people}-${process.pid}@example.com`;
    return {
      event_name: event.document.form.eventName,
      status: 'approved',
      suspected_spam: false,
      full_name: `Guest ${people}`,
      company: `Company ${people}`,
      email,
      // As the intake keys her: her rows are found by it (duplicates, erasure).
      applicant_key: applicantKey(typeof row.email === 'string' ? row.email : email),
      ...row,
    };
  });
  await insertRows(testApp.database, table, values);
  const stored = await testApp.database.db
    .selectFrom(table)
    .select('id')
    .where('event_id', '=', event.id)
    .where(
      'email',
      'in',
      values.map((row) => row.email),
    )
    .orderBy('id')
    .execute();
  return stored.map((row) => Number(row.id));
}

/** The approval mail to `address`, once it arrived. */
async function approvalTo(address: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = sink.received.find(
      (mail) =>
        mail.envelopeTo.includes(address) && /^You have a place/u.test(mail.parsed.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no approval mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The kept copy of row `id`'s approval, once the outbox marks it sent. */
async function keptBodyOf(id: number): Promise<string> {
  for (let round = 0; round < 600; round++) {
    const row = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['sent_body', 'status'])
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .where('kind', '=', 'approval')
      .executeTakeFirst();
    if (row?.status === 'sent') return row.sent_body!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the approval of row ${id} was not marked sent`);
}

const codeOf = (event: Pick<EventRecord, 'id'>, id: number) =>
  checkInCode(appSecret, { eventId: event.id, table, id });

function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = cookie) {
  return testApp.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: as },
    ...(payload && { payload }),
  });
}

async function door(event: Pick<EventRecord, 'id'>): Promise<DoorList> {
  const response = await send('GET', `/events/${event.id}/door`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoorList>();
}

let keys = 0;
/** A check-in as a phone queues it: its own key, now. */
function item(guest: { guest: number } | { code: string }): CheckInItem {
  keys += 1;
  return { key: `phone-key-${keys}-${randomUUID()}`, at: new Date().toISOString(), ...guest };
}

async function checkIn(
  event: Pick<EventRecord, 'id'>,
  checkIns: CheckInItem[],
  device = 'phone-a',
): Promise<CheckInBatchAnswer> {
  const response = await send('POST', `/events/${event.id}/check-ins`, { device, checkIns });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckInBatchAnswer>();
}

async function checkInsOf(event: Pick<EventRecord, 'id'>) {
  return testApp.database.db
    .selectFrom('check_ins')
    .selectAll()
    .where('event_id', '=', event.id)
    .orderBy('submission_id')
    .execute();
}

async function auditOf(action: string, event: Pick<EventRecord, 'id'>) {
  const rows = await testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action as 'check-in.arrive')
    .orderBy('id')
    .execute();
  return rows.filter((row) => JSON.parse(row.details).event === event.id);
}

describe(`check-in codes on ${testEngine()}`, () => {
  it('mails each approved guest her code as text and QR image; the kept copy names them in words', async () => {
    const event = await newMeetup();
    const email = `ada-door-${process.pid}@example.com`;
    const [id] = await guestsOf(event, [{ status: 'pending', full_name: 'Ada Door', email }]);
    const decided = await send('POST', `/tables/${table}/status`, {
      ids: [id],
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const code = codeOf(event, id!);

    const received = await approvalTo(email);
    expect(received.parsed.text).toContain(`Check-in code: ${code}`);
    expect(received.parsed.text).toContain('Show this code at the door');
    const image = received.parsed.attachments.find((file) => file.contentType === 'image/png')!;
    expect(image.filename).toBe('check-in-code.png');
    expect(image.cid).toBe('check-in-code@womenleadingai.com');
    expect(received.parsed.html).toContain(`alt="QR image of your check-in code, ${code}"`);
    expect(await modulesInImage(image.content)).toEqual(
      qrModulesOf(checkInPayload(event.id, code)),
    );
    // No name, address or row number in what the image or the code says.
    expect(checkInPayload(event.id, code)).not.toMatch(/Ada|@|door/iu);

    // The copy the site keeps (the admin's Mail view, her export) holds neither.
    const kept = await keptBodyOf(id!);
    expect(kept).not.toContain(code);
    expect(kept).not.toContain(code.replace('-', ''));
    expect(kept).toContain('her check-in code and its QR image: only in the mail she received');
    const keptFiles = (JSON.parse(kept) as { attachments: { filename: string }[] }).attachments;
    expect(keptFiles.map((file) => file.filename)).toEqual([`${event.document.slug}.ics`]);

    // The door knows her by the same code.
    const list = await door(event);
    expect(list.guests).toEqual([
      {
        guest: id,
        name: 'Ada Door',
        company: expect.any(String),
        code,
        arrivedAt: null,
        walkIn: false,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });

  it('refuses forged, other-event, withdrawn, declined, pending and erased codes, storing none', async () => {
    const event = await newMeetup();
    const other = await newMeetup();
    const [approved, withdrawn, declined, pending, erased] = await guestsOf(event, [
      {},
      { status: 'withdrawn' },
      { status: 'declined' },
      { status: 'pending' },
      { full_name: '', email: '', applicant_key: null, anonymised_at: new Date().toISOString() },
    ]);
    const [elsewhere] = await guestsOf(other, [{}]);
    const forged = codeOf(event, approved!).replace(/^./u, (first) => (first === 'A' ? 'B' : 'A'));
    const items = [
      item({ code: forged }),
      item({ code: codeOf(other, elsewhere!) }),
      item({ code: checkInPayload(other.id, codeOf(other, elsewhere!)) }),
      item({ code: codeOf(event, withdrawn!) }),
      item({ code: codeOf(event, declined!) }),
      item({ code: codeOf(event, pending!) }),
      item({ code: codeOf(event, erased!) }),
      item({ code: 'https://example.com/not-a-code' }),
      item({ guest: elsewhere! }),
      item({ guest: withdrawn! }),
      item({ code: codeOf(event, approved!).toLowerCase().replace('-', '') }),
    ];
    const answer = await checkIn(event, items);
    expect(
      answer.outcomes.map((outcome) => ('reason' in outcome ? outcome.reason : outcome.outcome)),
    ).toEqual([
      'unknown',
      'unknown',
      'other-event',
      'withdrawn',
      'declined',
      'not-approved',
      'erased',
      'unreadable',
      'unknown-guest',
      'withdrawn',
      'checked-in',
    ]);
    expect(answer.outcomes[3]).toMatchObject({
      message: 'She withdrew: her code no longer works.',
    });
    expect((await checkInsOf(event)).map((row) => row.submission_id)).toEqual([approved]);
    expect(await checkInsOf(other)).toEqual([]);
    expect(answer.counts).toEqual({ expected: 1, arrived: 1 });
    // The door lists the expected alone: not the withdrawn, the declined, the pending, the erased.
    expect((await door(event)).guests.map((guest) => guest.guest)).toEqual([approved]);

    // The audit log counts, and names nobody.
    const [entry] = await auditOf('check-in.arrive', event);
    expect(entry).toMatchObject({ actor: organiser, target: 'check_ins', row_count: 1 });
    expect(JSON.parse(entry!.details)).toEqual({ event: event.id, already: 0, refused: 10 });
  });

  it('stops a code working once she withdraws through her link, or is erased', async () => {
    const event = await newMeetup();
    const emails = [`ada-${process.pid}@example.com`, `grace-${process.pid}@example.com`];
    const [ada, grace] = await guestsOf(
      event,
      emails.map((email) => ({ status: 'pending', email })),
    );
    const decided = await send('POST', `/tables/${table}/status`, {
      ids: [ada, grace],
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const adaMail = await approvalTo(emails[0]!);
    await approvalTo(emails[1]!);
    const codes = [codeOf(event, ada!), codeOf(event, grace!)];
    expect((await door(event)).guests.map((guest) => guest.code).sort()).toEqual([...codes].sort());

    // Ada withdraws through her approval's link.
    const link = /https?:\/\/\S+\/withdraw\?token=[A-Za-z0-9._-]+/u.exec(adaMail.parsed.text ?? '');
    const token = new URL(link![0]).searchParams.get('token');
    const withdrawn = await testApp.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { token },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // Grace's data is erased by the organiser.
    const looked = await send('POST', '/people/lookup', { email: emails[1] });
    const erased = await send('POST', '/people/erase', {
      email: emails[1],
      confirmation: confirmationOf(looked.json<PersonRecordsView>()),
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const answer = await checkIn(
      event,
      codes.map((code) => item({ code })),
    );
    expect(answer.outcomes).toMatchObject([
      { outcome: 'refused', reason: 'withdrawn' },
      { outcome: 'refused', reason: 'erased' },
    ]);
    expect(await checkInsOf(event)).toEqual([]);
    expect((await door(event)).guests).toEqual([]);
  });
});

describe(`arrivals at the door on ${testEngine()}`, () => {
  it('stores one arrival per guest when phones send at the same moment, and none on a retry', async () => {
    const event = await newMeetup();
    const ids = await guestsOf(event, [{}, {}, {}]);
    // Ten phones at once, each checking in all three, in different orders and ways.
    const batches = Array.from({ length: 10 }, (_, phone) =>
      (phone % 2 === 0 ? [...ids] : [...ids].reverse()).map((id) =>
        item(phone % 3 === 0 ? { code: codeOf(event, id) } : { guest: id }),
      ),
    );
    const answers = await Promise.all(
      batches.map((batch, phone) => checkIn(event, batch, `phone-${phone}`)),
    );
    const stored = await checkInsOf(event);
    expect(stored.map((row) => row.submission_id)).toEqual(ids);
    const outcomes = answers.flatMap((answer) => answer.outcomes);
    expect(outcomes.filter((outcome) => outcome.outcome === 'checked-in')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.outcome === 'already')).toHaveLength(27);
    // Every phone is told the one time each guest was first recorded.
    for (const row of stored) {
      const times = new Set(
        outcomes
          .filter((outcome) => 'guest' in outcome && outcome.guest === row.submission_id)
          .map((outcome) => ('arrivedAt' in outcome ? outcome.arrivedAt : '')),
      );
      expect([...times]).toEqual([row.arrived_at]);
    }

    // A phone that lost the answer sends its batch again: the same answer, nothing added.
    const first = answers[0]!;
    const again = await checkIn(event, batches[0]!, 'phone-0');
    expect(again.outcomes).toEqual(first.outcomes);
    expect(await checkInsOf(event)).toHaveLength(3);
    // A second phone checking one of them in again adds none, and sees when she arrived.
    const second = await checkIn(event, [item({ guest: ids[1]! })], 'phone-b');
    expect(second.outcomes[0]).toMatchObject({ outcome: 'already', guest: ids[1] });
    expect(await checkInsOf(event)).toHaveLength(3);
    expect(second.counts).toEqual({ expected: 3, arrived: 3 });
    const list = await door(event);
    expect(list.counts).toEqual({ expected: 3, arrived: 3 });
    expect(list.guests.every((guest) => guest.arrivedAt !== null)).toBe(true);
  });

  it('keeps the phone’s time of arrival, but none later than the server’s', async () => {
    const event = await newMeetup();
    const [early, future] = await guestsOf(event, [{}, {}]);
    const before = new Date().toISOString();
    const answer = await checkIn(event, [
      { ...item({ guest: early! }), at: '2026-05-01T18:05:00+01:00' },
      { ...item({ guest: future! }), at: '2999-01-01T00:00:00Z' },
    ]);
    expect(answer.outcomes[0]).toMatchObject({ arrivedAt: '2026-05-01T17:05:00.000Z' });
    const clamped = (answer.outcomes[1] as { arrivedAt: string }).arrivedAt;
    expect(clamped >= before && clamped <= new Date().toISOString()).toBe(true);
    const [row] = await checkInsOf(event);
    expect(row).toMatchObject({ checked_in_by: organiser, device: 'phone-a' });
  });

  it('undoes an arrival: she is expected again, the audit log keeps it, a second undo does nothing', async () => {
    const event = await newMeetup();
    const [ada, grace] = await guestsOf(event, [{}, {}]);
    await checkIn(event, [item({ guest: ada! }), item({ guest: grace! })]);
    const undo = await send('DELETE', `/events/${event.id}/check-ins/${ada}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<UndoAnswer>()).toEqual({
      guest: ada,
      outcome: 'undone',
      counts: { expected: 2, arrived: 1 },
    });
    const list = await door(event);
    expect(list.guests.find((guest) => guest.guest === ada)?.arrivedAt).toBeNull();
    expect((await checkInsOf(event)).map((row) => row.submission_id)).toEqual([grace]);
    const twice = await send('DELETE', `/events/${event.id}/check-ins/${ada}`);
    expect(twice.json<UndoAnswer>()).toMatchObject({ outcome: 'not-checked-in' });
    const audit = await auditOf('check-in.undo', event);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: table, target_id: ada, actor: organiser });
    // Checked in again, she arrives again.
    const again = await checkIn(event, [item({ guest: ada! })]);
    expect(again.outcomes[0]).toMatchObject({ outcome: 'checked-in' });
  });

  it('adds a walk-in as an approved registration marked walk-in, once per key, in the list and counts', async () => {
    const event = await newMeetup();
    const [expected] = await guestsOf(event, [{}]);
    const key = randomUUID();
    const walkIn = { key, name: 'Hedy Walk-In', company: 'Radio Works' };
    const added = await send('POST', `/events/${event.id}/walk-ins`, walkIn);
    expect(added.statusCode, added.body).toBe(201);
    const answer = added.json<WalkInAnswer>();
    expect(answer).toMatchObject({
      outcome: 'added',
      guest: { name: 'Hedy Walk-In', company: 'Radio Works', walkIn: true },
      counts: { expected: 2, arrived: 1 },
    });
    expect(answer.guest.arrivedAt).not.toBeNull();
    expect(answer.guest.code).toBe(codeOf(event, answer.guest.guest));
    // Sent again (a retry, or twice at once): the same guest, nothing more.
    const [retry, atOnce] = await Promise.all([
      send('POST', `/events/${event.id}/walk-ins`, walkIn),
      send('POST', `/events/${event.id}/walk-ins`, walkIn),
    ]);
    for (const response of [retry, atOnce]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<WalkInAnswer>()).toMatchObject({
        outcome: 'already',
        guest: { guest: answer.guest.guest },
      });
    }
    const row = await testApp.database.db
      .selectFrom(table)
      .selectAll()
      .where('event_id', '=', event.id)
      .where('full_name', '=', 'Hedy Walk-In')
      .execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({
      status: 'approved',
      company: 'Radio Works',
      email: '',
      applicant_key: null,
      event_name: event.document.form.eventName,
    });
    const list = await door(event);
    expect(list.counts).toEqual({ expected: 2, arrived: 1 });
    expect(list.guests.find((guest) => guest.walkIn)?.guest).toBe(answer.guest.guest);
    expect(list.guests.find((guest) => guest.guest === expected)?.walkIn).toBe(false);
    const [stored] = (await checkInsOf(event)).filter((one) => Boolean(one.walk_in));
    expect(stored?.submission_id).toBe(answer.guest.guest);
    // No mail for a walk-in.
    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('submission_table', '=', table)
      .where('submission_id', '=', answer.guest.guest)
      .execute();
    expect(mails).toEqual([]);
    expect(await auditOf('check-in.walk-in', event)).toHaveLength(1);

    // Undone, the walk-in is taken off the list with her registration.
    const undo = await send('DELETE', `/events/${event.id}/check-ins/${answer.guest.guest}`);
    expect(undo.json<UndoAnswer>()).toMatchObject({
      outcome: 'undone',
      counts: { expected: 1, arrived: 0 },
    });
    expect((await door(event)).guests.map((guest) => guest.guest)).toEqual([expected]);
    const [undoEntry] = await auditOf('check-in.undo', event);
    expect(JSON.parse(undoEntry!.details)).toEqual({ event: event.id, walkIn: true });
  });

  it('checks a walk-in whose address is an approved guest’s in as that guest', async () => {
    const event = await newMeetup();
    const [ada] = await guestsOf(event, [{ email: `ada-walk-${process.pid}@example.com` }]);
    const response = await send('POST', `/events/${event.id}/walk-ins`, {
      key: randomUUID(),
      name: 'Ada at the door',
      email: `ADA-walk-${process.pid}@example.com`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WalkInAnswer>()).toMatchObject({
      outcome: 'expected',
      guest: { guest: ada, walkIn: false },
      counts: { expected: 1, arrived: 1 },
    });
    expect(await checkInsOf(event)).toHaveLength(1);
  });

  it('refuses bad input with 400 and stores nothing; a viewer, an online event, no event', async () => {
    const event = await newMeetup();
    const [ada] = await guestsOf(event, [{}]);
    const bad: [object, RegExp][] = [
      [{}, /list/iu],
      [{ checkIns: [] }, /at least one/iu],
      [{ checkIns: [{ guest: ada, at: new Date().toISOString() }] }, /^Check-in 1: .*key/iu],
      [
        { checkIns: [item({ guest: ada! }), { ...item({ guest: ada! }), at: 'yesterday' }] },
        /^Check-in 2: /u,
      ],
      [{ checkIns: [{ ...item({ guest: ada! }), code: 'ABCD-EFGH' }] }, /not both/iu],
      [
        { checkIns: [{ key: 'key-of-a-phone', at: new Date().toISOString() }] },
        /number in the door list or by her code/iu,
      ],
      [{ checkIns: Array.from({ length: 1001 }, () => item({ guest: ada! })) }, /At most 1000/u],
    ];
    for (const [body, message] of bad) {
      const response = await send('POST', `/events/${event.id}/check-ins`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    for (const body of [
      { key: randomUUID() },
      { key: randomUUID(), name: 'Ok', email: 'not-an-address' },
      { name: 'No key' },
    ]) {
      const response = await send('POST', `/events/${event.id}/walk-ins`, body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await checkInsOf(event)).toEqual([]);
    expect(await auditOf('check-in.arrive', event)).toEqual([]);

    const viewer = await createAdmin(testApp.database);
    await testApp.database.db
      .updateTable('admin_users')
      .set({ role: 'viewer' })
      .where('email', '=', viewer.email)
      .execute();
    const viewerCookie = await signIn(testApp.app, viewer);
    const asViewer = await send(
      'POST',
      `/events/${event.id}/check-ins`,
      { checkIns: [item({ guest: ada! })] },
      viewerCookie,
    );
    expect(asViewer.statusCode).toBe(403);
    expect(
      (
        await send(
          'POST',
          `/events/${event.id}/walk-ins`,
          { key: randomUUID(), name: 'V' },
          viewerCookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/events/${event.id}/check-ins/${ada}`, undefined, viewerCookie))
        .statusCode,
    ).toBe(403);
    expect(await checkInsOf(event)).toEqual([]);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/events/${event.id}/door`,
    });
    expect(signedOut.statusCode).toBe(401);

    const online = await editor.idOf('ai-power-circle-virtual');
    const noDoor = await send('GET', `/events/${online}/door`);
    expect(noDoor.statusCode).toBe(409);
    expect(
      (await send('POST', `/events/${online}/check-ins`, { checkIns: [item({ guest: 1 })] }))
        .statusCode,
    ).toBe(409);
    expect((await send('GET', '/events/999999/door')).statusCode).toBe(404);
    expect((await send('GET', '/events/nope/door')).statusCode).toBe(400);
  });

  it('stores a phone’s 500 queued check-ins in well under 5 s, each once', async () => {
    const event = await newMeetup();
    const ids = await guestsOf(
      event,
      Array.from({ length: 500 }, () => ({})),
    );
    const list = await door(event);
    expect(list.counts).toEqual({ expected: 500, arrived: 0 });
    const codes = new Map(list.guests.map((guest) => [guest.guest, guest.code]));
    // Half scanned, half picked from the list, as a phone offline at a busy door queues them.
    const queue = ids.map((id, index) =>
      item(index % 2 === 0 ? { code: checkInPayload(event.id, codes.get(id)!) } : { guest: id }),
    );
    const started = performance.now();
    const answer = await checkIn(event, queue);
    const elapsed = performance.now() - started;
    console.info(`500 queued check-ins stored on ${testEngine()} in ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(5000);
    expect(answer.outcomes.every((outcome) => outcome.outcome === 'checked-in')).toBe(true);
    expect(answer.counts).toEqual({ expected: 500, arrived: 500 });
    expect(await checkInsOf(event)).toHaveLength(500);

    const againStarted = performance.now();
    const again = await checkIn(event, queue);
    const againElapsed = performance.now() - againStarted;
    console.info(`… sent again in ${againElapsed.toFixed(0)} ms`);
    expect(again.outcomes).toEqual(answer.outcomes);
    expect(await checkInsOf(event)).toHaveLength(500);
  });
});
