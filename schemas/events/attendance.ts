/**
 * Who came to an event (docs/product/rules.md#who-came-and-what-they-thought): the guests
 * expected at its door (approved, not suspected spam, not erased; walk-ins included), those of
 * them checked in (the `check_ins` rows, docs/decisions/064-check-in-codes.md), and, once the
 * event is over, those expected who never arrived. Plain functions of counts and the phase, no
 * zod: the server counts, the admin shows, and both ask these for the rate and the no-shows.
 */
import type { EventPhase } from './event-availability.ts';

/** How an event's door went. */
export type EventAttendance = {
  /** Guests expected at the door, walk-ins included. */
  expected: number;
  /** Of them, those checked in, walk-ins included. */
  arrived: number;
  /** Of those arrived, the ones added at the door. */
  walkIns: number;
  /** Expected but never arrived: counted only once the event is over; null before. */
  noShows: number | null;
};

/** One guest's arrival, as her card in the admin says it. */
export type GuestArrival =
  { kind: 'arrived'; at: string } | { kind: 'walk-in'; at: string } | { kind: 'no-show' };

/** Whether the event is over, so that who did not come is known: its phase is past. */
export function isOver(phase: EventPhase): boolean {
  return phase === 'past';
}

/** The attendance of a door's counts at `phase`. */
export function attendanceOf(
  { expected, arrived, walkIns }: Omit<EventAttendance, 'noShows'>,
  phase: EventPhase,
): EventAttendance {
  return { expected, arrived, walkIns, noShows: isOver(phase) ? expected - arrived : null };
}

/** The share of the expected who arrived, as a whole percentage; null when none was expected. */
export function attendanceRate({ expected, arrived }: EventAttendance): number | null {
  return expected === 0 ? null : Math.round((arrived / expected) * 100);
}

/**
 * A guest's arrival: when she was checked in (added at the door, or expected), a no-show once
 * the event is over if she was expected and never came, or nothing to say (not expected, or the
 * event not over).
 */
export function arrivalOf(
  checkIn: { arrivedAt: string; walkIn: boolean } | undefined,
  { expected, phase }: { expected: boolean; phase: EventPhase },
): GuestArrival | null {
  if (!expected) return null;
  if (checkIn) {
    return { kind: checkIn.walkIn ? 'walk-in' : 'arrived', at: checkIn.arrivedAt };
  }
  return isOver(phase) ? { kind: 'no-show' } : null;
}
