import {
  isReviewStatus,
  organiserStatusesOf,
  type EventStanding,
  type StatusChange,
  type StatusChangeCause,
  type StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import { systemActor } from '#schemas/organisers/audit-log.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import {
  holdTransactionLock,
  inOpenOrNewTransaction,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { submissionValuesOf } from '#server/db/submission-rows.ts';
import { submissionEvents } from '#server/events/event-store.ts';
import { queueDecisionMails } from '#server/mail/queue-status-change-mails.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import { checkApprovalFits, countsPlaces, eventStanding } from '#server/events/capacity.ts';
import type { AdminSession } from '../organisers/sessions.ts';

/**
 * The organiser's decisions on rows (docs/product/data.md#review-status): a status change of one
 * or many rows, each kept in `status_changes` with who made it and the message for the person, in
 * one transaction.
 */

export class StatusNotAllowed extends Error {
  override name = 'StatusNotAllowed';
}

/**
 * Throws OverCapacity when approving `changing` would take one of their events past its places
 * (the capacity policy decides which events count their places: server/events/capacity.ts).
 */
async function checkCapacity(executor: Executor, changing: readonly Record<string, unknown>[]) {
  const eventOf = submissionEvents(executor);
  const byEvent = new Map<number, { event: EventRecord; adding: number }>();
  for (const row of changing) {
    const event = await eventOf(row);
    if (!event || !countsPlaces(event)) continue;
    const counted = byEvent.get(event.id) ?? { event, adding: 0 };
    byEvent.set(event.id, { ...counted, adding: counted.adding + 1 });
  }
  for (const { event, adding } of byEvent.values()) {
    await checkApprovalFits(executor, event, adding);
  }
}

/** Throws StatusNotAllowed unless the organiser may set `status` on rows of `table`. */
export function assertOrganiserStatus(table: SubmissionTable, status: string): void {
  if (!isReviewStatus(table, status) || !organiserStatusesOf(table).includes(status)) {
    throw new StatusNotAllowed(
      `The status must be one of: ${organiserStatusesOf(table).join(', ')}.`,
    );
  }
}

type ReadRow = { id: number; status: string } & Record<string, unknown>;

/**
 * Sets `status` on each row of `rows` whose status is still the one it was read with, and
 * returns the rows it changed. NOTE: each update names the status it read (compare-and-set): a
 * row someone else changed meanwhile (the applicant withdrawing through her link, on any
 * instance) keeps their change, and gets neither this status nor its mail; nor does a row erased
 * meanwhile.
 */
async function setStatusWhereUnchanged(
  executor: Executor,
  table: SubmissionTable,
  rows: readonly ReadRow[],
  status: string,
  at: string,
): Promise<ReadRow[]> {
  const { db, table: name } = submissionTable(executor, table);
  const changed = new Set<number>();
  for (const read of new Set(rows.map((row) => row.status))) {
    const group = rows.filter((row) => row.status === read).map((row) => row.id);
    const updated = await db
      .updateTable(name)
      .set({ status, status_changed_at: at })
      .where('id', 'in', group)
      .where('status', '=', read)
      // Erased meanwhile: its values as read must not go into a decision mail.
      .where('anonymised_at', 'is', null)
      .returning('id')
      .execute();
    for (const { id } of updated) changed.add(Number(id));
  }
  return rows.filter((row) => changed.has(row.id));
}

/** The statuses of rows `ids` as they are now. */
async function statusesNow(executor: Executor, table: SubmissionTable, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const { db, table: name } = submissionTable(executor, table);
  const rows = (await db
    .selectFrom(name)
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .execute()) as { id: number; status: string }[];
  return new Map(rows.map((row) => [Number(row.id), row.status]));
}

/** Who decides: an organiser, or an event's setting in the name of the organiser who set it. */
export type Decider = Pick<AdminSession, 'email'>;

/** Each changed row's stored event and the event as the decision left it, counted once per event. */
async function eventsOfRows(
  executor: Executor,
  rows: readonly ReadRow[],
): Promise<Map<number, { event: EventRecord; standing: EventStanding }>> {
  const eventOf = submissionEvents(executor);
  const standings = new Map<number, EventStanding>();
  const found = new Map<number, { event: EventRecord; standing: EventStanding }>();
  for (const row of rows) {
    const event = await eventOf(row);
    if (!event) continue;
    let standing = standings.get(event.id);
    if (!standing) {
      standing = await eventStanding(executor, event);
      standings.set(event.id, standing);
    }
    found.set(row.id, { event, standing });
  }
  return found;
}

/**
 * The status change of {@link changeStatus}, inside the open transaction `trx` (an approval of
 * the next person on the waitlist is made in a withdrawal's own transaction:
 * server/applications/waitlist.ts). Each decision mail keeps its event as the decision left it
 * (server/events/capacity.ts `eventStanding`), so the mail says only what was true
 * (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md).
 */
export async function changeStatusIn(
  trx: Executor,
  admin: Decider,
  table: SubmissionTable,
  ids: readonly number[],
  status: string,
  message: string | null = null,
  {
    confirmOverCapacity = false,
    cause = null,
  }: {
    confirmOverCapacity?: boolean;
    /** Set when no person decided it (the event's waitlist setting); kept in the history. */
    cause?: StatusChangeCause | null;
  } = {},
): Promise<StatusChangeResult> {
  assertOrganiserStatus(table, status);
  const wanted = [...new Set(ids)];
  let mailed = 0;
  await holdTransactionLock(trx, `status-change:${table}`);
  const { db, table: name } = submissionTable(trx, table);
  const rows = (await db
    .selectFrom(name)
    .selectAll()
    .where('id', 'in', wanted)
    .where('suspected_spam', '=', trx.engine === 'sqlite' ? 0 : false)
    .execute()) as ReadRow[];
  const found = new Set(rows.map((row) => row.id));
  // An erased row keeps its status: no decision can be told to a person no longer known
  // (docs/decisions/044-anonymised-rows.md), so it is left as a withdrawn one is.
  const candidates = rows.filter(
    (row) => row.status !== status && row.status !== 'withdrawn' && row.anonymised_at === null,
  );
  if (status === 'approved' && !confirmOverCapacity) {
    await checkCapacity(trx, candidates);
  }
  const at = new Date().toISOString();
  const changing = await setStatusWhereUnchanged(trx, table, candidates, status, at);
  if (changing.length > 0) {
    const history = await trx.db
      .insertInto('status_changes')
      .values(
        changing.map((row) => ({
          submission_table: table,
          submission_id: row.id,
          from_status: row.status,
          to_status: status,
          admin_email: admin.email,
          message,
          cause,
          created_at: at,
        })),
      )
      .returning(['id', 'submission_id'])
      .execute();
    const changeIds = new Map(history.map((entry) => [entry.submission_id, Number(entry.id)]));
    const events = await eventsOfRows(trx, changing);
    mailed = await queueDecisionMails(
      trx,
      changing.map((row) => ({
        submission: { table, id: row.id, values: submissionValuesOf(table, row) },
        status,
        statusChangeId: changeIds.get(row.id)!,
        standing: events.get(row.id)?.standing,
        event: events.get(row.id)?.event,
      })),
    );
  }
  const changedIds = new Set(changing.map((row) => row.id));
  // Only a row changed by someone else meanwhile has a status other than the one read.
  const now = await statusesNow(
    trx,
    table,
    candidates.filter((row) => !changedIds.has(row.id)).map((row) => row.id),
  );
  const unchanged = rows
    .filter((row) => !changedIds.has(row.id))
    .map((row) => ({ id: row.id, status: now.get(row.id) ?? row.status }))
    .sort((a, b) => a.id - b.id);
  // A waitlist setting's approval is the server's, not the organiser's (decision 043).
  await recordAudit(trx, {
    actor: cause ? systemActor : admin.email,
    action: 'submission.decide',
    target: table,
    targetId: wanted.length === 1 ? wanted[0] : null,
    rowCount: changedIds.size,
    details: { status, unchanged: unchanged.length, ...(cause && { cause }) },
  });
  return {
    changed: [...changedIds].sort((a, b) => a - b),
    unchanged,
    withdrawn: unchanged.filter((row) => row.status === 'withdrawn').length,
    missing: wanted.filter((id) => !found.has(id)).sort((a, b) => a - b),
    mailed,
  };
}

/**
 * Sets `status` on the rows `ids` of `table` and queues the decision mails (approval, waitlist,
 * decline) in the same transaction; throws StatusNotAllowed for a status it cannot set.
 *
 * The organiser's changes of one table are made one at a time, across every instance
 * (holdTransactionLock), so the places an approval counts are the places left when it is made:
 * no mix of approvals at once takes an event past its places without `confirmOverCapacity`. A
 * withdrawn row is the applicant's final word and is left as it is; so is a row someone else
 * changed between the read and the write (setStatusWhereUnchanged). Both come back in
 * `unchanged` with their status now.
 */
export async function changeStatus(
  { database, mailWorker }: { database: Database; mailWorker: Pick<MailWorker, 'wake'> },
  admin: Decider,
  table: SubmissionTable,
  ids: readonly number[],
  status: string,
  message: string | null = null,
  {
    confirmOverCapacity = false,
    within,
  }: {
    confirmOverCapacity?: boolean;
    /** An open transaction to decide in, which its caller ends; a new one otherwise. */
    within?: Executor;
  } = {},
): Promise<StatusChangeResult> {
  const result = await inOpenOrNewTransaction(database, within, (trx) =>
    changeStatusIn(trx, admin, table, ids, status, message, { confirmOverCapacity }),
  );
  // A caller's own transaction may still be rolled back: it wakes the worker itself.
  if (result.mailed > 0 && !within) mailWorker.wake();
  return result;
}

/** A row's status changes, oldest first. */
export async function statusHistory(
  database: Database,
  table: SubmissionTable,
  id: number,
): Promise<StatusChange[]> {
  const rows = await database.db
    .selectFrom('status_changes')
    .select(['from_status', 'to_status', 'admin_email', 'cause', 'message', 'created_at'])
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    by: row.admin_email,
    cause: row.cause,
    message: row.message,
    at: row.created_at,
  }));
}
