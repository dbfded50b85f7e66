import { applicantKey } from '#schemas/applicant-key.ts';
import { reviewKinds } from '#schemas/review-statuses.ts';
import type { Executor } from '#server/db/database.ts';
import { toBoolean, toStoredRow } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import {
  formColumns,
  submissionForms,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submission-forms.ts';

/**
 * Stores one submission exactly once per form fill: a second request with the same key stores
 * nothing and answers with the first row's id (`created` false). `executor` may be an open
 * transaction.
 */
export async function storeSubmission<T extends SubmissionTable>(
  executor: Executor,
  table: T,
  submissionKey: string,
  values: SubmissionValues<T>,
  { suspectedSpam = false }: { suspectedSpam?: boolean } = {},
): Promise<{ id: number; created: boolean }> {
  const { db, table: name } = submissionTable(executor, table);
  const email = (values as { email?: unknown }).email;
  const row = {
    ...toStoredRow(executor.engine, { ...values, suspected_spam: suspectedSpam }),
    submission_key: submissionKey,
    applicant_key: typeof email === 'string' ? applicantKey(email) : null,
  };
  const inserted = await db
    .insertInto(name)
    .values(row)
    .onConflict((conflict) => conflict.column('submission_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom(name)
    .select('id')
    .where('submission_key', '=', submissionKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** A stored row's form values as the form sent them (booleans back from 0/1 on SQLite). */
export function formValuesOf<T extends SubmissionTable>(
  table: T,
  row: Record<string, unknown>,
): SubmissionValues<T> {
  const { fields } = submissionForms[table] as SubmissionFormDefinition;
  return Object.fromEntries(
    formColumns(table).map((column) => [
      column,
      fields[column]?.kind === 'checkbox' ? toBoolean(row[column] as number) : row[column],
    ]),
  ) as SubmissionValues<T>;
}

/** Row `id` of `table`, every column, or undefined when there is none. */
export async function findSubmission(executor: Executor, table: SubmissionTable, id: number) {
  const { db, table: name } = submissionTable(executor, table);
  const row = await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
  return row as Record<string, unknown> | undefined;
}

/**
 * The person's earlier application to the same event, if there is one (issue 19, duplicates;
 * docs/product/data.md#duplicate-applications): same table, same values the page fixed (event
 * name and date), same applicant key, not kept as suspected spam, not withdrawn. Enquiries have
 * none.
 */
export async function earlierApplication<T extends SubmissionTable>(
  executor: Executor,
  table: T,
  values: SubmissionValues<T>,
): Promise<{ id: number; submission_key: string } | undefined> {
  const email = (values as { email?: unknown }).email;
  if (reviewKinds[table] !== 'application' || typeof email !== 'string') return undefined;
  const { db, table: name } = submissionTable(executor, table);
  let query = db
    .selectFrom(name)
    .select(['id', 'submission_key'])
    .where('applicant_key', '=', applicantKey(email))
    .where('suspected_spam', '=', executor.engine === 'sqlite' ? 0 : false)
    // Withdrawn, she may apply again: the withdraw page tells her so.
    .where('status', '!=', 'withdrawn');
  const { context } = submissionForms[table] as SubmissionFormDefinition;
  for (const column of Object.keys(context)) {
    query = query.where(column, '=', (values as Record<string, unknown>)[column]);
  }
  return query.orderBy('id').limit(1).executeTakeFirst();
}
