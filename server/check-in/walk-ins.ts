import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { WalkInAnswer, WalkInRequest } from '#schemas/check-in/check-ins.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { clearedValue, personalColumns } from '#schemas/privacy/personal-data.ts';
import { formStores, type SubmissionValues } from '#schemas/submissions/submission-forms.ts';
import type { EventFormTable } from '#schemas/events/event-document.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import {
  inTransaction,
  isUniqueViolation,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { toBoolean, toStoredRow } from '#server/db/schema.ts';
import { earlierApplication } from '#server/db/submission-rows.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { DoorHand } from './arrivals.ts';
import { checkInCode } from './codes.ts';
import { arrivalsOf, doorCounts, doorGuestOf, eventAtDoor, type NoDoor } from './door-list.ts';
import { guestAtDoor, isExpected } from './event-guests-at-door.ts';

/**
 * A guest nobody expected, added at the door (docs/decisions/064-check-in-codes.md): a
 * registration in the event's form table, approved, holding what she gave at the door (her name,
 * and her company and address if she gave them; the form's other fields empty, as an erased
 * row's are), and her arrival marked walk-in, in one transaction. No mail is sent for it. The
 * phone's key makes it once: the registration's submission key is made from it.
 */

type EventAtDoor = Pick<EventRecord, 'id' | 'document'>;

/** Attempts at a walk-in whose insert met a row stored at the same moment (the same key). */
const walkInAttempts = 3;

/** A walk-in's registration key: the phone's key, apart from any form fill's. */
function walkInKey(key: string): string {
  return `walk-in-${key}`;
}

/** Her values as the form's table holds them: what she gave, the rest empty. */
function walkInValues(event: EventAtDoor, request: WalkInRequest) {
  const table = event.document.form.table;
  const { eventName, eventDate } = event.document.form;
  return {
    ...Object.fromEntries(
      personalColumns(table).map((column) => [column, clearedValue(table, column)]),
    ),
    full_name: request.name,
    company: request.company ?? clearedValue(table, 'company'),
    email: request.email ?? '',
    ...(formStores(table, 'event_name') && { event_name: eventName ?? '' }),
    ...(formStores(table, 'event_date') && { event_date: eventDate ?? '' }),
  } as SubmissionValues<EventFormTable>;
}

/** The guest a walk-in's key checked in before, as the door shows her now. */
async function checkedInWithKey(
  executor: Executor,
  secret: string,
  event: EventAtDoor,
  key: string,
): Promise<WalkInAnswer | undefined> {
  const before = await executor.db
    .selectFrom('check_ins')
    .select('submission_id')
    .where('event_id', '=', event.id)
    .where('request_key', '=', key)
    .executeTakeFirst();
  return before && answerOf(executor, secret, event, Number(before.submission_id), 'already');
}

async function answerOf(
  executor: Executor,
  secret: string,
  event: EventAtDoor,
  id: number,
  outcome: WalkInAnswer['outcome'],
): Promise<WalkInAnswer | undefined> {
  const [guest, arrivals, counts] = await Promise.all([
    guestAtDoor(executor, event, id),
    arrivalsOf(executor, event),
    doorCounts(executor, event),
  ]);
  if (!guest) return undefined;
  const code = checkInCode(secret, { eventId: event.id, table: guest.table, id });
  return { outcome, guest: doorGuestOf(guest, arrivals.get(id), code), counts };
}

