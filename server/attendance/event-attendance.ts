import {
  arrivalOf,
  attendanceOf,
  type EventAttendance,
  type GuestArrival,
} from '#schemas/events/attendance.ts';
import { eventPhase, type EventPhase } from '#schemas/events/event-availability.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { arrivalsOf, countsOf, type Arrival } from '#server/check-in/door-list.ts';
import { guestAtDoor, guestsAtDoor, isExpected } from '#server/check-in/event-guests-at-door.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { liveApplications } from '#server/events/event-applications.ts';

/**
 * Who came to an event (docs/product/rules.md#who-came-and-what-they-thought): its door's guests
 * and arrivals as the door reads them (server/check-in/: expected is approved, not suspected spam,
 * not erased), counted by schemas/events/attendance.ts. The Guests place, the events list, the
 * thank-you and the feedback form all ask here, so they agree on who came.
 */

type EventAtDoor = Pick<EventRecord, 'id' | 'document'>;

/** An event's door as it went: its attendance, and each guest's arrival by her row's id. */
export type DoorRecord = {
  /** Null while nobody was checked in: the door was not used (yet). */
  attendance: EventAttendance | null;
  arrivalOf: (guest: { id: number; status: string; erased: boolean }) => GuestArrival | null;
};

function walkInsOf(arrivals: ReadonlyMap<number, Arrival>, expectedIds: readonly number[]) {
  return expectedIds.filter((id) => arrivals.get(id)?.walkIn === true).length;
}

/** The door record of `event` at `phase`. */
export async function doorRecordOf(
  executor: Executor,
  event: EventAtDoor,
  phase: EventPhase,
): Promise<DoorRecord> {
  const [guests, arrivals] = await Promise.all([
    guestsAtDoor(executor, event),
    arrivalsOf(executor, event),
  ]);
  if (arrivals.size === 0) return { attendance: null, arrivalOf: () => null };
  const expectedIds = guests.filter(isExpected).map((guest) => guest.id);
  const attendance = attendanceOf(
    { ...countsOf(guests, arrivals), walkIns: walkInsOf(arrivals, expectedIds) },
    phase,
  );
  return {
    attendance,
    arrivalOf: (guest) => arrivalOf(arrivals.get(guest.id), { expected: isExpected(guest), phase }),
  };
}

/**
 * The attendance of each event in `events` whose door was used, as of `now`, by id: one look at
 * the arrivals for all of them, then each such event's door.
 */
export async function attendanceOfEvents(
  executor: Executor,
  events: readonly EventRecord[],
  now: Date,
): Promise<Map<number, EventAttendance>> {
  const used = await executor.db.selectFrom('check_ins').select('event_id').distinct().execute();
  const withDoor = new Set(used.map((row) => Number(row.event_id)));
  const counted = await Promise.all(
    events
      .filter((event) => withDoor.has(event.id))
      .map(async (event) => {
        const { attendance } = await doorRecordOf(executor, event, eventPhase(event, now));
        return [event.id, attendance] as const;
      }),
  );
  return new Map(counted.filter((entry): entry is [number, EventAttendance] => entry[1] !== null));
}

/**
 * The guests who came: expected at the door and checked in, oldest first. An erased guest is no
 * longer expected; one approved but never checked in did not come.
 */
export async function guestsWhoCame(
  executor: Executor,
  event: EventAtDoor,
): Promise<StoredSubmission[]> {
  const [approved, guests, arrivals] = await Promise.all([
    liveApplications(executor, event, ['approved']),
    guestsAtDoor(executor, event),
    arrivalsOf(executor, event),
  ]);
  const came = new Set(
    guests.filter((guest) => isExpected(guest) && arrivals.has(guest.id)).map(({ id }) => id),
  );
  return approved.filter((guest) => came.has(guest.id));
}

/** Whether guest `id` of the event came: expected at its door, and checked in. */
export async function cameTo(executor: Executor, event: EventAtDoor, id: number): Promise<boolean> {
  const [guest, arrivals] = await Promise.all([
    guestAtDoor(executor, event, id),
    arrivalsOf(executor, event),
  ]);
  return guest !== undefined && isExpected(guest) && arrivals.has(id);
}
