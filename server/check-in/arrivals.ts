import {
  checkInRefusalMessages,
  type CheckInBatch,
  type CheckInBatchAnswer,
  type CheckInItem,
  type CheckInOutcome,
  type CheckInRefusal,
  type UndoAnswer,
} from '#schemas/check-in/check-ins.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { toBoolean, toStoredRow } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { codeBookOf, matchCode, type CodeBook } from './codes.ts';
import { arrivalsOf, countsOf, doorCounts, eventAtDoor, type NoDoor } from './door-list.ts';
import { guestsAtDoor, refusalOf, type GuestAtDoor } from './event-guests-at-door.ts';

/**
 * Guests arriving at an event's door (docs/decisions/064-check-in-codes.md): a phone's batch of
 * check-ins, recorded in one transaction, and an arrival undone. A guest is checked in once
 * whatever is sent: the unique index over the event and her row (migration 033) decides it, so
 * a batch sent again, or two phones checking her in at the same moment on any instance, add no
 * second arrival; each is told when she was first recorded.
 */

type EventAtDoor = Pick<EventRecord, 'id' | 'document'>;

/** Who checks in, from which phone, and the server's clock. */
export type DoorHand = {
  email: string;
  device?: string;
  now: Date;
  /**
   * Whether she may read the guests' addresses (an organiser may; a `door` account may not,
   * docs/decisions/068-the-door-role.md): only then does a walk-in's address find the guest it
   * is, which would tell her whose address it is.
   */
  readsAddresses: boolean;
};

/** Rows per insert: well inside both engines' limits on bound values. */
const rowsPerInsert = 500;

function refused(key: string, reason: CheckInRefusal): CheckInOutcome {
  return { key, outcome: 'refused', reason, message: checkInRefusalMessages[reason] };
}

/** Whom one check-in names among the event's people, or why nobody expected. */
function guestOf(
  item: CheckInItem,
  byId: ReadonlyMap<number, GuestAtDoor>,
  book: () => CodeBook<GuestAtDoor>,
): GuestAtDoor | CheckInRefusal {
  let guest: GuestAtDoor | undefined;
  if (item.code !== undefined) {
    const match = matchCode(book(), item.code);
    if ('refused' in match) return match.refused;
    guest = match.guest;
  } else {
    guest = byId.get(item.guest!);
    if (!guest) return 'unknown-guest';
  }
  return refusalOf(guest) ?? guest;
}

/** A phone's time, but never later than the server's: a clock running fast records no future. */
function arrivedAt(item: CheckInItem, now: Date): string {
  return item.at > now.toISOString() ? now.toISOString() : item.at;
}

/**
 * Records a phone's check-ins at event `eventId`'s door in one transaction. Each is answered on
 * its own: checked in, already there, or refused with its reason; none fails the batch.
 */
export function checkInBatch(
  database: Database,
  secret: string,
  eventId: number,
  batch: CheckInBatch,
  hand: DoorHand,
): Promise<CheckInBatchAnswer | NoDoor> {
  return inTransaction(database, async (executor) => {
    const event = await eventAtDoor(executor, eventId);
    if (typeof event === 'string') return event;
    return recordArrivals(executor, secret, event, batch, hand);
  });
}

