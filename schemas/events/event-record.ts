/**
 * A stored event (docs/decisions/035-events-are-data.md) and how it reads as the page
 * (content/event-pages.ts `EventPage`) and as the card (content/events.ts `Event`) the site
 * shows today. No zod at run time: the page can use it.
 */
import type { EventPage, EventPageFact } from '#content/event-pages.ts';
import type { Event, EventSpots } from './event-card.ts';
import type { PageForm } from '#content/page-forms.ts';
import { withProductPrefix } from '#content/site.ts';
import type { EventDocument, EventFact, EventStatus } from './event-document.ts';
import { placeOf } from './calendar/calendar-links.ts';
import { eventCalendarOf, formatEventDate, formatEventTime } from './event-schedule.ts';
import { eventWords } from './event-words.ts';

export type EventRecord = {
  id: number;
  status: EventStatus;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
  /** When it was first published; null for a draft never published. */
  publishedAt: string | null;
  /** When the organiser closed applications by hand; null while she has not. */
  applicationsClosedAt: string | null;
  /** When she cancelled the event, and what she told the people who had applied. */
  cancelledAt: string | null;
  cancellationMessage: string | null;
  /** The calendar file's SEQUENCE (RFC 5545): raised when the time or place changes. */
  calendarSequence: number;
  document: EventDocument;
};

/** Every event page links back to the community home. */
const backToCommunity = { to: '/', label: 'Back to Community' };

/** `{ places: 35 }` → `35 spots`, the page's capacity line when the organiser gives no words. */
function capacityWords(capacity: EventDocument['capacity']): string {
  switch (capacity.kind) {
    case 'total':
      return `${capacity.places} spots`;
    case 'per-session':
      return `${capacity.places} participants per session`;
    case 'limited':
      return 'Limited spots';
  }
}

/** What a fact says: the organiser's words, or the words of the event's data. */
export function factValue(document: EventDocument, fact: Omit<EventFact, 'label'>): string {
  if (fact.text) return fact.text;
  switch (fact.kind) {
    case 'date':
      return formatEventDate(document.schedule);
    case 'time':
      return formatEventTime(document.schedule) ?? '';
    case 'venue':
    case 'online':
      return document.venue.text;
    case 'spots':
      return capacityWords(document.capacity);
    case 'price':
      return document.price ?? '';
  }
}

/** The event's place line as its page, card, mails and calendar file say it. */
export function eventPlaceOf(document: EventDocument): string | undefined {
  return placeOf(
    document.facts.map((fact) => ({ kind: fact.kind, value: factValue(document, fact) })),
  );
}

function pageCapacity(capacity: EventDocument['capacity']): EventPage['capacity'] {
  switch (capacity.kind) {
    case 'total':
      return { places: capacity.places };
    case 'per-session':
      return { places: capacity.places, perSession: true };
    case 'limited':
      return undefined;
  }
}

function pageForm(form: EventDocument['form']): PageForm {
  const context: Record<string, string> = {};
  if (form.eventName) context.event_name = form.eventName;
  if (form.eventDate) context.event_date = form.eventDate;
  return {
    table: form.table,
    ...(Object.keys(context).length > 0 && { context }),
    notices: form.notices,
    submitLabel: form.submitLabel,
    ...(form.submittingLabel ? { submittingLabel: form.submittingLabel } : {}),
  };
}

/** The event as today's page layout takes it (app/components/events/event-page.tsx). */
export function toEventPage({ document }: Pick<EventRecord, 'document'>): EventPage {
  const calendar = eventCalendarOf(document.schedule);
  const capacity = pageCapacity(document.capacity);
  const facts = document.facts.map((fact): EventPageFact => ({
    kind: fact.kind,
    label: fact.label,
    value: factValue(document, fact),
  }));
  const words = eventWords(document, placeOf(facts));
  return {
    slug: document.slug,
    meta: { title: words.metaTitle, description: words.metaDescription },
    title: document.title,
    crumb: words.crumb,
    eyebrow: words.eyebrow,
    intro: document.intro,
    facts,
    ...(capacity && { capacity }),
    ...(document.venue.mapQuery ? { map: { query: document.venue.mapQuery } } : {}),
    ...(calendar && { calendar }),
    cta: document.cta,
    backLink: backToCommunity,
    form: {
      id: document.form.anchor,
      title: document.form.title,
      subtitle: words.formSubtitle,
      submission: pageForm(document.form),
    },
    sections: document.sections,
    ...(document.motif && { motif: document.motif }),
    ...(document.cover && { cover: document.cover }),
  };
}

function cardSpots(capacity: EventDocument['capacity']): EventSpots {
  switch (capacity.kind) {
    case 'total':
      return { kind: 'total', count: capacity.places };
    case 'per-session':
      return { kind: 'perSession', count: capacity.places };
    case 'limited':
      return { kind: 'limited' };
  }
}

/**
 * The event's card on the listing and the home page; undefined when it has none. Its places are
 * the event's own (one event, one set of facts) unless the card words them differently. Its
 * place is the event's, as its page, its calendar file and its share image say it (one
 * disclosure rule: docs/product/rules.md#dates-said-once); the card's own location words only
 * for an event whose facts name no place.
 */
export function toEventCard(record: Pick<EventRecord, 'document'>): Event | undefined {
  const { document } = record;
  const { listing } = document;
  if (!listing) return undefined;
  const place = eventPlaceOf(document);
  const words = eventWords(document, place);
  return {
    id: document.slug,
    title: words.cardTitle,
    description: words.cardDescription,
    date: listing.date ?? formatEventDate(document.schedule),
    time: listing.time ?? formatEventTime(document.schedule) ?? '',
    ...(place === undefined
      ? {
          location: listing.location ?? document.venue.text,
          ...(listing.locationNote ? { locationNote: listing.locationNote } : {}),
        }
      : { location: place }),
    spots: listing.spots ?? cardSpots(document.capacity),
    link: withProductPrefix(`/events/${document.slug}`),
    action: document.cta,
    featured: document.featured,
    ...(document.attendance === 'online' && { isVirtual: true }),
    ...(document.cover && { cover: document.cover }),
  };
}
