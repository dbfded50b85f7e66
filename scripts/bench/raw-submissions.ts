import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SubmissionValues } from '#schemas/submissions/submission-forms.ts';
import { currentPrivacyNoticeVersion } from '#schemas/privacy/privacy-consent.ts';
import { openSqlite, type Engine } from '#server/db/database.ts';
import { submissionRowOf } from '#server/db/submission-rows.ts';
import type { DatabaseTarget } from '#server/env.ts';
import { eventOfFormValues } from '#server/events/event-store.ts';
import { mailDomain, outboxRowsOf } from '#server/mail/outbox.ts';
import { submissionEnvelopes } from '#server/mail/submission-mails.ts';
import { validValues } from '#tests/fixtures/submissions.ts';
import { createTestDatabase, migrateTestDatabase } from '#tests/setup/test-database.ts';

/**
 * The raw loop the server's submissions are measured against (docs/performance.md,
 * "Submissions"): the driver alone writes what the server writes for a new applicant's
 * registration — the row with its privacy notice values (server/db/submission-rows.ts
 * `submissionRowOf`) and its mails' outbox rows (server/mail/outbox.ts `outboxRowsOf`), built by
 * the server's own functions — one durable commit per submission, on a fresh migrated database
 * of the same engine and connection settings. No HTTP, no validation, no event check.
 */

export const benchTable = 'event_registrations' as const;
const values = validValues[benchTable];

/** The organiser's address the bench's server is started with, so both write the same mails. */
export const benchOrganiserEmail = 'organiser@example.com';

type Row = Record<string, unknown>;

/** One submission's writes: the row, and a function of its id giving its outbox rows. */
export type RawSubmission = { row: Row; outboxRows: (id: number) => Row[] };

/** A registration from an address no other of the run uses, as the HTTP load sends. */
export function newApplicantValues(
  run: string,
  sequence: number,
): SubmissionValues<typeof benchTable> {
  return { ...values, email: `applicant-${run}-${sequence}@example.com` };
}

/** Builds submission `sequence` of `run` as the server would store it. */
function rawSubmissionMaker(engine: Engine, event: Awaited<ReturnType<typeof eventOfFormValues>>) {
  const run = randomBytes(6).toString('base64url');
  let sequence = 0;
  return (): RawSubmission => {
    const applicant = newApplicantValues(run, sequence++);
    const now = Date.now();
    const row = submissionRowOf(engine, benchTable, `${run}-${sequence}`, applicant, {
      suspectedSpam: false,
      privacyNotice: { version: currentPrivacyNoticeVersion, at: new Date(now).toISOString() },
      eventId: event?.id ?? null,
    });
    return {
      row,
      outboxRows: (id) => {
        const submission = { table: benchTable, id, values: applicant };
        const envelopes = submissionEnvelopes(submission, benchOrganiserEmail, event);
        return outboxRowsOf(
          envelopes.map((envelope) => ({ submission, envelope })),
          { domain: mailDomain, now },
        );
      },
    };
  };
}

function placeholders(columns: readonly string[], from: number) {
  return columns.map((_, index) => `$${from + index}`).join(', ');
}

/** Each submission's time (ms) on SQLite: one transaction per submission, one after another. */
async function sqliteTimes(
  target: Extract<DatabaseTarget, { engine: 'sqlite' }>,
  next: () => RawSubmission,
  seconds: number,
): Promise<number[]> {
  const connection = openSqlite(target.path);
  try {
    const statements = new Map<string, ReturnType<typeof connection.prepare>>();
    const insert = (table: string, row: Row) => {
      const columns = Object.keys(row);
      const text = `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`;
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = connection.prepare(text)));
      return statement.run(row);
    };
    const store = connection.transaction(({ row, outboxRows }: RawSubmission) => {
      const id = Number(insert(benchTable, row).lastInsertRowid);
      for (const outboxRow of outboxRows(id)) insert('mail_outbox', outboxRow);
    });
    const times: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    for (let now = performance.now(); now < deadline;) {
      store(next());
      const done = performance.now();
      times.push(done - now);
      now = done;
    }
    return times;
  } finally {
    connection.close();
  }
}

/**
 * Each submission's time (ms) on PostgreSQL, `connections` clients at once, each one
 * autocommitted statement per submission (the row and its outbox rows in one statement: one
 * round trip, the least the driver can do for the same durable writes).
 */
async function postgresTimes(
  target: Extract<DatabaseTarget, { engine: 'postgres' }>,
  next: () => RawSubmission,
  seconds: number,
  connections: number,
): Promise<number[]> {
  const clients = Array.from(
    { length: connections },
    () => new pg.Client({ connectionString: target.connectionString }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const times: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    const loop = async (client: pg.Client) => {
      for (let now = performance.now(); now < deadline;) {
        const { row, outboxRows } = next();
        const rowColumns = Object.keys(row);
        // The outbox rows point at the row by the id the insert returns.
        const outbox = outboxRows(0);
        const outboxColumns = Object.keys(outbox[0] ?? {});
        const params = [...Object.values(row)];
        const tuples = outbox.map((outboxRow) => {
          const cells = outboxColumns.map((column) => {
            if (column === 'submission_id') return '(select id from stored)';
            params.push(outboxRow[column]);
            return `$${params.length}`;
          });
          return `(${cells.join(', ')})`;
        });
        const text =
          `with stored as (insert into ${benchTable} (${rowColumns.join(', ')}) ` +
          `values (${placeholders(rowColumns, 1)}) returning id) ` +
          (tuples.length > 0
            ? `insert into mail_outbox (${outboxColumns.join(', ')}) values ${tuples.join(', ')}`
            : 'select id from stored');
        await client.query(text, params);
        const done = performance.now();
        times.push(done - now);
        now = done;
      }
    };
    await Promise.all(clients.map(loop));
    return times;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** A raw loop's run: each submission's time (ms), and the run's own length (s). */
export type RawRun = { times: number[]; seconds: number };

/**
 * The raw loop on a fresh migrated database of `engine` for `seconds` (on PostgreSQL with
 * `connections` clients at once, as many as the HTTP load's).
 */
export async function rawSubmissions(
  engine: Engine,
  seconds: number,
  { connections }: { connections: number },
): Promise<RawRun> {
  const scratch = await migrateTestDatabase(await createTestDatabase(engine));
  try {
    const event = await eventOfFormValues(scratch.database, benchTable, values);
    if (!event) throw new Error(`no seeded event takes ${benchTable} with the fixture's values`);
    // The raw loop alone on the database: Kysely's connection was only for the migrations.
    await scratch.database.close();
    const next = rawSubmissionMaker(engine, event);
    const started = performance.now();
    const times =
      scratch.target.engine === 'sqlite'
        ? await sqliteTimes(scratch.target, next, seconds)
        : await postgresTimes(scratch.target, next, seconds, connections);
    return { times, seconds: (performance.now() - started) / 1000 };
  } finally {
    await scratch.close();
  }
}
