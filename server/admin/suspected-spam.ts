import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { toBoolean } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { findSubmission, formValuesOf } from '#server/submissions.ts';
import type { AdminSession } from './sessions.ts';

/**
 * The organiser's verdict on a row whose hidden field was filled
 * (docs/product/additions.md#suspected-spam). Each is one transaction with its record in
 * `admin_actions`.
 */
export type Verdict = 'done' | 'not-found' | 'not-suspected';

function flag(database: Database, value: boolean) {
  return database.engine === 'sqlite' ? Number(value) : value;
}

async function suspectedRow(executor: Executor, table: SubmissionTable, id: number) {
  const row = await findSubmission(executor, table, id);
  if (!row) return 'not-found' as const;
  return toBoolean(row.suspected_spam as number) ? row : ('not-suspected' as const);
}

/** "Not spam": the row joins the others and its mails are queued, as at submission. */
export async function clearSuspicion(
  database: Database,
  mailer: Mailer,
  admin: AdminSession,
  table: SubmissionTable,
  id: number,
): Promise<Verdict> {
  const verdict = await inTransaction(database, async (trx) => {
    const row = await suspectedRow(trx, table, id);
    if (typeof row === 'string') return row;
    const { db, table: name } = submissionTable(trx, table);
    await db
      .updateTable(name)
      .set({ suspected_spam: flag(database, false) })
      .where('id', '=', id)
      .execute();
    await mailer.queueSubmissionMails(trx, table, id, formValuesOf(table, row));
    await trx.db
      .insertInto('admin_actions')
      .values({
        admin_email: admin.email,
        action: 'submission.not-spam',
        submission_table: table,
        submission_id: id,
      })
      .execute();
    return 'done' as const;
  });
  if (verdict === 'done') mailer.wake();
  return verdict;
}

/** "Delete": only a suspected row can be deleted here; its record stays in `admin_actions`. */
export async function deleteSuspectedSpam(
  database: Database,
  admin: AdminSession,
  table: SubmissionTable,
  id: number,
): Promise<Verdict> {
  return inTransaction(database, async (trx) => {
    const row = await suspectedRow(trx, table, id);
    if (typeof row === 'string') return row;
    const { db, table: name } = submissionTable(trx, table);
    await db.deleteFrom(name).where('id', '=', id).execute();
    await trx.db
      .insertInto('admin_actions')
      .values({
        admin_email: admin.email,
        action: 'submission.delete-spam',
        submission_table: table,
        submission_id: id,
      })
      .execute();
    return 'done' as const;
  });
}
