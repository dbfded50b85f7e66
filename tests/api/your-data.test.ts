import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsSettled } from '#tests/setup/mail-delivery.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { AuditEntry, AuditList } from '#schemas/organisers/audit-log.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import {
  yourDataApi,
  yourDataLinkAnswer,
  type ErasureAnswer,
  type ErasureRequestList,
  type HeldData,
  type YourDataAnswer,
} from '#schemas/privacy/your-data-api.ts';
import { buildApp } from '#server/app.ts';
import { createDatabase } from '#server/db/database.ts';
import { runDailyJob } from '#server/privacy/daily-job.ts';
import { carryOutYourDataAsks } from '#server/privacy/your-data-asks.ts';
import { carryOutDueErasureRequests } from '#server/privacy/erasure-requests.ts';
import { findPersonRecords } from '#server/privacy/person-records.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { signToken } from '#server/signed-tokens.ts';
import { yourDataLinkLifetimeMs, yourDataToken } from '#server/privacy/your-data-link.ts';
import { createAdmin, newAddress, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startTestApp, testEnv, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * "Your data" (docs/decisions/047-your-data.md): a person asks for a link to what is held for her
 * address, sees and downloads it, and asks for it to be erased; the organiser confirms, or the
 * request is carried out by itself once due. The answer to an ask never tells whether the address
 * is known; nothing of hers reaches the audit log or the log lines.
 */
const appSecret = 'your-data-test-secret-0123456789-abcdefghij';
const table = 'event_registrations' satisfies SubmissionTable;
const canary = { name: 'Ottoline Heldwell', why: 'Ottoline-canary-why-8812' };
const perDay = 3;
const erasureDays = 14;
const dayMs = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let sink: SmtpSink;
let cookie: string;
let organiser: string;
const logLines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      APP_SECRET: appSecret,
      SUBMISSION_RATE_LIMIT: '1000',
      MAIL_CONFIRMATIONS_PER_DAY: String(perDay),
      ERASURE_REQUEST_DAYS: String(erasureDays),
      LOG_LEVEL: 'info',
    },
    logStream: { write: (line) => logLines.push(line) },
  });
  const admin = await createAdmin(testApp.database);
  organiser = admin.email;
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
  await sink.stop();
});

let people = 0;
/** A fictional person's address no other test uses. */
function newPerson(): string {
  people += 1;
  return `ottoline.${people}.${Date.now()}@example.com`;
}

async function register(email: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...validValues[table], full_name: canary.name, email, why_attend: canary.why },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function askFor(email: unknown, remoteAddress = newAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: yourDataApi.link,
    remoteAddress,
    payload: { email },
  });
}

function linkMailsTo(address: string): ReceivedMail[] {
  return sink.received.filter(
    (mail) => mail.envelopeTo.includes(address) && /^Your data at/.test(mail.parsed.subject ?? ''),
  );
}

function tokenOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/your-data\/view\?token=[A-Za-z0-9._-]+/.exec(
    mail.parsed.text ?? '',
  );
  if (!link) throw new Error(`no "Your data" link in "${mail.parsed.subject}"`);
  return new URL(link[0]).searchParams.get('token')!;
}

/** Registers a person, asks for her link and returns the link's token. */
async function personWithLink(): Promise<{ email: string; id: number; token: string }> {
  const email = newPerson();
  const id = await register(email);
  expect((await askFor(email)).statusCode).toBe(202);
  await mailsSettled(testApp);
  const [mail] = linkMailsTo(email);
  expect(mail, 'her link arrived').toBeDefined();
  return { email, id, token: tokenOf(mail!) };
}

function post(url: string, token: unknown) {
  return testApp.app.inject({ method: 'POST', url, payload: { token } });
}

