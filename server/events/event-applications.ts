import type { EventApplicationCounts } from '#schemas/admin-events.ts';
import type { EventRecord } from '#schemas/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import { submissionValuesOf, type StoredSubmission } from '#server/db/submission-rows.ts';
import { submissionTable } from '#server/db/submission-table.ts';

/**
 * An event's stored applications (docs/decisions/035-events-are-data.md): the rows of its form's
 * table that hold the values its form fixes (its event name, and the virtual registrations'
 * event date), as server/events/event-store.ts `eventOfSubmission` finds a row's event.
 */

type EventForm = Pick<EventRecord, 'document'>;

/** The statuses a cancellation tells of: everyone still waiting for, or holding, a place. */
export const liveApplicationStatuses = ['pending', 'waitlisted', 'approved'] as const;

function rowsOf(executor: Executor, { document: { form } }: EventForm) {
  const { db, table } = submissionTable(executor, form.table);
  let query = db.selectFrom(table);
  if (form.eventName !== undefined) query = query.where('event_name', '=', form.eventName);
  if (form.eventDate !== undefined) query = query.where('event_date', '=', form.eventDate);
  return query;
}

/** The rows of the event the organiser reviews: not suspected spam. */
function reviewedRowsOf(executor: Executor, event: EventForm) {
  return rowsOf(executor, event).where(
    'suspected_spam',
    '=',
    executor.engine === 'sqlite' ? 0 : false,
  );
}

/** Whether anyone applied under the event's stored name, whatever became of it. */
export async function hasApplications(executor: Executor, event: EventForm): Promise<boolean> {
  const row = await rowsOf(executor, event).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
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

/** The applications still pending, waitlisted or approved, oldest first. */
export async function liveApplications(
  executor: Executor,
  event: EventForm,
): Promise<StoredSubmission[]> {
  const table = event.document.form.table;
  const rows = (await reviewedRowsOf(executor, event)
    .selectAll()
    .where('status', 'in', liveApplicationStatuses)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    table,
    id: Number(row.id),
    values: submissionValuesOf(table, row),
  }));
}
