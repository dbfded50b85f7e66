import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { percentile } from '#scripts/bench/stats.ts';
import { createDatabase } from '#server/db/database.ts';
import { freePort, startBuiltServer } from '#tests/setup/built-server.ts';
import { builtServerFixture } from '#tests/setup/built-server-fixture.ts';
import {
  acknowledged,
  checkStore,
  nextSubmission,
  postSubmission,
  startSubmitters,
} from '#tests/setup/submission-load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connections = 500;
const loadMs = 4000;
/**
 * NOTE: with the default 200 ms, 500 connections shed on SQLite in five runs out of six on
 * the 2-core CI machine (and always on PostgreSQL, through the in-flight cap); a faster
 * machine keeps up with more of them. 50 ms makes the SQLite case certain; the in-flight cap
 * keeps its default.
 */
const eventLoopDelayLimitMs = 50;

/** Resident memory of a process in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

describe('overload: 500 connections against the built server', () => {
  const fixture = builtServerFixture();

  it('sheds with 503 and Retry-After, stores what it accepts, and recovers', async () => {
    const { target } = fixture.testDatabase;
    fixture.server = await startBuiltServer({
      port: await freePort(),
      target,
      env: { LOAD_SHED_EVENT_LOOP_DELAY_MS: String(eventLoopDelayLimitMs) },
    });
    const pid = fixture.server.child.pid!;

    // Each submitter posts again 50 ms after a refusal, so the server sees a steady 500.
    const load = startSubmitters({ origin: fixture.server.origin, concurrency: connections });
    let peakMb = 0;
    const deadline = Date.now() + loadMs;
    while (Date.now() < deadline) {
      await sleep(250);
      peakMb = Math.max(peakMb, residentMb(pid));
    }
    const outcomes = await load.stop();

    const shed = outcomes.filter((o) => o.status === 503);
    const accepted = acknowledged(outcomes);
    const answerMs = outcomes.map((o) => o.ms);
    console.log(
      `[${target.engine}] ${outcomes.length} requests in ${loadMs} ms from ${connections} ` +
        `connections: ${accepted.length} stored (201), ${shed.length} shed (503); ` +
        `answer time p50 ${percentile(answerMs, 50)} ms, p99 ${percentile(answerMs, 99)} ms, ` +
        `max ${Math.max(...answerMs)} ms; peak RSS ${Math.round(peakMb)} MB`,
    );
    expect(shed.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(shed.filter((o) => !/^[1-9]\d*$/.test(o.retryAfter ?? ''))).toEqual([]);
    // Nothing else: no error status, no dropped connection, no client timeout (15 s).
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(peakMb).toBeLessThan(512);

    // Back to normal once the load stops.
    const recoverBy = Date.now() + 3000;
    let health = 0;
    while (health !== 200 && Date.now() < recoverBy) {
      await sleep(100);
      health = (await fetch(`${fixture.server.origin}/api/health`)).status;
    }
    expect(health).toBe(200);
    const after = await postSubmission(fixture.server.origin, nextSubmission());
    expect(after.status).toBe(201);

    fixture.server.child.kill('SIGTERM');
    expect((await fixture.server.exited).code).toBe(0);

    const database = createDatabase(target);
    try {
      const report = await checkStore(database, [...outcomes, after]);
      expect(report.lost).toEqual([]);
      expect(report.unknown).toEqual([]);
      expect(report.incomplete).toEqual([]);
      // A shed request stored nothing.
      expect(shed.filter((o) => report.storedKeys.has(o.submission.key))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
