import { randomBytes } from 'node:crypto';
import { createDatabase, type Engine } from '#server/db/database.ts';
import type { DatabaseTarget } from '#server/env.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { rm } from 'node:fs/promises';
import {
  freePort,
  startBuiltServer,
  stopBuiltServer,
  type BuiltServer,
} from '#tests/setup/built-server.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { runLoad, type LoadResult } from './http-load.ts';
import { cpuSecondsOf, ownCpuSeconds } from './process-cpu.ts';
import {
  benchOrganiserEmail,
  benchTable as table,
  newApplicantValues,
  rawSubmissions,
  type RawRun,
} from './raw-submissions.ts';
import { percentile, round } from './stats.ts';
import { below, exactly, verdict, type Verdict } from './verdicts.ts';

/**
 * Event registrations posted by many visitors at once to the real server, beside the same
 * writes made by the database driver alone (raw-submissions.ts): on SQLite (WAL,
 * synchronous=FULL) one after another, on PostgreSQL from as many connections as the load's.
 * Only new registrations (201) count as throughput: a duplicate (200), a refusal or an error is
 * not what the load meant to get, and fails the section.
 */
export const submissionBudgets = {
  p99Ms: 50,
  throughputRatio: { sqlite: 0.9, postgres: 0.5 } satisfies Record<Engine, number>,
};

/** The full load, and the small one `npm test` runs each section with (tests/hardening). */
export const submissionLoads = {
  full: { connections: 50, seconds: 20, rawSeconds: 5 },
  small: { connections: 4, seconds: 1, rawSeconds: 0.5 },
};

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
  /** One submission's own time (its commit waits for the disk). */
  p50Ms: number;
  p99Ms: number;
};

export type SubmissionsResult = {
  engine: Engine;
  http: SubmissionLoad;
  raw: RawInsertRate;
  /** The raw loop's rate before and after the HTTP load. */
  rawPerSecondBeforeAndAfter: [number, number];
  /** Acknowledged (201) submissions per second over the raw loop's submissions per second. */
  ratio: number;
};

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
          const body = JSON.stringify({ key, values: newApplicantValues(run, sequence++) });
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
 * Looks up every acknowledged submission in the database at `target`: how many keys are missing,
 * stored under another id than their 201 gave, or without a confirmation in the outbox, and how
 * many of those confirmations were sent.
 */
async function checkAcknowledged(target: DatabaseTarget, acknowledged: readonly Acknowledged[]) {
  const database = createDatabase(target);
  try {
    const rows = await database.db.selectFrom(table).select(['submission_key', 'id']).execute();
    const stored = new Map(rows.map((row) => [row.submission_key, row.id]));
    const outbox = await database.db
      .selectFrom('mail_outbox')
      .select(['submission_id', 'status'])
      .where('submission_table', '=', table)
      .where('kind', '=', 'confirmation')
      .execute();
    const confirmations = new Map(outbox.map((row) => [row.submission_id, row.status]));
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
    await database.close();
  }
}

function insertRate(runs: readonly RawRun[]): RawInsertRate {
  const times = runs.flatMap((run) => run.times);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    rows: times.length,
    seconds: round(seconds, 1),
    rowsPerSecond: Math.round(times.length / seconds),
    p50Ms: round(percentile(times, 50), 1),
    p99Ms: round(percentile(times, 99), 1),
  };
}

/**
 * The raw loop runs before and after the HTTP load (the disk's fsync time drifts), and the
 * server's acknowledged submissions per second are compared with the two together. Stops
 * `server` (serving the database at `target`) after the load to count its rows.
 */
