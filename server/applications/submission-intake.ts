import type { EventRecord } from '#schemas/events/event-record.ts';
import type {
  FieldErrors,
  SubmissionTable,
  SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';
import { holdSharedTransactionLock, type Database, type Executor } from '#server/db/database.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import {
  eventsOncePerTransaction,
  eventWritesLock,
  type EventReads,
} from '#server/events/event-store.ts';
import { submissionEventOf } from '#server/events/submission-event.ts';
import type { FormArrivals } from '#server/mail/form-arrivals.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import type { PrivacyValues } from '#schemas/privacy/privacy-consent.ts';
import { checkSentForm } from '#schemas/forms/submission-schemas.ts';
import { storeSubmission, type StoreOutcome } from '#server/db/submission-rows.ts';
import {
  queueAtOnce,
  queueSubmissionMails,
  requeueConfirmation,
  type MailQueue,
} from '#server/mail/queue-submission-mails.ts';
import type { OutboxEntry } from '#server/mail/outbox.ts';
import type { RateLimit, RateLimiter } from '#server/http/rate-limit.ts';

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
 * the outbox (docs/decisions/017-mail-outbox-in-the-database.md) through `queue` (at once by
 * default; the intake's groups gather them for one insert). Nothing is answered before the
 * transaction commits.
 */
export async function takeInSubmission(
  executor: Executor,
  rules: IntakeRules,
  { table, key, values, privacy, suspectedSpam, client, event }: SubmissionRequest,
  queue: MailQueue = queueAtOnce,
): Promise<IntakeOutcome> {
  const verdict = await rules.limiter.hit(executor, rules.perClient, client);
  if (!verdict.allowed) return verdict;
  const stored = await storeSubmission(executor, table, key, values, {
    suspectedSpam,
    privacyNotice: { version: privacy.privacy_notice, at: new Date().toISOString() },
    eventId: event?.id ?? null,
  });
  // The same person's application to the same event is in already: nothing new is stored; her
  // confirmation is mailed again at most once a day.
  const mails =
    stored.outcome === 'duplicate'
      ? await requeueConfirmation(executor, table, stored.id, event, queue)
      : stored.outcome === 'stored' && !suspectedSpam
        ? await queueSubmissionMails(
            executor,
            rules.organiserEmail,
            { table, id: stored.id, values },
            event,
            queue,
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
   * showed with her consent (schemas/privacy/privacy-consent.ts `privacyFields`).
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
 * transaction shared with the forms that arrive meanwhile (db/group-commit.ts; their mails in
 * one insert at its end), then the mail worker woken once the mails are committed. Nothing is
 * stored for a refused form.
 */
export function createReception({
  database,
  rules,
  mailWorker,
  arrivals,
  eventsNow,
}: {
  database: Database;
  rules: IntakeRules;
  mailWorker: Pick<MailWorker, 'wake'>;
  /** Counts every form while it is received (the mail worker waits for a pause in them). */
  arrivals: Pick<FormArrivals, 'during'>;
  /** The time the events are judged at (server/app.ts). */
  eventsNow: () => Date;
}): (form: ArrivedForm) => Promise<Reception> {
  // A form's work in its group, and the mails it leaves for the group's one insert.
  type Taken = { outcome: Reception | IntakeOutcome; mails: OutboxEntry[] };
  const commits = createGroupCommit<Taken>(database, {
    // NOTE: before any form's savepoint: a lock taken within one would go with its rollback.
    begin: (executor) => holdSharedTransactionLock(executor, eventWritesLock),
    finish: (executor, taken) =>
      queueAtOnce.add(
        executor,
        taken.flatMap(({ mails }) => mails),
      ),
  });
  // The mails of the forms a group took in so far, not in the outbox until it ends.
  const groupMails = new WeakMap<Executor, OutboxEntry[]>();
  function gatherer(executor: Executor, mails: OutboxEntry[]): MailQueue {
    let earlier = groupMails.get(executor);
    if (!earlier) groupMails.set(executor, (earlier = []));
    const before = earlier;
    return {
      add: async (_executor, entries) => {
        mails.push(...entries);
      },
      unwritten: () => [...before, ...mails],
    };
  }
  // The events this reception has read, kept across its transactions (event-store.ts), and
  // read once per group.
  const reads: EventReads = new Map();
  const readEvents = eventsOncePerTransaction(reads);
  async function receive({
    table,
    key,
    values,
    honeypot,
    client,
  }: ArrivedForm): Promise<Reception> {
    const parsed = checkSentForm(table, values);
    if (!parsed.success) return { kind: 'invalid', fieldErrors: parsed.fieldErrors };
    // The hidden field was filled: by a bot, or by a browser's autofill for a real person. The
    // row is kept, flagged, with no mail, for the organiser to judge.
    const suspectedSpam =
      typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined;
    const { outcome } = await commits.run(async (executor): Promise<Taken> => {
      // NOTE: the event is read as it is now, in the form's own transaction, before anything
      // is written: a refused form writes nothing; and no event changes before that
      // transaction commits (docs/decisions/038-submissions-follow-the-stored-event.md).
      const found = await submissionEventOf(
        executor,
        table,
        parsed.values,
        eventsNow(),
        readEvents,
      );
      if (found.kind === 'unknown') {
        return { outcome: { kind: 'invalid', fieldErrors: found.fieldErrors }, mails: [] };
      }
      if (found.kind === 'not-open') {
        return { outcome: { kind: 'not-open', message: found.message }, mails: [] };
      }
      const mails: OutboxEntry[] = [];
      const taken = await takeInSubmission(
        executor,
        rules,
        {
          table,
          key,
          values: parsed.values,
          privacy: parsed.privacy,
          suspectedSpam,
          client,
          event: found.kind === 'open' ? found.event : undefined,
        },
        gatherer(executor, mails),
      );
      // NOTE: last, once nothing of this form can fail: the next forms of the group see them.
      groupMails.get(executor)!.push(...mails);
      return { outcome: taken, mails };
    });
    if ('kind' in outcome) return outcome;
    if (!outcome.allowed) return { kind: 'refused', retryAfterSeconds: outcome.retryAfterSeconds };
    if (outcome.mails > 0) mailWorker.wake();
    return { kind: outcome.outcome, id: outcome.id };
  }
  return (form) => arrivals.during(() => receive(form));
}
