import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import {
  allConfirmedGuestDetails,
  confirmedGuestDetailsOf,
} from '#content/confirmed-guest-details.ts';
import { eventPages, type EventPage } from '#content/event-pages.ts';
import { events, virtualPowerCircle, type Event } from '#content/events.ts';
import { validateEventDocument, type EventDocument } from '#schemas/events/event-document.ts';
import { factValue, toEventCard } from '#schemas/events/event-record.ts';
import { monthNames } from '#schemas/events/calendar/calendar-names.ts';
import type { EventSchedule } from '#schemas/events/event-schedule.ts';
import type { Engine } from './database.ts';
import { eventChangeSnapshot, eventDocumentColumns, privateDetailsColumns } from './event-rows.ts';
import type { DatabaseSchema } from './schema.ts';

/**
 * The events the site's content describes, as the `events` tables first hold them
 * (migration 015; docs/decisions/035-events-are-data.md): each event page with its card and its
 * kept-back details. Where the content describes the July meetup twice, the row is the page's
 * (one event, one set of facts): its card shows the page's places.
 *
 * NOTE: this reads content/*.ts as it is when the migration runs. Once the pages read the
 * database, content/event-pages.ts and its neighbours go, and this seed keeps a frozen copy.
 */

/** When the seeded events count as created and published: the day the tables came. */
export const seededAt = '2026-11-26T00:00:00.000Z';

/** The cards of the events listing, the online edition after the list (content/events.ts). */
const cards: readonly Event[] = [...events, virtualPowerCircle];

const formKinds: Record<string, EventDocument['form']['kind']> = {
  register: 'registration',
  apply: 'application',
  'register-interest': 'interest',
};

/** A page's schedule: its calendar's times, or the month its date fact names. */
function scheduleOfPage(page: EventPage): EventSchedule {
  const { calendar } = page;
  if (!calendar) {
    const words = page.facts.find((fact) => fact.kind === 'date')?.value ?? '';
    const [name, year] = words.split(' ');
    const month = monthNames.indexOf(name ?? '') + 1;
    if (month === 0 || !/^\d{4}$/.test(year ?? '')) {
      throw new Error(`${page.slug}: no calendar and no month in "${words}"`);
    }
    return { kind: 'month', month: `${year}-${String(month).padStart(2, '0')}` };
  }
  const [date = '', startTime] = calendar.start.split('T');
  const endTime = calendar.end.split('T')[1];
  if (calendar.recurrence) {
    const rule = calendar.recurrence.slice('RRULE:'.length);
    return { kind: 'recurring', firstDate: date, rule, startTime, endTime };
  }
  return { kind: 'single', date, startTime, endTime };
}

function capacityOfPage(page: EventPage): EventDocument['capacity'] {
  if (!page.capacity) return { kind: 'limited' };
  return page.capacity.perSession
    ? { kind: 'per-session', places: page.capacity.places }
    : { kind: 'total', places: page.capacity.places };
}

/**
 * The card's words, kept only where they differ from what the event's data says. The featured
 * card is the July meetup's, which the content gave 40 places beside its page's 35: one event,
 * one set of facts, so it shows the page's.
 */
function listingOf(
  document: EventDocument,
  card: Event,
  position: number,
): NonNullable<EventDocument['listing']> {
  const words = {
    position,
    title: card.title,
    description: card.description,
    location: card.location,
    ...(card.locationNote !== undefined && { locationNote: card.locationNote }),
  };
  const derived = toEventCard({ document: { ...document, listing: words } });
  return {
    ...words,
    ...(card.date !== derived?.date && { date: card.date }),
    ...(card.time !== derived?.time && { time: card.time }),
    ...(!card.featured && !isDeepStrictEqual(card.spots, derived?.spots) && { spots: card.spots }),
  };
}

