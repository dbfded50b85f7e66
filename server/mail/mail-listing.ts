import type { Selectable } from 'kysely';
import {
  mailStatuses,
  type AdminMail,
  type AdminMailAttempt,
  type AdminMailBody,
  type AdminMailBodySource,
  type AdminMailCounts,
  type AdminMailReading,
  type AdminMailStatus,
} from '#schemas/mail/admin-mail.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { MailOutboxTable } from '#server/db/schema.ts';
import { findSubmission } from '#server/db/submission-rows.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  displayAddress,
  recipientAddress,
  storedEnvelope,
  storedSentBody,
  type OutboxRow,
  type SentBody,
} from '#server/mail/outbox.ts';
import { MailNotRenderable } from '#server/mail/worker.ts';

/** The outbox as the organiser sees it (the admin's Mail view and a row's details). */

const listed = [
  'id',
  'submission_table',
  'submission_id',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'last_attempt_at',
  'next_attempt_at',
  'sent_at',
  'created_at',
] as const;

type ListedRow = Pick<Selectable<MailOutboxTable>, (typeof listed)[number]>;

function toAdminMail(row: ListedRow): AdminMail {
  const time = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    submissionTable: row.submission_table,
    submissionId: row.submission_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: time(row.last_attempt_at),
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: time(row.sent_at),
    createdAt: row.created_at,
  };
}

/** A page of mails, newest first, optionally of one status. */
export async function listMails(
  database: Database,
  query: { status?: AdminMailStatus; offset: number; limit: number },
): Promise<{ mails: AdminMail[]; matching: number }> {
  const filtered = database.db
    .selectFrom('mail_outbox')
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!));
  const [rows, count] = await Promise.all([
    filtered.select(listed).orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { mails: rows.map(toAdminMail), matching: Number(count.count) };
}

export async function mailCounts(database: Database): Promise<AdminMailCounts> {
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as AdminMailCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * The mails of one stored row's person, oldest first: those the row caused (its confirmation,
 * the organiser's notice of it, its decisions) and every other mail to her address, whichever of
 * her entries it was for.
 */
export async function mailsOfRow(
  database: Database,
  table: SubmissionTable,
  id: number,
): Promise<AdminMail[]> {
  const found = await findSubmission(database, table, id);
  const email = (found?.values as Readonly<Record<string, unknown>> | undefined)?.email;
  const address = typeof email === 'string' ? recipientAddress(email) : undefined;
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select(listed)
    .where((eb) => {
      const ofRow = eb.and([eb('submission_table', '=', table), eb('submission_id', '=', id)]);
      return address === undefined ? ofRow : eb.or([ofRow, eb('recipient_address', '=', address)]);
    })
    .orderBy('id')
    .execute();
  return rows.map(toAdminMail);
}

/** Renders a mail not yet sent as the worker would send it now (server/mail/mailer.ts). */
export type RenderNow = Mailer['renderNow'];

function bodyOf(sent: SentBody, source: AdminMailBodySource): AdminMailBody {
  return {
    source,
    from: sent.from,
    text: sent.text,
    attachments: sent.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      bytes: Buffer.byteLength(content),
    })),
  };
}

/** What the reader says of a mail anonymised with its row (server/privacy/anonymise.ts). */
export const erasedMailReason =
  'Erased: its address and body were cleared with the personal data of the row it belongs to.';

/**
 * What a mail's recipient reads: the body kept when it was sent; for a mail not sent yet (or
 * sent before bodies were kept) the body the worker renders now. Never a wording of its own.
 */
export async function bodyToRead(
  database: Database,
  row: OutboxRow,
  renderNow: RenderNow,
): Promise<{ sent: SentBody; source: AdminMailBodySource } | { unrenderable: string }> {
  if (row.anonymised_at !== null) return { unrenderable: erasedMailReason };
  const kept = storedSentBody(row);
  if (kept) return { sent: kept, source: 'as-sent' };
  try {
    const sent = await renderNow(database, row);
    return { sent, source: row.status === 'sent' ? 'rendered-again' : 'as-it-will-be-sent' };
  } catch (error) {
    if (error instanceof MailNotRenderable) return { unrenderable: error.message };
    throw error;
  }
}

export async function findOutboxRow(database: Database, id: number) {
  return database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

async function attemptsOf(database: Database, id: number): Promise<AdminMailAttempt[]> {
  const rows = await database.db
    .selectFrom('mail_attempts')
    .select(['attempted_at', 'outcome', 'error'])
    .where('mail_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: Number(row.attempted_at),
    outcome: row.outcome,
    error: row.error,
  }));
}

/** One mail as its recipient reads it, with every attempt; undefined when there is no such mail. */
export async function readMail(
  database: Database,
  id: number,
  renderNow: RenderNow,
): Promise<AdminMailReading | undefined> {
  const row = await findOutboxRow(database, id);
  if (!row) return undefined;
  const [body, attempts] = await Promise.all([
    bodyToRead(database, row, renderNow),
    attemptsOf(database, id),
  ]);
  const { replyTo } = row.anonymised_at === null ? storedEnvelope(row) : { replyTo: undefined };
  return {
    mail: toAdminMail(row),
    replyTo: replyTo ? displayAddress(replyTo) : null,
    body:
      'unrenderable' in body
        ? { source: 'unrenderable', reason: body.unrenderable }
        : bodyOf(body.sent, body.source),
    attempts,
  };
}

/**
 * "Retry now": a failed mail is due again at once, for one more attempt (it is marked failed
 * again if that fails too). Returns false when there is no such failed mail.
 */
export async function retryMail(executor: Executor, id: number, now = Date.now()) {
  const result = await executor.db
    .updateTable('mail_outbox')
    .set({ status: 'queued', next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
