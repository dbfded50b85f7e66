import { randomBytes } from 'node:crypto';
import type { Executor } from './db/database.ts';

const storedName = 'app';

/**
 * The server's signing key: `APP_SECRET` when set (server/env.ts checks its length); otherwise
 * one made at the first start and kept in the database, so `npm start` needs nothing and every
 * instance on one PostgreSQL database uses the same key. Two instances starting at once both
 * try to store theirs; the first insert wins and both read it back.
 */
export async function resolveAppSecret(
  executor: Executor,
  configured: string | undefined,
): Promise<string> {
  if (configured !== undefined) return configured;
  await executor.db
    .insertInto('app_secrets')
    .values({ name: storedName, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await executor.db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', storedName)
    .executeTakeFirstOrThrow();
  return row.value;
}
