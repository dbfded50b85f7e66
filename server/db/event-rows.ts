import type { Selectable } from 'kysely';
import type { EventDocument, EventStatus } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { eventDays, type EventSchedule } from '#schemas/events/event-schedule.ts';
import type { Engine } from './database.ts';
import {
  toBoolean,
  type EventPrivateDetailsTable,
  type EventsTable,
  type StoredBoolean,
} from './schema.ts';

/**
 * An event's document (schemas/events/event-document.ts) as the `events` and
 * `event_private_details` columns hold it, and back (docs/decisions/035-events-are-data.md). The
 * one place that knows both shapes: the seed, the store and the editor all go through it.
 */

/** The shape of the JSON columns; a change of it comes with a migration that rewrites them. */
export const eventDocumentVersion = 1;

type EventRow = Selectable<EventsTable>;
type PrivateDetailsRow = Selectable<EventPrivateDetailsTable>;

/** The columns an event's document fills (not its id, status or times). */
export type EventDocumentColumns = Omit<
  EventRow,
  | 'id'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
  | 'applications_closed_at'
  | 'cancelled_at'
  | 'cancellation_message'
  | 'calendar_sequence'
  | 'cover_image'
  | 'cover_alt'
  | 'motif'
>;

const storedBoolean = (engine: Engine, value: boolean): StoredBoolean =>
  engine === 'sqlite' ? Number(value) : value;

function scheduleColumns(schedule: EventSchedule) {
  const { firstDay, lastDay } = eventDays(schedule);
  const times =
    schedule.kind === 'month'
      ? { start_time: null, end_time: null }
      : { start_time: schedule.startTime ?? null, end_time: schedule.endTime ?? null };
  return {
    schedule_kind: schedule.kind,
    first_day: firstDay,
    last_day: lastDay,
    ...times,
    recurrence_rule: schedule.kind === 'recurring' ? schedule.rule : null,
  };
}

function scheduleOf(row: EventRow): EventSchedule {
  const times = {
    ...(row.start_time !== null && { startTime: row.start_time }),
    ...(row.end_time !== null && { endTime: row.end_time }),
  };
  switch (row.schedule_kind) {
    case 'single':
      return { kind: 'single', date: row.first_day, ...times };
    case 'range':
      return {
        kind: 'range',
        startDate: row.first_day,
        endDate: row.last_day ?? row.first_day,
        ...times,
      };
    case 'recurring':
      return {
        kind: 'recurring',
        firstDate: row.first_day,
        rule: row.recurrence_rule ?? '',
        ...times,
      };
    case 'month':
      return { kind: 'month', month: row.first_day.slice(0, 7) };
  }
}

/**
 * What the NOT NULL columns of the words that follow the event hold when the organiser wrote none
 * (docs/decisions/059-words-that-follow-the-event.md): no words, read back as unset.
 */
const followsTheEvent = '';

function ownWords<K extends string>(columns: Record<K, string>): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string>(columns).filter(([, words]) => words !== followsTheEvent),
  ) as Partial<Record<K, string>>;
}

/** The card's words; its position has its own column, which orders the listing. */
function cardWords({ position: _position, ...words }: NonNullable<EventDocument['listing']>) {
  return words;
}

export function eventDocumentColumns(
  engine: Engine,
  document: EventDocument,
): EventDocumentColumns {
  const { listing, form, capacity } = document;
  return {
    slug: document.slug,
    title: document.title,
    crumb: document.crumb ?? followsTheEvent,
    eyebrow: document.eyebrow ?? followsTheEvent,
    intro: document.intro,
    meta_title: document.meta.title ?? followsTheEvent,
    meta_description: document.meta.description ?? followsTheEvent,
    ...scheduleColumns(document.schedule),
    attendance: document.attendance,
    venue: document.venue.text,
    venue_disclosure: document.venue.disclosure,
    map_query: document.venue.mapQuery ?? null,
    capacity_kind: capacity.kind,
    capacity_places: capacity.kind === 'limited' ? null : capacity.places,
    price: document.price ?? null,
    facts: JSON.stringify(document.facts),
    cta_label: document.cta,
    form_kind: form.kind,
    form_anchor: form.anchor,
    form_title: form.title,
    form_subtitle: form.subtitle ?? followsTheEvent,
    form_table: form.table,
    form_event_name: form.eventName ?? null,
    form_event_date: form.eventDate ?? null,
    form_submit_label: form.submitLabel,
    form_submitting_label: form.submittingLabel ?? null,
    form_notices: JSON.stringify(form.notices),
    sections: JSON.stringify(document.sections),
    featured: storedBoolean(engine, document.featured),
    listing: listing ? JSON.stringify(cardWords(listing)) : null,
    listing_position: listing?.position ?? null,
    applications_close_at: document.applicationsCloseAt,
    document_version: eventDocumentVersion,
  };
}

/**
 * The cover photo's columns (migration 016), apart from the rest: the seed of migration 015 writes
 * the columns that existed then.
 */
export function eventCoverColumns(document: EventDocument) {
  return { cover_image: document.cover?.image ?? null, cover_alt: document.cover?.alt ?? null };
}

