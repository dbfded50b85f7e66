import {
  inviterMayStillInvite,
  type AdminRole,
  type InvitationState,
  type Organiser,
  type OrganiserList,
  type PendingInvitation,
} from '#schemas/organisers/organisers.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import {
  holdTransactionLock,
  inTransaction,
  isUniqueViolation,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { queueMails, mailDomain } from '#server/mail/outbox.ts';
import { invitationEnvelope } from '#server/mail/invitation-mail.ts';
import { normaliseEmail } from './accounts.ts';
import {
  invitationLifetimeMs,
  invitationToken,
  invitationTokenHash,
  newInvitationNonce,
} from '#server/mail/invitation-link.ts';
import type { AdminSession } from './sessions.ts';
import { doorsByAccount } from './doors.ts';

/**
 * The organisers and their roles (docs/decisions/045-organiser-roles.md): an owner invites by
 * mail, changes roles and removes; an invitee joins from her link. Every change is recorded in
 * the audit log in its own transaction. The organisers' changes hold one lock, so of two owners
 * acting at the same moment the second reads what the first did: the last owner is never
 * removed or demoted.
 */

/** Held by every change to the organisers; shared by what acts on an organiser's role as it is. */
export const organisersLock = 'organisers';

function pendingInvitations(executor: Executor, now: Date) {
  return executor.db
    .selectFrom('admin_invitations')
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
}

