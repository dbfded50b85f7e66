import type { EventRecord } from '#schemas/event-record.ts';
import type { FieldErrors, SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import type { EventReads } from '#server/events/event-store.ts';
import { submissionEventOf } from '#server/events/submission-event.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import type { PrivacyValues } from '#schemas/privacy-consent.ts';
import { checkSentForm } from '#schemas/submission-schemas.ts';
import { storeSubmission, type StoreOutcome } from '#server/db/submission-rows.ts';
import { queueSubmissionMails, requeueConfirmation } from '#server/mail/queue-submission-mails.ts';
import type { RateLimit, RateLimiter } from '#server/rate-limit.ts';

/** One valid form, as the route read it: what its transaction takes in. */
export type SubmissionRequest<T extends SubmissionTable = SubmissionTable> = {
  table: T;
  /** The form fill's submission key: the same key stores once. */
  key: string;
  values: SubmissionValues<T>;
  /** The privacy notice the form showed, and her consent where the form asks for it. */
  privacy: PrivacyValues;
  /** The hidden field was filled: kept, flagged, no mail (docs/product/additions.md#suspected-spam). */
  suspectedSpam: boolean;
  /** The client as the per-client limit counts it (rate-limit.ts clientOf). */
  client: string;
  /** The stored event whose form it is, open when it arrived; none for an enquiry. */
  event: EventRecord | undefined;
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
  { table, key, values, privacy, suspectedSpam, client, event }: SubmissionRequest,
): Promise<IntakeOutcome> {
  const verdict = await rules.limiter.hit(executor, rules.perClient, client);
  if (!verdict.allowed) return verdict;
  const stored = await storeSubmission(executor, table, key, values, {
    suspectedSpam,
    privacyNotice: { version: privacy.privacy_notice, at: new Date().toISOString() },
  });
  // The same person's application to the same event is in already: nothing new is stored; her
  // confirmation is mailed again at most once a day.
  const mails =
    stored.outcome === 'duplicate'
      ? await requeueConfirmation(executor, table, stored.id, event)
      : stored.outcome === 'stored' && !suspectedSpam
        ? await queueSubmissionMails(
            executor,
            rules.organiserEmail,
            { table, id: stored.id, values },
            event,
          )
        : 0;
  return { allowed: true, ...stored, mails };
}

/** A form as it arrived, before any check: from the JSON API or from a page sent without scripts. */
export type ArrivedForm = {
  table: SubmissionTable;
  key: string;
  /**
   * The form's values as sent: its fields, the values its page fixes, and the privacy notice it
   * showed with her consent (schemas/privacy-consent.ts `privacyFields`).
   */
  values: Record<string, unknown>;
  /** The hidden field bots fill (docs/product/additions.md#suspected-spam). */
  honeypot: unknown;
  client: string;
};

/**
 * What became of an arrived form: refused by its schema, by its event (closed, cancelled or past:
 * docs/product/rules.md#open-closed-past) or by the per-client limit, or taken in.
 */
export type Reception =
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'not-open'; message: string }
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: StoreOutcome['outcome']; id: number };

/**
 * Receives forms by one path whichever way they came: the table's schema, then its stored event
 * as it is now (docs/decisions/038-submissions-follow-the-stored-event.md), then the intake in a
 * transaction (on SQLite shared with the forms that arrive meanwhile: db/group-commit.ts), then
 * the mail worker woken once the mails are committed. Nothing is stored for a refused form.
 */
export function createReception({
  database,
  rules,
  mailWorker,
}: {
  database: Database;
  rules: IntakeRules;
  mailWorker: Pick<MailWorker, 'wake'>;
}): (form: ArrivedForm) => Promise<Reception> {
  const commits = createGroupCommit(database);
  // The events this reception has read, kept across its transactions (event-store.ts).
  const reads: EventReads = new Map();
  return async ({ table, key, values, honeypot, client }) => {
    const parsed = checkSentForm(table, values);
    if (!parsed.success) return { kind: 'invalid', fieldErrors: parsed.fieldErrors };
    // The hidden field was filled: by a bot, or by a browser's autofill for a real person. The
    // row is kept, flagged, with no mail, for the organiser to judge.
    const suspectedSpam =
      typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined;
    const outcome = await commits.run(async (executor): Promise<Reception | IntakeOutcome> => {
      // NOTE: the event is read as it is now, in the form's own transaction (on SQLite its one
      // connection is the transaction's), before anything is written: a refused form writes
      // nothing (docs/decisions/038-submissions-follow-the-stored-event.md).
      const found = await submissionEventOf(executor, table, parsed.values, new Date(), reads);
      if (found.kind === 'unknown') return { kind: 'invalid', fieldErrors: found.fieldErrors };
      if (found.kind === 'not-open') return { kind: 'not-open', message: found.message };
      return takeInSubmission(executor, rules, {
        table,
        key,
        values: parsed.values,
        privacy: parsed.privacy,
        suspectedSpam,
        client,
        event: found.kind === 'open' ? found.event : undefined,
      });
    });
    if ('kind' in outcome) return outcome;
    if (!outcome.allowed) return { kind: 'refused', retryAfterSeconds: outcome.retryAfterSeconds };
    if (outcome.mails > 0) mailWorker.wake();
    return { kind: outcome.outcome, id: outcome.id };
  };
}