/**
 * The picture's motif column (migration 017), apart from the rest for the same reason as the
 * cover's; migration 017 writes it for the seeded events.
 */
export function eventMotifColumns(document: EventDocument) {
  return { motif: document.motif ?? null };
}

/**
 * Every column an event's document fills today: what the editor and anything else writing an
 * event after the migrations uses (the migrations' seeds write the columns of their time).
 */
export function eventColumns(engine: Engine, document: EventDocument) {
  return {
    ...eventDocumentColumns(engine, document),
    ...eventCoverColumns(document),
    ...eventMotifColumns(document),
  };
}

/** The kept-back details' columns, or null when the event keeps nothing back. */
export function privateDetailsColumns(
  engine: Engine,
  document: EventDocument,
): Omit<PrivateDetailsRow, 'event_id' | 'updated_at'> | null {
  const { keptBack } = document;
  if (!keptBack) return null;
  return {
    venue: keptBack.venue,
    address: keptBack.address,
    arrival: keptBack.arrival ?? null,
    pricing: keptBack.pricing ?? null,
    sample: storedBoolean(engine, keptBack.sample === true),
  };
}

function keptBackOf(details: PrivateDetailsRow | undefined): EventDocument['keptBack'] {
  if (!details) return null;
  return {
    venue: details.venue,
    address: details.address,
    ...(details.arrival !== null && { arrival: details.arrival }),
    ...(details.pricing !== null && { pricing: details.pricing }),
    ...(toBoolean(details.sample) && { sample: true as const }),
  };
}

function documentOf(row: EventRow, details: PrivateDetailsRow | undefined): EventDocument {
  if (row.document_version !== eventDocumentVersion) {
    throw new Error(`Event ${row.slug} is stored in shape ${row.document_version}`);
  }
  const listing = row.listing === null ? null : (JSON.parse(row.listing) as object);
  return {
    slug: row.slug,
    title: row.title,
    ...ownWords({ crumb: row.crumb, eyebrow: row.eyebrow }),
    intro: row.intro,
    meta: ownWords({ title: row.meta_title, description: row.meta_description }),
    schedule: scheduleOf(row),
    attendance: row.attendance,
    venue: {
      text: row.venue,
      disclosure: row.venue_disclosure,
      ...(row.map_query !== null && { mapQuery: row.map_query }),
    },
    capacity:
      row.capacity_kind === 'limited' || row.capacity_places === null
        ? { kind: 'limited' }
        : { kind: row.capacity_kind, places: row.capacity_places },
    ...(row.price !== null && { price: row.price }),
    facts: JSON.parse(row.facts) as EventDocument['facts'],
    cta: row.cta_label,
    form: {
      kind: row.form_kind,
      anchor: row.form_anchor,
      title: row.form_title,
      ...ownWords({ subtitle: row.form_subtitle }),
      table: row.form_table as EventDocument['form']['table'],
      ...(row.form_event_name !== null && { eventName: row.form_event_name }),
      ...(row.form_event_date !== null && { eventDate: row.form_event_date }),
      submitLabel: row.form_submit_label,
      ...(row.form_submitting_label !== null && { submittingLabel: row.form_submitting_label }),
      notices: JSON.parse(row.form_notices) as EventDocument['form']['notices'],
    },
    sections: JSON.parse(row.sections) as EventDocument['sections'],
    featured: toBoolean(row.featured),
    listing:
      listing === null
        ? null
        : ({ ...listing, position: row.listing_position ?? 0 } as EventDocument['listing']),
    applicationsCloseAt: row.applications_close_at,
    // NOTE: truthiness, not `!== null`: a row read before migrations 016 and 017 (a test of
    // migration 015) has no such columns at all.
    ...(row.cover_image && {
      cover: { image: row.cover_image, alt: row.cover_alt ?? '' },
    }),
    ...(row.motif && { motif: row.motif }),
    keptBack: keptBackOf(details),
  };
}

/** A stored event as the store hands it out. */
export function eventRecordOf(row: EventRow, details: PrivateDetailsRow | undefined): EventRecord {
  return {
    id: row.id,
    status: row.status as EventStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    applicationsClosedAt: row.applications_closed_at,
    cancelledAt: row.cancelled_at,
    cancellationMessage: row.cancellation_message,
    calendarSequence: row.calendar_sequence,
    document: documentOf(row, details),
  };
}

/** What an event's history keeps beside its status and document, once the editor writes it. */
export type EventLifecycle = Pick<
  EventRecord,
  'applicationsClosedAt' | 'cancelledAt' | 'cancellationMessage' | 'calendarSequence'
>;

/**
 * An event's state as its history keeps it (`event_changes.before` / `after`): its status and
 * document, and from the editor on what closing and cancelling change
 * (docs/decisions/037-the-event-editor.md).
 */
export function eventChangeSnapshot(
  status: EventStatus,
  document: EventDocument,
  lifecycle?: EventLifecycle,
): string {
  return JSON.stringify({ status, document, ...lifecycle });
}
