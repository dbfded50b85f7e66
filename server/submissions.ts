import type { Executor } from '#server/db/database.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';

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
  const row = {
    ...toStoredRow(executor.engine, { ...values, suspected_spam: suspectedSpam }),
    submission_key: submissionKey,
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
