import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Database, Executor } from '#server/db/database.ts';
import type { MailAttemptsTable, MailOutboxTable } from '#server/db/schema.ts';
import type { HeldBackStatus } from '#schemas/mail/admin-mail.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { siteConfig } from '#content/site.ts';
import type { MailAddress, MailAttachment, MailEnvelope, MailParts } from './mail-envelope.ts';

/**
 * The mail outbox (docs/decisions/017-mail-outbox-in-the-database.md). A submission's mails are
 * rows written in the submission's own transaction, each holding its envelope (who it goes to,
 * its subject); the worker (worker.ts) renders and sends them.
 */

export type OutboxRow = Selectable<MailOutboxTable>;

/** The Message-IDs' and calendar UIDs' domain: the site's own. */
export const mailDomain = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '');

/**
 * `<time.uuid@domain>`: the one Message-ID a mail keeps through every attempt, unique by its
 * random UUID's 122 bits (Node draws UUIDs from a cached random buffer: a submission's two ids
 * cost no call into the system's random source each). NOTE: it starts with the time (milliseconds, base 36, fixed width), so the
 * outbox's unique index takes new ids at its end instead of on a random page: a submission
 * writes fewer pages (docs/decisions/023-decisions-at-the-same-moment.md, performance).
 */
export function newMessageId(domain: string, now = Date.now()): string {
  const time = now.toString(36).padStart(9, '0');
  return `<${time}.${randomUUID()}@${domain}>`;
}

/** `Ada Lovelace <ada@example.com>`, or the bare address: as the outbox lists a recipient. */
export function displayAddress({ name, address }: MailAddress): string {
  return name ? `${name} <${address}>` : address;
}

/** An address as the outbox finds a person's mails by it: trimmed and lowercased. */
export function recipientAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The row a mail belongs to (`submission_table`, `submission_id`): a submission's, or an
 * organiser's invitation (`admin_invitations`; docs/decisions/045-organiser-roles.md).
 */
export type MailOwner = { table: SubmissionTable | 'admin_invitations'; id: number };

/** One mail to queue: the row it belongs to, and its envelope. */
export type OutboxEntry = {
  submission: MailOwner;
  envelope: MailEnvelope;
};

/** Rows per insert: well inside both engines' limits on bound values. */
const insertChunk = 500;

/**
 * Queues mails of one or many rows (a decision on 1,000 rows); call it inside the transaction
 * that stored or changed them.
 */
export async function queueMails(
  executor: Executor,
  entries: readonly OutboxEntry[],
  { domain, now = Date.now() }: { domain: string; now?: number },
): Promise<void> {
  for (let at = 0; at < entries.length; at += insertChunk) {
    await executor.db
      .insertInto('mail_outbox')
      .values(outboxRowsOf(entries.slice(at, at + insertChunk), { domain, now }))
      .execute();
  }
}

/**
 * Queues one mail to each of `rows` that `envelopeOf` gives an envelope (a row without an
 * address, an erased one, gets none); returns how many it queued. Call it in the transaction
 * that decided the mails.
 */
export async function queueEachMail<Row extends MailOwner>(
  executor: Executor,
  rows: readonly Row[],
  envelopeOf: (row: Row) => MailEnvelope | undefined,
): Promise<number> {
  const entries: OutboxEntry[] = rows.flatMap((row) => {
    const envelope = envelopeOf(row);
    return envelope ? [{ submission: row, envelope }] : [];
  });
  await queueMails(executor, entries, { domain: mailDomain });
  return entries.length;
}

/**
 * The outbox rows of `entries`, queued now; the bench's raw loop inserts the same rows
 * (scripts/bench/raw-submissions.ts).
 */
export function outboxRowsOf(
  entries: readonly OutboxEntry[],
  { domain, now }: { domain: string; now: number },
) {
  return entries.map(({ submission, envelope }) => ({
    message_id: newMessageId(domain, now),
    submission_table: submission.table,
    submission_id: submission.id,
    kind: envelope.kind,
    recipient: displayAddress(envelope.to),
    recipient_address: recipientAddress(envelope.to.address),
    subject: envelope.subject,
    message: JSON.stringify(envelope satisfies MailEnvelope),
    next_attempt_at: now,
  }));
}

/** The envelope a row was queued with: kind, addresses and subject. */
export function storedEnvelope(row: Pick<OutboxRow, 'message'>): MailEnvelope {
  return JSON.parse(row.message) as MailEnvelope;
}

/**
 * A mail's body as it left, kept on its row once sent so it reads afterwards as it was sent: but
 * for the links that act for its recipient, which it names in words
 * (docs/decisions/049-kept-mails-without-keys.md).
 */
export type SentBody = MailParts & { attachments: MailAttachment[]; from: string };

/** The body a sent row keeps; undefined for a row not sent, or sent before bodies were kept. */
export function storedSentBody(row: Pick<OutboxRow, 'sent_body'>): SentBody | undefined {
  return row.sent_body === null ? undefined : (JSON.parse(row.sent_body) as SentBody);
}

/** The wait before attempt `attempt + 1`: doubling from one second, never over `maxDelayMs`. */
export function retryDelayMs(attempt: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, 1000 * 2 ** Math.min(attempt - 1, 20));
}

export type SendOutcome =
  /** Accepted by the mail server: the body it was given. */
  | { ok: true; sent: SentBody }
  | {
      ok: false;
      /** For the row (the admin shows it): the whole message, which may name the recipient. */
      error: string;
      /** For the log: the SMTP reply code or the error's code, never an address. */
      code: string;
      permanent: boolean;
    }
  /**
   * Not to be sent at all, and why, for the admin: `limited`, a confirmation over its address's
   * cap; `not-due`, a mail about her place she no longer holds, or an event no longer on.
   */
  | { ok: false; withheld: string; as: HeldBackStatus };

/** What an attempt changes in a row: sent, due again later, failed for good, or withheld. */
export function afterAttempt(
  row: Pick<OutboxRow, 'attempts'>,
  outcome: SendOutcome,
  { now, maxAttempts, maxDelayMs }: { now: number; maxAttempts: number; maxDelayMs: number },
) {
  if ('withheld' in outcome) {
    return {
      status: outcome.as,
      attempts: row.attempts,
      last_attempt_at: now,
      last_error: outcome.withheld,
    };
  }
  const attempts = row.attempts + 1;
  if (outcome.ok) {
    return {
      status: 'sent' as const,
      attempts,
      last_attempt_at: now,
      sent_at: now,
      sent_body: JSON.stringify(outcome.sent),
    };
  }
  const last_error = outcome.error.slice(0, 1000);
  if (outcome.permanent || attempts >= maxAttempts) {
    return { status: 'failed' as const, attempts, last_attempt_at: now, last_error };
  }
  return {
    status: 'queued' as const,
    attempts,
    last_attempt_at: now,
    last_error,
    next_attempt_at: now + retryDelayMs(attempts, maxDelayMs),
  };
}

/** The record of one attempt (the organiser reads each, with its time and error). */
export function attemptRecord(
  row: Pick<OutboxRow, 'id'>,
  outcome: SendOutcome,
  now: number,
): Insertable<MailAttemptsTable> {
  if (outcome.ok) return { mail_id: row.id, attempted_at: now, outcome: 'sent', error: null };
  if ('withheld' in outcome) {
    return { mail_id: row.id, attempted_at: now, outcome: outcome.as, error: outcome.withheld };
  }
  return {
    mail_id: row.id,
    attempted_at: now,
    outcome: 'error',
    error: outcome.error.slice(0, 1000),
  };
}

/** How many mails are waiting to go (queued, due or not). */
export async function countWaiting(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
