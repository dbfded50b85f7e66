import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { AuditAction, AuditEntry, AuditList } from '#schemas/organisers/audit-log.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { honeypotField, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { auditEntryOf } from '#server/db/audit-log.ts';
import {
  adminPassword,
  cookieFor,
  createAdmin,
  postSignIn,
  sessionTokenFrom,
  signIn,
} from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { makePhoto } from '#tests/fixtures/photos.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The audit log (docs/decisions/043-the-audit-log.md): each recorded action writes exactly one
 * entry through server/db/audit-log.ts, a refused one none, no entry holds what a person
 * submitted, and GET /api/admin/audit lists them, read only.
 */
let testApp: TestApp;
let mediaDir: string;
let cookie: string;
let adminEmail: string;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

/** What the tests' people submit: none of it may reach an entry. */
const personal = {
  name: 'Zinnia Auditperson',
  email: 'zinnia.audit.7731@example.com',
  linkedin: 'https://www.linkedin.com/in/zinnia-audit-7731',
  message: 'Zinnia wrote this message 7731',
  company: 'Zinnia Audit Works 7731',
  jobTitle: 'Zinnia Head of Audits 7731',
  unknownAddress: 'nobody.zinnia.7731@example.org',
};

const table = 'event_registrations' satisfies SubmissionTable;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'wlai-audit-media-'));
  testApp = await startTestApp({ env: { MEDIA_DIR: mediaDir, SUBMISSION_RATE_LIMIT: '1000' } });
  const admin = await createAdmin(testApp.database);
  adminEmail = admin.email;
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Every value the tests' people submitted. */
const submitted = new Set<string>();
let people = 0;
/** A registration by one of the tests' people (her email made unique), or suspected spam. */
async function register({ spam = false } = {}): Promise<number> {
  people += 1;
  const values = {
    full_name: personal.name,
    email: personal.email.replace('@', `.${people}@`),
    linkedin_url: `${personal.linkedin}-${people}`,
    why_attend: personal.message,
    company: personal.company,
    job_title: personal.jobTitle,
  };
  for (const value of Object.values(values)) submitted.add(value);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...validValues[table], ...values },
      ...(spam && { [honeypotField]: 'filled by a bot' }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

async function lastId(): Promise<number> {
  const row = await testApp.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The entries written while `act` ran, oldest first, as the API answers them. */
async function entriesOf(act: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = await lastId();
  await act();
  const rows = await testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', before)
    .orderBy('id')
    .execute();
  return rows.map(auditEntryOf);
}

/** `act` writes exactly one entry, of `action`, by the organiser unless `actor` says otherwise. */
async function oneEntry(
  action: AuditAction,
  act: () => Promise<unknown>,
  actor = () => adminEmail,
): Promise<AuditEntry> {
  const entries = await entriesOf(act);
  expect(entries.map((entry) => entry.action)).toEqual([action]);
  expect(entries[0]!.actor).toBe(actor());
  return entries[0]!;
}

async function noEntry(act: () => Promise<unknown>) {
  expect(await entriesOf(act)).toEqual([]);
}

let days = 0;
async function newMeetup(): Promise<EventDocument> {
  days += 1;
  const date = `2027-03-${String(days).padStart(2, '0')}`;
  const seeded = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
  return meetupDocument(seeded, { slug: `audit-${date}`, eventName: `Audit ${date}`, date });
}

describe(`the audit log on ${testEngine()}`, () => {
  it('records a sign-in, and each failed one by its reason, never the password', async () => {
    const admin = await createAdmin(testApp.database);
    await oneEntry(
      'sign-in',
      async () => expect((await postSignIn(testApp.app, admin)).statusCode).toBe(200),
      () => admin.email,
    );
    const wrong = await oneEntry(
      'sign-in.failed',
      () => postSignIn(testApp.app, { email: admin.email, password: `${adminPassword}-wrong` }),
      () => admin.email,
    );
    expect(wrong.details).toEqual({ reason: 'wrong-password' });
    // An address that is no account's is not kept.
    const unknown = await oneEntry(
      'sign-in.failed',
      () => postSignIn(testApp.app, { email: personal.unknownAddress, password: adminPassword }),
      () => 'unknown',
    );
    expect(unknown.details).toEqual({ reason: 'unknown-account' });
    const missing = await oneEntry(
      'sign-in.failed',
      () => postSignIn(testApp.app, { email: admin.email }),
      () => 'unknown',
    );
    expect(missing.details).toEqual({ reason: 'missing-credentials' });
    // An address too long to be one is a 400, as any refused field: nothing is kept.
    await noEntry(async () => {
      const response = await postSignIn(testApp.app, {
        email: `${'a'.repeat(300)}@example.org`,
        password: adminPassword,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('records a sign-in refused for too many attempts, with the account it named', async () => {
    const admin = await createAdmin(testApp.database);
    const remoteAddress = '10.200.0.1';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await postSignIn(testApp.app, { ...admin, password: 'wrong-wrong' }, { remoteAddress });
    }
    const limited = await oneEntry(
      'sign-in.failed',
      async () =>
        expect((await postSignIn(testApp.app, admin, { remoteAddress })).statusCode).toBe(429),
      () => admin.email,
    );
    expect(limited.details).toEqual({ reason: 'rate-limited' });
  });

  it('records a sign-out by the account that signed out', async () => {
    const admin = await createAdmin(testApp.database);
    const token = sessionTokenFrom(await postSignIn(testApp.app, admin))!;
    await oneEntry(
      'sign-out',
      () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/admin/sign-out',
          headers: { cookie: cookieFor(token) },
        }),
      () => admin.email,
    );
    // Two sign-outs at the same moment (a double click): one entry.
    const again = sessionTokenFrom(await postSignIn(testApp.app, admin))!;
    const signOut = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/sign-out',
        headers: { cookie: cookieFor(again) },
      });
    await oneEntry(
      'sign-out',
      () => Promise.all([signOut(), signOut()]),
      () => admin.email,
    );
    // Signed out already: no session, no entry.
    await noEntry(() =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/sign-out',
        headers: { cookie: cookieFor(token) },
      }),
    );
  });

  it('records an export with its view, filters and rows, not the words searched for', async () => {
    await register();
    await register();
    const query = new URLSearchParams({
      search: personal.name,
      filter: eventNames.julyMeetup,
      status: 'pending',
    });
    let rows = '';
    const entry = await oneEntry('export.csv', async () => {
      const response = await send('GET', `/tables/${table}/export?${query}`);
      expect(response.statusCode).toBe(200);
      rows = String(response.headers['x-row-count']);
    });
    expect(Number(rows)).toBeGreaterThanOrEqual(2);
    expect(entry).toMatchObject({ target: table, targetId: null, rowCount: Number(rows) });
    expect(entry.details).toEqual({
      status: 'pending',
      filter: eventNames.julyMeetup,
      searched: true,
    });
    // A filter that is none of the view's choices is what someone typed: only that there was one.
    const typed = await oneEntry('export.csv', () =>
      send('GET', `/tables/${table}/export?filter=${encodeURIComponent(personal.email)}`),
    );
    expect(typed).toMatchObject({ rowCount: 0, details: { filtered: true } });
    // A refused export keeps nothing.
    await noEntry(async () => {
      expect((await send('GET', `/tables/${table}/export?status=nonsense`)).statusCode).toBe(400);
    });
  });

  it('records a decision with its status and the rows it changed; a refused one none', async () => {
    const first = await register();
    const second = await register();
    const entry = await oneEntry('submission.decide', async () => {
      const response = await send('POST', `/tables/${table}/status`, {
        ids: [first, second],
        status: 'waitlisted',
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(entry).toMatchObject({
      target: table,
      targetId: null,
      rowCount: 2,
      details: { status: 'waitlisted', unchanged: 0 },
    });
    // The same again: a decision that changed nothing says so.
    const again = await oneEntry('submission.decide', () =>
      send('POST', `/tables/${table}/status`, { ids: [first], status: 'waitlisted' }),
    );
    expect(again).toMatchObject({ targetId: first, rowCount: 0, details: { unchanged: 1 } });
    await noEntry(async () => {
      const refused = await send('POST', `/tables/${table}/status`, { ids: [first], status: 'x' });
      expect(refused.statusCode).toBe(400);
      // A rehearsed decision is rolled back, its entry with it (decision 032).
      const rehearsal = await send('POST', `/tables/${table}/rows/${first}/decision-mail`, {
        status: 'approved',
      });
      expect(rehearsal.statusCode, rehearsal.body).toBe(200);
    });
  });

  it('records a mail retry, and not a retry refused', async () => {
    await register();
    const mail = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await noEntry(async () => {
      expect((await send('POST', `/mail/${mail.id}/retry`)).statusCode).toBe(409);
    });
    await testApp.database.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: 'ECONNREFUSED' })
      .where('id', '=', mail.id)
      .execute();
    const entry = await oneEntry('mail.retry', async () => {
      expect((await send('POST', `/mail/${mail.id}/retry`)).statusCode).toBe(204);
    });
    expect(entry).toMatchObject({ target: 'mail_outbox', targetId: Number(mail.id), rowCount: 1 });
  });

  it('records Not spam and Delete on the row, and not a refused one', async () => {
    const released = await register({ spam: true });
    const deleted = await register({ spam: true });
    const notSpam = await oneEntry('submission.not-spam', async () => {
      const response = await send('POST', `/tables/${table}/rows/${released}/not-spam`);
      expect(response.statusCode).toBeLessThan(300);
    });
    expect(notSpam).toMatchObject({ target: table, targetId: released, rowCount: 1 });
    await noEntry(async () => {
      expect((await send('POST', `/tables/${table}/rows/${released}/not-spam`)).statusCode).toBe(
        409,
      );
    });
    const deletion = await oneEntry('submission.delete-spam', async () => {
      expect((await send('DELETE', `/tables/${table}/rows/${deleted}`)).statusCode).toBe(204);
    });
    expect(deletion).toMatchObject({ target: table, targetId: deleted, rowCount: 1 });
  });

  it('records every write of the event editor, and no refused or stale one', async () => {
    const document = await newMeetup();
    await noEntry(async () => {
      const invalid = await send('POST', '/events', { document: { ...document, title: '' } });
      expect(invalid.statusCode).toBe(400);
    });
    let created!: EventRecord;
    const creation = await oneEntry('event.create', async () => {
      created = await editor.create(document);
    });
    expect(creation).toMatchObject({ target: 'events', targetId: created.id });
    const event = await editor.detail(created.id);
    const saved = await oneEntry('event.edit', () =>
      editor.save(event.event, { ...document, title: 'Audit meetup, renamed' }),
    );
    expect(saved.targetId).toBe(created.id);
    // A save based on the event as it was before: 409, nothing kept.
    await noEntry(async () => {
      const stale = await send('PUT', `/events/${created.id}`, {
        document,
        updatedAt: event.event.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
    });
    for (const action of ['publish', 'close', 'reopen', 'unpublish'] as const) {
      const entry = await oneEntry(`event.${action}`, () => editor.act(created, action));
      expect(entry.targetId).toBe(created.id);
    }
    const schedule = { kind: 'single', date: '2027-04-15', startTime: '18:00', endTime: '20:00' };
    const duplicate = await oneEntry('event.duplicate', async () => {
      expect((await send('POST', `/events/${created.id}/duplicate`, { schedule })).statusCode).toBe(
        201,
      );
    });
    expect(duplicate.targetId).not.toBe(created.id);
    await oneEntry('event.cancel', () =>
      editor.act(created, 'cancel', { message: 'We are sorry: this meetup is cancelled.' }),
    );
    // A cancelled event refuses another action: nothing kept.
    await noEntry(async () => {
      expect((await send('POST', `/events/${created.id}/publish`, {})).statusCode).toBe(409);
    });
    // The list names each event by its title today, which the entries themselves do not keep.
    const listed = (await send('GET', '/audit?action=event.edit')).json<AuditList>();
    expect(listed.entries.some((entry) => entry.targetId === created.id)).toBe(true);
    expect(listed.eventTitles[String(created.id)]).toBe('Audit meetup, renamed');
  });

  it('records a cover upload and a waitlist setting', async () => {
    const photo = await makePhoto({ width: 1100, height: 700 });
    const upload = await oneEntry('event.cover-upload', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: { cookie, 'content-type': 'image/jpeg' },
        payload: photo,
      });
      expect(response.statusCode).toBe(201);
    });
    expect(upload.details.media).toEqual(expect.any(String));
    const setting = await oneEntry('event.auto-promote-on', async () => {
      const response = await send('PUT', '/tables/event_registrations/waitlist/settings', {
        event: 'ai-power-circle',
        autoPromote: true,
      });
      expect(response.statusCode, response.body).toBe(204);
    });
    expect(setting).toMatchObject({
      target: 'events',
      targetId: await editor.idOf('ai-power-circle'),
    });
  });

  it('lists the entries newest first, by who, what and dates, a page at a time', async () => {
    const list = async (query = '') => {
      const response = await send('GET', `/audit${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditList>();
    };
    const all = await list('?limit=500');
    expect(all.matching).toBe(all.entries.length);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.actors).toEqual(expect.arrayContaining([adminEmail, 'unknown']));

    const mine = await list(`?actor=${encodeURIComponent(adminEmail)}&limit=500`);
    expect(mine.entries.length).toBeGreaterThan(5);
    expect(mine.entries.every((entry) => entry.actor === adminEmail)).toBe(true);
    const exports = await list('?action=export.csv');
    expect(exports.matching).toBe(2);
    expect(exports.entries.map((entry) => entry.action)).toEqual(['export.csv', 'export.csv']);

    const pageTwo = await list('?offset=2&limit=2');
    expect(pageTwo.entries.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect(pageTwo.matching).toBe(all.matching);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    expect((await list(`?from=${today}&to=${today}&limit=500`)).matching).toBe(all.matching);
    expect((await list('?to=2020-01-01')).matching).toBe(0);
    expect((await list('?from=2999-01-01')).matching).toBe(0);
  });

  it('refuses unusable filters with a 400 naming each', async () => {
    const refused = async (query: string, field: string) => {
      const response = await send('GET', `/audit${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual([field]);
    };
    await refused('?action=audit.erase', 'action');
    await refused('?from=2026-02-30', 'from');
    await refused('?to=yesterday', 'to');
    await refused('?from=2026-02-02&to=2026-02-01', 'to');
    await refused('?limit=0', 'limit');
    await refused('?offset=-1', 'offset');
  });

  it('answers only a signed-in organiser, and no method changes an entry', async () => {
    const signedOut = await testApp.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(signedOut.statusCode).toBe(401);
    const before = await lastId();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${before}`]) {
        const response = await testApp.app.inject({ method, url, headers: { cookie } });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    const count = await testApp.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBeGreaterThan(20);
    expect(await lastId()).toBe(before);
  });

  it('at the same moment, two decisions on one row leave entries matching the changes made', async () => {
    for (const statuses of [
      ['approved', 'declined'],
      ['approved', 'approved'],
      ['waitlisted', 'declined'],
    ]) {
      const id = await register();
      const entries = await entriesOf(async () => {
        const answers = await Promise.all(
          statuses.map((status) => send('POST', `/tables/${table}/status`, { ids: [id], status })),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      });
      const changes = await testApp.database.db
        .selectFrom('status_changes')
        .select(['to_status', 'admin_email'])
        .where('submission_table', '=', table)
        .where('submission_id', '=', id)
        .orderBy('id')
        .execute();
      expect(entries).toHaveLength(2);
      // Each entry that changed the row is one status change, in the order they were made.
      expect(
        entries
          .filter((entry) => entry.rowCount === 1)
          .map((entry) => ({ to_status: entry.details.status, admin_email: entry.actor })),
      ).toEqual(changes);
      expect(entries.map((entry) => entry.rowCount! + entry.details.unchanged!)).toEqual([1, 1]);
    }
  });

  it('holds no value a person submitted, nor a password or an address that is no account', async () => {
    const rows = await testApp.database.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.length).toBeGreaterThan(20);
    const text = JSON.stringify(rows).toLowerCase();
    expect(submitted.size).toBeGreaterThan(20);
    for (const value of [...submitted, ...Object.values(personal), adminPassword]) {
      expect(text).not.toContain(value.toLowerCase());
    }
    expect(text).not.toContain('zinnia');
    expect(text).not.toContain('7731');
  });
});
