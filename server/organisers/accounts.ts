import {
  minimumPasswordLength,
  roleAllows,
  type AdminAccess,
} from '#schemas/organisers/organisers.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { hashPassword } from './password.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountError extends Error {
  override name = 'AccountError';
}

/**
 * Creates an admin, or resets the password of an existing one (ending every session it had);
 * either way the account is an owner (docs/decisions/045-organiser-roles.md): whoever runs the
 * command on the server can do everything already. There is no default account: this and an
 * owner's invitation (invitations.ts) are the only ways one comes to exist.
 */
export async function createOrResetAdmin(
  database: Database,
  rawEmail: string,
  password: string,
  { hash = hashPassword }: { hash?: (password: string) => Promise<string> } = {},
): Promise<'created' | 'reset'> {
  const email = normaliseEmail(rawEmail);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AccountError(`"${rawEmail}" is not an email address.`);
  }
  if (password.length < minimumPasswordLength) {
    throw new AccountError(`The password must be at least ${minimumPasswordLength} characters.`);
  }
  const passwordHash = await hash(password);
  const existing = await database.db
    .selectFrom('admin_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    await inTransaction(database, async ({ db }) => {
      await db
        .updateTable('admin_users')
        .set({
          password_hash: passwordHash,
          role: 'owner',
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', existing.id)
        .execute();
      await db.deleteFrom('admin_sessions').where('user_id', '=', existing.id).execute();
    });
    return 'reset';
  }
  await database.db
    .insertInto('admin_users')
    .values({ email, password_hash: passwordHash, role: 'owner' })
    .execute();
  return 'created';
}

export async function findAdminByEmail(database: Executor, email: string) {
  return database.db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/**
 * Whether the account `email` may do what `access` names, by its role as stored now: what an
 * account set going to act later (an event's waitlist setting) acts only while she still may
 * (docs/decisions/049-kept-mails-without-keys.md). False when there is no such account.
 */
export async function accountAllows(
  executor: Executor,
  email: string,
  access: AdminAccess,
): Promise<boolean> {
  const account = await executor.db
    .selectFrom('admin_users')
    .select('role')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return account !== undefined && roleAllows(account.role, access);
}
