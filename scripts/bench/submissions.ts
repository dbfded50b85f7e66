import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { openSqlite } from '#server/db/database.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { stopBuiltServer, type BuiltServer } from '#tests/setup/built-server.ts';
import { runLoad, type LoadResult } from './http-load.ts';
import { createSqliteTestDatabase, migrateTestDatabase } from '#tests/setup/test-database.ts';
import { percentile, round } from './stats.ts';
import { below, verdict, type Verdict } from './verdicts.ts';

/**
 * Event registrations posted by many visitors at once to the real server on SQLite (WAL,
 * synchronous=FULL), beside the same durable single-row inserts made by better-sqlite3 alone.
 */
export const submissionBudgets = { p99Ms: 50, throughputRatio: 0.5 };

const table = 'event_registrations';
const values = validValues[table];

export type SubmissionLoad = LoadResult & {
  acknowledged: number;
  /** Acknowledged (201) submissions whose key is not in the database afterwards. */
  lost: number;
  /** Acknowledged submissions with no confirmation in the mail outbox (decision 017). */
  withoutMail: number;
  /** Of their confirmations, how many the server had sent (written) when it stopped. */
  mailsSent: number;
};

export type RawInsertRate = {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** One insert's own time (its commit waits for the disk). */
  p50Ms: number;
  p99Ms: number;
};

export type SubmissionsResult = {
  http: SubmissionLoad;
  raw: RawInsertRate;
  /** The raw loop's rate before and after the HTTP load. */
  rawPerSecondBeforeAndAfter: [number, number];
  ratio: number;
};

