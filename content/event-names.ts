/**
 * The event names the content's event pages store (docs/product/data.md#event-names-and-dates):
 * one per event page, seeded into each event's `form_event_name` (server/db/event-seed.ts). The
 * server checks a form's name against the stored events, not against this list.
 */
export const eventNames = {
  /** The monthly meetup series title (July meetup page and the events listing). */
  julyMeetup: 'AI Power Circle',
  /** The summer boat event. */
  summerBoat: 'Waves & AI',
  virtualCircle: 'Virtual AI Power Circle',
  retreat: 'Women Leading AI 2025 Retreat',
  boardroom: 'AI x Influence: Boardroom Readiness Sessions',
} as const;

/**
 * The virtual registration's fixed event_date text
 * (docs/product/data.md#event-names-and-dates).
 */
export const virtualEventDate = 'Monday 21st July 2025';
