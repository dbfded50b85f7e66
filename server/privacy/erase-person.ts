import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { anonymiseMails, anonymiseRows } from './anonymise.ts';
import { findPersonRecords, type PersonRecords } from './person-records.ts';

/** What an erasure cleared: rows per table, and mails (hers and those about her). */
export type ErasedCount = {
  rows: number;
  mails: number;
  tables: Partial<Record<SubmissionTable, number>>;
};

/**
 * Erases everything held for `email` (docs/decisions/044-anonymised-rows.md): the rows
 * {@link findPersonRecords} finds, the mails they caused and any other mail to her address.
 * Run it in the caller's transaction with its audit entry; rows anonymised meanwhile (a second
 * erasure at the same moment, the retention job) are skipped and not counted.
 */
export async function erasePerson(
  executor: Executor,
  email: string,
  at: Date = new Date(),
): Promise<ErasedCount> {
  return eraseRecords(executor, await findPersonRecords(executor, email), at);
}

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
