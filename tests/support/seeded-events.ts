import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { seededAt, seededEventDocuments } from '#server/db/event-seed.ts';

/**
 * The seeded events as the store hands them out (server/events/event-store.ts), without a
 * database: for the unit tests of what the mails say of an event.
 */
export const seededEventRecords: readonly EventRecord[] = seededEventDocuments().map(
  (document, index) => ({
    id: index + 1,
    status: 'published',
    createdAt: seededAt,
    updatedAt: seededAt,
    publishedAt: seededAt,
    applicationsClosedAt: null,
    cancelledAt: null,
    cancellationMessage: null,
    calendarSequence: 0,
    document,
  }),
);

/** The seeded event a row of `table` belongs to, as `eventOfSubmission` finds it. */
export function seededEventOf(
  table: SubmissionTable,
  values: Readonly<Record<string, unknown>>,
): EventRecord | undefined {
  return seededEventRecords.find(({ document: { form } }) => {
    if (form.table !== table) return false;
    return (
      (form.eventName === undefined || values.event_name === form.eventName) &&
      (form.eventDate === undefined || values.event_date === form.eventDate)
    );
  });
}
