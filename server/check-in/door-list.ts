import {
  hasDoor,
  type DoorCounts,
  type DoorGuest,
  type DoorList,
} from '#schemas/check-in/check-ins.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { formatEventDate } from '#schemas/events/event-schedule.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { toBoolean } from '#server/db/schema.ts';
import { eventById } from '#server/events/event-store.ts';
import { checkInCoder } from './codes.ts';
import { guestsAtDoor, isExpected, type GuestAtDoor } from './event-guests-at-door.ts';

/**
 * What an event's door shows (schemas/check-in/check-ins.ts `DoorList`): the guests expected, each
 * with her name, company, check-in code and arrival, and how many of them arrived. No address, no
 * answer of hers: only what a door needs to find her.
 */

type EventAtDoor = Pick<EventRecord, 'id' | 'document'>;

/** Why there is no door to check in at: no such event, or one held online. */
export type NoDoor = 'not-found' | 'no-door';

/** Event `id`, if it has a door (schemas/check-in/check-ins.ts `hasDoor`). */
export async function eventAtDoor(executor: Executor, id: number): Promise<EventRecord | NoDoor> {
  const event = await eventById(executor, id);
  if (!event) return 'not-found';
  return hasDoor(event) ? event : 'no-door';
}

export type Arrival = { arrivedAt: string; walkIn: boolean; requestKey: string };

/** The event's arrivals, by her row's id. */
export async function arrivalsOf(
  executor: Executor,
  event: EventAtDoor,
): Promise<Map<number, Arrival>> {
  const rows = await executor.db
    .selectFrom('check_ins')
    .select(['submission_id', 'arrived_at', 'walk_in', 'request_key'])
    .where('event_id', '=', event.id)
    .where('submission_table', '=', event.document.form.table)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.submission_id),
      { arrivedAt: row.arrived_at, walkIn: toBoolean(row.walk_in), requestKey: row.request_key },
    ]),
  );
}

/** Of the guests expected, how many there are and how many arrived. */
export function countsOf(
  guests: readonly GuestAtDoor[],
  arrivals: ReadonlyMap<number, Arrival>,
): DoorCounts {
  const expected = guests.filter(isExpected);
  return {
    expected: expected.length,
    arrived: expected.filter((guest) => arrivals.has(guest.id)).length,
  };
}

/** The door's counts as they stand. */
export async function doorCounts(executor: Executor, event: EventAtDoor): Promise<DoorCounts> {
  const [guests, arrivals] = await Promise.all([
    guestsAtDoor(executor, event),
    arrivalsOf(executor, event),
  ]);
  return countsOf(guests, arrivals);
}

/** One guest as the door shows her. */
export function doorGuestOf(
  guest: GuestAtDoor,
  arrival: Arrival | undefined,
  code: string,
): DoorGuest {
  return {
    guest: guest.id,
    name: guest.name,
    company: guest.company,
    code,
    arrivedAt: arrival?.arrivedAt ?? null,
    walkIn: arrival?.walkIn ?? false,
  };
}

function byName(a: DoorGuest, b: DoorGuest): number {
  return a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.guest - b.guest;
}

async function doorList(executor: Executor, secret: string, event: EventRecord): Promise<DoorList> {
  const [guests, arrivals] = await Promise.all([
    guestsAtDoor(executor, event),
    arrivalsOf(executor, event),
  ]);
  const codeOf = checkInCoder(secret);
  return {
    event: {
      id: event.id,
      title: event.document.title,
      date: formatEventDate(event.document.schedule),
    },
    counts: countsOf(guests, arrivals),
    guests: guests
      .filter(isExpected)
      .map((guest) =>
        doorGuestOf(guest, arrivals.get(guest.id), codeOf({ eventId: event.id, ...guest })),
      )
      .sort(byName),
  };
}

/** The door list of event `eventId`. */
export async function doorOf(
  database: Database,
  secret: string,
  eventId: number,
): Promise<DoorList | NoDoor> {
  const event = await eventAtDoor(database, eventId);
  return typeof event === 'string' ? event : doorList(database, secret, event);
}
