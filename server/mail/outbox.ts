import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database, Executor } from '#server/db/database.ts';
import type { MailOutboxTable } from '#server/db/schema.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { MailAddress, MailHeadline } from './submission-mails.ts';

/**
 * The mail outbox (docs/decisions/017-mail-outbox-in-the-database.md). A submission's mails are
 * rows written in the submission's own transaction, holding who each goes to and its subject;
 * the worker (worker.ts) renders and sends them.
 */

export type OutboxRow = Selectable<MailOutboxTable>;

/** `<uuid@domain>`: the one Message-ID a mail keeps through every attempt. */
export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

function displayAddress({ name, address }: MailAddress): string {
  return name ? `${name} <${address}>` : address;
}

/** Queues `mails` for a stored submission; call it inside the submission's transaction. */
export async function queueMails(
  executor: Executor,
  submission: { table: SubmissionTable; id: number },
  mails: readonly MailHeadline[],
  options: { domain: string; now?: number },
): Promise<void> {
  await queueMailsOfRows(
    executor,
    mails.map((mail) => ({ submission, mail })),
    options,
  );
}

/** Rows per insert: well inside both engines' limits on bound values. */
const insertChunk = 500;

/** Queues mails of many rows at once (a decision on 1,000 rows); inside their transaction. */
export async function queueMailsOfRows(
  executor: Executor,
  entries: readonly { submission: { table: SubmissionTable; id: number }; mail: MailHeadline }[],
  { domain, now = Date.now() }: { domain: string; now?: number },
): Promise<void> {
  for (let at = 0; at < entries.length; at += insertChunk) {
    await executor.db
      .insertInto('mail_outbox')
      .values(
        entries.slice(at, at + insertChunk).map(({ submission, mail }) => ({
          message_id: newMessageId(domain),
          submission_table: submission.table,
          submission_id: submission.id,
          kind: mail.kind,
          recipient: displayAddress(mail.to),
          subject: mail.subject,
          message: JSON.stringify(mail satisfies MailHeadline),
          next_attempt_at: now,
        })),
      )
      .execute();
  }
}

/** The headline a row was queued with: addresses, subject and kind. */
export function storedHeadline(row: Pick<OutboxRow, 'message'>): MailHeadline {
  return JSON.parse(row.message) as MailHeadline;
}

/** The wait before attempt `attempt + 1`: doubling from one second, never over `maxDelayMs`. */
export function retryDelayMs(attempt: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, 1000 * 2 ** Math.min(attempt - 1, 20));
}

export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      /** For the row (the admin shows it): the whole message, which may name the recipient. */
      error: string;
      /** For the log: the SMTP reply code or the error's code, never an address. */
      code: string;
      permanent: boolean;
    };

/** What an attempt changes in a row: sent, due again later, or failed for good. */
export function afterAttempt(
  row: Pick<OutboxRow, 'attempts'>,
  outcome: SendOutcome,
  { now, maxAttempts, maxDelayMs }: { now: number; maxAttempts: number; maxDelayMs: number },
) {
  const attempts = row.attempts + 1;
  if (outcome.ok) {
    return { status: 'sent' as const, attempts, last_attempt_at: now, sent_at: now };
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

/** How many mails are waiting to go (queued, due or not). */
export async function countWaiting(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
