import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { mailsSettled } from '#tests/setup/mail-delivery.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationOf, type PersonRecordsView } from '#schemas/privacy/people.ts';
import { submissionForms, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { yourDataApi } from '#schemas/privacy/your-data-api.ts';
import { runDailyJob } from '#server/privacy/daily-job.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * Erased means unreadable (docs/decisions/053): after an erasure from
 * People, a confirmed "Your data" request or a retention run, none of her values is left in the
 * database's files. SQLite: the bytes of the database file and of its WAL. PostgreSQL: every
 * row version and b-tree index entry of every table, read from the pages themselves
 * (pageinspect), where an erased row's old version stays until VACUUM removes it.
 */
let testApp: TestApp;
let sink: SmtpSink;
let cookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await startTestApp({
    env: { SMTP_URL: sink.url, SUBMISSION_RATE_LIMIT: '1000' },
  });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  if (testApp.database.engine === 'postgres') {
    await sql`create extension if not exists pageinspect`.execute(testApp.database.db);
  }
});
afterAll(async () => {
  await testApp?.close();
  await sink?.stop();
});

const forms = [
  'event_registrations',
  'leadership_labs_applications',
  'enquiries',
] as const satisfies SubmissionTable[];

let people = 0;

/** A person whose every value is her own: a name, an address and answers no one else has. */
function newPerson() {
  people += 1;
  const tag = `${people}${Date.now() % 1_000_000}`;
  return {
    name: `Zenobia Quillon-${tag}`,
    email: `zenobia.quillon.${tag}@example.org`,
    answer: (column: string) => `Zenobia’s answer ${tag} for ${column}: ünïcødé and all`,
    message: `Dear Zenobia ${tag}, we are full this time`,
  };
}
type Person = ReturnType<typeof newPerson>;

/** What must not be readable afterwards: her values as stored, the address in any case. */
function erasedValues(person: Person): string[] {
  const answers = forms.flatMap((table) => answerColumns(table).map(person.answer));
  return [person.name, person.email, person.message, ...answers];
}

function answerColumns(table: SubmissionTable): string[] {
  return Object.entries(submissionForms[table].fields)
    .filter(([, field]) => field.kind === 'textarea')
    .map(([column]) => column);
}

