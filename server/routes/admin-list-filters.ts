import { z } from 'zod';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { isReviewStatus, statusesOf } from '#schemas/applications/review-statuses.ts';
import { isStorableText, unstorableTextError } from '#schemas/shared/stored-text.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { tooLong } from '#schemas/forms/submission-schemas.ts';
import { isApplicationTable } from '#server/applications/applicants.ts';
import type { Executor } from '#server/db/database.ts';
import { isEventTable } from '#schemas/events/event-document.ts';
import { eventById } from '#server/events/event-store.ts';

/** A text the database can hold (schemas/shared/stored-text.ts), at most `max` characters. */
export const storableLine = (max: number) =>
  z
    .string()
    .max(max, { error: tooLong(max) })
    .refine((value) => isStorableText(value), { error: unstorableTextError });

/** The largest row id: PostgreSQL's `integer`, which the id columns are on both engines. */
export const maxRowId = 2_147_483_647;

/** A row's id as an address or a query names it. */
export const rowId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: `Must be a whole number from 1 to ${maxRowId}.` })
  .transform(Number)
  .refine((id) => id <= maxRowId, { error: `Must be a whole number from 1 to ${maxRowId}.` });

/** The search, filter, status tab and event of a list (or of rows to change). */
export const listFilters = {
  search: storableLine(200).default(''),
  filter: storableLine(200).default(''),
  /** A review status: only its rows (checked against the table's statuses below). */
  status: storableLine(40).default(''),
  /**
   * An event's id: only the rows that belong to it by its key
   * (docs/decisions/061-applications-by-event-key.md), as a query's text or a body's number.
   */
  event: z.coerce.string().pipe(rowId).optional(),
};

/** The filters the table decides on: the tab, the multi-event filter and the event. */
type TableFilters = { status: string; multi: boolean; event?: number | undefined };

/**
 * The list's filters checked against its table: the status is one of the table's, only
 * applications have events for the multi-event filter, and only an event form's tables hold an
 * event's rows, of an event whose form fills this table. The event asked for, when it is one; else
 * the error naming each filter that cannot be used.
 */
export async function checkListFilters(
  executor: Executor,
  table: SubmissionTable,
  { status, multi, event }: TableFilters,
  path: readonly string[] = [],
): Promise<{ error: z.ZodError } | { error?: undefined; event: EventRecord | undefined }> {
  const issues: z.core.$ZodIssue[] = [];
  const refuse = (name: string, message: string, input: unknown) =>
    issues.push({ code: 'custom', path: [...path, name], message, input });
  if (status && !isReviewStatus(table, status)) {
    refuse('status', `Must be one of: ${statusesOf(table).join(', ')}.`, status);
  }
  if (multi && !isApplicationTable(table)) {
    refuse('multi', 'Only applications and registrations are for events.', multi);
  }
  let found: EventRecord | undefined;
  if (event !== undefined) {
    if (!isEventTable(table)) {
      refuse('event', "Only the tables of an event form hold an event's rows.", event);
    } else {
      found = await eventById(executor, event);
      if (found?.document.form.table !== table) {
        refuse('event', 'No event whose form fills this table has this id.', event);
      }
    }
  }
  return issues.length > 0 ? { error: new z.ZodError(issues) } : { event: found };
}
