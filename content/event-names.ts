/**
 * The fixed event names the forms store (docs/product/data.md#fixed-event-names-and-dates): one
 * per event page, chosen by the page, checked by the server. Changing one changes what the
 * organiser sees in the admin.
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
 * (docs/product/data.md#fixed-event-names-and-dates).
 */
export const virtualEventDate = 'Monday 21st July 2025';