async function submit(table: SubmissionTable, person: Person) {
  const nameColumn = table === 'enquiries' ? 'name' : 'full_name';
  const answers = Object.fromEntries(answerColumns(table).map((c) => [c, person.answer(c)]));
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...validValues[table], ...answers, [nameColumn]: person.name, email: person.email },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function asOrganiser(url: string, payload?: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * Her three forms, a decline with the organiser's message to her, the mails they caused; then
 * the planner's statistics, as the server refreshes them hourly (server/db/planner-statistics.ts).
 */
async function personWithEverything(): Promise<Person> {
  const person = newPerson();
  const ids: Partial<Record<SubmissionTable, number>> = {};
  for (const table of forms) ids[table] = await submit(table, person);
  const declined = await asOrganiser('/api/admin/tables/event_registrations/status', {
    ids: [ids.event_registrations],
    status: 'declined',
    message: person.message,
  });
  expect(declined.statusCode, declined.body).toBe(200);
  await mailsSettled(testApp);
  if (testApp.database.engine === 'sqlite') await sql`analyze`.execute(testApp.database.db);
  // Her values are in the files now: what follows must take them out.
  expect(await readableValues(person)).not.toEqual([]);
  return person;
}

/** The bytes the database's files hold for its rows. */
async function storedBytes(): Promise<Buffer[]> {
  const { target } = testApp.testDatabase;
  if (target.engine === 'sqlite') {
    const files = [target.path, `${target.path}-wal`].filter((file) => existsSync(file));
    return Promise.all(files.map((file) => readFile(file)));
  }
  // Every row version (live or dead, until VACUUM) and every b-tree entry, page by page.
  const { db } = testApp.database;
  const relations = await sql<{ relation: string; kind: string; pages: number }>`
    select c.oid::regclass::text as relation, c.relkind as kind,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_am am on am.oid = c.relam
    where n.nspname = 'public' and (c.relkind = 'r' or (c.relkind = 'i' and am.amname = 'btree'))
  `.execute(db);
  const bytes: Buffer[] = [];
  for (const { relation, kind, pages } of relations.rows) {
    for (let page = kind === 'i' ? 1 : 0; page < pages; page++) {
      const items =
        kind === 'r'
          ? await sql<{ data: Buffer | null }>`
              select t_data as data from heap_page_items(get_raw_page(${relation}, ${page}))`.execute(
              db,
            )
          : await sql<{ data: Buffer | null }>`
              select decode(replace(data, ' ', ''), 'hex') as data
              from bt_page_items(${relation}, ${page})`.execute(db);
      for (const { data } of items.rows) if (data) bytes.push(data);
    }
  }
  return bytes;
}

/** Those of her values found in the files: UTF-8 as stored, and the address in any case. */
async function readableValues(person: Person): Promise<string[]> {
  const files = await storedBytes();
  const found = new Set<string>();
  for (const bytes of files) {
    for (const value of erasedValues(person)) {
      if (bytes.includes(Buffer.from(value, 'utf8'))) found.add(value);
    }
    // Bytes as Latin-1 keep one character per byte, so lower-casing finds ASCII in any case.
    if (bytes.toString('latin1').toLowerCase().includes(person.email.toLowerCase())) {
      found.add(`${person.email} (in some case)`);
    }
  }
  return [...found];
}

async function lookUp(email: string): Promise<PersonRecordsView> {
  const response = await asOrganiser('/api/admin/people/lookup', { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonRecordsView>();
}

function tokenMailedTo(email: string): string {
  const mail = sink.received.find(
    (received) =>
      received.envelopeTo.includes(email) && /^Your data at/.test(received.parsed.subject ?? ''),
  );
  const link = /\/your-data\/view\?token=([A-Za-z0-9._-]+)/.exec(mail?.parsed.text ?? '');
  if (!link) throw new Error('no "Your data" link arrived');
  return link[1]!;
}

describe(`erased values on ${testEngine()}`, () => {
  it('an erasure from People leaves none of her values in the files', async () => {
    const person = await personWithEverything();
    const seen = await lookUp(person.email);
    const erased = await asOrganiser('/api/admin/people/erase', {
      email: person.email,
      confirmation: confirmationOf(seen),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await readableValues(person)).toEqual([]);
  });

  it('a confirmed "Your data" erasure request leaves none of her values in the files', async () => {
    const person = await personWithEverything();
    const asked = await testApp.app.inject({
      method: 'POST',
      url: yourDataApi.link,
      payload: { email: person.email },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await mailsSettled(testApp);
    const token = tokenMailedTo(person.email);
    const request = await testApp.app.inject({
      method: 'POST',
      url: yourDataApi.erasure,
      payload: { token },
    });
    expect(request.statusCode, request.body).toBe(201);
    const pending = await testApp.database.db
      .selectFrom('erasure_requests')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const confirmed = await asOrganiser(`/api/admin/erasure-requests/${pending.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await readableValues(person)).toEqual([]);
  });

  it('a retention run, the clock past every period, leaves none of her values in the files', async () => {
    const person = await personWithEverything();
    const warnings: unknown[] = [];
    const log = { info: () => {}, warn: (entry: unknown) => warnings.push(entry), error: () => {} };
    const later = new Date(Date.now() + 10 * 366 * 24 * 60 * 60 * 1000);
    expect(await runDailyJob({ database: testApp.database, now: () => later, log })).toBe('ran');
    expect(warnings).toEqual([]);
    expect(await readableValues(person)).toEqual([]);
  });
});