export async function measureSubmissions(
  server: BuiltServer,
  target: DatabaseTarget,
  { connections, seconds, rawSeconds } = submissionLoads.full,
): Promise<SubmissionsResult> {
  const before = await rawSubmissions(target.engine, rawSeconds, { connections });
  const { acknowledged, serverCpuSeconds, loadGeneratorCpuSeconds, ...load } =
    await loadSubmissions(server.origin, server.child.pid, { connections, seconds });
  await stopBuiltServer(server);
  if (new Set(acknowledged.map(({ key }) => key)).size !== acknowledged.length) {
    throw new Error('the load generator acknowledged a submission key twice');
  }
  const after = await rawSubmissions(target.engine, rawSeconds, { connections });
  const acknowledgedPerSecond = Math.round(acknowledged.length / load.seconds);
  const http: SubmissionLoad = {
    ...load,
    acknowledged: acknowledged.length,
    acknowledgedPerSecond,
    unexpected: load.errors + load.responses - acknowledged.length,
    ...(await checkAcknowledged(target, acknowledged)),
    serverCpuMicroseconds:
      serverCpuSeconds === undefined || acknowledged.length === 0
        ? undefined
        : Math.round((serverCpuSeconds / acknowledged.length) * 1e6),
    loadGeneratorCores: round(loadGeneratorCpuSeconds / load.seconds, 2),
    serverCores:
      serverCpuSeconds === undefined ? undefined : round(serverCpuSeconds / load.seconds, 2),
  };
  const raw = insertRate([before, after]);
  return {
    engine: target.engine,
    http,
    raw,
    rawPerSecondBeforeAndAfter: [
      insertRate([before]).rowsPerSecond,
      insertRate([after]).rowsPerSecond,
    ],
    ratio: round(acknowledgedPerSecond / raw.rowsPerSecond, 2),
  };
}

/**
 * The section on `engine`: the built server on a fresh database of its own, with an organiser's
 * address (so a submission queues its two mails, as on the site), measured under `load`.
 */
export async function submissionsOnBuiltServer(
  engine: Engine,
  load = submissionLoads.full,
): Promise<SubmissionsResult> {
  const scratch = await createTestDatabase(engine);
  try {
    const server = await startBuiltServer({
      port: await freePort(),
      target: scratch.target,
      env: { ORGANISER_EMAIL: benchOrganiserEmail },
    });
    try {
      return await measureSubmissions(server, scratch.target, load);
    } finally {
      await stopBuiltServer(server);
      // One mail file per mail sent during the load: thousands.
      await rm(server.mailDirectory, { recursive: true, force: true });
    }
  } finally {
    await scratch.drop();
  }
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
      'raw driver (submissions/s)': `${raw.rowsPerSecond} (${rawPerSecondBeforeAndAfter.join(' then ')})`,
      ratio,
      'p50 / p99 (ms)': `${http.p50Ms} / ${http.p99Ms}`,
      'raw submission p50 / p99 (ms)': `${raw.p50Ms} / ${raw.p99Ms}`,
      answers: answersText(http),
      'missing in DB / wrong id': `${http.lost} / ${http.wrongId}`,
      'confirmations queued / sent by the stop': `${http.acknowledged - http.lost - http.withoutConfirmation} / ${http.confirmationsSent}`,
      'CPU cores: server / load generator': `${http.serverCores ?? '?'} / ${http.loadGeneratorCores}`,
      'server CPU per 201 (µs)': http.serverCpuMicroseconds ?? '?',
    },
  ];
}

const engineNames: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The section's title, as `npm run bench` prints it and names it when it cannot run. */
export function submissionsTitle(engine: Engine): string {
  return `Submissions under load (${engineNames[engine]})`;
}

/**
 * What a run must show whatever its load: only 201s, every acknowledged submission stored under
 * its id with its confirmation queued.
 */
export function submissionsChecks({ engine, http }: SubmissionsResult): Verdict[] {
  const section = `submissions, ${http.connections} connections, ${Math.round(http.seconds)} s, ${engineNames[engine]}`;
  const unexpected = http.unexpected === 0 ? '0' : `${http.unexpected} (${answersText(http)})`;
  return [
    verdict(section, 'answers other than 201, and errors', unexpected, '0', http.unexpected === 0),
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
  ];
}

/** The checks, and the full load's budgets: the throughput ratio, and on SQLite the p99. */
export function submissionsVerdicts(result: SubmissionsResult): Verdict[] {
  const { engine, http, raw, ratio } = result;
  const section = `submissions, ${http.connections} connections, ${Math.round(http.seconds)} s, ${engineNames[engine]}`;
  const budget = submissionBudgets.throughputRatio[engine];
  return [
    ...submissionsChecks(result),
    ...(engine === 'sqlite'
      ? [below(section, 'p99 latency (ms)', http.p99Ms, submissionBudgets.p99Ms)]
      : []),
    verdict(
      section,
      `${http.acknowledgedPerSecond} acknowledged/s vs the raw driver's ${raw.rowsPerSecond} submissions/s`,
      ratio,
      `≥ ${budget}`,
      ratio >= budget,
    ),
  ];
}
