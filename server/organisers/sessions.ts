import { createHash, randomBytes } from 'node:crypto';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import type { Database, Executor } from '#server/db/database.ts';

/** 30 minutes idle or 12 hours in all ends a session (docs/product/data.md#admin_sessions). */
export const idleTimeoutMs = 30 * 60 * 1000;
export const absoluteTimeoutMs = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (a read-heavy admin should not write per request). */
const touchIntervalMs = 60 * 1000;

/** A signed-in organiser: her role is read with the session, so a change applies at once. */
export type AdminSession = {
  sessionId: number;
  userId: number;
  email: string;
  name: string;
  role: AdminRole;
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 256 random bits in the cookie, only their SHA-256 in the database. */
export async function createSession(database: Executor, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await database.db
    .insertInto('admin_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + absoluteTimeoutMs).toISOString(),
    })
    .execute();
  return token;
}

export async function findSession(
  database: Executor,
  token: string,
  now = new Date(),
): Promise<AdminSession | null> {
  const row = await database.db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
    .select([
      'admin_sessions.id as sessionId',
      'admin_sessions.user_id as userId',
      'admin_sessions.last_seen_at as lastSeenAt',
      'admin_sessions.expires_at as expiresAt',
      'admin_users.email as email',
      'admin_users.name as name',
      'admin_users.role as role',
    ])
    .where('admin_sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;

  const at = now.getTime();
  const lastSeen = Date.parse(row.lastSeenAt);
  if (Date.parse(row.expiresAt) <= at || at - lastSeen >= idleTimeoutMs) {
    await database.db.deleteFrom('admin_sessions').where('id', '=', row.sessionId).execute();
    return null;
  }
  if (at - lastSeen >= touchIntervalMs) {
    await database.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    name: row.name,
    role: row.role,
  };
}

export async function deleteSession(database: Executor, token: string): Promise<boolean> {
  const { numDeletedRows } = await database.db
    .deleteFrom('admin_sessions')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Removes sessions past either limit (run now and then; expired ones never authenticate). */
export async function deleteExpiredSessions(database: Database, now = new Date()): Promise<void> {
  await database.db
    .deleteFrom('admin_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb('last_seen_at', '<=', new Date(now.getTime() - idleTimeoutMs).toISOString()),
      ]),
    )
    .execute();
}
