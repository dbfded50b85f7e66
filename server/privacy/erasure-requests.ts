import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '#schemas/organisers/audit-log.ts';
import type { ErasureAnswer, PendingErasureRequest } from '#schemas/privacy/your-data-api.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { recipientAddress } from '#server/mail/outbox.ts';
import { eraseRecords, type ErasedCount } from './erase-person.ts';
import { scrubAfterErasure } from './scrub-after-erasure.ts';
import { holdsAnything } from './held-data.ts';
import { findOwnRecords } from './person-records.ts';

/**
 * A person's request, from her "Your data" link, that what is held for her address be erased
 * (docs/decisions/047-your-data.md): the organiser confirms it in the admin, or it is carried out
 * by itself once due (`ERASURE_REQUEST_DAYS` after it was asked; the daily retention job calls
 * {@link carryOutDueErasureRequests}). Carrying it out erases what was sent from exactly her
 * address, as her link showed it (`findOwnRecords`), with its audit entry in one transaction and
 * clears the request's address: afterwards it keeps only its dates and who carried it out.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Her open request's due time, if she has one. */
export async function pendingErasureDueAt(
  executor: Executor,
  email: string,
): Promise<string | null> {
  const row = await executor.db
    .selectFrom('erasure_requests')
    .select('due_at')
    .where('email', '=', recipientAddress(email))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.due_at ?? null;
}

/**
 * Records her request, once: asking again (or twice at once) finds the first. Nothing held,
 * nothing to erase: no request is stored.
 */
export async function requestErasure(
  database: Database,
  email: string,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<Exclude<ErasureAnswer, { state: 'invalid' | 'expired' }>> {
  const address = recipientAddress(email);
  return inTransaction(database, async (trx) => {
    const records = await findOwnRecords(trx, address);
    if (!holdsAnything(records)) return { state: 'nothing-held' as const };
    const stored = await trx.db
      .insertInto('erasure_requests')
      .values({
        email: address,
        requested_at: now.toISOString(),
        due_at: new Date(now.getTime() + days * dayMs).toISOString(),
      })
      // NOTE: on PostgreSQL a request made at the same moment waits here for the other's commit,
      // then finds its row below.
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(['id', 'due_at'])
      .executeTakeFirst();
    if (!stored) {
      const dueAt = await pendingErasureDueAt(trx, address);
      if (dueAt === null) throw new Error('An erasure request vanished while it was asked again.');
      return { state: 'requested' as const, dueAt, already: true };
    }
    await recordAudit(trx, {
      actor: systemActor,
      action: 'person.erasure-request',
      target: 'erasure_requests',
      targetId: Number(stored.id),
      rowCount: records.rows.length,
    });
    return { state: 'requested' as const, dueAt: stored.due_at, already: false };
  });
}

/** The requests waiting, oldest first, each with how many of her forms are held now. */
export async function listPendingErasureRequests(
  executor: Executor,
): Promise<PendingErasureRequest[]> {
  const rows = await executor.db
    .selectFrom('erasure_requests')
    .select(['id', 'email', 'requested_at', 'due_at'])
    .where('status', '=', 'pending')
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  const requests: PendingErasureRequest[] = [];
  for (const row of rows) {
    if (row.email === null) continue;
    const records = await findOwnRecords(executor, row.email);
    requests.push({
      id: Number(row.id),
      email: row.email,
      requestedAt: row.requested_at,
      dueAt: row.due_at,
      heldSubmissions: records.rows.length,
    });
  }
  return requests;
}

/**
 * Carries out request `id` if it is still pending: marks it done and clears its address (a
 * conditional update: of two at once, one carries it out), erases what is held and records
 * `person.erase`, all in the caller's transaction.
 */
async function carryOut(
  executor: Executor,
  id: number,
  { actor, by, now }: { actor: string; by: 'organiser' | 'system'; now: Date },
): Promise<ErasedCount | undefined> {
  const request = await executor.db
    .selectFrom('erasure_requests')
    .select('email')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!request?.email) return undefined;
  const updated = await executor.db
    .updateTable('erasure_requests')
    .set({
      status: 'carried-out',
      email: null,
      carried_out_at: now.toISOString(),
      carried_out_by: by,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  const erased = await eraseRecords(executor, await findOwnRecords(executor, request.email), now);
  await recordAudit(executor, {
    actor,
    action: 'person.erase',
    target: 'erasure_requests',
    targetId: id,
    rowCount: erased.rows,
    details: { mails: erased.mails, ...(by === 'system' ? { cause: 'erasure-request-due' } : {}) },
  });
  return erased;
}

/** The organiser confirms request `id`: carried out now, in her name; undefined if it was not pending. */
export async function confirmErasureRequest(
  database: Database,
  id: number,
  organiser: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<ErasedCount | undefined> {
  const erased = await inTransaction(database, (trx) =>
    carryOut(trx, id, { actor: organiser, by: 'organiser', now }),
  );
  if (erased) await scrubAfterErasure(database, erasedTables(erased), log);
  return erased;
}

/** The tables an erasure request's carrying out changed: the rows', and the request's own. */
function erasedTables(erased: ErasedCount): string[] {
  return [...Object.keys(erased.tables), 'erasure_requests'];
}

/**
 * Carries out every request due by `now` that the organiser has not confirmed, each in its own
 * transaction, in the server's name; returns how many it carried out. The daily retention job
 * calls it; safe at the same moment on several instances (each request is carried out once).
 */
export async function carryOutDueErasureRequests(
  database: Database,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const due = await database.db
    .selectFrom('erasure_requests')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', now.toISOString())
    .orderBy('id')
    .execute();
  let carried = 0;
  const tables: string[] = [];
  for (const { id } of due) {
    const erased = await inTransaction(database, (trx) =>
      carryOut(trx, Number(id), { actor: systemActor, by: 'system', now }),
    );
    if (!erased) continue;
    carried += 1;
    tables.push(...erasedTables(erased));
  }
  if (carried > 0) await scrubAfterErasure(database, tables, log);
  return carried;
}
