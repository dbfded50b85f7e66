import { z } from 'zod';
import { isReviewStatus, statusesOf } from '#schemas/review-statuses.ts';
import { isStorableText, unstorableTextError } from '#schemas/stored-text.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { tooLong } from '#schemas/submission-schemas.ts';
import { isApplicationTable } from '#server/admin/applicants.ts';

/** A text the database can hold (schemas/stored-text.ts), at most `max` characters. */
export const storableLine = (max: number) =>
  z
    .string()
    .max(max, { error: tooLong(max) })
    .refine((value) => isStorableText(value), { error: unstorableTextError });

/** The search, filter, status tab and multi-event filter of a list (or of rows to change). */
export const listFilters = {
  search: storableLine(200).default(''),
  filter: storableLine(200).default(''),
  /** A review status: only its rows (checked against the table's statuses below). */
  status: storableLine(40).default(''),
};

/**
 * What the shape alone cannot check: the status is one of the table's, and only applications
 * have events for the multi-event filter. Undefined when both hold.
 */
export function listFiltersError(
  table: SubmissionTable,
  { status, multi }: { status: string; multi: boolean },
  path: readonly string[] = [],
): z.ZodError | undefined {
  const issues: z.core.$ZodIssue[] = [];
  if (status && !isReviewStatus(table, status)) {
    issues.push({
      code: 'custom',
      path: [...path, 'status'],
      message: `Must be one of: ${statusesOf(table).join(', ')}.`,
      input: status,
    });
  }
  if (multi && !isApplicationTable(table)) {
    issues.push({
      code: 'custom',
      path: [...path, 'multi'],
      message: 'Only applications and registrations are for events.',
      input: multi,
    });
  }
  return issues.length > 0 ? new z.ZodError(issues) : undefined;
}
