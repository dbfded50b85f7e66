import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import {
  inSavepoint,
  inTransaction,
  isUniqueViolation,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import {
  earlierApplication,
  findSubmission,
  type FoundSubmission,
} from '#server/db/submission-rows.ts';
import { eventOfSubmission } from '#server/events/event-store.ts';
import { queueSubmissionMails } from '#server/mail/queue-submission-mails.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import type { AdminSession } from '../organisers/sessions.ts';

/**
 * The organiser's verdict on a row whose hidden field was filled
 * (docs/product/additions.md#suspected-spam). Each is one transaction with its record in
 * `admin_actions`.
 */
export type Verdict =
  | { verdict: 'done' }
  /** Released as a second application of the same person to the same event: no mail. */
  | { verdict: 'duplicate'; duplicateOf: number }
  | { verdict: 'not-found' }
  | { verdict: 'not-suspected' };

function flag(executor: Executor, value: boolean) {
  return executor.engine === 'sqlite' ? Number(value) : value;
}

async function suspectedSubmission(
  executor: Executor,
  table: SubmissionTable,
  id: number,
): Promise<FoundSubmission | Verdict> {
  const submission = await findSubmission(executor, table, id);
  if (!submission) return { verdict: 'not-found' };
  return submission.suspectedSpam ? submission : { verdict: 'not-suspected' };
}

function isVerdict(value: FoundSubmission | Verdict): value is Verdict {
  return 'verdict' in value;
}

/**
 * Clears the row's flag. An application whose person already has a live application to the same
 * event is kept beside it as its duplicate (`duplicate_of`), since the database holds one live
 * application per person and event (migration 030); one stored between the read and the write
 * (on another instance) is met by the unique index, and the row is then read again.
 */
async function release(
  executor: Executor,
  { table, id, values, eventId }: FoundSubmission,
): Promise<Verdict> {
  const { db, table: name } = submissionTable(executor, table);
  for (let attempt = 1; ; attempt++) {
    const earlier = await earlierApplication(executor, table, values, eventId);
    try {
      await inSavepoint(executor, () =>
        db
          .updateTable(name)
          .set({ suspected_spam: flag(executor, false), duplicate_of: earlier?.id ?? null })
          .where('id', '=', id)
          .execute(),
      );
      return earlier ? { verdict: 'duplicate', duplicateOf: earlier.id } : { verdict: 'done' };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/**
 * "Not spam": the row joins the others and its mails are queued, as at submission (the
 * organiser's notice to `organiserEmail`); a duplicate application (release) sends none: its
 * person had her mails for the first.
 */
export async function clearSuspicion(
  database: Database,
  {
    mailWorker,
    organiserEmail,
  }: { mailWorker: Pick<MailWorker, 'wake'>; organiserEmail: string | undefined },
  admin: AdminSession,
  table: SubmissionTable,
  id: number,
): Promise<Verdict> {
  let mailed = 0;
  const verdict = await inTransaction(database, async (trx) => {
    const submission = await suspectedSubmission(trx, table, id);
    if (isVerdict(submission)) return submission;
    const released = await release(trx, submission);
    if (released.verdict === 'done') {
      const event = await eventOfSubmission(trx, table, id);
      mailed = await queueSubmissionMails(trx, organiserEmail, submission, event);
    }
    await trx.db
      .insertInto('admin_actions')
      .values({
        admin_email: admin.email,
        action: 'submission.not-spam',
        submission_table: table,
        submission_id: id,
      })
      .execute();
    await recordAudit(trx, {
      actor: admin.email,
      action: 'submission.not-spam',
      target: table,
      targetId: id,
      rowCount: 1,
    });
    return released;
  });
  if (mailed > 0) mailWorker.wake();
  return verdict;
}

/** "Delete": only a suspected row can be deleted here; its record stays in `admin_actions`. */
export async function deleteSuspectedSpam(
  database: Database,
  admin: AdminSession,
  table: SubmissionTable,
  id: number,
): Promise<Verdict> {
  return inTransaction(database, async (trx): Promise<Verdict> => {
    const submission = await suspectedSubmission(trx, table, id);
    if (isVerdict(submission)) return submission;
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
    await recordAudit(trx, {
      actor: admin.email,
      action: 'submission.delete-spam',
      target: table,
      targetId: id,
      rowCount: 1,
    });
    return { verdict: 'done' };
  });
}
