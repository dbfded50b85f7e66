import type { SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { findSubmission, formValuesOf } from '#server/submissions.ts';
import { mailDomain, queueMails } from './outbox.ts';
import {
  submissionMailHeadlines,
  type MailHeadline,
  type MailSettings,
} from './submission-mails.ts';

/** What queueing a submission's mails needs: where the organiser's notice goes, the site's address. */
export type SubmissionMailSettings = Pick<MailSettings, 'organiserEmail' | 'siteUrl'>;

const oneDayMs = 24 * 60 * 60 * 1000;

async function queueOfRow(
  executor: Executor,
  submission: { table: SubmissionTable; id: number },
  mails: readonly MailHeadline[],
): Promise<number> {
  await queueMails(
    executor,
    mails.map((mail) => ({ submission, mail })),
    { domain: mailDomain },
  );
  return mails.length;
}

/**
 * Queues a stored submission's mails (its confirmation and the organiser's notice); call it inside
 * the submission's transaction. The confirmation is sent only if its address is within its day's
 * cap (confirmation-cap.ts). Returns how many mails it queued.
 */
export function queueSubmissionMails<T extends SubmissionTable>(
  executor: Executor,
  settings: SubmissionMailSettings,
  table: T,
  id: number,
  values: SubmissionValues<T>,
): Promise<number> {
  return queueOfRow(executor, { table, id }, submissionMailHeadlines(table, id, values, settings));
}

/**
 * Queues the confirmation of row `id` again, unless one was queued for it in the last day (the
 * same person applying to the same event again). Returns how many mails it queued.
 */
export async function requeueConfirmation(
  executor: Executor,
  settings: SubmissionMailSettings,
  table: SubmissionTable,
  id: number,
): Promise<number> {
  const latest = await executor.db
    .selectFrom('mail_outbox')
    .select('created_at')
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .where('kind', '=', 'confirmation')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && Date.parse(latest.created_at) > Date.now() - oneDayMs) return 0;
  const stored = await findSubmission(executor, table, id);
  if (!stored) return 0;
  const mails = submissionMailHeadlines(table, id, formValuesOf(table, stored), settings).filter(
    (mail) => mail.kind === 'confirmation',
  );
  return queueOfRow(executor, { table, id }, mails);
}
