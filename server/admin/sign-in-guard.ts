import type { Executor } from '#server/db/database.ts';
import type { RateLimit, RateLimiter, RateLimitVerdict } from '#server/rate-limit.ts';

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

const fifteenMinutes = 15 * 60 * 1000;

export type SignInGuard = {
  /** Counts an attempt (pass the transaction it is counted in) and says whether to check it. */
  admit: (executor: Executor, account: string, client: string) => Promise<RateLimitVerdict>;
  /** A correct password: the client's count on this account starts again. */
  succeeded: (executor: Executor, account: string, client: string) => Promise<void>;
};

export function createSignInGuard(limiter: RateLimiter, limits: SignInLimits): SignInGuard {
  const rule = (scope: string, limit: number): RateLimit => ({
    scope,
    limit,
    windowMs: fifteenMinutes,
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
    async admit(executor, account, client) {
      const fromClient = await limiter.hit(executor, perClient, client);
      const onAccount = await limiter.hit(executor, perAccount, account);
      const onAccountFromClient = await limiter.hit(
        executor,
        onAccount.allowed ? perAccountClient : perAccountClientUnderAttack,
        pair(account, client),
      );
      if (!fromClient.allowed) return fromClient;
      return onAccountFromClient;
    },
    async succeeded(executor, account, client) {
      await limiter.reset(executor, perAccountClient, pair(account, client));
    },
  };
}