/** POSTs a new registration (its own submission key) per request; returns the 201-ed keys. */
async function loadSubmissions(
  origin: string,
  { connections = 50, seconds = 20 } = {},
): Promise<LoadResult & { acknowledgedKeys: string[] }> {
  const acknowledgedKeys: string[] = [];
  type Context = { key?: string };
  const result = await runLoad({
    url: origin,
    connections,
    seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/submissions/${table}`,
        headers: { 'content-type': 'application/json' },
        // NOTE: autocannon gives each connection a fresh context per request and calls
        // onResponse before building the next request (one request in flight per connection).
        setupRequest: (request, context) => {
          const key = newSubmissionKey();
          (context as Context).key = key;
          return { ...request, body: JSON.stringify({ key, values }) };
        },
        onResponse: (status, _body, context) => {
          const { key } = context as Context;
          if (status === 201 && key) acknowledgedKeys.push(key);
        },
      },
    ],
  });
  return { ...result, acknowledgedKeys };
}

/**
 * How many of `keys` are missing from the table in the SQLite file at `file`, how many stored
 * ones have no mail queued, and how many of those mails were sent.
 */
function countMissing(file: string, keys: readonly string[]) {
  const connection = new SqliteDatabase(file, { readonly: true });
  try {
    const stored = new Map(
      (
        connection.prepare(`select submission_key, id from ${table}`).all() as {
          submission_key: string;
          id: number;
        }[]
      ).map((row) => [row.submission_key, row.id]),
    );
    const mails = new Map(
      (
        connection
          .prepare(`select submission_id, status from mail_outbox where submission_table = ?`)
          .all(table) as { submission_id: number; status: string }[]
      ).map((row) => [row.submission_id, row.status]),
    );
    const ids = keys.map((key) => stored.get(key));
    return {
      lost: ids.filter((id) => id === undefined).length,
      withoutMail: ids.filter((id) => id !== undefined && !mails.has(id)).length,
      mailsSent: ids.filter((id) => id !== undefined && mails.get(id) === 'sent').length,
    };
  } finally {
    connection.close();
  }
}

/**
 * better-sqlite3 alone, with the server's own connection settings (WAL, synchronous=FULL): one
 * autocommitted single-row insert after another for `seconds`. Returns each insert's time.
 */
async function rawInsertTimes(seconds: number, maxRows = 1_000_000): Promise<number[]> {
  const scratch = await migrateTestDatabase(createSqliteTestDatabase());
  try {
    // The raw loop alone on the file: Kysely's connection was only for the migrations.
    await scratch.database.close();
    const connection = openSqlite(scratch.target.path);
    const row = toStoredRow('sqlite', values);
    const columns = ['submission_key', ...Object.keys(row)];
    const insert = connection.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const run = randomBytes(6).toString('base64url');
    const deadline = performance.now() + seconds * 1000;
    const times: number[] = [];
    for (let now = performance.now(); times.length < maxRows && now < deadline;) {
      insert.run({ ...row, submission_key: `${run}-${times.length}` });
      const done = performance.now();
      times.push(done - now);
      now = done;
    }
    connection.close();
    return times;
  } finally {
    await scratch.close();
  }
}

function insertRate(times: readonly number[]): RawInsertRate {
  const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    rows: times.length,
    seconds: round(seconds, 1),
    rowsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(times, 50), 1),
    p99Ms: round(percentile(times, 99), 1),
  };
}

/**
 * The raw loop runs for 5 s before and 5 s after the HTTP load (the disk's fsync time drifts),
 * and the server's throughput is compared with the two together. Stops `server` after the load
 * to count its rows.
 */
export async function measureSubmissions(
  server: BuiltServer,
  databasePath: string,
): Promise<SubmissionsResult> {
  const before = await rawInsertTimes(5);
  const { acknowledgedKeys, ...load } = await loadSubmissions(server.origin);
  await stopBuiltServer(server);
  if (new Set(acknowledgedKeys).size !== acknowledgedKeys.length) {
    throw new Error('the load generator acknowledged a submission key twice');
  }
  const after = await rawInsertTimes(5);
  const http = {
    ...load,
    acknowledged: acknowledgedKeys.length,
    ...countMissing(databasePath, acknowledgedKeys),
  };
  const raw = insertRate([...before, ...after]);
  return {
    http,
    raw,
    rawPerSecondBeforeAndAfter: [insertRate(before).rowsPerSecond, insertRate(after).rowsPerSecond],
    ratio: round(http.requestsPerSecond / raw.rowsPerSecond, 2),
  };
}

export function submissionsTable({
  http,
  raw,
  ratio,
  rawPerSecondBeforeAndAfter,
}: SubmissionsResult) {
  return [
    {
      'server (HTTP, 201/s)': http.requestsPerSecond,
      'raw better-sqlite3 (rows/s)': `${raw.rowsPerSecond} (${rawPerSecondBeforeAndAfter.join(' then ')})`,
      ratio,
      'p50 / p99 (ms)': `${http.p50Ms} / ${http.p99Ms}`,
      'raw insert p50 / p99 (ms)': `${raw.p50Ms} / ${raw.p99Ms}`,
      acknowledged: http.acknowledged,
      'missing in DB': http.lost,
      'mails queued / sent by the stop': `${http.acknowledged - http.withoutMail} / ${http.mailsSent}`,
    },
  ];
}

export function submissionsVerdicts(result: SubmissionsResult): Verdict[] {
  const { http, raw, ratio } = result;
  const section = `submissions, ${http.connections} connections, ${Math.round(http.seconds)} s, SQLite`;
  const failed = http.errors + http.responses - http.acknowledged;
  return [
    verdict(section, 'errors and non-201 answers', failed, '0', failed === 0),
    below(section, 'p99 latency (ms)', http.p99Ms, submissionBudgets.p99Ms),
    verdict(
      section,
      `acknowledged submissions missing from the database (of ${http.acknowledged})`,
      http.lost,
      '0',
      http.lost === 0 && http.acknowledged > 0,
    ),
    verdict(
      section,
      'acknowledged submissions without their confirmation in the mail outbox',
      http.withoutMail,
      '0',
      http.withoutMail === 0 && http.acknowledged > 0,
    ),
    verdict(
      section,
      `throughput ${http.requestsPerSecond}/s vs raw better-sqlite3 ${raw.rowsPerSecond}/s`,
      ratio,
      `≥ ${submissionBudgets.throughputRatio} (aim)`,
      ratio >= submissionBudgets.throughputRatio,
    ),
  ];
}
