import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { isReviewStatus, statusesOf } from '#schemas/review-statuses.ts';
import { isStorableText, unstorableTextError } from '#schemas/stored-text.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';
import { tooLong } from '#schemas/submission-schemas.ts';
import { isApplicationTable } from '#server/admin/applicants.ts';
import type { Database } from '#server/db/database.ts';
import type { MailWorker } from '#server/mail/worker.ts';

/** What the admin's route groups share with server/routes/admin.ts. */
export type AdminRouteHelpers = {
  database: Database;
  /** Woken once a change that queued mail has committed. */
  mailWorker: Pick<MailWorker, 'wake'>;
  /** Where the organiser's notices of released submissions go (ORGANISER_EMAIL). */
  organiserEmail: string | undefined;
  requireSession: preHandlerAsyncHookHandler;
  /** 400 naming each unusable parameter. */
  refuseFields: (reply: FastifyReply, error: z.ZodError) => FastifyReply;
  wholeNumber: (min: number, max: number) => z.ZodType<number, unknown>;
  rowId: z.ZodType<number, string>;
};

export type RowRequest = FastifyRequest<{ Params: { table: string; id: string } }>;

/** The row `/tables/:table/rows/:id` names, or undefined once it has answered 404/400. */
export function rowOf(
  request: RowRequest,
  reply: FastifyReply,
  { rowId, refuseFields }: Pick<AdminRouteHelpers, 'rowId' | 'refuseFields'>,
): { table: SubmissionTable; id: number } | undefined {
  const { table } = request.params;
  if (!isSubmissionTable(table)) {
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }
  const params = z.object({ id: rowId }).safeParse({ id: request.params.id });
  if (!params.success) {
    refuseFields(reply, params.error);
    return undefined;
  }
  return { table, id: params.data.id };
}

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
