/**
 * The capacity policy (docs/product/rules.md#places-and-the-waitlist): the one place that
 * compares an event's places with the people approved for them. The page's places line, the
 * approval check, the waitlist, the admin's counts and the mails all ask these functions, through
 * server/events/capacity.ts, which counts the approved people by the event's key. A second
 * computation of places left is refused by the lint (eslint.config.js, "one capacity policy").
 * Plain functions of numbers, no zod and no clock.
 */
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventPlaces } from '#schemas/events/event-places.ts';

/**
 * An event's places: one number for the whole event, one per session of a series, or none
 * (`places: null`: "Limited places", not counted).
 */
export type Capacity = { places: number | null; perSession: boolean };

/** The capacity an event's document gives. */
export function capacityOf({ capacity }: Pick<EventDocument, 'capacity'>): Capacity {
  return capacity.kind === 'limited'
    ? { places: null, perSession: false }
    : { places: capacity.places, perSession: capacity.kind === 'per-session' };
}

/**
 * The places approvals are counted against: one fixed number for the event, else undefined (a
 * series' places are per session and its approvals are not counted against them; "limited" has
 * no number).
 */
export function countedPlaces({ places, perSession }: Capacity): number | undefined {
  return places === null || perSession ? undefined : places;
}

/** Places still free with `approved` people approved; null when the places are not counted. */
export function placesLeft(capacity: Capacity, approved: number): number | null {
  const places = countedPlaces(capacity);
  return places === undefined ? null : Math.max(0, places - approved);
}

/** Every counted place is taken. */
export function isFull(capacity: Capacity, approved: number): boolean {
  return placesLeft(capacity, approved) === 0;
}

/**
 * Whether approving `adding` more people fits the places: `over` is how many people past them
 * it would take (0 when it fits or the places are not counted).
 */
export function approvalOverflow(capacity: Capacity, approved: number, adding: number): number {
  const places = countedPlaces(capacity);
  return places === undefined ? 0 : Math.max(0, approved + adding - places);
}

/**
 * How the live applications compare with the counted places: more than twice as many, more, or
 * within them (or not counted). The decline mail says only what is true of it.
 */
export function demandFor(
  capacity: Capacity,
  applications: number,
): 'many-more' | 'more' | 'within' {
  const places = countedPlaces(capacity);
  if (places === undefined) return 'within';
  if (applications >= 2 * places) return 'many-more';
  return applications > places ? 'more' : 'within';
}

/** The page's places line (schemas/events/event-places.ts words it). */
export function placesLine(capacity: Capacity, approved: number): EventPlaces {
  if (capacity.places === null) return { kind: 'limited' };
  if (capacity.perSession) return { kind: 'per-session', places: capacity.places };
  const left = placesLeft(capacity, approved) ?? 0;
  return left > 0
    ? { kind: 'left', left, of: capacity.places }
    : { kind: 'waitlist', of: capacity.places };
}