async function auditEntries(action: AuditEntry['action']): Promise<AuditEntry[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/audit?action=${action}&limit=500`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>().entries;
}

async function pendingRequests() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/erasure-requests',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ErasureRequestList>().requests;
}

describe(`"Your data" (${testEngine()})`, () => {
  it('answers a known and an unknown address the same way; mails only the known one', async () => {
    const known = newPerson();
    await register(known);
    const unknown = newPerson();
    const before = (await auditEntries('person.access-link')).length;

    const answers = [await askFor(known), await askFor(unknown)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: yourDataLinkAnswer });
    }
    const headersOf = (answer: (typeof answers)[number]) => {
      const { date: _date, 'x-request-id': _id, ...rest } = answer.headers;
      return rest;
    };
    expect(headersOf(answers[0]!)).toEqual(headersOf(answers[1]!));
    expect(answers[0]!.body).toBe(answers[1]!.body);

    await mailsSettled(testApp);
    expect(linkMailsTo(known)).toHaveLength(1);
    expect(linkMailsTo(unknown)).toHaveLength(0);
    expect(sink.received.filter((mail) => mail.envelopeTo.includes(unknown))).toHaveLength(0);
    const mail = linkMailsTo(known)[0]!;
    expect(mail.parsed.text).toContain('works for 3 days');
    // The mail names nothing of what is held: only the link does.
    expect(mail.raw).not.toContain(canary.name);

    // Both asks recorded, as counts and in the server's name, never the address.
    const entries = (await auditEntries('person.access-link')).slice(0, 2);
    expect((await auditEntries('person.access-link')).length).toBe(before + 2);
    expect(entries.map((entry) => entry.rowCount).sort()).toEqual([0, 1]);
    for (const entry of entries) expect(entry.actor).toBe('system');
    expect(JSON.stringify(entries)).not.toMatch(/ottoline/i);
  });

  it('stores a known and an unknown ask alike, as the address alone, and carries them out after a restart', async () => {
    // A worker that would not come round for an hour: the asks wait in the database.
    const stopped = await startTestApp({ yourDataAskPollMs: 60 * 60 * 1000 });
    const known = newPerson();
    const unknown = newPerson();
    const registered = await stopped.app.inject({
      method: 'POST',
      url: `/api/submissions/${table}`,
      payload: { key: newSubmissionKey(), values: { ...validValues[table], email: known } },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    for (const email of [known, unknown.toUpperCase()]) {
      const answer = await stopped.app.inject({
        method: 'POST',
        url: yourDataApi.link,
        payload: { email },
      });
      expect(answer.statusCode).toBe(202);
    }
    const waiting = await stopped.database.db
      .selectFrom('your_data_asks')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(waiting.map(({ id: _id, ...ask }) => ask)).toEqual([
      { email: known },
      { email: unknown },
    ]);
    const linkMails = (database: typeof stopped.database) =>
      database.db
        .selectFrom('mail_outbox')
        .select('recipient_address')
        .where('kind', '=', 'your-data-link')
        .execute();
    expect(await linkMails(stopped.database)).toEqual([]);

    // The server stops and starts again on the same database.
    await stopped.app.close();
    const database = createDatabase(stopped.testDatabase.target);
    const restarted = await buildApp({
      env: {
        ...testEnv({ MAIL_DIR: stopped.mailDirectory }),
        database: stopped.testDatabase.target,
      },
      database,
    });
    try {
      await restarted.ready();
      await restarted.yourDataAsks.settled();
      expect(await database.db.selectFrom('your_data_asks').selectAll().execute()).toEqual([]);
      expect(await linkMails(database)).toEqual([{ recipient_address: known }]);
      const asks = await database.db
        .selectFrom('audit_log')
        .select('row_count')
        .where('action', '=', 'person.access-link')
        .orderBy('id')
        .execute();
      expect(asks.map((entry) => entry.row_count)).toEqual([1, 0]);
    } finally {
      await restarted.close();
      await stopped.testDatabase.drop();
      await rm(stopped.mailDirectory, { recursive: true, force: true });
    }
  });

  it('carries out each ask once when two instances take them at the same moment', async () => {
    const people = [newPerson(), newPerson(), newPerson()];
    for (const email of people) await register(email);
    const asks = 60;
    for (let ask = 0; ask < asks; ask++) {
      expect((await askFor(people[ask % people.length])).statusCode).toBe(202);
    }
    // Another instance's connection on PostgreSQL; on SQLite one process owns the file, and its
    // rounds at the same moment share its one connection.
    const other =
      testEngine() === 'postgres' ? createDatabase(testApp.testDatabase.target) : testApp.database;
    try {
      const log = { error: () => {} };
      await Promise.all(
        [testApp.database, other, testApp.database, other].map((database) =>
          carryOutYourDataAsks(database, log),
        ),
      );
    } finally {
      if (other !== testApp.database) await other.close();
    }
    await testApp.app.yourDataAsks.settled();
    const queued = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('recipient_address')
      .where('kind', '=', 'your-data-link')
      .where('recipient_address', 'in', people)
      .execute();
    expect(queued).toHaveLength(asks);
  });

  it('refuses an address that is not one with field errors, and stores nothing', async () => {
    for (const email of ['', 'not an address', 'a'.repeat(250) + '@example.com', 42]) {
      const response = await askFor(email);
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json().fieldErrors.email).toBeTruthy();
    }
  });

  it('limits the asks of one client (per-client limit)', async () => {
    const limited = await startTestApp({ env: { SUBMISSION_RATE_LIMIT: '2' } });
    try {
      const client = newAddress();
      const codes = [];
      for (let ask = 0; ask < 3; ask++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: yourDataApi.link,
          remoteAddress: client,
          payload: { email: newPerson() },
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBeTruthy();
      }
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends one address at most its daily mails: confirmations and links count together', async () => {
    const email = newPerson();
    await register(email); // her confirmation: one of the day's three
    for (let ask = 0; ask < 4; ask++) expect((await askFor(email)).statusCode).toBe(202);
    await mailsSettled(testApp);
    expect(linkMailsTo(email)).toHaveLength(perDay - 1);
    const withheld = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error'])
      .where('recipient_address', '=', email)
      .where('kind', '=', 'your-data-link')
      .where('status', '=', 'limited')
      .execute();
    expect(withheld).toHaveLength(2);
    expect(withheld[0]!.last_error).toMatch(/confirmations and "Your data" links of the day/);
  });

  it('answers the form sent without scripts with the page saying the same', async () => {
    for (const email of [newPerson(), (await personWithLink()).email]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/your-data',
        remoteAddress: newAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/your-data/sent');
    }
    const twin = await testApp.app.inject({
      method: 'POST',
      url: '/wlai/your-data',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-address',
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.body).toContain('Please enter a valid email address.');
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/your-data',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
      },
      payload: `email=${encodeURIComponent(newPerson())}`,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('shows what is held: her form with its labels, the decision and the mails to her', async () => {
    const { email, id, token } = await personWithLink();
    const decided = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tables/${table}/status`,
      headers: { cookie },
      payload: { ids: [id], status: 'declined', message: 'Sorry, Ottoline: the room is full.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await mailsSettled(testApp);

    const view = await post(yourDataApi.view, token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const held = view.json<YourDataAnswer & { state: 'ready' }>();
    expect(held.state).toBe('ready');
    expect(held.address).toBe(email);
    expect(held.submissions).toHaveLength(1);
    expect(held.submissions[0]).toMatchObject({
      form: 'Event Registrations',
      event: validValues[table].event_name,
      status: 'Declined',
    });
    expect(held.submissions[0]!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Email', value: email },
        { label: 'Full Name', value: canary.name },
      ]),
    );
    expect(held.decisions).toEqual([
      expect.objectContaining({
        to: 'Declined',
        message: 'Sorry, Ottoline: the room is full.',
      }),
    ]);
    // Her confirmation, her link and the decline; not the organiser's notice about her.
    expect(held.mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your registration/),
      expect.stringMatching(/^Your data at/),
      expect.stringMatching(/./),
    ]);
    expect(held.mails.every((mail) => mail.status === 'Sent')).toBe(true);
    expect(held.erasureDueAt).toBeNull();

    const exports = (await auditEntries('person.self-export')).length;
    const download = await post(yourDataApi.download, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="your-data.json"');
    const file = JSON.parse(download.body) as HeldData & { exportedAt: string };
    expect(file.submissions).toEqual(held.submissions);
    expect(file.decisions).toEqual(held.decisions);
    expect(file.mails.map((mail) => mail.subject)).toEqual(held.mails.map((m) => m.subject));
    expect(file.mails[0]!.text).toContain('Hello');
    const entries = await auditEntries('person.self-export');
    expect(entries.length).toBe(exports + 1);
    expect(entries[0]).toMatchObject({ actor: 'system', rowCount: 1 });
  });

  it('shows and erases only what was sent from exactly the address it was mailed to', async () => {
    // One person's address, the same in other case, and a sub-address of it: the applicant key
    // folds all three (duplicates); her link folds case only.
    const main = newPerson();
    const [local, domain] = main.split('@') as [string, string];
    const otherCase = `${local}@${domain.toUpperCase()}`;
    const sub = `${local}+x@${domain}`;
    const sent = async (form: SubmissionTable, email: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/submissions/${form}`,
        payload: { key: newSubmissionKey(), values: { ...validValues[form], email } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return { form, id: response.json<{ id: number }>().id };
    };
    const mainRows = [
      await sent('event_registrations', main),
      await sent('virtual_event_registrations', otherCase),
    ];
    const subRow = await sent('enquiries', sub);
    await mailsSettled(testApp);
    // The day's cap counts the three spellings as one address (server/mail/confirmation-cap.ts),
    // and their three confirmations took it: a new day for the links.
    await createRateLimiter(appSecret).reset(
      testApp.database,
      { scope: 'confirmation', limit: perDay, windowMs: dayMs },
      applicantKey(main),
    );
    const nobody = `${local}+nobody@${domain}`;
    for (const email of [sub, main, nobody]) expect((await askFor(email)).statusCode).toBe(202);
    await mailsSettled(testApp);
    // A sub-address nobody sent a form from gets no link.
    expect(linkMailsTo(nobody)).toHaveLength(0);
    const subLink = linkMailsTo(sub)[0];
    const mainLink = linkMailsTo(main).find((mail) => !mail.envelopeTo.includes(sub));
    expect(subLink, 'the sub-address got its link').toBeDefined();
    expect(mainLink, 'the main address got its link').toBeDefined();
    expect(subLink!.envelopeTo).toEqual([sub]);

    const emailsOf = (held: HeldData) =>
      held.submissions.map((s) => s.fields.find((field) => field.label === 'Email')?.value);
    const subView = (await post(yourDataApi.view, tokenOf(subLink!))).json<HeldData>();
    expect(subView.address).toBe(sub);
    expect(emailsOf(subView)).toEqual([sub]);
    expect(subView.decisions).toEqual([]);
    expect(subView.mails.map((mail) => mail.subject)).toEqual([
      expect.not.stringMatching(/^Your data at/),
      expect.stringMatching(/^Your data at/),
    ]);
    expect(JSON.stringify(subView).toLowerCase()).not.toContain(`${local}@`);
    const subFile = JSON.parse(
      (await post(yourDataApi.download, tokenOf(subLink!))).body,
    ) as HeldData;
    expect(subFile.submissions).toEqual(subView.submissions);
    expect(subFile.mails.map((mail) => mail.subject)).toEqual(
      subView.mails.map((mail) => mail.subject),
    );

    // The main address's link: both of its rows (case is not another address), not the sub's.
    const mainView = (await post(yourDataApi.view, tokenOf(mainLink!))).json<HeldData>();
    expect(emailsOf(mainView)).toEqual([main, otherCase]);
    expect(JSON.stringify(mainView)).not.toContain('+x@');

    // Her erasure request, carried out by the clock, erases the sub-address's row alone.
    const asked = (await post(yourDataApi.erasure, tokenOf(subLink!))).json<{ dueAt: string }>();
    const request = (await pendingRequests()).find((pending) => pending.email === sub);
    expect(request).toMatchObject({ heldSubmissions: 1 });
    await carryOutDueErasureRequests(testApp.database, new Date(asked.dueAt));
    const emailOfRow = async ({ form, id }: { form: SubmissionTable; id: number }) =>
      (
        await testApp.database.db
          .selectFrom(form as typeof table)
          .select('email')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).email;
    expect(await emailOfRow(subRow), "the sub-address's row is anonymised").toBeFalsy();
    expect(await Promise.all(mainRows.map(emailOfRow))).toEqual([main, otherCase]);
    const mainAfter = (await post(yourDataApi.view, tokenOf(mainLink!))).json<HeldData>();
    expect(mainAfter.submissions).toEqual(mainView.submissions);
    expect(mainAfter.mails.map((mail) => mail.subject)).toEqual(
      mainView.mails.map((mail) => mail.subject),
    );
  });

  it('refuses a tampered, expired or wrongly-purposed link, and a withdraw link takes no "Your data" token', async () => {
    const { email, id, token } = await personWithLink();
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    const withdrawToken = await signToken(
      appSecret,
      'withdraw',
      { table, id },
      { expiresAt: new Date(Date.now() + dayMs) },
    );
    const otherSecret = await yourDataToken(
      'another-secret-0123456789-abcdefghijkl',
      email,
      Date.now(),
    );
    for (const bad of [
      tampered,
      withdrawToken,
      otherSecret,
      '',
      'garbage',
      token.slice(0, 40),
      7,
    ]) {
      for (const url of [yourDataApi.view, yourDataApi.download, yourDataApi.erasure]) {
        const response = await post(url, bad);
        expect(response.statusCode, `${url} ${String(bad).slice(0, 20)}`).toBe(400);
        expect(response.json()).toEqual({ state: 'invalid' });
      }
    }
    const expired = await yourDataToken(
      appSecret,
      email,
      Date.now() - yourDataLinkLifetimeMs - 1000,
    );
    const late = await post(yourDataApi.view, expired);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ state: 'expired' });

    // The other way: her "Your data" token withdraws nothing.
    const asWithdraw = await post('/api/withdrawals', token);
    expect(asWithdraw.statusCode).toBe(400);
    expect(asWithdraw.json()).toEqual({ state: 'invalid' });
    const row = await testApp.database.db
      .selectFrom(table)
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await pendingRequests()).not.toContainEqual(expect.objectContaining({ email }));
  });

  it('takes her erasure request once; the organiser confirms it and the link shows nothing held', async () => {
    const { email, token } = await personWithLink();
    const first = await post(yourDataApi.erasure, token);
    expect(first.statusCode, first.body).toBe(201);
    const asked = first.json<ErasureAnswer & { state: 'requested' }>();
    expect(asked).toMatchObject({ state: 'requested', already: false });
    expect(Date.parse(asked.dueAt) - Date.now()).toBeGreaterThan((erasureDays - 1) * dayMs);
    const again = await post(yourDataApi.erasure, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...asked, already: true });
    expect((await post(yourDataApi.view, token)).json().erasureDueAt).toBe(asked.dueAt);

    const pending = (await pendingRequests()).filter((request) => request.email === email);
    expect(pending).toEqual([expect.objectContaining({ email, heldSubmissions: 1 })]);
    const [request] = pending;

    const stored = await testApp.database.db
      .selectFrom('erasure_requests')
      .selectAll()
      .where('id', '=', request!.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(stored).sort()).toEqual([
      'carried_out_at',
      'carried_out_by',
      'due_at',
      'email',
      'id',
      'requested_at',
      'status',
    ]);

    const confirm = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/erasure-requests/${request!.id}/confirm`,
        headers: { cookie },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().erased.rows).toBe(1);
    expect((await confirm()).statusCode).toBe(409);

    const after = (await post(yourDataApi.view, token)).json<HeldData>();
    expect(after).toMatchObject({ submissions: [], decisions: [], mails: [], erasureDueAt: null });
    const records = await findPersonRecords(testApp.database, email);
    expect(records.rows).toEqual([]);
    const done = await testApp.database.db
      .selectFrom('erasure_requests')
      .selectAll()
      .where('id', '=', request!.id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ email: null, status: 'carried-out', carried_out_by: 'organiser' });
    // Nothing held any more: a new request stores nothing.
    expect((await post(yourDataApi.erasure, token)).json()).toEqual({ state: 'nothing-held' });

    const [erase] = await auditEntries('person.erase');
    expect(erase).toMatchObject({
      actor: organiser,
      target: 'erasure_requests',
      targetId: request!.id,
      rowCount: 1,
    });
    const [requested] = await auditEntries('person.erasure-request');
    expect(requested).toMatchObject({ actor: 'system', targetId: request!.id, rowCount: 1 });
  });

  it('stores one request when she presses twice at the same moment', async () => {
    const { email, token } = await personWithLink();
    const before = (await auditEntries('person.erasure-request')).length;
    const answers = await Promise.all([
      post(yourDataApi.erasure, token),
      post(yourDataApi.erasure, token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((answer) => answer.json<{ dueAt: string }>());
    expect(first!.dueAt).toBe(second!.dueAt);
    expect(
      await testApp.database.db
        .selectFrom('erasure_requests')
        .select('id')
        .where('email', '=', email)
        .execute(),
    ).toHaveLength(1);
    expect((await auditEntries('person.erasure-request')).length).toBe(before + 1);
  });

  it('carries out a request nobody confirmed once it is due, by the clock it is given', async () => {
    const { email, token } = await personWithLink();
    const asked = (await post(yourDataApi.erasure, token)).json<{ dueAt: string }>();
    const due = new Date(asked.dueAt);

    // A second before hers is due: requests left by earlier tests may be carried out, not hers.
    await carryOutDueErasureRequests(testApp.database, new Date(due.getTime() - 1000));
    expect((await findPersonRecords(testApp.database, email)).rows).toHaveLength(1);

    expect(await carryOutDueErasureRequests(testApp.database, due)).toBeGreaterThanOrEqual(1);
    expect((await findPersonRecords(testApp.database, email)).rows).toEqual([]);
    expect(await pendingRequests()).not.toContainEqual(expect.objectContaining({ email }));
    const [erase] = await auditEntries('person.erase');
    expect(erase).toMatchObject({
      actor: 'system',
      rowCount: 1,
      details: { cause: 'erasure-request-due' },
    });
    // A second run finds nothing left to do.
    expect(await carryOutDueErasureRequests(testApp.database, due)).toBe(0);
  });

  it("the server's daily job carries out a request once it is due", async () => {
    const { email, token } = await personWithLink();
    const asked = (await post(yourDataApi.erasure, token)).json<{ dueAt: string }>();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const runAt = (at: Date) => runDailyJob({ database: testApp.database, now: () => at, log });
    expect(await runAt(new Date(new Date(asked.dueAt).getTime() - 1000))).toBe('ran');
    expect((await findPersonRecords(testApp.database, email)).rows).toHaveLength(1);
    expect(await runAt(new Date(asked.dueAt))).toBe('ran');
    expect((await findPersonRecords(testApp.database, email)).rows).toEqual([]);
  });

  it('carries out a request once when the organiser and the clock act at the same moment', async () => {
    const { email, token } = await personWithLink();
    const asked = (await post(yourDataApi.erasure, token)).json<{ dueAt: string }>();
    const request = (await pendingRequests()).find((pending) => pending.email === email)!;
    const erasesBefore = (await auditEntries('person.erase')).length;
    const [byOrganiser, byClock] = await Promise.all([
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/erasure-requests/${request.id}/confirm`,
        headers: { cookie },
      }),
      carryOutDueErasureRequests(testApp.database, new Date(asked.dueAt)),
    ]);
    expect([byOrganiser.statusCode === 200 ? 1 : 0, byClock].reduce((a, b) => a + b)).toBe(1);
    expect((await auditEntries('person.erase')).length).toBe(erasesBefore + 1);
  });

  it('refuses the admin routes without a session, and a bad id', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/erasure-requests' })).statusCode,
    ).toBe(401);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/erasure-requests/zero/confirm',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps her address, name and words out of every audit entry and log line', async () => {
    await testApp.app.yourDataAsks.settled();
    const entries = await testApp.database.db.selectFrom('audit_log').selectAll().execute();
    const everything = JSON.stringify(entries) + logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    expect(everything).not.toMatch(/ottoline/i);
    expect(everything).not.toContain(canary.why);
  });
});
