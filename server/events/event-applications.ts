import type { EventApplicationCounts } from '#schemas/events/admin-events.ts';
import { eventFormTables, type EventFormTable } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import { submissionValuesOf, type StoredSubmission } from '#server/db/submission-rows.ts';
import { submissionTable } from '#server/db/submission-table.ts';

/**
 * An event's stored applications (docs/decisions/061-applications-by-event-key.md): the rows of
 * its form's table that carry its key, `event_id`, whatever name or date they were stored with.
 */

type EventForm = Pick<EventRecord, 'id' | 'document'>;

/** The statuses a cancellation tells of: everyone still waiting for, or holding, a place. */
export const liveApplicationStatuses = ['pending', 'waitlisted', 'approved'] as const;

/** Every row of the event, by its key (migration 030's index over the key and the status). */
export function eventRows(executor: Executor, { id, document: { form } }: EventForm) {
  const { db, table } = submissionTable(executor, form.table);
  return db.selectFrom(table).where('event_id', '=', id);
}

/**
 * How many rows of each event form's table (not suspected spam) belong to no stored event
 * (migration 030 could not link them); only the tables that hold any.
 */
export async function rowsOfNoEvent(
  executor: Executor,
): Promise<{ table: EventFormTable; count: number }[]> {
  const counts = await Promise.all(
    eventFormTables.map(async (table) => {
      const { db, table: name } = submissionTable(executor, table);
      const row = await db
        .selectFrom(name)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('event_id', 'is', null)
        .where('suspected_spam', '=', executor.engine === 'sqlite' ? 0 : false)
        .executeTakeFirstOrThrow();
      return { table, count: Number(row.count) };
    }),
  );
  return counts.filter(({ count }) => count > 0);
}

/** The rows of the event the organiser reviews: not suspected spam. */
export function reviewedRowsOf(executor: Executor, event: EventForm) {
  return eventRows(executor, event).where(
    'suspected_spam',
    '=',
    executor.engine === 'sqlite' ? 0 : false,
  );
}

/** How many of the event's applications are pending, waitlisted and approved. */
export async function applicationCounts(
  executor: Executor,
  event: EventForm,
): Promise<EventApplicationCounts> {
  const rows = await reviewedRowsOf(executor, event)
    .select((eb) => [
      eb.ref('status').$castTo<string>().as('status'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', 'in', liveApplicationStatuses)
    .groupBy('status')
    .execute();
  const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    pending: countOf('pending'),
    waitlisted: countOf('waitlisted'),
    approved: countOf('approved'),
  };
}

/**
 * The applications at `statuses` (by default those still pending, waitlisted or approved),
 * oldest first.
 */
export async function liveApplications(
  executor: Executor,
  event: EventForm,
  statuses: readonly string[] = liveApplicationStatuses,
): Promise<StoredSubmission[]> {
  const table = event.document.form.table;
  const rows = (await reviewedRowsOf(executor, event)
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    table,
    id: Number(row.id),
    values: submissionValuesOf(table, row),
  }));
}

/** An approved guest, and since when she holds her place (her approval). */
export type HeldPlace = { submission: StoredSubmission; since: Date };

/**
 * The event's approved guests, oldest first, each with the moment she was approved (her row's
 * last status change; its arrival for a row approved before changes were timed). Erased rows
 * come back too, without an address: a mail skips them.
 */
export async function approvedGuests(executor: Executor, event: EventForm): Promise<HeldPlace[]> {
  const table = event.document.form.table;
  const rows = (await reviewedRowsOf(executor, event)
    .selectAll()
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    submission: { table, id: Number(row.id), values: submissionValuesOf(table, row) },
    since: new Date(String(row.status_changed_at ?? row.created_at)),
  }));
}
