import type { EventRecord } from '#schemas/events/event-record.ts';
import type {
  PlaceAfterWithdrawal,
  WithdrawalAnswer,
} from '#schemas/applications/withdrawal-api.ts';
import { placeAfterWithdrawal, promoteAfterWithdrawal } from './waitlist.ts';
import {
  holdTransactionLock,
  inTransaction,
  type Database,
  type Executor,
} from '../db/database.ts';
import { findSubmission, type FoundSubmission } from '../db/submission-rows.ts';
import { submissionTable } from '../db/submission-table.ts';
import { eventOfSubmission } from '../events/event-store.ts';
import { queueWithdrawalNotice } from '../mail/queue-status-change-mails.ts';
import { purposeOf, purposePhrase } from '../mail/submission-purposes.ts';
import type { MailWorker } from '../mail/worker.ts';
import { rowOfWithdrawToken } from './withdraw-link.ts';

/**
 * Withdrawing an application through the link in its mails
 * (docs/product/additions.md#decisions-and-withdrawing). The link carries a signed single-purpose
 * token (server/applications/withdraw-link.ts), never a bare row id; the page shows what the token
 * names and asks to confirm before anything changes, since mail scanners open links on their own.
 */

export type WithdrawalState = Exclude<WithdrawalAnswer, { state: 'done' }>;

async function submissionOfToken(
  executor: Executor,
  secret: string,
  token: string,
): Promise<FoundSubmission | { state: 'invalid' } | { state: 'expired' }> {
  const named = await rowOfWithdrawToken(secret, token);
  if ('state' in named) return named;
  return (await findSubmission(executor, named.table, named.id)) ?? { state: 'invalid' };
}

/** What the withdraw page says of the row: what it was, and for which stored event. */
function describe({ table, values }: FoundSubmission, event: EventRecord | undefined) {
  const purpose = purposeOf(table, values, event);
  return {
    what: purposePhrase(purpose),
    noun: purpose.noun,
    event: event?.document.title ?? null,
  };
}

export async function withdrawalState(
  database: Database,
  secret: string,
  token: string,
): Promise<WithdrawalState> {
  const found = await submissionOfToken(database, secret, token);
  if ('state' in found) return found;
  const described = describe(found, await eventOfSubmission(database, found.table, found.id));
  if (found.status === 'withdrawn') return { state: 'withdrawn', ...described };
  return {
    state: 'ready',
    ...described,
    place: await placeAfterWithdrawal(database, found, found.status),
  };
}

export type WithdrawOutcome = WithdrawalAnswer;

/** Attempts at a withdrawal whose row the organiser changed between the read and the write. */
const withdrawAttempts = 5;

/**
 * Marks the application withdrawn, keeps the change in its history (no admin: the applicant's
 * own step), approves the next person on the waitlist when the event's setting asks for it
 * (server/applications/waitlist.ts) and queues the organiser's notice (to `organiserEmail`), in one
 * transaction. A second use changes nothing.
 *
 * NOTE: the update names the status it read (compare-and-set), as the organiser's changes do
 * (server/applications/review.ts). If the organiser changed the row meanwhile (approved it, say),
 * the withdrawal is made again from the status it has now: she asked to withdraw whatever was
 * decided, and the answer and the organiser's notice tell of the row as it ends. Two clicks at once
 * withdraw (and notify) once.
 */
export async function withdraw(
  database: Database,
  {
    mailWorker,
    organiserEmail,
  }: { mailWorker: Pick<MailWorker, 'wake'>; organiserEmail: string | undefined },
  secret: string,
  token: string,
): Promise<WithdrawOutcome> {
  const outcome = await inTransaction(database, async (trx): Promise<WithdrawOutcome> => {
    for (let attempt = 0; attempt < withdrawAttempts; attempt++) {
      const found = await submissionOfToken(trx, secret, token);
      if ('state' in found) return found;
      const was = found.status;
      const event = await eventOfSubmission(trx, found.table, found.id);
      const described = describe(found, event);
      if (was === 'withdrawn') return { state: 'withdrawn', ...described };
      // Before the row is changed: the next person's approval below takes the lock every status
      // change of the table takes, and a transaction holding her row must not wait for it.
      await holdTransactionLock(trx, `status-change:${found.table}`);
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
      const promoted = await promoteAfterWithdrawal(trx, found, was);
      await queueWithdrawalNotice(trx, organiserEmail, found, Number(change.id), promoted, event);
      const place: PlaceAfterWithdrawal = promoted
        ? 'next-on-waitlist'
        : await placeAfterWithdrawal(trx, found, was);
      return { state: 'done', ...described, place };
    }
    throw new Error('The application kept changing while it was being withdrawn.');
  });
  if (outcome.state === 'done') mailWorker.wake();
  return outcome;
}
