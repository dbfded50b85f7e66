/**
 * What the pages showing events get from the server at request time
 * (docs/decisions/036-pages-from-the-database.md): an event's page with where it stands now, and
 * the listing's cards. The server builds them from the stored events (server/pages/site-data.ts);
 * the route modules read them through React Router's loader context (app/lib/site-data.ts).
 */
import type { EventPage } from '#content/event-pages.ts';
import type { Event } from '#schemas/events/event-card.ts';
import { siteConfig } from '#content/site.ts';
import { eventPhase, nextSession, type EventPhase } from '#schemas/events/event-availability.ts';
import { eventJsonLd } from './event-json-ld.ts';
import type { EventPlaces } from '#schemas/events/event-places.ts';
import { toEventCard, toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import { eventDays, formatDay } from '#schemas/events/event-schedule.ts';

/** One of the people the page names: the hosts shown near the top. */
export type EventHost = { id: string; name: string; image?: string };

export type EventPageView = {
  page: EventPage;
  phase: EventPhase;
  places: EventPlaces;
  /** Every application is reviewed by the organiser before a place is given. */
  approvalRequired: boolean;
  price?: string;
  hosts: EventHost[];
  /** What the organiser told the people who had applied, on a cancelled event. */
  cancellationMessage?: string;
  /** A draft shown to the organiser only: not indexed, its form sends nothing. */
  preview: boolean;
  /** schema.org `Event` for the page's head (schemas/pages/event-json-ld.ts). */
  jsonLd: Record<string, unknown>;
  /** A series' next session, `Thursday 17 December 2026`, while it takes applications or not. */
  nextSession?: string;
};

/** The listing's featured event: its page's facts, agenda and form (one event, one set of facts). */
export type FeaturedEventView = EventPageView;

export type EventListing = {
  /** Cards of the events still to come, soonest first. */
  upcoming: Event[];
  /** Cards of the events that have ended, most recent first. */
  past: Event[];
  featured?: FeaturedEventView;
};

/** What the server hands the loaders (through app/lib/site-data.ts). */
export type SiteData = {
  /** The page of the published or cancelled event at this slug; undefined when there is none. */
  eventPage(slug: string): Promise<EventPageView | undefined>;
  eventListing(): Promise<EventListing>;
};

/** The hosts: the people of the page's first people section. */
function hostsOf(record: EventRecord): EventHost[] {
  const people = record.document.sections.find((section) => section.kind === 'people');
  if (!people) return [];
  return people.people.map((person) => ({
    id: person.id,
    name: person.name,
    ...(person.image ? { image: person.image } : {}),
  }));
}

/**
 * The event's page as it stands at `now`, with its places line as the capacity policy gives it
 * (server/events/capacity.ts `placesLineOf`).
 */
export function eventPageView(
  record: EventRecord,
  { places, now, preview = false }: { places: EventPlaces; now: Date; preview?: boolean },
): EventPageView {
  const session = nextSession(record.document.schedule, now);
  return {
    page: toEventPage(record),
    phase: eventPhase(record, now),
    places,
    approvalRequired: true,
    ...(record.document.price ? { price: record.document.price } : {}),
    hosts: hostsOf(record),
    ...(record.cancellationMessage ? { cancellationMessage: record.cancellationMessage } : {}),
    preview,
    jsonLd: eventJsonLd(record, siteConfig.siteUrl, now),
    ...(session && { nextSession: formatDay(session.day) }),
  };
}

/** The day a listed event is next on: a series' next session, any other event's first day. */
function comingDay(record: EventRecord, now: Date): string {
  const { schedule } = record.document;
  return nextSession(schedule, now)?.day ?? eventDays(schedule).firstDay;
}

/**
 * The listing's cards from the published and cancelled events at `now`
 * (docs/product/rules.md#the-events-listing): those with a card that are still to come, soonest
 * first (a series by its next session, which its card names), and those that have ended, the
 * latest first. A cancelled event is on neither: its own page says so.
 */
export function eventCards(
  records: readonly EventRecord[],
  now: Date,
): { upcoming: Event[]; past: Event[] } {
  const listed = records
    .filter((record) => record.status !== 'draft' && record.document.listing !== null)
    .map((record) => ({ record, phase: eventPhase(record, now), day: comingDay(record, now) }))
    .filter(({ phase }) => phase !== 'cancelled');
  type Listed = (typeof listed)[number];
  const byPosition = (a: Listed, b: Listed) =>
    (a.record.document.listing?.position ?? 0) - (b.record.document.listing?.position ?? 0) ||
    a.record.id - b.record.id;
  const upcoming = listed
    .filter(({ phase }) => phase !== 'past')
    .sort((a, b) => a.day.localeCompare(b.day) || byPosition(a, b));
  const past = listed
    .filter(({ phase }) => phase === 'past')
    .sort((a, b) => b.day.localeCompare(a.day) || byPosition(a, b));
  const card = ({ record, phase, day }: Listed): Event => {
    const shown = toEventCard(record)!;
    const series = record.document.schedule.kind === 'recurring' && phase !== 'past';
    return {
      ...shown,
      // A series' card names its next session beside its repeat.
      ...(series && { date: `${shown.date} · next ${formatDay(day)}` }),
      ...(phase === 'closed' || phase === 'past' ? { standing: phase } : {}),
      // A past event is featured no more: the highlight is for the one to apply to.
      ...(phase === 'past' && { featured: false }),
    };
  };
  return { upcoming: upcoming.map(card), past: past.map(card) };
}
