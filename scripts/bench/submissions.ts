import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { openSqlite } from '#server/db/database.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { stopBuiltServer, type BuiltServer } from '#tests/setup/built-server.ts';
import { runLoad, type LoadResult } from './http-load.ts';
import { cpuSecondsOf, ownCpuSeconds } from './process-cpu.ts';
import { createSqliteTestDatabase, migrateTestDatabase } from '#tests/setup/test-database.ts';
import { percentile, round } from './stats.ts';
import { below, exactly, verdict, type Verdict } from './verdicts.ts';

/**
 * Event registrations posted by many visitors at once to the real server on SQLite (WAL,
 * synchronous=FULL), beside the same durable single-row inserts made by better-sqlite3 alone.
 * Only new registrations (201) count as throughput: a duplicate (200), a refusal or an error is
 * not what the load meant to get, and fails the section.
 */
export const submissionBudgets = { p99Ms: 50, throughputRatio: 0.9 };

const table = 'event_registrations';
const values = validValues[table];

/** A 201's submission key and the row id it answered with. */
type Acknowledged = { key: string; id: number };

export type SubmissionLoad = LoadResult & {
  /** Submissions answered 201 (stored, new). */
  acknowledged: number;
  acknowledgedPerSecond: number;
  /** Answers other than 201 by status, and connection errors or timeouts: all unexpected. */
  unexpected: number;
  /** Acknowledged submissions whose key is not in the database afterwards. */
  lost: number;
  /** Acknowledged submissions whose key is stored under another id than the 201 gave. */
  wrongId: number;
  /** Acknowledged submissions with no confirmation in the mail outbox (decision 017). */
  withoutConfirmation: number;
  /** Of their confirmations, how many the server had sent (written) when it stopped. */
  confirmationsSent: number;
  /** The server process's CPU time per acknowledged submission, all threads (µs). */
  serverCpuMicroseconds?: number;
  /** The load generator's (this process's) CPU during the load, in cores. */
  loadGeneratorCores: number;
  /** The server process's CPU during the load, in cores. */
  serverCores?: number;
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
  /** Acknowledged (201) submissions per second over the raw loop's rows per second. */
  ratio: number;
};

/**
 * A registration from an address no other request of this load uses, so each one is a new
 * application (docs/product/data.md#duplicate-applications); the other values are the fixture's.
 */
function newApplicant(run: string, sequence: number) {
  return { ...values, email: `applicant-${run}-${sequence}@example.com` };
}

/** The id of a 201's body `{ id }`, or undefined when the body is not that. */
function acknowledgedId(body: string): number | undefined {
  try {
    const { id } = JSON.parse(body) as { id?: unknown };
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a new registration per request (its own submission key and applicant); returns the
 * 201s' keys and ids, and the CPU the load generator and the server used meanwhile.
 */
export async function loadSubmissions(
  origin: string,
  serverPid: number | undefined,
  { connections, seconds }: { connections: number; seconds: number },
) {
  const acknowledged: Acknowledged[] = [];
  const run = randomBytes(4).toString('hex');
  let sequence = 0;
  type Context = { key?: string };
  const serverCpuBefore = cpuSecondsOf(serverPid);
  const ownCpuBefore = ownCpuSeconds();
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
          const body = JSON.stringify({ key, values: newApplicant(run, sequence++) });
          return { ...request, body };
        },
        onResponse: (status, body, context) => {
          const { key } = context as Context;
          if (status !== 201 || !key) return;
          // A 201 without a readable id still counts as acknowledged; its id cannot match.
          acknowledged.push({ key, id: acknowledgedId(body) ?? Number.NaN });
        },
      },
    ],
  });
  const serverCpuAfter = cpuSecondsOf(serverPid);
  const serverCpuSeconds =
    serverCpuBefore === undefined || serverCpuAfter === undefined
      ? undefined
      : serverCpuAfter - serverCpuBefore;
  return {
    ...result,
    acknowledged,
    serverCpuSeconds,
    loadGeneratorCpuSeconds: ownCpuSeconds() - ownCpuBefore,
  };
}

/**
 * Looks up every acknowledged submission in the SQLite file at `file`: how many keys are missing,
 * stored under another id than their 201 gave, or without a confirmation in the outbox, and how
 * many of those confirmations were sent.
 */
