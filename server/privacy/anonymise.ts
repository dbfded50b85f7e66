import { clearedValue, personalColumns } from '#schemas/privacy/personal-data.ts';
import { keptWithTheirForm } from '#schemas/privacy/retention.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';

/** What is hers beside her row, deleted with her details: her arrival and her feedback. */
const rowsOfHers = keptWithTheirForm;

/**
 * Every table an anonymisation of rows of `tables` changes: theirs, and the history, mails,
 * arrivals and feedback it clears with them (below); and `your_data_asks`, whose carried-out asks
 * are deleted rows that may still hold her address until the table is scrubbed
 * (docs/decisions/051, 053).
 */
export function tablesAnonymisedWith(tables: Iterable<string>): string[] {
  return [
    ...new Set([
      ...tables,
      'status_changes',
      'mail_outbox',
      'mail_attempts',
      ...rowsOfHers,
      'your_data_asks',
    ]),
  ];
}

/** What one call cleared: rows not anonymised before, and the mails they caused. */
export type AnonymisedCount = { rows: number; mails: number };

/** Ids per statement: SQLite binds at most 32,766 values; a retention run may meet many more. */
const idsPerStatement = 500;

/**
 * Clears the personal values of `ids` in `table` and of every mail they caused
 * (docs/decisions/044-anonymised-rows.md). The one place both an erasure and the retention job
 * anonymise through, so that they clear the same things:
 * - the row's personal columns (schemas/privacy/personal-data.ts) and its applicant key; the event,
 *   status, dates and notice version stay, so counts per event do not change;
 * - the organiser's messages to the person in the row's history (`status_changes.message`);
 * - the row's mails in the outbox: address, subject, envelope, kept body and the attempts'
 *   errors (which can name the address); a mail not sent yet becomes `erased` and is never sent;
 * - her arrival at the event's door and her feedback on it, deleted: an erased guest is no longer
 *   counted as expected, nor among those who came (schemas/events/attendance.ts), and her words go
 *   (docs/decisions/065-feedback-after-the-event.md).
 *
 * Rows already anonymised are left as they are and not counted, so a second call (two runs of
 * the job, an erasure meeting retention) changes nothing. Run it inside the caller's
 * transaction, with the audit entry that records it.
 */
export async function anonymiseRows(
  executor: Executor,
  table: SubmissionTable,
  ids: readonly number[],
  at: Date = new Date(),
): Promise<AnonymisedCount> {
  const count: AnonymisedCount = { rows: 0, mails: 0 };
  for (let start = 0; start < ids.length; start += idsPerStatement) {
    const chunk = ids.slice(start, start + idsPerStatement);
    const part = await anonymiseChunk(executor, table, chunk, at.toISOString());
    count.rows += part.rows;
    count.mails += part.mails;
  }
  return count;
}

async function anonymiseChunk(
  executor: Executor,
  table: SubmissionTable,
  ids: readonly number[],
  at: string,
): Promise<AnonymisedCount> {
  const { db, engine } = executor;
  const submissions = submissionTable(executor, table);
  const cleared = toStoredRow(
    engine,
    Object.fromEntries(
      personalColumns(table).map((column) => [column, clearedValue(table, column)]),
    ),
  );
  const changed = await submissions.db
    .updateTable(submissions.table)
    .set({ ...cleared, applicant_key: null, anonymised_at: at })
    .where('id', 'in', ids)
    .where('anonymised_at', 'is', null)
    .returning('id')
    .execute();
  const rowIds = changed.map((row) => Number(row.id));
  if (rowIds.length === 0) return { rows: 0, mails: 0 };

  await db
    .updateTable('status_changes')
    .set({ message: null })
    .where('submission_table', '=', table)
    .where('submission_id', 'in', rowIds)
    .execute();
  for (const hers of rowsOfHers) {
    await db
      .deleteFrom(hers)
      .where('submission_table', '=', table)
      .where('submission_id', 'in', rowIds)
      .execute();
  }
  const linked = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('submission_table', '=', table)
    .where('submission_id', 'in', rowIds)
    .execute();
  const mails = await anonymiseMails(
    executor,
    linked.map((mail) => mail.id),
    new Date(at),
  );
  return { rows: rowIds.length, mails };
}

/**
 * Clears mails' addresses, subjects, envelopes, kept bodies and attempt errors; a mail not sent
 * yet becomes `erased` and is never sent. For an erasure, also the mails to her address that no
 * row of hers caused. Returns how many were not anonymised before.
 */
export async function anonymiseMails(
  { db }: Executor,
  ids: readonly number[],
  at: Date = new Date(),
): Promise<number> {
  let count = 0;
  for (let start = 0; start < ids.length; start += idsPerStatement) {
    const chunk = ids.slice(start, start + idsPerStatement);
    const mails = await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        recipient: '',
        recipient_address: null,
        subject: '',
        message: '{}',
        sent_body: null,
        last_error: null,
        anonymised_at: at.toISOString(),
        status: eb
          .case()
          .when('status', '=', 'sent')
          .then('sent' as const)
          .else('erased' as const)
          .end(),
      }))
      .where('id', 'in', chunk)
      .where('anonymised_at', 'is', null)
      .returning('id')
      .execute();
    const mailIds = mails.map((mail) => mail.id);
    if (mailIds.length > 0) {
      await db
        .updateTable('mail_attempts')
        .set({ error: null })
        .where('mail_id', 'in', mailIds)
        .execute();
    }
    count += mailIds.length;
  }
  return count;
}
