import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import type { WithdrawalAnswer } from '#schemas/applications/withdrawal-api.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { signToken } from '#server/signed-tokens.ts';
import { createAdmin, insertRows, signInAt } from '#tests/fixtures/admin.ts';
import { freshValues, newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTwoServers, stopServers, type ServerProcess } from '#tests/setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer, taking the
 * organiser's decisions, the applicants' withdrawals, identical applications and confirmations to
 * one address at the same moment: what each promises must hold across both
 * (docs/decisions/023-decisions-at-the-same-moment.md).
 */
type Server = ServerProcess;

const appSecret = 'two-instances-test-secret-0123456789-abcdefghij';
const organiser = 'organiser@example.com';
const confirmationsPerDay = 3;
/** The July meetup's places (content/event-pages.ts). */
const meetupPlaces = 35;
const table = 'event_registrations';

let testDatabase: TestDatabase;
let database: Database;
let sink: SmtpSink;
let servers: [Server, Server];
let cookie: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase('postgres');
  sink = await startSmtpSink();
  const env = {
    PORT: '0',
    DATABASE_URL: databaseUrl(testDatabase.target),
    SUBMISSION_RATE_LIMIT: '0',
    APP_SECRET: appSecret,
    SMTP_URL: sink.url,
    ORGANISER_EMAIL: organiser,
    MAIL_CONFIRMATIONS_PER_DAY: String(confirmationsPerDay),
  };
  servers = await startTwoServers(env);
  database = createDatabase(testDatabase.target);
  const admin = await createAdmin(database);
  cookie = await signInAt(servers[0].origin, admin);
}, 60_000);

afterAll(async () => {
  await stopServers(servers ?? []);
  await database?.close();
  await sink?.stop();
  await testDatabase?.drop();
});

/** The n-th request's server: round-robin over both. */
const serverFor = (n: number) => servers[n % 2]!;

async function post<T>(server: Server, path: string, body: unknown, headers = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

function apply(server: Server, values: Record<string, unknown>) {
  return post<{ id: number; duplicate?: true }>(server, `/api/submissions/${table}`, {
    key: newSubmissionKey(),
    values,
  });
}

function decide(server: Server, body: Record<string, unknown>) {
  return post<StatusChangeResult>(server, `/api/admin/tables/${table}/status`, body, { cookie });
}

async function withdraw(server: Server, id: number) {
  const token = await signToken(
    appSecret,
    'withdraw',
    { table, id },
    { expiresAt: new Date(Date.now() + 60_000) },
  );
  return post<WithdrawalAnswer>(server, '/api/withdrawals', { token });
}

describe('two server processes deciding and taking forms at the same moment', () => {
  it('approve no one past the last place between them', async () => {
    await insertRows(
      database,
      table,
      Array.from({ length: meetupPlaces - 1 }, (_, index) => ({
        event_name: eventNames.julyMeetup,
        email: `approved-${index}@example.com`,
        status: 'approved',
      })),
    );
    const pending: number[] = [];
    for (let index = 0; index < 20; index++) {
      const answer = await apply(serverFor(index), {
        ...freshValues(table),
        event_name: eventNames.julyMeetup,
      });
      pending.push(answer.body.id);
    }
    const answers = await Promise.all(
      pending.map((id, index) => decide(serverFor(index), { ids: [id], status: 'approved' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const approved = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_name', '=', eventNames.julyMeetup)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(Number(approved.count)).toBe(meetupPlaces);
  });

  it('keep a withdrawal made on one while the other approves her', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { body } = await apply(serverFor(attempt), {
        ...freshValues(table),
        event_name: eventNames.summerBoat,
      });
      const [withdrawal, decision] = await Promise.all([
        withdraw(serverFor(attempt), body.id),
        decide(serverFor(attempt + 1), { ids: [body.id], status: 'approved' }),
      ]);
      expect(withdrawal).toMatchObject({ status: 200, body: { state: 'done' } });
      expect(decision.status).toBe(200);
      const row = await database.db
        .selectFrom(table)
        .select('status')
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('withdrawn');
      const approvals = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('submission_table', '=', table)
        .where('submission_id', '=', body.id)
        .where('kind', '=', 'approval')
        .execute();
      expect(approvals).toHaveLength(decision.body.changed.includes(body.id) ? 1 : 0);
    }
  });

  it('store one application of ten identical ones sent to both at once', async () => {
    const values = { ...freshValues(table), event_name: eventNames.summerBoat };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => apply(serverFor(index), values)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const rows = await database.db
      .selectFrom(table)
      .select('id')
      .where('email', '=', values.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.id))).toEqual(new Set([rows[0]!.id]));
  });

  it(`send one address ${confirmationsPerDay} confirmations a day between them`, async () => {
    const stranger = `stranger-${newSubmissionKey().slice(0, 8).toLowerCase()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(serverFor(index), '/api/submissions/enquiries', {
          key: newSubmissionKey(),
          values: { ...validValues.enquiries, email: stranger },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const deadline = Date.now() + 15_000;
    const toStranger = () => sink.received.filter((mail) => mail.envelopeTo.includes(stranger));
    while (toStranger().length < confirmationsPerDay && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Anything more on its way would arrive in this time too (both workers poll within 2 s).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(toStranger()).toHaveLength(confirmationsPerDay);
    const limited = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'confirmation')
      .where('status', '=', 'limited')
      .execute();
    expect(limited).toHaveLength(8 - confirmationsPerDay);
  });

  it('logged no error on either server', () => {
    for (const { output } of servers) {
      const lines = output().split('\n').filter(Boolean);
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual(
        [],
      );
    }
  });
});
