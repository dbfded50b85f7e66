import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { createDatabase, openSqlite } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { runLoad, type LoadResult } from './http-load.ts';
import { scratchSqlite } from './scratch-database.ts';
import { percentile, round } from './stats.ts';
import { verdict, type Verdict } from './verdicts.ts';

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
  ratio: number;
};

/** POSTs a new registration (its own submission key) per request; returns the 201-ed keys. */
export async function loadSubmissions(
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

/** How many of `keys` are missing from the table in the SQLite file at `file`. */
export function countMissing(file: string, keys: readonly string[]): number {
  const connection = new SqliteDatabase(file, { readonly: true });
  try {
    const stored = new Set(
      connection.prepare(`select submission_key from ${table}`).pluck().all() as string[],
    );
    return keys.filter((key) => !stored.has(key)).length;
  } finally {
    connection.close();
  }
}

/** better-sqlite3 alone: one autocommitted single-row insert after another for `seconds`. */
export async function rawInsertRate(seconds = 5, maxRows = 1_000_000): Promise<RawInsertRate> {
  const scratch = scratchSqlite();
  try {
    const database = createDatabase(scratch.target);
    await migrateToLatest(database);
    await database.close();
    // The server's own connection settings: WAL, synchronous=FULL.
    const connection = openSqlite(scratch.target.path);
    const row = Object.fromEntries(
      Object.entries(values).map(([column, value]) => [
        column,
        typeof value === 'boolean' ? Number(value) : value,
      ]),
    );
    const columns = ['submission_key', ...Object.keys(row)];
    const insert = connection.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const run = randomBytes(6).toString('base64url');
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const times: number[] = [];
    for (let now = started; times.length < maxRows && now < deadline;) {
      insert.run({ ...row, submission_key: `${run}-${times.length}` });
      const done = performance.now();
      times.push(done - now);
      now = done;
    }
    const elapsed = (performance.now() - started) / 1000;
    connection.close();
    return {
      rows: times.length,
      seconds: round(elapsed, 1),
      rowsPerSecond: Math.round(times.length / elapsed),
      p50Ms: round(percentile(times, 50), 1),
      p99Ms: round(percentile(times, 99), 1),
    };
  } finally {
    await scratch.drop();
  }
}

export function submissionsVerdicts(result: SubmissionsResult): Verdict[] {
  const { http, raw, ratio } = result;
  const section = `submissions, ${http.connections} connections, ${Math.round(http.seconds)} s, SQLite`;
  const failed = http.errors + http.responses - http.acknowledged;
  return [
    verdict(section, 'errors and non-201 answers', failed, '0', failed === 0),
    verdict(
      section,
      'p99 latency (ms)',
      http.p99Ms,
      `< ${submissionBudgets.p99Ms}`,
      http.p99Ms < submissionBudgets.p99Ms,
    ),
    verdict(
      section,
      `acknowledged submissions missing from the database (of ${http.acknowledged})`,
      http.lost,
      '0',
      http.lost === 0 && http.acknowledged > 0,
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
