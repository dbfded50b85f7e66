import { eventPageOf } from '#content/event-pages.ts';
import { reviewKinds } from '#schemas/review-statuses.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';
import type { WithdrawalAnswer } from '#schemas/withdrawals.ts';
import { inTransaction, type Database, type Executor } from './db/database.ts';
import { submissionTable } from './db/submission-table.ts';
import type { Mailer } from './mail/mailer.ts';
import { purposePhrase, whatWasSubmitted } from './mail/what-was-submitted.ts';
import { signToken, verifyToken } from './signed-tokens.ts';
import { findSubmission, formValuesOf } from './submissions.ts';

/**
 * Withdrawing an application through the link in its mails (docs/product/additions.md#decisions-and-withdrawing).
 * The link carries a signed single-purpose token (server/signed-tokens.ts), never a bare row id;
 * the page shows what the token names and asks to confirm before anything changes, since mail
 * scanners open links on their own.
 */

/** How long a withdraw link works after its mail was queued. */
export const withdrawLinkLifetimeMs = 400 * 24 * 60 * 60 * 1000;

export const withdrawPath = '/withdraw';

/** Only applications and registrations can be withdrawn; enquiries are not decided on. */
export function canWithdraw(table: SubmissionTable): boolean {
  return reviewKinds[table] === 'application';
}

/** The withdraw page's address for row `id`, valid for a while after `issuedAt`. */
export async function withdrawUrl(
  secret: string,
  siteUrl: string,
  subject: { table: SubmissionTable; id: number },
  issuedAt: number,
): Promise<string | undefined> {
  if (!canWithdraw(subject.table)) return undefined;
  const token = await signToken(secret, 'withdraw', subject, {
    expiresAt: new Date(issuedAt + withdrawLinkLifetimeMs),
  });
  return `${siteUrl.replace(/\/+$/u, '')}${withdrawPath}?${new URLSearchParams({ token })}`;
}

export type WithdrawalState = Exclude<WithdrawalAnswer, { state: 'done' }>;

type Found = { table: SubmissionTable; id: number; row: Record<string, unknown> };

async function rowOfToken(
  executor: Executor,
  secret: string,
  token: string,
): Promise<Found | { state: 'invalid' } | { state: 'expired' }> {
  const check = await verifyToken(secret, 'withdraw', token);
  if (!check.ok) return { state: check.reason === 'expired' ? 'expired' : 'invalid' };
  const { table, id } = check.subject;
  if (!isSubmissionTable(table) || !canWithdraw(table)) return { state: 'invalid' };
  const row = await findSubmission(executor, table, id);
  return row ? { table, id, row } : { state: 'invalid' };
}

function describe({ table, row }: Found) {
  const purpose = whatWasSubmitted(table, formValuesOf(table, row));
  return { what: purposePhrase(purpose), event: eventPageOf(table, row)?.title ?? null };
}

export async function withdrawalState(
  database: Database,
  secret: string,
  token: string,
): Promise<WithdrawalState> {
  const found = await rowOfToken(database, secret, token);
  if ('state' in found) return found;
  return {
    state: found.row.status === 'withdrawn' ? 'withdrawn' : 'ready',
    ...describe(found),
  };
}

export type WithdrawOutcome =
  WithdrawalState | { state: 'done'; what: string; event: string | null };

/** Attempts at a withdrawal whose row the organiser changed between the read and the write. */
const withdrawAttempts = 5;

/**
 * Marks the application withdrawn, keeps the change in its history (no admin: the applicant's
 * own step) and queues the organiser's notice, in one transaction. A second use changes nothing.
 *
 * NOTE: the update names the status it read (compare-and-set), as the organiser's changes do
 * (server/admin/review.ts). If the organiser changed the row meanwhile (approved it, say), the
 * withdrawal is made again from the status it has now: she asked to withdraw whatever was
 * decided, and the answer and the organiser's notice tell of the row as it ends. Two clicks at
 * once withdraw (and notify) once.
 */
export async function withdraw(
  database: Database,
  mailer: Mailer,
  secret: string,
  token: string,
): Promise<WithdrawOutcome> {
  const outcome = await inTransaction(database, async (trx): Promise<WithdrawOutcome> => {
    for (let attempt = 0; attempt < withdrawAttempts; attempt++) {
      const found = await rowOfToken(trx, secret, token);
      if ('state' in found) return found;
      const was = String(found.row.status);
      const described = describe(found);
      if (was === 'withdrawn') return { state: 'withdrawn', ...described };
      const at = new Date().toISOString();
      const { db, table: name } = submissionTable(trx, found.table);
      const updated = await db
        .updateTable(name)
        .set({ status: 'withdrawn', status_changed_at: at })
        .where('id', '=', found.id)
        .where('status', '=', was)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const change = await trx.db
        .insertInto('status_changes')
        .values({
          submission_table: found.table,
          submission_id: found.id,
          from_status: was,
          to_status: 'withdrawn',
          admin_email: null,
          message: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await mailer.queueWithdrawalNotice(trx, found.table, found.id, found.row, Number(change.id));
      return { state: 'done', ...described };
    }
    throw new Error('The application kept changing while it was being withdrawn.');
  });
  if (outcome.state === 'done') mailer.wake();
  return outcome;
}
