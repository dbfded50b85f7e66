import type { Selectable } from 'kysely';
import type { Executor } from '#server/db/database.ts';
import { eventRecordOf } from '#server/db/event-rows.ts';
import type { EventPrivateDetailsTable, EventsTable } from '#server/db/schema.ts';
import type { EventStatus } from '#schemas/event-document.ts';
import type { EventRecord } from '#schemas/event-record.ts';

/**
 * The stored events (docs/decisions/035-events-are-data.md), read as records: `toEventPage`
 * and `toEventCard` (schemas/event-record.ts) turn one into the page and the card. A record
 * carries the kept-back details for the approval mail: a page renders `toEventPage`, never the
 * record itself.
 */

async function privateDetailsOf(
  executor: Executor,
  eventIds: readonly number[],
): Promise<Map<number, Selectable<EventPrivateDetailsTable>>> {
  if (eventIds.length === 0) return new Map();
  const rows = await executor.db
    .selectFrom('event_private_details')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .execute();
  return new Map(rows.map((row) => [row.event_id, row]));
}

async function recordWithDetails(
  executor: Executor,
  row: Selectable<EventsTable>,
): Promise<EventRecord> {
  const details = await privateDetailsOf(executor, [row.id]);
  return eventRecordOf(row, details.get(row.id));
}

/** Every event (or those of one status), by first day, then as they were created. */
export async function listEvents(
  executor: Executor,
  { status }: { status?: EventStatus } = {},
): Promise<EventRecord[]> {
  let query = executor.db.selectFrom('events').selectAll().orderBy('first_day').orderBy('id');
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  const details = await privateDetailsOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => eventRecordOf(row, details.get(row.id)));
}

/** The event whose `column` holds `value`, whatever its status. */
async function eventWhere(
  executor: Executor,
  column: 'id' | 'slug',
  value: number | string,
): Promise<EventRecord | undefined> {
  const row = await executor.db
    .selectFrom('events')
    .selectAll()
    .where(column, '=', value)
    .executeTakeFirst();
  return row && recordWithDetails(executor, row);
}

/** The event at this address today, whatever its status; undefined when none is. */
export function eventBySlug(executor: Executor, slug: string): Promise<EventRecord | undefined> {
  return eventWhere(executor, 'slug', slug);
}

/**
 * The event a stored submission belongs to: the one whose form writes to its table and fixes
 * the values it holds (its event name, and the virtual registrations' event date). It stands
 * where content/event-pages.ts `eventPageOf` stood.
 */
export async function eventOfSubmission(
  executor: Executor,
  table: string,
  values: Readonly<Record<string, unknown>>,
): Promise<EventRecord | undefined> {
  const fixed = (column: string) => (typeof values[column] === 'string' ? values[column] : null);
  const eventName = fixed('event_name');
  const eventDate = fixed('event_date');
  let query = executor.db
    .selectFrom('events')
    .selectAll()
    .where('form_table', '=', table)
    .orderBy('id')
    .limit(1);
  query = eventName === null ? query : query.where('form_event_name', '=', eventName);
  query = eventDate === null ? query : query.where('form_event_date', '=', eventDate);
  const row = await query.executeTakeFirst();
  return row && recordWithDetails(executor, row);
}

/** The slug an earlier address now redirects to; undefined when it was never an event's. */
export async function currentSlugOf(
  executor: Executor,
  retiredSlug: string,
): Promise<string | undefined> {
  const row = await executor.db
    .selectFrom('event_slugs')
    .innerJoin('events', 'events.id', 'event_slugs.event_id')
    .select('events.slug')
    .where('event_slugs.slug', '=', retiredSlug)
    .executeTakeFirst();
  return row?.slug;
}

/** The event of this id, whatever its status; undefined when there is none. */
export function eventById(executor: Executor, id: number): Promise<EventRecord | undefined> {
  return eventWhere(executor, 'id', id);
}

/** One line of an event's history (`event_changes`), its states as they were kept. */
export type StoredEventChange = {
  id: number;
  at: string;
  by: string | null;
  action: string;
  before: unknown;
  after: unknown;
};

/** The event's changes, newest first. */
export async function eventChanges(
  executor: Executor,
  eventId: number,
): Promise<StoredEventChange[]> {
  const rows = await executor.db
    .selectFrom('event_changes')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.changed_at,
    by: row.admin_email,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
}

/**
 * The addresses of the events whose pages are up: published, or cancelled (the page stays with
 * a notice); by first day, then as they were created. Not a draft's.
 */
export async function publicEventSlugs(executor: Executor): Promise<string[]> {
  const rows = await executor.db
    .selectFrom('events')
    .select('slug')
    .where('status', 'in', ['published', 'cancelled'])
    .orderBy('first_day')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.slug);
}
