import type { Selectable } from 'kysely';
import type { AdminMail, AdminMailCounts, AdminMailStatus } from '#schemas/admin-mail.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { MailOutboxTable } from '#server/db/schema.ts';

/** The outbox as the organiser sees it (the admin's Mail view and a row's details). */

const listed = [
  'id',
  'submission_table',
  'submission_id',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'last_attempt_at',
  'next_attempt_at',
  'sent_at',
  'created_at',
] as const;

type ListedRow = Pick<Selectable<MailOutboxTable>, (typeof listed)[number]>;

function toAdminMail(row: ListedRow): AdminMail {
  const time = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    submissionTable: row.submission_table,
    submissionId: row.submission_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: time(row.last_attempt_at),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: time(row.sent_at),
    createdAt: row.created_at,
  };
}

/** A page of mails, newest first, optionally of one status. */
export async function listMails(
  database: Database,
  query: { status?: AdminMailStatus; offset: number; limit: number },
): Promise<{ mails: AdminMail[]; matching: number }> {
  const filtered = database.db
    .selectFrom('mail_outbox')
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!));
  const [rows, count] = await Promise.all([
    filtered.select(listed).orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { mails: rows.map(toAdminMail), matching: Number(count.count) };
}

export async function mailCounts(database: Database): Promise<AdminMailCounts> {
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: AdminMailCounts = { queued: 0, sent: 0, failed: 0, limited: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** The mails one stored row caused, oldest first. */
export async function mailsOfRow(
  database: Database,
  table: SubmissionTable,
  id: number,
): Promise<AdminMail[]> {
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select(listed)
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map(toAdminMail);
}

/**
 * "Retry now": a failed mail is due again at once, for one more attempt (it is marked failed
 * again if that fails too). Returns false when there is no such failed mail.
 */
export async function retryMail(executor: Executor, id: number, now = Date.now()) {
  const result = await executor.db
    .updateTable('mail_outbox')
    .set({ status: 'queued', next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