function checkAcknowledged(file: string, acknowledged: readonly Acknowledged[]) {
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
    const confirmations = new Map(
      (
        connection
          .prepare(
            `select submission_id, status from mail_outbox
             where submission_table = ? and kind = 'confirmation'`,
          )
          .all(table) as { submission_id: number; status: string }[]
      ).map((row) => [row.submission_id, row.status]),
    );
    let lost = 0;
    let wrongId = 0;
    let withoutConfirmation = 0;
    let confirmationsSent = 0;
    for (const { key, id } of acknowledged) {
      const storedId = stored.get(key);
      if (storedId === undefined) lost++;
      else if (storedId !== id) wrongId++;
      const confirmation = storedId === undefined ? undefined : confirmations.get(storedId);
      if (storedId !== undefined && confirmation === undefined) withoutConfirmation++;
      if (confirmation === 'sent') confirmationsSent++;
    }
    return { lost, wrongId, withoutConfirmation, confirmationsSent };
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
 * and the server's acknowledged submissions per second are compared with the two together.
 * Stops `server` after the load to count its rows.
 */
export async function measureSubmissions(
  server: BuiltServer,
  databasePath: string,
  { connections = 50, seconds = 20 } = {},
): Promise<SubmissionsResult> {
  const before = await rawInsertTimes(5);
  const { acknowledged, serverCpuSeconds, loadGeneratorCpuSeconds, ...load } =
    await loadSubmissions(server.origin, server.child.pid, { connections, seconds });
  await stopBuiltServer(server);
  if (new Set(acknowledged.map(({ key }) => key)).size !== acknowledged.length) {
    throw new Error('the load generator acknowledged a submission key twice');
  }
  const after = await rawInsertTimes(5);
  const acknowledgedPerSecond = Math.round(acknowledged.length / load.seconds);
  const http: SubmissionLoad = {
    ...load,
    acknowledged: acknowledged.length,
    acknowledgedPerSecond,
    unexpected: load.errors + load.responses - acknowledged.length,
    ...checkAcknowledged(databasePath, acknowledged),
    serverCpuMicroseconds:
      serverCpuSeconds === undefined || acknowledged.length === 0
        ? undefined
        : Math.round((serverCpuSeconds / acknowledged.length) * 1e6),
    loadGeneratorCores: round(loadGeneratorCpuSeconds / load.seconds, 2),
    serverCores:
      serverCpuSeconds === undefined ? undefined : round(serverCpuSeconds / load.seconds, 2),
  };
  const raw = insertRate([...before, ...after]);
  return {
    http,
    raw,
    rawPerSecondBeforeAndAfter: [insertRate(before).rowsPerSecond, insertRate(after).rowsPerSecond],
    ratio: round(acknowledgedPerSecond / raw.rowsPerSecond, 2),
  };
}

/** "201: 81,000; 200: 3; errors: 1": every answer the load got, by status. */
function answersText({ statusCounts, errors }: SubmissionLoad): string {
  const counts = Object.entries(statusCounts).map(
    ([status, count]) => `${status}: ${count.toLocaleString('en-GB')}`,
  );
  if (errors > 0) counts.push(`errors: ${errors.toLocaleString('en-GB')}`);
  return counts.join('; ') || 'none';
}

export function submissionsTable({
  http,
  raw,
  ratio,
  rawPerSecondBeforeAndAfter,
}: SubmissionsResult) {
  return [
    {
      'server (201/s)': http.acknowledgedPerSecond,
      'raw better-sqlite3 (rows/s)': `${raw.rowsPerSecond} (${rawPerSecondBeforeAndAfter.join(' then ')})`,
      ratio,
      'p50 / p99 (ms)': `${http.p50Ms} / ${http.p99Ms}`,
      'raw insert p50 / p99 (ms)': `${raw.p50Ms} / ${raw.p99Ms}`,
      answers: answersText(http),
      'missing in DB / wrong id': `${http.lost} / ${http.wrongId}`,
      'confirmations queued / sent by the stop': `${http.acknowledged - http.lost - http.withoutConfirmation} / ${http.confirmationsSent}`,
      'CPU cores: server / load generator': `${http.serverCores ?? '?'} / ${http.loadGeneratorCores}`,
      'server CPU per 201 (µs)': http.serverCpuMicroseconds ?? '?',
    },
  ];
}

export function submissionsVerdicts(result: SubmissionsResult): Verdict[] {
  const { http, raw, ratio } = result;
  const section = `submissions, ${http.connections} connections, ${Math.round(http.seconds)} s, SQLite`;
  const unexpected = http.unexpected === 0 ? '0' : `${http.unexpected} (${answersText(http)})`;
  return [
    verdict(section, 'answers other than 201, and errors', unexpected, '0', http.unexpected === 0),
    below(section, 'p99 latency (ms)', http.p99Ms, submissionBudgets.p99Ms),
    verdict(
      section,
      `acknowledged submissions missing from the database (of ${http.acknowledged})`,
      http.lost,
      '0',
      http.lost === 0 && http.acknowledged > 0,
    ),
    exactly(section, 'acknowledged submissions stored under another id', http.wrongId, 0),
    verdict(
      section,
      'acknowledged submissions without their confirmation in the mail outbox',
      http.withoutConfirmation,
      '0',
      http.withoutConfirmation === 0 && http.acknowledged > 0,
    ),
    verdict(
      section,
      `${http.acknowledgedPerSecond} acknowledged/s vs raw better-sqlite3 ${raw.rowsPerSecond} rows/s`,
      ratio,
      `≥ ${submissionBudgets.throughputRatio}`,
      ratio >= submissionBudgets.throughputRatio,
    ),
  ];
}
