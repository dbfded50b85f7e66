import { quickHash } from '#tests/fixtures/admin.ts';
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { createOrResetAdmin, findAdminByEmail } from '#server/organisers/accounts.ts';
import { sessionCookieName, signedInHintCookieName } from '#server/organisers/cookies.ts';
import { createSession } from '#server/organisers/sessions.ts';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { e2eDatabasePath } from '../../../playwright.config.ts';

export type AdminAccount = { email: string; password: string };

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  // The server has the same file open in WAL mode; a second connection is fine.
  const database = createDatabase({ engine: 'sqlite', path: e2eDatabasePath });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

/** A fresh organiser account, the way `npm run admin:create` makes one (with a fast hash). */
export async function createAdminAccount(): Promise<AdminAccount> {
  const account = {
    email: `organiser-${randomBytes(6).toString('hex')}@example.com`,
    password: `pw-${randomBytes(12).toString('hex')}`,
  };
  await withDatabase((database) =>
    createOrResetAdmin(database, account.email, account.password, {
      hash: quickHash,
    }),
  );
  return account;
}

/**
 * Signs the browser context in without the sign-in form: a session made in the database, its
 * cookie set as the server would. Keeps the tests that are not about signing in clear of the
 * sign-in rate limit (20 attempts per address per 15 minutes). The account is an owner, as
 * `admin:create` makes one, unless `role` says otherwise.
 */
export async function signInDirectly(
  context: BrowserContext,
  baseURL: string,
  { role = 'owner' }: { role?: AdminRole } = {},
): Promise<AdminAccount> {
  const account = await createAdminAccount();
  const token = await withDatabase(async (database) => {
    const user = await findAdminByEmail(database, account.email);
    if (!user) throw new Error('The admin account was not created');
    await database.db.updateTable('admin_users').set({ role }).where('id', '=', user.id).execute();
    return createSession(database, user.id);
  });
  await context.addCookies([
    { name: sessionCookieName, value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' },
    { name: signedInHintCookieName, value: '1', url: baseURL, sameSite: 'Strict' },
  ]);
  return account;
}

/** Gives the account of `email` another role, as an owner would from the Organisers place. */
export async function setRole(email: string, role: AdminRole): Promise<void> {
  await withDatabase(async (database) => {
    await database.db.updateTable('admin_users').set({ role }).where('email', '=', email).execute();
  });
}
