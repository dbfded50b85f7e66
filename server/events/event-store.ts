import type { Selectable } from 'kysely';
import { holdSharedTransactionLock, type Executor } from '#server/db/database.ts';
import { eventRecordOf } from '#server/db/event-rows.ts';
import { eventKeyOf } from '#server/db/submission-rows.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { EventPrivateDetailsTable } from '#server/db/schema.ts';
import { isEventTable, type EventStatus } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';

/**
 * The stored events (docs/decisions/035-events-are-data.md), read as records: `toEventPage`
 * and `toEventCard` (schemas/events/event-record.ts) turn one into the page and the card. A record
 * carries the kept-back details for the approval mail: a page renders `toEventPage`, never the
 * record itself.
 */

/**
 * The lock every change the editor makes to an event holds alone (server/events/event-editor.ts),
 * and a form holds shared while it stores (`eventsOfForm`).
 */
export const eventWritesLock = 'event-editor';

type PrivateDetailsRow = Selectable<EventPrivateDetailsTable>;

/** Every event with its kept-back details, in one query (an event that keeps none back: nulls). */
function selectEvents(executor: Executor) {
  return executor.db
    .selectFrom('events')
    .leftJoin('event_private_details as kept', 'kept.event_id', 'events.id')
    .selectAll('events')
    .select([
      'kept.event_id as kept_event_id',
      'kept.venue as kept_venue',
      'kept.address as kept_address',
      'kept.arrival as kept_arrival',
      'kept.pricing as kept_pricing',
      'kept.sample as kept_sample',
      'kept.updated_at as kept_updated_at',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

function recordOf({
  kept_event_id,
  kept_venue,
  kept_address,
  kept_arrival,
  kept_pricing,
  kept_sample,
  kept_updated_at,
  ...row
}: JoinedRow): EventRecord {
  const details: PrivateDetailsRow | undefined =
    kept_event_id === null
      ? undefined
      : {
          event_id: kept_event_id,
          venue: kept_venue ?? '',
          address: kept_address ?? '',
          arrival: kept_arrival,
          pricing: kept_pricing,
          sample: kept_sample ?? false,
          updated_at: kept_updated_at ?? row.updated_at,
        };
  return eventRecordOf(row, details);
}

/** Every event (or those of one status), by first day, then as they were created. */
export async function listEvents(
  executor: Executor,
  { status }: { status?: EventStatus } = {},
): Promise<EventRecord[]> {
  let query = selectEvents(executor).orderBy('events.first_day').orderBy('events.id');
  if (status) query = query.where('events.status', '=', status);
  return (await query.execute()).map(recordOf);
}

/** The event whose `column` holds `value`, whatever its status. */
async function eventWhere(
  executor: Executor,
  column: 'id' | 'slug',
  value: number | string,
): Promise<EventRecord | undefined> {
  const row = await selectEvents(executor).where(`events.${column}`, '=', value).executeTakeFirst();
  return row && recordOf(row);
}

/** The event at this address today, whatever its status; undefined when none is. */
export function eventBySlug(executor: Executor, slug: string): Promise<EventRecord | undefined> {
  return eventWhere(executor, 'slug', slug);
}

/** A value a form fixes, as a submission holds it (null when it holds none). */
function fixedValue(values: Readonly<Record<string, unknown>>, column: string): string | null {
  const value = values[column];
  return typeof value === 'string' ? value : null;
}

/** What changes with any write of an event or of its kept-back details. */
function versionOf(row: {
  updated_at: string;
  status: string;
  applications_closed_at: string | null;
  cancelled_at: string | null;
  calendar_sequence: number;
  kept_updated_at: string | null;
}): string {
  return [
    row.updated_at,
    row.status,
    row.applications_closed_at,
    row.cancelled_at,
    row.calendar_sequence,
    row.kept_updated_at,
  ].join('\u0000');
}

/** Records already read, each with the version it was read at. */
export type EventReads = Map<number, { version: string; record: EventRecord }>;

/**
 * The records read through each database handle, for a caller that keeps none of its own (a
 * transaction's handle is new each time, so it reads afresh).
 */
const readRecords = new WeakMap<Executor, EventReads>();

/**
 * The events, of every status, whose form writes to `table` and stores `eventName` (any, for a
 * table that stores none), oldest first.
 * NOTE: read on every form that arrives (docs/decisions/038-submissions-follow-the-stored-event.md):
 * the rows' versions always, by the forms' index; the whole record only when it changed since
 * this handle last read it. So a change on any instance is seen at once, and a form pays a narrow
 * query instead of reading and parsing the event's page. `reads`: the records a caller keeps
 * across transactions (the intake's), else those of this handle.
 */
export async function eventsOfForm(
  executor: Executor,
  table: string,
  eventName: string | null,
  reads?: EventReads,
): Promise<EventRecord[]> {
  let query = executor.db
    .selectFrom('events')
    .leftJoin('event_private_details as kept', 'kept.event_id', 'events.id')
    .select([
      'events.id',
      'events.updated_at',
      'events.status',
      'events.applications_closed_at',
      'events.cancelled_at',
      'events.calendar_sequence',
      'kept.updated_at as kept_updated_at',
    ])
    .where('events.form_table', '=', table)
    .orderBy('events.id');
  if (eventName !== null) query = query.where('events.form_event_name', '=', eventName);
  // NOTE: the form's transaction holds the editor's lock shared until it commits: a cancel (which
  // changes the event before it looks for whom to mail) waits for the forms already storing, or
  // the form waits for the cancel and reads it cancelled. Without it a form read open and stored
  // after the cancel's look went unmailed. Not a row lock (`for share`): new share holders of a
  // row overtake an update waiting for it, and a close waited as long as forms kept coming.
  await holdSharedTransactionLock(executor, eventWritesLock);
  const versions = await query.execute();
  let known = reads ?? readRecords.get(executor);
  if (!known) readRecords.set(executor, (known = new Map()));
  const stale = versions.filter((row) => known.get(row.id)?.version !== versionOf(row));
  if (stale.length > 0) {
    const rows = await selectEvents(executor)
      .where(
        'events.id',
        'in',
        stale.map((row) => row.id),
      )
      .execute();
    for (const row of rows) known.set(row.id, { version: versionOf(row), record: recordOf(row) });
  }
  return versions.flatMap((row) => known.get(row.id)?.record ?? []);
}

/** Reads the events of a form (`eventsOfForm`'s arguments but the records kept). */
export type FormEventsReader = (
  executor: Executor,
  table: string,
  eventName: string | null,
) => Promise<EventRecord[]>;

/**
 * `eventsOfForm` once per transaction and form, for transactions that only store forms (the
 * intake's groups, server/db/group-commit.ts) and hold {@link eventWritesLock} shared from their
 * start (`holdSharedTransactionLock`, outside any item's savepoint, whose rollback would release
 * a lock taken within it): no event can change before such a transaction commits, so what its
 * first form read stays true for the others. `reads`: the records kept across transactions.
 */
export function eventsOncePerTransaction(reads: EventReads): FormEventsReader {
  const read = new WeakMap<Executor, Map<string, Promise<EventRecord[]>>>();
  return (executor, table, eventName) => {
    let forms = read.get(executor);
    if (!forms) read.set(executor, (forms = new Map()));
    const key = JSON.stringify([table, eventName]);
    let events = forms.get(key);
    if (!events) {
      events = eventsOfForm(executor, table, eventName, reads);
      forms.set(key, events);
      // A read that failed is not kept: the next form reads again.
      events.catch(() => forms.delete(key));
    }
    return events;
  };
}

/** Whether the event's form fixes these values: its event date too, where it stores one. */
export function fixesValues(
  event: EventRecord,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const { eventDate } = event.document.form;
  return eventDate === undefined || fixedValue(values, 'event_date') === eventDate;
}

/**
 * The event whose form writes to `table` and fixes these form values (its event name, and the
 * virtual registrations' event date), whatever its status: the event a form with these values
 * is for. A stored row names its event by key instead ({@link eventOfSubmission}).
 */
export async function eventOfFormValues(
  executor: Executor,
  table: string,
  values: Readonly<Record<string, unknown>>,
): Promise<EventRecord | undefined> {
  if (!isEventTable(table)) return undefined;
  const events = await eventsOfForm(executor, table, fixedValue(values, 'event_name'));
  return events.find((event) => fixesValues(event, values));
}

/**
 * The event stored row `id` of `table` belongs to, by its key
 * (docs/decisions/061-applications-by-event-key.md), whatever the event's status; undefined for
 * a row of no event.
 */
export async function eventOfSubmission(
  executor: Executor,
  table: SubmissionTable,
  id: number,
): Promise<EventRecord | undefined> {
  if (!isEventTable(table)) return undefined;
  const { db, table: name } = submissionTable(executor, table);
  const row = await db.selectFrom(name).select('event_id').where('id', '=', id).executeTakeFirst();
  const key = row ? eventKeyOf(row) : null;
  return key === null ? undefined : eventById(executor, key);
}

/**
 * The events of many stored rows (read with their `event_id`), each event read once: for a
 * decision or a list that reads many rows at once.
 */
export function submissionEvents(executor: Executor) {
  const found = new Map<number, Promise<EventRecord | undefined>>();
  return (row: Readonly<Record<string, unknown>>): Promise<EventRecord | undefined> => {
    const key = eventKeyOf(row);
    if (key === null) return Promise.resolve(undefined);
    let event = found.get(key);
    if (!event) found.set(key, (event = eventById(executor, key)));
    return event;
  };
}

/** The event names stored by the forms of `table`'s events, every status, latest first. */
export async function eventNamesOfTable(executor: Executor, table: string): Promise<string[]> {
  const rows = await executor.db
    .selectFrom('events')
    .select('form_event_name')
    .where('form_table', '=', table)
    .where('form_event_name', 'is not', null)
    .orderBy('first_day', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return [...new Set(rows.map((row) => row.form_event_name as string))];
}

/** The slugs of the events whose kept-back details are still fictional samples. */
export async function sampleVenueEvents(executor: Executor): Promise<string[]> {
  const rows = await executor.db
    .selectFrom('event_private_details')
    .innerJoin('events', 'events.id', 'event_private_details.event_id')
    .select('events.slug')
    .where('event_private_details.sample', '=', executor.engine === 'sqlite' ? 1 : true)
    .orderBy('events.first_day')
    .orderBy('events.id')
    .execute();
  return rows.map((row) => row.slug);
}

/** The statuses of the events whose pages are up: a cancelled one's stays, with a notice. */
const publicStatuses: readonly EventStatus[] = ['published', 'cancelled'];

/**
 * The slug an earlier address now redirects to; undefined when it was never an event's, or its
 * event's page is not up (a draft's address is named nowhere public, not even by a redirect).
 */
export async function currentSlugOf(
  executor: Executor,
  retiredSlug: string,
): Promise<string | undefined> {
  const row = await executor.db
    .selectFrom('event_slugs')
    .innerJoin('events', 'events.id', 'event_slugs.event_id')
    .select('events.slug')
    .where('event_slugs.slug', '=', retiredSlug)
    .where('events.status', 'in', publicStatuses)
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
