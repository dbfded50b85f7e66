import type { EventRecord } from '#schemas/events/event-record.ts';
import { isMailedDecision, type EventStanding } from '#schemas/applications/review-statuses.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { decisionEnvelope } from './decision-mails.ts';
import type { PromotedPerson } from './mail-envelope.ts';
import { mailDomain, queueMails, type OutboxEntry } from './outbox.ts';
import { withdrawalNoticeEnvelope } from './withdrawal-notice.ts';

/** One row's status change, as the decision kept it in `status_changes`. */
export type DecisionChange = {
  submission: StoredSubmission;
  status: string;
  statusChangeId: number;
  /** Its event as the decision found it (server/events/capacity.ts `eventStanding`). */
  standing: EventStanding | undefined;
  /** Its stored event (server/events/event-store.ts `eventOfSubmission`), if it has one. */
  event: EventRecord | undefined;
};

/**
 * Queues the mails telling applicants of the organiser's decision (approval, waitlist, decline),
 * one per change to a status that is mailed; call it in the decision's transaction. Returns how
 * many mails it queued.
 */
export async function queueDecisionMails(
  executor: Executor,
  changes: readonly DecisionChange[],
): Promise<number> {
  const entries: OutboxEntry[] = changes.flatMap(
    ({ submission, status, statusChangeId, standing, event }) => {
      if (!isMailedDecision(submission.table, status)) return [];
      const envelope = decisionEnvelope(submission, status, statusChangeId, standing, event);
      return envelope ? [{ submission, envelope }] : [];
    },
  );
  await queueMails(executor, entries, { domain: mailDomain });
  return entries.length;
}

/**
 * Queues the organiser's notice (to `organiserEmail`) that an applicant withdrew, telling of its
 * `status_changes` row and of who took her place by herself, if anyone did; call it in the
 * withdrawal's transaction. Returns how many mails it queued.
 */
export async function queueWithdrawalNotice(
  executor: Executor,
  organiserEmail: string | undefined,
  submission: StoredSubmission,
  statusChangeId: number,
  promoted: PromotedPerson | undefined,
  event: EventRecord | undefined,
): Promise<number> {
  const envelope = withdrawalNoticeEnvelope(
    submission,
    organiserEmail,
    statusChangeId,
    promoted,
    event,
  );
  if (!envelope) return 0;
  await queueMails(executor, [{ submission, envelope }], { domain: mailDomain });
  return 1;
}
