import { isOver } from '#schemas/events/attendance.ts';
import { eventPhase } from '#schemas/events/event-availability.ts';
import type {
  EventThanks,
  ThanksPreview,
  ThanksRefusal,
  ThanksSent,
} from '#schemas/feedback/event-feedback.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { guestsWhoCame } from '#server/attendance/event-attendance.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import {
  inTransaction,
  isUniqueViolation,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { eventById } from '#server/events/event-store.ts';
import { previewThanksMail, queueThanksMails } from '#server/mail/event-thanks-mails.ts';

/**
 * The organiser's thank-you to the guests who came (docs/decisions/065-feedback-after-the-event.md):
 * once the event is over, once per event, kept with its question, mailed to each guest who came
 * through the outbox and written in the audit log, in one transaction. Sent again with the same
 * key (a double click, a retry after a lost answer), it is the thank-you already sent.
 */

export type ThanksOutcome = { sent: ThanksSent } | { refused: ThanksRefusal };

async function sentWithKey(executor: Executor, key: string): Promise<ThanksSent | undefined> {
  const row = await executor.db
    .selectFrom('event_thanks')
    .select(['sent_at', 'mails'])
    .where('request_key', '=', key)
    .executeTakeFirst();
  return row && { sentAt: row.sent_at, mails: Number(row.mails) };
}

/** The thank-you of event `eventId`, if it went. */
export async function thanksOf(
  executor: Executor,
  eventId: number,
): Promise<EventThanks | undefined> {
  const row = await executor.db
    .selectFrom('event_thanks')
    .select(['sent_at', 'mails', 'question', 'sent_by'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return (
    row && {
      sentAt: row.sent_at,
      mails: Number(row.mails),
      question: row.question,
      sentBy: row.sent_by,
    }
  );
}

/** Why the thank-you of `event` cannot go now, if it cannot. */
async function refusalOf(
  executor: Executor,
  event: EventRecord,
  now: Date,
): Promise<ThanksRefusal | undefined> {
  if (!isOver(eventPhase(event, now))) return 'not-over';
  if (await thanksOf(executor, event.id)) return 'thanked-already';
  return undefined;
}

/**
 * How many the thank-you of event `eventId` with `question` would reach, and the mail the first
 * would get; nothing kept. Undefined for an unknown event.
 */
export async function previewThanks(
  database: Database,
  eventId: number,
  question: string,
  { siteUrl }: { siteUrl: string },
): Promise<ThanksPreview | undefined> {
  const event = await eventById(database, eventId);
  if (!event) return undefined;
  return previewThanksMail(await guestsWhoCame(database, event), event, question, { siteUrl });
}

/** Thanks the guests who came to event `eventId`; undefined for an unknown event. */
export async function thankGuests(
  database: Database,
  eventId: number,
  request: { question: string; key: string },
  { organiser, now }: { organiser: { email: string }; now: Date },
): Promise<ThanksOutcome | undefined> {
  const send = () =>
    inTransaction(database, async (trx): Promise<ThanksOutcome | undefined> => {
      const already = await sentWithKey(trx, request.key);
      if (already) return { sent: already };
      const event = await eventById(trx, eventId);
      if (!event) return undefined;
      const refused = await refusalOf(trx, event, now);
      if (refused) return { refused };
      const guests = await guestsWhoCame(trx, event);
      const kept = await trx.db
        .insertInto('event_thanks')
        .values({
          event_id: event.id,
          question: request.question,
          sent_by: organiser.email,
          mails: 0,
          request_key: request.key,
        })
        .returning(['id', 'sent_at'])
        .executeTakeFirstOrThrow();
      const mails = await queueThanksMails(trx, event, guests, { id: Number(kept.id) });
      await trx.db.updateTable('event_thanks').set({ mails }).where('id', '=', kept.id).execute();
      // The audit log keeps what was done and to how many; the question stays in its row.
      await recordAudit(trx, {
        actor: organiser.email,
        action: 'event.thanks',
        target: 'events',
        targetId: event.id,
        details: { event: event.id, mails },
      });
      return { sent: { sentAt: kept.sent_at, mails } };
    });
  try {
    return await send();
  } catch (error) {
    // Sent at the same moment: the same key twice, or two organisers thanking one event.
    if (!isUniqueViolation(error)) throw error;
    const already = await sentWithKey(database, request.key);
    return already ? { sent: already } : { refused: 'thanked-already' };
  }
}
