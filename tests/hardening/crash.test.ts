import { describe, expect, it } from 'vitest';
import { createDatabase, openSqlite } from '#server/db/database.ts';
import { freePort, startBuiltServer } from '#tests/setup/built-server.ts';
import { builtServerFixture } from '#tests/setup/built-server-fixture.ts';
import { acknowledged, checkStore, startSubmitters } from '#tests/setup/submission-load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 20 s of load per engine, with the kill anywhere from 2 s to 15 s in: nothing acknowledged may be
 * lost (docs/product/additions.md#submission-guarantees).
 */
const loadMs = 20_000;
const submitters = 50;
/** All 50 submitters stay in flight: a 503 now and then would only thin out what the kill hits. */
const noShedding = { LOAD_SHED_MAX_IN_FLIGHT: '0', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' };

function sqliteIntegrity(path: string): unknown {
  const connection = openSqlite(path);
  try {
    return {
      integrity: connection.pragma('integrity_check', { simple: true }),
      foreignKeys: connection.pragma('foreign_key_check'),
    };
  } finally {
    connection.close();
  }
}

describe('a crash under load (SIGKILL of the built server)', () => {
  const fixture = builtServerFixture();

  it('keeps every acknowledged submission and no half-written row', async () => {
    const { target } = fixture.testDatabase;
    const port = await freePort();
    fixture.server = await startBuiltServer({ port, target, env: noShedding });
    const origin = fixture.server.origin;
    const started = Date.now();
    const load = startSubmitters({ origin, concurrency: submitters });

    // From 2 s in (the load is steady) to 5 s before the end (time to restart and load again).
    const killAfterMs = Math.round(2000 + Math.random() * (loadMs - 7000));
    await sleep(killAfterMs);
    const inFlightAtKill = load.inFlight();
    const acknowledgedBeforeKill = acknowledged(load.outcomes).length;
    fixture.server.child.kill('SIGKILL');
    expect((await fixture.server.exited).signal).toBe('SIGKILL');

    // The file as the crash left it (opening it recovers the WAL, as a restart would).
    if (target.engine === 'sqlite') {
      expect(sqliteIntegrity(target.path)).toEqual({ integrity: 'ok', foreignKeys: [] });
    }

    fixture.server = await startBuiltServer({ port, target, env: noShedding });
    const restartedAt = Date.now();
    await sleep(Math.max(0, started + loadMs - Date.now()));
    const outcomes = await load.stop();
    fixture.server.child.kill('SIGTERM');
    expect((await fixture.server.exited).code).toBe(0);

    const acknowledgedAll = acknowledged(outcomes);
    const acknowledgedAfterRestart = acknowledgedAll.filter((o) => o.startedAt >= restartedAt);
    console.log(
      `[${target.engine}] killed after ${killAfterMs} ms with ${inFlightAtKill} requests in ` +
        `flight; ${acknowledgedBeforeKill} acknowledged before the kill, ` +
        `${acknowledgedAfterRestart.length} after the restart, ${outcomes.length} sent`,
    );
    // The kill hit a server under load, and the restarted server took load again.
    expect(acknowledgedBeforeKill).toBeGreaterThan(100);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledgedAfterRestart.length).toBeGreaterThan(0);
    // Every answer was a success; the rest are connections the kill cut or refused.
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);

    const database = createDatabase(target);
    try {
      const report = await checkStore(database, outcomes);
      expect(report.lost).toEqual([]);
      expect(report.unknown).toEqual([]);
      expect(report.incomplete).toEqual([]);
    } finally {
      await database.close();
    }
    if (target.engine === 'sqlite') {
      expect(sqliteIntegrity(target.path)).toEqual({ integrity: 'ok', foreignKeys: [] });
    }
  }, 60_000);
});
