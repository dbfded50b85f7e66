import type { EventRecord } from '#schemas/event-record.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { findSubmission, type StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailEnvelope } from './mail-envelope.ts';
import { mailDomain, queueMails } from './outbox.ts';
import { confirmationEnvelope, submissionEnvelopes } from './submission-mails.ts';

const oneDayMs = 24 * 60 * 60 * 1000;

async function queueOfSubmission(
  executor: Executor,
  { table, id }: { table: SubmissionTable; id: number },
  envelopes: readonly MailEnvelope[],
): Promise<number> {
  await queueMails(
    executor,
    envelopes.map((envelope) => ({ submission: { table, id }, envelope })),
    { domain: mailDomain },
  );
  return envelopes.length;
}

/**
 * Queues a stored submission's mails (its confirmation and the organiser's notice to
 * `organiserEmail`); call it inside the submission's transaction. The confirmation is sent only if
 * its address is within its day's cap (confirmation-cap.ts). `event` is its stored event, as the
 * intake found it. Returns how many mails it queued.
 */
export function queueSubmissionMails<T extends SubmissionTable>(
  executor: Executor,
  organiserEmail: string | undefined,
  submission: StoredSubmission<T>,
  event: EventRecord | undefined,
): Promise<number> {
  return queueOfSubmission(
    executor,
    submission,
    submissionEnvelopes(submission, organiserEmail, event),
  );
}

/**
 * Queues the confirmation of row `id` again, unless one was queued for it in the last day (the
 * same person applying to the same event again). Returns how many mails it queued.
 */
export async function requeueConfirmation(
  executor: Executor,
  table: SubmissionTable,
  id: number,
  event: EventRecord | undefined,
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
  const submission = await findSubmission(executor, table, id);
  const envelope = submission && confirmationEnvelope(submission, event);
  return envelope ? queueOfSubmission(executor, submission, [envelope]) : 0;
}
