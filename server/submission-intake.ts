import type { SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { storeSubmission, type StoreOutcome } from '#server/db/submission-rows.ts';
import { queueSubmissionMails, requeueConfirmation } from '#server/mail/queue-submission-mails.ts';
import type { RateLimit, RateLimiter } from '#server/rate-limit.ts';

/** One valid form, as the route read it: what its transaction takes in. */
export type SubmissionRequest<T extends SubmissionTable = SubmissionTable> = {
  table: T;
  /** The form fill's submission key: the same key stores once. */
  key: string;
  values: SubmissionValues<T>;
  /** The hidden field was filled: kept, flagged, no mail (docs/product/additions.md#suspected-spam). */
  suspectedSpam: boolean;
  /** The client as the per-client limit counts it (rate-limit.ts clientOf). */
  client: string;
};

/** Refused by the per-client limit (its hit counted), or stored, with how many mails it queued. */
export type IntakeOutcome =
  { allowed: false; retryAfterSeconds: number } | (StoreOutcome & { allowed: true; mails: number });

/** What the intake needs beyond the database: the per-client limit, where notices go. */
export type IntakeRules = {
  limiter: RateLimiter;
  perClient: RateLimit;
  /** Where the organiser's notices go (ORGANISER_EMAIL). */
  organiserEmail: string | undefined;
};

const tenMinutes = 10 * 60 * 1000;

export function intakeRules({
  limiter,
  submissionRateLimit,
  organiserEmail,
}: {
  limiter: RateLimiter;
  /** Valid submissions per client per ten minutes; 0 turns the limit off. */
  submissionRateLimit: number;
  /** Where the organiser's notices go. */
  organiserEmail: string | undefined;
}): IntakeRules {
  return {
    limiter,
    perClient: { scope: 'submission', limit: submissionRateLimit, windowMs: tenMinutes },
    organiserEmail,
  };
}

/**
 * Everything a valid submission writes, in the open transaction `executor`: the client's hit
 * (a refused one commits only its count), the row exactly once (db/submission-rows.ts), and its mails in
 * the outbox (docs/decisions/017-mail-outbox-in-the-database.md). Nothing is answered before the
 * transaction commits.
 */
export async function takeInSubmission(
  executor: Executor,
  rules: IntakeRules,
  { table, key, values, suspectedSpam, client }: SubmissionRequest,
): Promise<IntakeOutcome> {
  const verdict = await rules.limiter.hit(executor, rules.perClient, client);
  if (!verdict.allowed) return verdict;
  const stored = await storeSubmission(executor, table, key, values, { suspectedSpam });
  // The same person's application to the same event is in already: nothing new is stored; her
  // confirmation is mailed again at most once a day.
  const mails =
    stored.outcome === 'duplicate'
      ? await requeueConfirmation(executor, table, stored.id)
      : stored.outcome === 'stored' && !suspectedSpam
        ? await queueSubmissionMails(executor, rules.organiserEmail, {
            table,
            id: stored.id,
            values,
          })
        : 0;
  return { allowed: true, ...stored, mails };
}
