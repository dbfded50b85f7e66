import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, inTransaction, type Database } from '#server/db/database.ts';
import {
  createRateLimiter,
  deleteExpiredRateLimits,
  rateLimitRetentionMs,
  type RateLimit,
} from '#server/http/rate-limit.ts';
import {
  createMigratedTestDatabase,
  testEngine,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

let testDatabase: MigratedTestDatabase;
let database: Database;
/** A second connection (SQLite) or pool (PostgreSQL), as another server process would have. */
let other: Database;

beforeAll(async () => {
  testDatabase = await createMigratedTestDatabase();
  database = testDatabase.database;
  other = createDatabase(testDatabase.target);
});
afterAll(async () => {
  await other.close();
  await testDatabase.close();
});

const secret = 'a test secret of at least thirty-two characters';
const limiter = createRateLimiter(secret);
const hitRateLimit = limiter.hit;
const rateLimitBucket = limiter.bucket;

let scopes = 0;
/** A rule with a scope of its own, so tests do not share counters. */
function rule(limit: number, windowMs = 600_000): RateLimit {
  return { scope: `test-${++scopes}`, limit, windowMs };
}

const noSweep = { sweep: false };

async function storedRows() {
  return database.db.selectFrom('rate_limits').selectAll().execute();
}

describe(`the stored rate limiter on ${testEngine()}`, () => {
  it('allows `limit` hits per window, then says when to retry, then starts a new window', async () => {
    const limit = rule(3);
    const start = 1_750_000_000_000;
    const hit = (key: string, now: number) =>
      hitRateLimit(database, limit, key, { now, sweep: false });

    for (let i = 0; i < 3; i++) expect(await hit('a', start + i)).toEqual({ allowed: true });
    expect(await hit('a', start + 10)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(await hit('b', start + 10)).toEqual({ allowed: true });
    expect(await hit('a', start + 599_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The window passes: a fresh count from this hit on.
    expect(await hit('a', start + 600_000)).toEqual({ allowed: true });
    expect(await hit('a', start + 600_001)).toEqual({ allowed: true });
    expect(await hit('a', start + 600_002)).toEqual({ allowed: true });
    expect(await hit('a', start + 600_003)).toEqual({ allowed: false, retryAfterSeconds: 600 });

    const row = await database.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('bucket', '=', rateLimitBucket(limit.scope, 'a'))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      bucket: rateLimitBucket(limit.scope, 'a'),
      window_started_at: start + 600_000,
      hits: 4,
    });
  });

  it('counts the same key separately under another scope', async () => {
    const [first, second] = [rule(1), rule(1)];
    expect(await hitRateLimit(database, first, 'k', noSweep)).toEqual({ allowed: true });
    expect((await hitRateLimit(database, first, 'k', noSweep)).allowed).toBe(false);
    expect(await hitRateLimit(database, second, 'k', noSweep)).toEqual({ allowed: true });
  });

  it('is off at limit 0 and then writes nothing', async () => {
    const before = (await storedRows()).length;
    const off = rule(0);
    for (let i = 0; i < 20; i++) {
      expect(await hitRateLimit(database, off, '192.0.2.1', noSweep)).toEqual({ allowed: true });
    }
    expect(await storedRows()).toHaveLength(before);
  });

  it('stores only an HMAC of scope and key under the secret, never the address, email or a plain hash', async () => {
    const limit = rule(5);
    const keys = ['203.0.113.42', '2001:db8::17', 'organiser@example.com'];
    for (const key of keys) await hitRateLimit(database, limit, key, noSweep);
    const rows = await storedRows();
    const text = JSON.stringify(rows);
    const buckets = rows.map((row) => row.bucket);
    for (const key of keys) {
      expect(text).not.toContain(key);
      // Anyone can hash every IPv4 address; without the secret, nobody can make these.
      for (const separator of [':', '\n']) {
        expect(buckets).not.toContain(
          createHash('sha256').update(`${limit.scope}${separator}${key}`).digest('hex'),
        );
      }
      expect(buckets).toContain(
        createHmac('sha256', secret).update(`${limit.scope}\n${key}`).digest('hex'),
      );
      expect(
        createRateLimiter('another secret, just as long as the first one').bucket(limit.scope, key),
      ).not.toBe(rateLimitBucket(limit.scope, key));
    }
    for (const row of rows) expect(row.bucket).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets a key when reset, and only that key', async () => {
    const limit = rule(1);
    await hitRateLimit(database, limit, 'cleared', noSweep);
    await hitRateLimit(database, limit, 'kept', noSweep);
    await limiter.reset(database, limit, 'cleared');
    expect(await hitRateLimit(database, limit, 'cleared', noSweep)).toEqual({ allowed: true });
    expect((await hitRateLimit(database, limit, 'kept', noSweep)).allowed).toBe(false);
  });

  it('allows exactly `limit` of 50 concurrent hits from two connections', async () => {
    const limit = rule(10);
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hitRateLimit(i % 2 === 0 ? database : other, limit, '198.51.100.5', noSweep),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    const row = await database.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', rateLimitBucket(limit.scope, '198.51.100.5'))
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(50);
  });

  it('counts a hit made in a transaction only if the transaction commits', async () => {
    const limit = rule(1);
    await expect(
      inTransaction(database, async (executor) => {
        expect(await hitRateLimit(executor, limit, 'k', noSweep)).toEqual({ allowed: true });
        throw new Error('the store failed');
      }),
    ).rejects.toThrow('the store failed');
    expect(await hitRateLimit(database, limit, 'k', noSweep)).toEqual({ allowed: true });
    expect((await hitRateLimit(database, limit, 'k', noSweep)).allowed).toBe(false);
  });

  it('deletes rows whose window started over an hour ago, and keeps the others', async () => {
    const limit = rule(1, 15 * 60_000);
    const now = Date.now();
    await hitRateLimit(database, limit, 'old', { now: now - rateLimitRetentionMs, sweep: false });
    await hitRateLimit(database, limit, 'recent', {
      now: now - rateLimitRetentionMs + 1000,
      sweep: false,
    });
    const buckets = async () => (await storedRows()).map((row) => row.bucket);

    await deleteExpiredRateLimits(database, now);
    expect(await buckets()).not.toContain(rateLimitBucket(limit.scope, 'old'));
    expect(await buckets()).toContain(rateLimitBucket(limit.scope, 'recent'));

    // A hit that sweeps does the same.
    await hitRateLimit(database, limit, 'old', { now: now - rateLimitRetentionMs, sweep: false });
    await hitRateLimit(database, limit, 'trigger', { now, sweep: true });
    expect(await buckets()).not.toContain(rateLimitBucket(limit.scope, 'old'));
    expect(await buckets()).toContain(rateLimitBucket(limit.scope, 'trigger'));
  });

  it('refuses a window longer than the rows are kept', async () => {
    await expect(
      hitRateLimit(database, rule(1, rateLimitRetentionMs + 1), 'k', noSweep),
    ).rejects.toThrow(/at most/);
  });
});
