import type { Executor } from '#server/db/database.ts';
import { eventRecordOf } from '#server/db/event-rows.ts';
import type { EventStatus } from '#schemas/event-document.ts';
import type { EventRecord } from '#schemas/event-record.ts';

/**
 * The stored events (docs/decisions/035-events-are-data.md), read as records: `toEventPage`
 * and `toEventCard` (schemas/event-record.ts) turn one into the page and the card. A record
 * carries the kept-back details for the approval mail: a page renders `toEventPage`, never the
 * record itself.
 */

async function privateDetailsOf(executor: Executor, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map();
  const rows = await executor.db
    .selectFrom('event_private_details')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .execute();
  return new Map(rows.map((row) => [row.event_id, row]));
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

/** The event at this address today, whatever its status; undefined when none is. */
export async function eventBySlug(
  executor: Executor,
  slug: string,
): Promise<EventRecord | undefined> {
  const row = await executor.db
    .selectFrom('events')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const details = await privateDetailsOf(executor, [row.id]);
  return eventRecordOf(row, details.get(row.id));
}
