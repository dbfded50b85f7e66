/**
 * What an event card shows (app/components/events/event-card.tsx), apart from the community's
 * seeded events (content/events.ts), so the cards' code loads none of that data.
 */

/** How many places an event has: a fixed number, a number per session, or "limited". */
export type EventSpots =
  | { kind: 'total'; count: number }
  | { kind: 'perSession'; count: number }
  | { kind: 'limited'; count?: number };

export type Event = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  locationNote?: string;
  spots: EventSpots;
  /** The event's own page (an internal `/wlai/...` route). */
  link: string;
  featured: boolean;
  isVirtual?: boolean;
  /**
   * The event's own call to action, its verb the form's (schemas/events/form-verbs.ts): the card's
   * button says what the page's says. Unset: `Apply to Attend`.
   */
  action?: string;
  /** The organiser's cover photo, shown at the top of the card. */
  cover?: { image: string; alt: string };
  /** An event that takes no more applications: closed says so on its card; past is listed apart. */
  standing?: 'closed' | 'past';
};

export function spotsLabel(spots: EventSpots): string {
  switch (spots.kind) {
    case 'total':
      return `${spots.count} spots`;
    case 'perSession':
      return `${spots.count} per session`;
    case 'limited':
      return spots.count === undefined ? 'Limited spots' : `Limited to ${spots.count}`;
  }
}