/** The event document of one of today's pages, with its card and kept-back details. */
export function eventDocumentOfPage(page: EventPage): EventDocument {
  const { submission } = page.form;
  const price = page.facts.find((fact) => fact.kind === 'price')?.value;
  const venue = page.facts.find((fact) => fact.kind === 'venue' || fact.kind === 'online');
  const cardIndex = cards.findIndex((card) => card.id === page.slug);
  const card = cards[cardIndex];
  const keptBack = confirmedGuestDetailsOf(page);
  const document: EventDocument = {
    slug: page.slug,
    title: page.title,
    crumb: page.crumb,
    eyebrow: page.eyebrow,
    intro: page.intro,
    meta: { ...page.meta },
    schedule: scheduleOfPage(page),
    attendance: page.facts.some((fact) => fact.kind === 'online') ? 'online' : 'in-person',
    venue: {
      text: venue?.value ?? '',
      disclosure: page.map ? 'full' : 'area',
      ...(page.map && { mapQuery: page.map.query }),
    },
    capacity: capacityOfPage(page),
    ...(price !== undefined && { price }),
    facts: page.facts.map((fact) => ({ kind: fact.kind, label: fact.label })),
    cta: page.cta,
    form: {
      kind: formKinds[page.form.id] ?? 'registration',
      anchor: page.form.id,
      title: page.form.title,
      subtitle: page.form.subtitle,
      table: submission.table as EventDocument['form']['table'],
      ...(submission.context?.event_name !== undefined && {
        eventName: submission.context.event_name,
      }),
      ...(submission.context?.event_date !== undefined && {
        eventDate: submission.context.event_date,
      }),
      submitLabel: submission.submitLabel,
      ...(submission.submittingLabel !== undefined && {
        submittingLabel: submission.submittingLabel,
      }),
      notices: structuredClone(submission.notices),
    },
    sections: structuredClone(page.sections) as EventDocument['sections'],
    featured: card?.featured ?? false,
    listing: null,
    applicationsCloseAt: null,
    ...(page.motif && { motif: page.motif }),
    keptBack: keptBack ? { ...keptBack } : null,
  };
  // The page's words are kept only where the event's data would say something else (the
  // private evening's "Tuesday", the retreat's "2.5 days").
  document.facts = page.facts.map((fact) => {
    const derived = factValue(document, { kind: fact.kind });
    return {
      kind: fact.kind,
      label: fact.label,
      ...(fact.value !== derived && { text: fact.value }),
    };
  });
  if (card) document.listing = listingOf(document, card, cardIndex);
  return document;
}

/**
 * Every page's event, in the order of content/event-pages.ts, each checked as the editor checks
 * one: content the editor would refuse stops the migration instead of being stored.
 */
export function seededEventDocuments(): EventDocument[] {
  return eventPages.map((page) => {
    const result = validateEventDocument(eventDocumentOfPage(page));
    if (!result.success) {
      throw new Error(`${page.slug} is not a valid event: ${JSON.stringify(result.fieldErrors)}`);
    }
    return result.document;
  });
}

/** Kept-back details without a page would be lost: the seed refuses to start without them all. */
function assertEveryKeptBackDetailHasAPage(): void {
  const seeded = eventPages.flatMap((page) => confirmedGuestDetailsOf(page) ?? []);
  if (seeded.length !== allConfirmedGuestDetails().length) {
    throw new Error('Some kept-back details belong to no event page');
  }
}

/**
 * Writes every seeded event that is not stored yet, with its kept-back details and a `seed`
 * line in its history. Run twice, it writes nothing the second time.
 */
export async function seedEvents(db: Kysely<DatabaseSchema>, engine: Engine): Promise<number> {
  assertEveryKeptBackDetailHasAPage();
  const stored = new Set(
    (await db.selectFrom('events').select('slug').execute()).map((row) => row.slug),
  );
  let written = 0;
  for (const document of seededEventDocuments()) {
    if (stored.has(document.slug)) continue;
    const { id } = await db
      .insertInto('events')
      .values({
        ...eventDocumentColumns(engine, document),
        status: 'published',
        created_at: seededAt,
        updated_at: seededAt,
        published_at: seededAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const details = privateDetailsColumns(engine, document);
    if (details) {
      await db
        .insertInto('event_private_details')
        .values({ ...details, event_id: id, updated_at: seededAt })
        .execute();
    }
    await db
      .insertInto('event_changes')
      .values({
        event_id: id,
        changed_at: seededAt,
        admin_email: null,
        action: 'seed',
        before: null,
        after: eventChangeSnapshot('published', document),
      })
      .execute();
    written += 1;
  }
  return written;
}
