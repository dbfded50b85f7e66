import type { EventRecord } from '#schemas/events/event-record.ts';
import type { StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { PlaceAfterWithdrawal } from '#schemas/applications/withdrawal-api.ts';
import {
  holdSharedTransactionLock,
  holdTransactionLock,
  inTransaction,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { toBoolean } from '#server/db/schema.ts';
import { eventBySlug, eventOfSubmission, listEvents } from '#server/events/event-store.ts';
import type { PromotedPerson } from '#server/mail/mail-envelope.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import { accountAllows } from '../organisers/accounts.ts';
import { organisersLock } from '../organisers/organisers.ts';
import { firstWaitlisted, hasFreePlace } from '#server/events/capacity.ts';
import { changeStatusIn, type Decider } from './review.ts';

/**
 * The waitlist that moves (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md;
 * docs/product/rules.md#the-waitlist): when a place is free, the organiser approves the next
 * person on the waitlist in one step, or an event's setting does it in the withdrawal's own
 * transaction. Either way the approval is an ordinary status change (review.ts
 * `changeStatusIn`) under the table's lock, so two at once never fill one place twice.
 */

/** Nobody is waitlisted for the event (any more). */
export class NobodyWaitlisted extends Error {
  override name = 'NobodyWaitlisted';
}

/** Every place of the event is taken: approving the next person would take it past them. */
export class NoFreePlace extends Error {
  override name = 'NoFreePlace';
}

/** The person the organiser was offered is no longer next (approved, withdrawn or overtaken). */
export class NotNextOnWaitlist extends Error {
  override name = 'NotNextOnWaitlist';
  constructor(readonly next: PromotedPerson) {
    super(`${next.name || 'Someone else'} is next on the waitlist now.`);
  }
}

/** The stored event at `slug` whose form fills `table`, if there is one. */
export async function eventOfTable(
  executor: Executor,
  table: SubmissionTable,
  slug: string,
): Promise<EventRecord | undefined> {
  const event = await eventBySlug(executor, slug);
  return event?.document.form.table === table ? event : undefined;
}

type EventSettings = { autoPromote: boolean; updatedBy: string | null };

/**
 * An event's settings as they act now: the waitlist setting is off once the organiser who turned
 * it on may no longer decide (demoted to viewer, or removed), since its approvals are made in her
 * name; another organiser turning it on again makes it hers.
 */
async function settingsOf(executor: Executor, event: EventRecord): Promise<EventSettings> {
  const row = await executor.db
    .selectFrom('event_settings')
    .select(['auto_promote', 'updated_by'])
    .where('event', '=', event.document.slug)
    .executeTakeFirst();
  if (!row || !toBoolean(row.auto_promote)) return { autoPromote: false, updatedBy: null };
  return (await accountAllows(executor, row.updated_by, 'change'))
    ? { autoPromote: true, updatedBy: row.updated_by }
    : { autoPromote: false, updatedBy: null };
}

/** Whether the event gives a freed place to the next person by itself, as its setting acts now. */
export async function autoPromoteOf(executor: Executor, event: EventRecord): Promise<boolean> {
  return (await settingsOf(executor, event)).autoPromote;
}

/** Whether each event of `table` gives a freed place to the next person by itself. */
export async function autoPromoteSettings(
  database: Database,
  table: SubmissionTable,
): Promise<{ event: string; autoPromote: boolean }[]> {
  const events = (await listEvents(database)).filter(
    (event) => event.document.form.table === table,
  );
  return Promise.all(
    events.map(async (event) => ({
      event: event.document.slug,
      autoPromote: await autoPromoteOf(database, event),
    })),
  );
}

/** Turns the event's setting on or off; approvals it makes are made in `admin`'s name. */
export async function setAutoPromote(
  database: Database,
  admin: Decider,
  event: EventRecord,
  autoPromote: boolean,
): Promise<void> {
  const { slug } = event.document;
  const stored = database.engine === 'sqlite' ? Number(autoPromote) : autoPromote;
  const updated_at = new Date().toISOString();
  // The setting and the record of its change, together: each change can be seen again later.
  await inTransaction(database, async (trx) => {
    await trx.db
      .insertInto('event_settings')
      .values({ event: slug, auto_promote: stored, updated_by: admin.email, updated_at })
      .onConflict((conflict) =>
        conflict
          .column('event')
          .doUpdateSet({ auto_promote: stored, updated_by: admin.email, updated_at }),
      )
      .execute();
    await trx.db
      .insertInto('admin_actions')
      .values({
        admin_email: admin.email,
        action: autoPromote ? 'event.auto-promote-on' : 'event.auto-promote-off',
        event: slug,
      })
      .execute();
    await recordAudit(trx, {
      actor: admin.email,
      action: autoPromote ? 'event.auto-promote-on' : 'event.auto-promote-off',
      target: 'events',
      targetId: event.id,
    });
  });
}

function personOf(row: Record<string, unknown>): PromotedPerson {
  return { id: Number(row.id), name: String(row.full_name ?? row.name ?? '') };
}

/**
 * Approves the earliest waitlisted person of `event` and queues her approval mail, in one
 * transaction holding the table's lock (the one every status change of it holds), so two
 * organisers at once, or an organiser and a withdrawal, approve one person per free place.
 * `expected`: the person the organiser was offered; if someone else is next now, nothing changes.
 */
export async function promoteNext(
  { database, mailWorker }: { database: Database; mailWorker: Pick<MailWorker, 'wake'> },
  admin: Decider,
  event: EventRecord,
  expected?: number,
): Promise<{ promoted: PromotedPerson; result: StatusChangeResult }> {
  const { table } = event.document.form;
  const outcome = await inTransaction(database, async (trx) => {
    await holdTransactionLock(trx, `status-change:${table}`);
    const head = await firstWaitlisted(trx, event);
    if (!head) throw new NobodyWaitlisted('Nobody is on the waitlist.');
    const promoted = personOf(head);
    if (expected !== undefined && promoted.id !== expected) throw new NotNextOnWaitlist(promoted);
    if (!(await hasFreePlace(trx, event))) throw new NoFreePlace('Every place is taken.');
    const result = await changeStatusIn(trx, admin, table, [promoted.id], 'approved');
    return { promoted, result };
  });
  if (outcome.result.mailed > 0) mailWorker.wake();
  return outcome;
}

/**
 * In a withdrawal's transaction: when an approved person of an event withdrew and the event's
 * setting asks for it, approves the next person on the waitlist (in the name of the organiser
 * who turned the setting on) and queues her approval mail. Returns her, or undefined.
 * NOTE: the withdrawal holds the table's lock before it changes its row
 * (application-withdrawal.ts), so this never waits for a lock while holding a row.
 */
export async function promoteAfterWithdrawal(
  trx: Executor,
  withdrawn: { table: SubmissionTable; id: number },
  was: string,
): Promise<PromotedPerson | undefined> {
  if (was !== 'approved') return undefined;
  const event = await eventOfSubmission(trx, withdrawn.table, withdrawn.id);
  if (!event) return undefined;
  // Her role is read after any change to it made at the same moment (organisers.ts).
  await holdSharedTransactionLock(trx, organisersLock);
  const { autoPromote, updatedBy } = await settingsOf(trx, event);
  if (!autoPromote || !updatedBy) return undefined;
  const head = await firstWaitlisted(trx, event);
  if (!head || !(await hasFreePlace(trx, event))) return undefined;
  const promoted = personOf(head);
  await changeStatusIn(
    trx,
    { email: updatedBy },
    event.document.form.table,
    [promoted.id],
    'approved',
    null,
    { cause: 'waitlist-setting' },
  );
  return promoted;
}

/**
 * What withdrawing will do to her place, for the withdraw page: it goes to the next person by
 * itself, the organiser can offer it, or there is no one to give it to (or no place to free).
 */
export async function placeAfterWithdrawal(
  executor: Executor,
  withdrawing: { table: SubmissionTable; id: number },
  status: string,
): Promise<PlaceAfterWithdrawal> {
  if (status !== 'approved') return 'none';
  const event = await eventOfSubmission(executor, withdrawing.table, withdrawing.id);
  if (!event || !(await firstWaitlisted(executor, event))) return 'none';
  return (await autoPromoteOf(executor, event)) ? 'next-on-waitlist' : 'organiser-may-offer';
}