async function recordArrivals(
  executor: Executor,
  secret: string,
  event: EventAtDoor,
  batch: CheckInBatch,
  hand: DoorHand,
): Promise<CheckInBatchAnswer> {
  const guests = await guestsAtDoor(executor, event);
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  let book: CodeBook<GuestAtDoor> | undefined;
  const bookOf = () => (book ??= codeBookOf(secret, event.id, guests));

  const named = batch.checkIns.map((item) => ({ item, guest: guestOf(item, byId, bookOf) }));
  // The first check-in of each guest in the batch is the one stored; the others are told of it.
  const firstOf = new Map<number, CheckInItem>();
  for (const { item, guest } of named) {
    if (typeof guest !== 'string' && !firstOf.has(guest.id)) firstOf.set(guest.id, item);
  }
  // NOTE: in one order of rows on every instance, so that two batches naming the same guests
  // wait for each other rather than deadlock on the unique index (PostgreSQL).
  const rows = [...firstOf]
    .sort(([a], [b]) => a - b)
    .map(([id, item]) =>
      toStoredRow(executor.engine, {
        event_id: event.id,
        submission_table: event.document.form.table,
        submission_id: id,
        arrived_at: arrivedAt(item, hand.now),
        checked_in_by: hand.email,
        device: hand.device ?? null,
        walk_in: false,
        request_key: item.key,
      }),
    );
  let stored = 0;
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const inserted = await executor.db
      .insertInto('check_ins')
      .values(rows.slice(start, start + rowsPerInsert))
      .onConflict((conflict) =>
        conflict.columns(['event_id', 'submission_table', 'submission_id']).doNothing(),
      )
      .returning('id')
      .execute();
    stored += inserted.length;
  }

  const arrivals = await arrivalsOf(executor, event);
  const outcomes = named.map(({ item, guest }): CheckInOutcome => {
    if (typeof guest === 'string') return refused(item.key, guest);
    const arrival = arrivals.get(guest.id);
    // NOTE: only an undo committed between the insert and this read leaves her without one:
    // the batch rolls back, and the phone's retry records her.
    if (!arrival) throw new Error('An arrival was undone while its batch was recorded.');
    return {
      key: item.key,
      outcome: arrival.requestKey === item.key ? 'checked-in' : 'already',
      guest: guest.id,
      arrivedAt: arrival.arrivedAt,
    };
  });
  const refusedCount = outcomes.filter((outcome) => outcome.outcome === 'refused').length;
  await recordAudit(executor, {
    actor: hand.email,
    action: 'check-in.arrive',
    target: 'check_ins',
    rowCount: stored,
    details: {
      event: event.id,
      already: batch.checkIns.length - refusedCount - stored,
      refused: refusedCount,
    },
  });
  return { outcomes, counts: countsOf(guests, arrivals) };
}

/**
 * The registration a walk-in's arrival made goes with it when her arrival is undone, unless
 * something was kept of it since (a decision, a mail): then it stays, and she is expected.
 */
async function removeWalkIn(executor: Executor, event: EventAtDoor, id: number): Promise<boolean> {
  const table = event.document.form.table;
  const [change, mail] = await Promise.all([
    executor.db
      .selectFrom('status_changes')
      .select('id')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .executeTakeFirst(),
    executor.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .executeTakeFirst(),
  ]);
  if (change || mail) return false;
  const { db, table: name } = submissionTable(executor, table);
  const removed = await db
    .deleteFrom(name)
    .where('id', '=', id)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/**
 * Undoes guest `id`'s arrival at event `eventId`'s door: she is expected again, or, had she
 * walked in, her registration is taken off with it. Nothing to undo is no error: an undo sent
 * twice finds her not checked in.
 */
export function undoCheckIn(
  database: Database,
  eventId: number,
  id: number,
  hand: DoorHand,
): Promise<UndoAnswer | NoDoor> {
  return inTransaction(database, async (executor) => {
    const event = await eventAtDoor(executor, eventId);
    if (typeof event === 'string') return event;
    return undoArrival(executor, event, id, hand);
  });
}

async function undoArrival(
  executor: Executor,
  event: EventAtDoor,
  id: number,
  hand: DoorHand,
): Promise<UndoAnswer> {
  const undone = await executor.db
    .deleteFrom('check_ins')
    .where('event_id', '=', event.id)
    .where('submission_table', '=', event.document.form.table)
    .where('submission_id', '=', id)
    .returning(['walk_in'])
    .executeTakeFirst();
  if (undone) {
    const walkIn = toBoolean(undone.walk_in) && (await removeWalkIn(executor, event, id));
    await recordAudit(executor, {
      actor: hand.email,
      action: 'check-in.undo',
      target: event.document.form.table,
      targetId: id,
      rowCount: 1,
      details: { event: event.id, ...(walkIn && { walkIn }) },
    });
  }
  return {
    guest: id,
    outcome: undone ? 'undone' : 'not-checked-in',
    counts: await doorCounts(executor, event),
  };
}
