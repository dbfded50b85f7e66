import { repeatWindowMinutes } from '#schemas/organisers/audit-log.ts';
import type { Executor } from '#server/db/database.ts';
import type { RateLimit, RateLimiter, RateLimitVerdict } from '#server/http/rate-limit.ts';

/**
 * How many sign-in attempts are let through, per 15 minutes
 * (docs/decisions/016-client-address-and-sign-in-limits.md). Guessing is limited per client, so that
 * nobody can lock the organiser out by failing on purpose from somewhere else:
 *
 * - `perClient`: attempts from one client (address, or IPv6 /64), whatever the account;
 * - `perAccountClient`: attempts on one account from one client; a correct password clears them;
 * - `perAccount`: attempts on one account from everywhere. Past it the account is being guessed
 *   at from many places, and each client gets `perAccountClientUnderAttack` attempts on it
 *   instead: guessing from many addresses slows to that many per address, while a client with
 *   no failures, as the organiser's own usually is, is still let through.
 */
export type SignInLimits = {
  perClient: number;
  perAccountClient: number;
  perAccount: number;
  perAccountClientUnderAttack: number;
};

export const signInLimits: SignInLimits = {
  perClient: 20,
  perAccountClient: 10,
  perAccount: 100,
  perAccountClientUnderAttack: 3,
};

/** The limits' window; a failed attempt's audit entry counts repeats within it too. */
export const signInWindowMs = repeatWindowMinutes * 60 * 1000;

export type SignInGuard = {
  /**
   * Counts an attempt (pass the transaction it is counted in) and says whether to check it. An
   * attempt that names no account counts for its client only.
   */
  admit: (
    executor: Executor,
    client: string,
    account: string | undefined,
  ) => Promise<RateLimitVerdict>;
  /** A correct password: the client's count on this account starts again. */
  succeeded: (executor: Executor, account: string, client: string) => Promise<void>;
};

export function createSignInGuard(limiter: RateLimiter, limits: SignInLimits): SignInGuard {
  const rule = (scope: string, limit: number): RateLimit => ({
    scope,
    limit,
    windowMs: signInWindowMs,
  });
  const perClient = rule('sign-in-client', limits.perClient);
  const perAccount = rule('sign-in-account', limits.perAccount);
  // One counter, read against either limit: the account's state decides which applies.
  const perAccountClient = rule('sign-in-account-client', limits.perAccountClient);
  const perAccountClientUnderAttack = {
    ...perAccountClient,
    limit: Math.min(limits.perAccountClient, limits.perAccountClientUnderAttack),
  };
  const pair = (account: string, client: string) => `${account}\n${client}`;

  return {
    async admit(executor, client, account) {
      const fromClient = await limiter.hit(executor, perClient, client);
      // NOTE: a refused client's attempts are checked against nothing, so they count against no
      // account: a flood of addresses from one client adds no counter per address, and cannot
      // put an account under attack from one place.
      if (!fromClient.allowed || account === undefined) return fromClient;
      const onAccount = await limiter.hit(executor, perAccount, account);
      const onAccountFromClient = await limiter.hit(
        executor,
        onAccount.allowed ? perAccountClient : perAccountClientUnderAttack,
        pair(account, client),
      );
      return onAccountFromClient;
    },
    async succeeded(executor, account, client) {
      await limiter.reset(executor, perAccountClient, pair(account, client));
    },
  };
}