async function insertArrival(
  executor: Executor,
  event: EventAtDoor,
  id: number,
  { key, walkIn }: { key: string; walkIn: boolean },
  hand: DoorHand,
): Promise<boolean> {
  const inserted = await executor.db
    .insertInto('check_ins')
    .values(
      toStoredRow(executor.engine, {
        event_id: event.id,
        submission_table: event.document.form.table,
        submission_id: id,
        arrived_at: hand.now.toISOString(),
        checked_in_by: hand.email,
        device: hand.device ?? null,
        walk_in: walkIn,
        request_key: key,
      }),
    )
    .onConflict((conflict) =>
      conflict.columns(['event_id', 'submission_table', 'submission_id']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether row `id` of the event came in at its door, as a walk-in. */
async function cameAsWalkIn(executor: Executor, event: EventAtDoor, id: number): Promise<boolean> {
  const arrival = await executor.db
    .selectFrom('check_ins')
    .select('walk_in')
    .where('event_id', '=', event.id)
    .where('submission_table', '=', event.document.form.table)
    .where('submission_id', '=', id)
    .executeTakeFirst();
  return arrival !== undefined && toBoolean(arrival.walk_in);
}

/** Stores her registration; its id. */
async function storeWalkIn(
  executor: Executor,
  event: EventAtDoor,
  request: WalkInRequest,
  duplicateOf: number | null,
  now: Date,
): Promise<number> {
  const { db, table } = submissionTable(executor, event.document.form.table);
  const row = await db
    .insertInto(table)
    .values({
      ...toStoredRow(executor.engine, { ...walkInValues(event, request), suspected_spam: false }),
      submission_key: walkInKey(request.key),
      applicant_key: request.email ? applicantKey(request.email) : null,
      duplicate_of: duplicateOf,
      event_id: event.id,
      status: 'approved',
      status_changed_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function addWalkInAt(
  executor: Executor,
  secret: string,
  event: EventAtDoor,
  request: WalkInRequest,
  hand: DoorHand,
): Promise<WalkInAnswer | undefined> {
  const before = await checkedInWithKey(executor, secret, event, request.key);
  if (before) return before;
  const table = event.document.form.table;
  // Her address is one the event knows already: an approved guest's is hers, checked in as
  // herself when whoever adds her may read addresses, or when it is a walk-in's (another phone
  // added her, at the same moment perhaps). To a door account a registered guest's would say
  // whose address it is: it is kept beside hers, as any other's is, as a second application is.
  const earlier = await earlierApplication(executor, table, walkInValues(event, request), event.id);
  const mayBeHers =
    earlier && (hand.readsAddresses || (await cameAsWalkIn(executor, event, earlier.id)));
  const known = mayBeHers && (await guestAtDoor(executor, event, earlier.id));
  if (known && isExpected(known)) {
    const arrived = await insertArrival(
      executor,
      event,
      known.id,
      { key: request.key, walkIn: false },
      hand,
    );
    await recordAudit(executor, {
      actor: hand.email,
      action: 'check-in.arrive',
      target: 'check_ins',
      rowCount: arrived ? 1 : 0,
      details: { event: event.id, already: arrived ? 0 : 1, refused: 0 },
    });
    return answerOf(executor, secret, event, known.id, 'expected');
  }
  const id = await storeWalkIn(executor, event, request, earlier?.id ?? null, hand.now);
  await insertArrival(executor, event, id, { key: request.key, walkIn: true }, hand);
  await recordAudit(executor, {
    actor: hand.email,
    action: 'check-in.walk-in',
    target: table,
    targetId: id,
    rowCount: 1,
    details: { event: event.id },
  });
  return answerOf(executor, secret, event, id, 'added');
}

/**
 * Adds a walk-in at event `eventId`'s door and checks her in. Sent again with the same key (a
 * retry, or two sends at the same moment on any instance), it is the guest added the first time.
 */
export async function addWalkIn(
  database: Database,
  secret: string,
  eventId: number,
  request: WalkInRequest,
  hand: DoorHand,
): Promise<WalkInAnswer | NoDoor> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await inTransaction(database, async (executor) => {
        const event = await eventAtDoor(executor, eventId);
        if (typeof event === 'string') return event;
        return addWalkInAt(executor, secret, event, request, hand);
      });
      if (answer) return answer;
      throw new Error('A walk-in was stored without a row to show.');
    } catch (error) {
      // The same key (or her address) stored at the same moment: the next attempt finds it.
      if (!isUniqueViolation(error) || attempt === walkInAttempts) throw error;
    }
  }
}
