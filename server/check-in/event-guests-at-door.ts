import type { CheckInRefusal } from '#schemas/check-in/check-ins.ts';
import type { EventFormTable } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import { reviewedRowsOf } from '#server/events/event-applications.ts';

/**
 * The people of an event as its door sees them: every row of its form's table the organiser
 * reviews (not suspected spam), with what the door may show of her and whether she is expected.
 * Expected is approved and not erased (docs/product/rules.md#check-in-codes); the others are
 * read too, so that a code or a row of theirs is refused with its reason.
 */

export type GuestAtDoor = {
  table: EventFormTable;
  id: number;
  status: string;
  /** Her personal values were cleared (docs/decisions/044-anonymised-rows.md). */
  erased: boolean;
  name: string;
  company: string;
};

type EventAtDoor = Pick<EventRecord, 'id' | 'document'>;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function guestOf(table: EventFormTable, row: Readonly<Record<string, unknown>>): GuestAtDoor {
  return {
    table,
    id: Number(row.id),
    status: String(row.status),
    erased: row.anonymised_at !== null && row.anonymised_at !== undefined,
    name: textOf(row.full_name),
    company: textOf(row.company),
  };
}

function doorRowsOf(executor: Executor, event: EventAtDoor) {
  return reviewedRowsOf(executor, event).select([
    'id',
    'status',
    'anonymised_at',
    'full_name',
    'company',
  ]);
}

/** Every reviewed row of the event, by id. */
export async function guestsAtDoor(executor: Executor, event: EventAtDoor): Promise<GuestAtDoor[]> {
  const rows = await doorRowsOf(executor, event).orderBy('id').execute();
  return rows.map((row) => guestOf(event.document.form.table, row));
}

/** Row `id` of the event, if it is one the organiser reviews. */
export async function guestAtDoor(
  executor: Executor,
  event: EventAtDoor,
  id: number,
): Promise<GuestAtDoor | undefined> {
  const row = await doorRowsOf(executor, event).where('id', '=', id).executeTakeFirst();
  return row && guestOf(event.document.form.table, row);
}

/** Why she cannot be checked in, or undefined when she is expected at the door. */
export function refusalOf(
  guest: Pick<GuestAtDoor, 'status' | 'erased'>,
): CheckInRefusal | undefined {
  if (guest.erased) return 'erased';
  switch (guest.status) {
    case 'approved':
      return undefined;
    case 'withdrawn':
      return 'withdrawn';
    case 'declined':
      return 'declined';
    default:
      return 'not-approved';
  }
}

export function isExpected(guest: Pick<GuestAtDoor, 'status' | 'erased'>): boolean {
  return refusalOf(guest) === undefined;
}
