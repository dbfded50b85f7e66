import type { EventDocument } from './event-document.ts';

/**
 * Whether a change of a published event moves it for its guests: its date or time, its place
 * (the page's venue, in person or online, the kept-back venue and address). A calendar replaces
 * an entry whose SEQUENCE rose, and the approved guests get a mail with the new facts
 * (docs/product/rules.md "Reminders and updates"); the editor says so before she saves.
 */

type Placed = Pick<EventDocument, 'schedule' | 'venue' | 'attendance' | 'keptBack'>;

/** A value with its object keys in one order and undefined ones left out, as JSON. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(
          Object.entries(part)
            .filter(([, inner]) => inner !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : part,
  );
}

export function movesGuests(before: Placed, after: Placed): boolean {
  return (
    canonical(before.schedule) !== canonical(after.schedule) ||
    canonical(before.venue) !== canonical(after.venue) ||
    before.attendance !== after.attendance ||
    before.keptBack?.venue !== after.keptBack?.venue ||
    before.keptBack?.address !== after.keptBack?.address
  );
}
