import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { anonymiseMails, anonymiseRows } from './anonymise.ts';
import type { PersonRecords } from './person-records.ts';

/** What an erasure cleared: rows per table, and mails (hers and those about her). */
export type ErasedCount = {
  rows: number;
  mails: number;
  tables: Partial<Record<SubmissionTable, number>>;
};

/**
 * Erases the rows and mails of `records`, found earlier in the same transaction: the People view
 * erases what the organiser confirmed (docs/decisions/046-the-people-place.md), not a row that
 * arrived after she looked.
 */
export async function eraseRecords(
  executor: Executor,
  records: Pick<PersonRecords, 'rows' | 'mails'>,
  at: Date = new Date(),
): Promise<ErasedCount> {
  const idsByTable = new Map<SubmissionTable, number[]>();
  for (const { table, row } of records.rows) {
    idsByTable.set(table, [...(idsByTable.get(table) ?? []), Number(row.id)]);
  }
  const erased: ErasedCount = { rows: 0, mails: 0, tables: {} };
  for (const [table, ids] of idsByTable) {
    const count = await anonymiseRows(executor, table, ids, at);
    erased.rows += count.rows;
    erased.mails += count.mails;
    if (count.rows > 0) erased.tables[table] = count.rows;
  }
  erased.mails += await anonymiseMails(
    executor,
    records.mails.map((mail) => mail.id),
    at,
  );
  return erased;
}
