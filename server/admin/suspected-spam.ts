import {
  formColumns,
  submissionForms,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submission-forms.ts';
import { inTransaction, type Database } from '#server/db/database.ts';
import { toBoolean } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { Mailer } from '#server/mail/mailer.ts';
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

/** The row's form values as the form sent them (booleans back from 0/1 on SQLite). */
function valuesOf<T extends SubmissionTable>(table: T, row: Record<string, unknown>) {
  const { fields } = submissionForms[table] as SubmissionFormDefinition;
  return Object.fromEntries(
    formColumns(table).map((column) => [
      column,
      fields[column]?.kind === 'checkbox' ? toBoolean(row[column] as number) : row[column],
    ]),
  ) as SubmissionValues<T>;
}

async function suspectedRow(database: Database, table: SubmissionTable, id: number) {
  const { db, table: name } = submissionTable(database, table);
  const row = await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
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
    const row = await suspectedRow({ ...database, ...trx }, table, id);
    if (typeof row === 'string') return row;
    const { db, table: name } = submissionTable(trx, table);
    await db
      .updateTable(name)
      .set({ suspected_spam: flag(database, false) })
      .where('id', '=', id)
      .execute();
    await mailer.queueSubmissionMails(trx, table, id, valuesOf(table, row));
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
    const row = await suspectedRow({ ...database, ...trx }, table, id);
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
