import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits, signInWindowMs } from '#server/organisers/sign-in-guard.ts';
import { buildApp } from '#server/app.ts';
import { auditEntryOf } from '#server/db/audit-log.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { createAdmin, postSignIn } from '#tests/fixtures/admin.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { testEngine } from '#tests/setup/test-database.ts';
import { startTestApp, testEnv, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The audit log records people, not floods (docs/decisions/053): anonymous sign-in attempts are
 * counted against their client's limit before anything of them is recorded, and repeats within
 * the limits' window are one entry with a count, on one instance or two at the same moment.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const flood = 4_000;
/** Of the flood, those from clients of their own: a spread-out flood sends one each. */
const spread = 2_000;
/** "A few dozen" entries at most, whatever the flood. */
const fewDozen = 36;

const windowOf = (time: number) => Math.floor(time / signInWindowMs);

async function countRows(table: 'audit_log' | 'rate_limits' | 'admin_sessions') {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

async function entriesAfter(database: Database, id: number) {
  const rows = await database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', id)
    .orderBy('id')
    .execute();
  return rows.map(auditEntryOf);
}

/** Each entry's count by its id, to see which a request made or added to. */
async function countsOf(database: Database) {
  const rows = await database.db.selectFrom('audit_log').selectAll().execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.times)]));
}

describe(`a flood of anonymous sign-ins on ${testEngine()}`, () => {
  it(`adds at most a few dozen audit entries for ${flood.toLocaleString('en-GB')} requests, counting each one`, async () => {
    const admin = await createAdmin(testApp.database);
    const before = await countsOf(testApp.database);
    const rateLimitRows = await countRows('rate_limits');
    const sessions = await countRows('admin_sessions');
    const startWindow = windowOf(Date.now());

    // One client sends most of it: empty bodies, a new unknown address each time, the
    // organiser's address with wrong passwords; the rest come from a new client each.
    const oneClient = { remoteAddress: '192.0.2.50' };
    const bodies = [
      {},
      (i: number) => ({ email: `guess-${i}@example.org`, password: 'guess' }),
      { email: admin.email, password: 'wrong' },
      { email: '', password: '' },
    ];
    const requests = Array.from({ length: flood }, (_, i) => {
      if (i >= flood - spread) {
        const client = flood - i;
        const remoteAddress = `198.18.${client >> 8}.${client & 255}`;
        return () => postSignIn(testApp.app, {}, { remoteAddress });
      }
      const body = bodies[i % bodies.length]!;
      return () => postSignIn(testApp.app, typeof body === 'function' ? body(i) : body, oneClient);
    });
    const started = Date.now();
    const statuses = (await runConcurrently(requests, 25)).map((response) => response.statusCode);
    const seconds = (Date.now() - started) / 1000;
    const crossedWindow = windowOf(Date.now()) !== startWindow;

    // Every request answered: 401 while its client was within its limit, 429 past it.
    const count = (status: number) => statuses.filter((code) => code === status).length;
    expect(count(401)).toBe(signInLimits.perClient + spread);
    expect(count(429)).toBe(flood - signInLimits.perClient - spread);

    const after = await countsOf(testApp.database);
    const added = [...after.keys()].filter((id) => !before.has(id));
    expect(added.length, `entries added (took ${seconds} s)`).toBeLessThanOrEqual(fewDozen);
    // Each request is counted once, in a new entry or one it repeats.
    let counted = 0;
    for (const [id, times] of after) counted += times - (before.get(id) ?? 0);
    expect(counted).toBe(flood);

    // Kinds: empty, unknown account, wrong password, and refused, by whom it named.
    const entries = (await entriesAfter(testApp.database, 0)).filter((entry) =>
      added.includes(entry.id),
    );
    const kinds = new Set(entries.map((entry) => `${entry.actor} ${entry.details.reason}`));
    expect([...kinds].sort()).toEqual(
      [
        `${admin.email} rate-limited`,
        `${admin.email} wrong-password`,
        'unknown missing-credentials',
        'unknown rate-limited',
        'unknown unknown-account',
      ].sort(),
    );
    if (!crossedWindow) expect(entries).toHaveLength(kinds.size);

    // No other table grows with it: the refused client counts for itself alone, and no
    // session is made.
    expect(await countRows('rate_limits')).toBeLessThanOrEqual(
      rateLimitRows + spread + 1 + 2 * signInLimits.perClient,
    );
    expect(await countRows('admin_sessions')).toBe(sessions);
  }, 300_000);

  it('counts repeats written by two instances at the same moment in one entry', async () => {
    // A second server on the same database, as behind a load balancer.
    const second: FastifyInstance = await buildApp({
      env: { ...testEnv(), database: testApp.testDatabase.target },
      database: createDatabase(testApp.testDatabase.target),
    });
    try {
      await second.ready();
      const servers = [testApp.app, second];
      const before = await countsOf(testApp.database);
      const startWindow = windowOf(Date.now());
      const remoteAddress = '192.0.2.77';
      const attempts = 3 * signInLimits.perClient;
      const responses = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          postSignIn(servers[i % 2]!, {}, { remoteAddress }),
        ),
      );
      const crossedWindow = windowOf(Date.now()) !== startWindow;
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((code) => code === 401)).toHaveLength(signInLimits.perClient);
      expect(statuses.filter((code) => code === 429)).toHaveLength(
        attempts - signInLimits.perClient,
      );

      // The entries each request made or added to, and by how much.
      const after = await countsOf(testApp.database);
      const grown = [...after].filter(([id, times]) => times > (before.get(id) ?? 0));
      const entries = (await entriesAfter(testApp.database, 0)).filter((entry) =>
        grown.some(([id]) => id === entry.id),
      );
      const growthOf = (reason: string) => {
        const ofReason = entries.filter((entry) => entry.details.reason === reason);
        if (!crossedWindow) expect(ofReason, reason).toHaveLength(1);
        return ofReason.reduce((sum, entry) => sum + entry.times - (before.get(entry.id) ?? 0), 0);
      };
      expect(growthOf('missing-credentials')).toBe(signInLimits.perClient);
      expect(growthOf('rate-limited')).toBe(attempts - signInLimits.perClient);
      expect(entries.every((entry) => entry.actor === 'unknown')).toBe(true);
    } finally {
      await second.close();
    }
  }, 60_000);
});