export async function listOrganisers(
  executor: Executor,
  viewer: Pick<AdminSession, 'userId'>,
  now = new Date(),
): Promise<OrganiserList> {
  const [users, invitations] = await Promise.all([
    executor.db
      .selectFrom('admin_users')
      .select(['id', 'email', 'name', 'role', 'created_at'])
      .orderBy('email')
      .execute(),
    pendingInvitations(executor, now)
      .select(['id', 'email', 'name', 'role', 'invited_by', 'created_at', 'expires_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const doors = await doorsByAccount(executor);
  return {
    organisers: users.map((user): Organiser => ({
      id: Number(user.id),
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: String(user.created_at),
      you: Number(user.id) === viewer.userId,
      doors: user.role === 'door' ? (doors.get(Number(user.id)) ?? []) : [],
    })),
    invitations: invitations.map((invitation): PendingInvitation => ({
      id: Number(invitation.id),
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      invitedBy: invitation.invited_by,
      createdAt: String(invitation.created_at),
      expiresAt: String(invitation.expires_at),
    })),
  };
}

/** Every account's name by its email, for the audit log's "who" (accounts with a name only). */
export async function organiserNames(executor: Executor): Promise<Record<string, string>> {
  const rows = await executor.db
    .selectFrom('admin_users')
    .select(['email', 'name'])
    .where('name', '!=', '')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.email, row.name]));
}

/** Why a change was refused; the route answers each with its own status and words. */
export type OrganiserRefusal =
  | 'not-found'
  | 'already-organiser'
  | 'last-owner'
  | 'not-owner'
  | 'yourself'
  | 'not-door'
  | 'unknown-event';

export class OrganiserChangeRefused extends Error {
  override name = 'OrganiserChangeRefused';
  constructor(readonly reason: OrganiserRefusal) {
    super(reason);
  }
}

/**
 * Under the organisers' lock: the acting owner is an owner still (another owner may have changed
 * her role a moment ago; her request was let in before).
 */
async function lockAsOwner(trx: Executor, actor: AdminSession): Promise<void> {
  await holdTransactionLock(trx, organisersLock);
  const row = await trx.db
    .selectFrom('admin_users')
    .select('role')
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  if (row?.role !== 'owner') throw new OrganiserChangeRefused('not-owner');
}

/**
 * An invitation and its mail, in one transaction: an earlier pending invitation of the same
 * address is cancelled (its link stops working). Refused when she has an account already.
 */
export async function inviteOrganiser(
  { database, appSecret }: { database: Database; appSecret: string },
  actor: AdminSession,
  invitee: { email: string; name: string; role: AdminRole },
  now = new Date(),
): Promise<{ id: number }> {
  const email = normaliseEmail(invitee.email);
  const nonce = newInvitationNonce();
  return inTransaction(database, async (trx) => {
    await lockAsOwner(trx, actor);
    const account = await trx.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (account) throw new OrganiserChangeRefused('already-organiser');
    await trx.db
      .updateTable('admin_invitations')
      .set({ cancelled_at: now.toISOString() })
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    const { id } = await trx.db
      .insertInto('admin_invitations')
      .values({
        email,
        name: invitee.name,
        role: invitee.role,
        nonce,
        token_hash: invitationTokenHash(invitationToken(appSecret, nonce)),
        invited_by: actor.email,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + invitationLifetimeMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invitationId = Number(id);
    await queueMails(
      trx,
      [
        {
          submission: { table: 'admin_invitations', id: invitationId },
          envelope: invitationEnvelope({ email, name: invitee.name }),
        },
      ],
      { domain: mailDomain, now: now.getTime() },
    );
    await recordAudit(trx, {
      actor: actor.email,
      action: 'organiser.invite',
      target: 'admin_invitations',
      targetId: invitationId,
      details: { role: invitee.role },
    });
    return { id: invitationId };
  });
}

/** Cancels a pending invitation: its link stops working. */
export async function cancelInvitation(
  database: Database,
  actor: AdminSession,
  id: number,
  now = new Date(),
): Promise<void> {
  await inTransaction(database, async (trx) => {
    await lockAsOwner(trx, actor);
    const { numUpdatedRows } = await trx.db
      .updateTable('admin_invitations')
      .set({ cancelled_at: now.toISOString() })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new OrganiserChangeRefused('not-found');
    await recordAudit(trx, {
      actor: actor.email,
      action: 'organiser.cancel-invitation',
      target: 'admin_invitations',
      targetId: id,
    });
  });
}

/** The account `id`, and whether taking it from the owners would leave none. */
async function changedAccount(trx: Executor, id: number) {
  const account = await trx.db
    .selectFrom('admin_users')
    .select(['id', 'email', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!account) throw new OrganiserChangeRefused('not-found');
  return account;
}

async function isLastOwner(trx: Executor, account: { role: AdminRole }): Promise<boolean> {
  if (account.role !== 'owner') return false;
  const { owners } = await trx.db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(owners) <= 1;
}

/**
 * Gives the account `id` another role; it applies at her next request (the session reads the
 * role). Refused when she is the last owner and would be one no longer.
 */
export async function changeRole(
  database: Database,
  actor: AdminSession,
  id: number,
  role: AdminRole,
): Promise<{ changed: boolean }> {
  return inTransaction(database, async (trx) => {
    await lockAsOwner(trx, actor);
    const account = await changedAccount(trx, id);
    if (account.role === role) return { changed: false };
    if (role !== 'owner' && (await isLastOwner(trx, account))) {
      throw new OrganiserChangeRefused('last-owner');
    }
    await trx.db
      .updateTable('admin_users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: actor.email,
      action: 'organiser.role',
      target: 'admin_users',
      targetId: id,
      details: { role, was: account.role },
    });
    return { changed: true };
  });
}

/**
 * Removes the account `id` and ends her sessions at once (her next request is a 401). Refused
 * for the last owner, and for herself (an owner leaves by another owner's hand).
 */
export async function removeOrganiser(
  database: Database,
  actor: AdminSession,
  id: number,
): Promise<void> {
  await inTransaction(database, async (trx) => {
    await lockAsOwner(trx, actor);
    const account = await changedAccount(trx, id);
    if (account.id === actor.userId) throw new OrganiserChangeRefused('yourself');
    if (await isLastOwner(trx, account)) throw new OrganiserChangeRefused('last-owner');
    await trx.db.deleteFrom('admin_sessions').where('user_id', '=', id).execute();
    await trx.db.deleteFrom('admin_users').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: actor.email,
      action: 'organiser.remove',
      target: 'admin_users',
      targetId: id,
      details: { role: account.role },
    });
  });
}

/** The invitation a link's token names, if any, with its inviter's role as it is now. */
async function invitationOf(executor: Executor, token: string) {
  return executor.db
    .selectFrom('admin_invitations')
    .leftJoin('admin_users', 'admin_users.email', 'admin_invitations.invited_by')
    .selectAll('admin_invitations')
    .select('admin_users.role as inviterRole')
    .where('admin_invitations.token_hash', '=', invitationTokenHash(token))
    .executeTakeFirst();
}

type StoredInvitation = NonNullable<Awaited<ReturnType<typeof invitationOf>>>;

function stateOf(invitation: StoredInvitation | undefined, now: Date): InvitationState {
  if (!invitation) return { state: 'invalid' };
  if (invitation.accepted_at !== null) return { state: 'used' };
  if (invitation.cancelled_at !== null) return { state: 'cancelled' };
  if (Date.parse(String(invitation.expires_at)) <= now.getTime()) return { state: 'expired' };
  if (!inviterMayStillInvite(invitation.inviterRole)) return { state: 'withdrawn' };
  return {
    state: 'ready',
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
  };
}

/** What a link names, changing nothing (mail scanners open links). */
export async function invitationState(
  executor: Executor,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  return stateOf(await invitationOf(executor, token), now);
}

/**
 * She joins: her account with the invitation's name and role and the password she chose (hashed
 * before), the invitation used, in one transaction. The link works once: of two at the same
 * moment, the conditional update lets one through. Under the organisers' lock, so her inviter's
 * role is read after any change to it made at the same moment (a demotion comes first, or
 * waits until she has joined).
 */
export async function acceptInvitation(
  database: Database,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<InvitationState & { userId?: number }> {
  return inTransaction(database, async (trx) => {
    await holdTransactionLock(trx, organisersLock);
    const invitation = await invitationOf(trx, token);
    const state = stateOf(invitation, now);
    if (state.state !== 'ready' || !invitation) return state;
    const { numUpdatedRows } = await trx.db
      .updateTable('admin_invitations')
      .set({ accepted_at: now.toISOString() })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return { state: 'used' };
    let userId: number;
    try {
      const inserted = await trx.db
        .insertInto('admin_users')
        .values({
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
          password_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = Number(inserted.id);
    } catch (error) {
      // An account of this address was made meanwhile (npm run admin:create): the link is spent.
      if (isUniqueViolation(error)) throw new OrganiserChangeRefused('already-organiser');
      throw error;
    }
    await recordAudit(trx, {
      actor: invitation.email,
      action: 'organiser.join',
      target: 'admin_users',
      targetId: userId,
      details: { role: invitation.role },
    });
    return { state: 'joined', email: invitation.email, userId };
  });
}

/**
 * An owner gives a `door` account the doors of `eventIds` (the whole list: the others are taken
 * back), in one transaction with its audit entry (server/organisers/doors.ts reads them). Refused
 * for an account of another role or an event that does not exist.
 */
export async function giveDoors(
  database: Database,
  actor: AdminSession,
  id: number,
  eventIds: readonly number[],
): Promise<{ doors: number[] }> {
  const doors = [...new Set(eventIds)].sort((a, b) => a - b);
  return inTransaction(database, async (trx) => {
    await lockAsOwner(trx, actor);
    const account = await changedAccount(trx, id);
    if (account.role !== 'door') throw new OrganiserChangeRefused('not-door');
    if (doors.length > 0) {
      const found = await trx.db
        .selectFrom('events')
        .select('id')
        .where('id', 'in', doors)
        .execute();
      if (found.length !== doors.length) throw new OrganiserChangeRefused('unknown-event');
    }
    await trx.db.deleteFrom('door_events').where('admin_user_id', '=', id).execute();
    if (doors.length > 0) {
      await trx.db
        .insertInto('door_events')
        .values(doors.map((event_id) => ({ admin_user_id: id, event_id, given_by: actor.email })))
        .execute();
    }
    await recordAudit(trx, {
      actor: actor.email,
      action: 'organiser.doors',
      target: 'admin_users',
      targetId: id,
      details: { events: doors },
    });
    return { doors };
  });
}
