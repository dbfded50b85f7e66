import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * Fixed-window rate limits counted in the database, so every server process sharing it counts
 * the same hits (docs/decisions/009-rate-limits-in-the-database.md).
 */
export type RateLimit = {
  /** Names the counter: the same key under two scopes is counted twice. */
  scope: string;
  /** Hits allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A row is deleted once its window started this long ago; no window may be longer. A day: the
 * longest window is the confirmations an address may get per day (server/mail/confirmation-cap.ts).
 */
export const rateLimitRetentionMs = 24 * 60 * 60 * 1000;

/** The share of hits that also delete expired rows, and how many at most: the table stays bounded. */
const sweepShare = 0.01;
const sweepBatch = 1000;

export type RateLimiter = {
  /**
   * Counts one hit of `key` and says whether it is allowed and, if not, when to retry. One
   * statement, atomic on both engines: concurrent hits from any process never lose a count.
   * Refused hits count too. Pass a transaction's executor to count the hit with other writes.
   */
  hit: (
    executor: Executor,
    rule: RateLimit,
    key: string,
    options?: { now?: number; sweep?: boolean },
  ) => Promise<RateLimitVerdict>;
  /** Forgets `key`'s count under `rule` (a correct password clears its client's failures). */
  reset: (executor: Executor, rule: RateLimit, key: string) => Promise<void>;
  /** The stored name of `key`'s counter under `scope`. */
  bucket: (scope: string, key: string) => string;
};

/**
 * A limiter whose counters are named by an HMAC of scope and key under the app secret
 * (server/app-secret.ts): the table never holds an address or an email, nor a plain hash of one,
 * which anyone could reverse by hashing every IPv4 address.
 */
export function createRateLimiter(secret: string): RateLimiter {
  const bucket = (scope: string, key: string) =>
    createHmac('sha256', secret).update(`${scope}\n${key}`).digest('hex');

  async function hit(
    executor: Executor,
    rule: RateLimit,
    key: string,
    { now = Date.now(), sweep = Math.random() < sweepShare } = {},
  ): Promise<RateLimitVerdict> {
    if (rule.limit === 0) return { allowed: true };
    if (rule.windowMs > rateLimitRetentionMs) {
      throw new Error(`A ${rule.scope} window may be at most ${rateLimitRetentionMs} ms`);
    }
    // A window that started at or before this instant is over: the hit starts a new one.
    const endedBy = now - rule.windowMs;
    const row = await executor.db
      .insertInto('rate_limits')
      .values({ bucket: bucket(rule.scope, key), window_started_at: now, hits: 1 })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          hits: sql<number>`case when rate_limits.window_started_at <= ${endedBy}
            then 1 else rate_limits.hits + 1 end`,
          window_started_at: sql<number>`case when rate_limits.window_started_at <= ${endedBy}
            then cast(${now} as bigint) else rate_limits.window_started_at end`,
        }),
      )
      .returning(['hits', 'window_started_at'])
      .executeTakeFirstOrThrow();
    if (sweep) await deleteExpiredRateLimits(executor, now);

    if (row.hits <= rule.limit) return { allowed: true };
    const windowEndsAt = row.window_started_at + rule.windowMs;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
    };
  }

  async function reset(executor: Executor, rule: RateLimit, key: string): Promise<void> {
    await executor.db
      .deleteFrom('rate_limits')
      .where('bucket', '=', bucket(rule.scope, key))
      .execute();
  }

  return { hit, reset, bucket };
}

/**
 * Who a request counts as, for the per-client limits: its address; for IPv6 its /64 network,
 * because one subscriber is usually given a whole /64 and could otherwise use a new address
 * for every request.
 */
export function clientOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedV4) return mappedV4[1]!;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Deletes up to a batch of rows whose window started more than the retention period ago. */
export async function deleteExpiredRateLimits(executor: Executor, now = Date.now()): Promise<void> {
  let expired = executor.db
    .selectFrom('rate_limits')
    .select('bucket')
    .where('window_started_at', '<=', now - rateLimitRetentionMs)
    .limit(sweepBatch);
  // NOTE: on PostgreSQL a row another transaction holds is left for a later sweep: waiting for
  // it inside a submission's transaction could deadlock with that transaction's own sweep.
  if (executor.engine === 'postgres') expired = expired.forUpdate().skipLocked();
  await executor.db.deleteFrom('rate_limits').where('bucket', 'in', expired).execute();
}
