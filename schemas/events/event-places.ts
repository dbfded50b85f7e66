/**
 * The places line near the top of an event page (docs/product/screens.md#event-pages). A module
 * of its own so that the page's code in the browser takes these words without the clock
 * arithmetic of schemas/events/event-availability.ts, which the server uses to build the view.
 */

/** The places line's facts: from the live count of approved people. */
export type EventPlaces =
  | { kind: 'left'; left: number; of: number }
  | { kind: 'waitlist'; of: number }
  | { kind: 'per-session'; places: number }
  | { kind: 'limited' };

/** `12 of 35 places left`, `Waitlist open`, … */
export function placesWords(places: EventPlaces): string {
  switch (places.kind) {
    case 'left':
      return `${places.left} of ${places.of} places left`;
    case 'waitlist':
      return 'Waitlist open';
    case 'per-session':
      return `${places.places} places per session`;
    case 'limited':
      return 'Limited places';
  }
}
