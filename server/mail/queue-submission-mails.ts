import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { findSubmission, type StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailEnvelope } from './mail-envelope.ts';
import { mailDomain, queueMails, type OutboxEntry } from './outbox.ts';
import { confirmationEnvelope, submissionEnvelopes } from './submission-mails.ts';

const oneDayMs = 24 * 60 * 60 * 1000;

/**
 * Where a transaction puts the mails it queues: straight into the outbox, or gathered for one
 * insert at the end of a group of submissions (server/applications/submission-intake.ts).
 */
export type MailQueue = {
  add: (executor: Executor, entries: readonly OutboxEntry[]) => Promise<void>;
  /** What it took and has not written to the outbox yet: a look at the outbox counts these too. */
  unwritten: () => readonly OutboxEntry[];
};

/** Inserts the mails into the outbox at once. */
export const queueAtOnce: MailQueue = {
  add: (executor, entries) => queueMails(executor, entries, { domain: mailDomain }),
  unwritten: () => [],
};

async function queueOfSubmission(
  executor: Executor,
  { table, id }: { table: SubmissionTable; id: number },
  envelopes: readonly MailEnvelope[],
  queue: MailQueue,
): Promise<number> {
  await queue.add(
    executor,
    envelopes.map((envelope) => ({ submission: { table, id }, envelope })),
  );
  return envelopes.length;
}

/**
 * Queues a stored submission's mails (its confirmation and the organiser's notice to
 * `organiserEmail`); call it inside the submission's transaction. The confirmation is sent only if
 * its address is within its day's cap (confirmation-cap.ts). `event` is its stored event, as the
 * intake found it; `queue`, where they go (at once by default). Returns how many mails it queued.
 */
export function queueSubmissionMails<T extends SubmissionTable>(
  executor: Executor,
  organiserEmail: string | undefined,
  submission: StoredSubmission<T>,
  event: EventRecord | undefined,
  queue: MailQueue = queueAtOnce,
): Promise<number> {
  return queueOfSubmission(
    executor,
    submission,
    submissionEnvelopes(submission, organiserEmail, event),
    queue,
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
  queue: MailQueue = queueAtOnce,
): Promise<number> {
  const unwritten = queue
    .unwritten()
    .some(
      ({ submission, envelope }) =>
        submission.table === table && submission.id === id && envelope.kind === 'confirmation',
    );
  if (unwritten) return 0;
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
  return envelope ? queueOfSubmission(executor, submission, [envelope], queue) : 0;
}
