import type {
  EventMessageRequest,
  EventMessageSent,
} from '#schemas/events/organising/event-messages.ts';
import type { MessageAudience } from '#schemas/events/organising/event-messages.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import {
  inTransaction,
  isUniqueViolation,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { eventById } from '#server/events/event-store.ts';
import { messageRecipients, queueMessageMails } from '#server/mail/event-message-mails.ts';

/**
 * The organiser's message to an event's guests (schemas/events/organising/event-messages.ts): kept,
 * mailed to each guest of its audience through the outbox and written in the audit log, in one
 * transaction. Sent again with the same key (a double click, a retry after a lost answer), it is
 * the message already sent: nobody gets it twice.
 */

type SendRequest = { audience: MessageAudience; subject: string; body: string; key: string };

async function sentWithKey(executor: Executor, key: string): Promise<EventMessageSent | undefined> {
  const row = await executor.db
    .selectFrom('event_messages')
    .select(['id', 'recipients'])
    .where('request_key', '=', key)
    .executeTakeFirst();
  return row && { id: Number(row.id), recipients: Number(row.recipients) };
}

/** Sends the message; undefined when there is no event `eventId`. */
export async function sendEventMessage(
  database: Database,
  eventId: number,
  request: SendRequest & Pick<EventMessageRequest, 'key'>,
  organiser: { email: string },
): Promise<EventMessageSent | undefined> {
  const send = () =>
    inTransaction(database, async (trx) => {
      const already = await sentWithKey(trx, request.key);
      if (already) return already;
      const event = await eventById(trx, eventId);
      if (!event) return undefined;
      const recipients = await messageRecipients(trx, event, request.audience);
      const { id } = await trx.db
        .insertInto('event_messages')
        .values({
          event_id: event.id,
          audience: request.audience,
          subject: request.subject,
          body: request.body,
          sent_by: organiser.email,
          recipients: 0,
          request_key: request.key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const queued = await queueMessageMails(trx, event, recipients, {
        id: Number(id),
        subject: request.subject,
      });
      await trx.db
        .updateTable('event_messages')
        .set({ recipients: queued })
        .where('id', '=', id)
        .execute();
      // The audit log keeps what was done and to how many; the words stay in the message's row.
      await recordAudit(trx, {
        actor: organiser.email,
        action: 'event.message',
        target: 'events',
        targetId: event.id,
        details: { event: event.id, audience: request.audience, mails: queued },
      });
      return { id: Number(id), recipients: queued };
    });
  try {
    return await send();
  } catch (error) {
    // The same key sent twice at the same moment: the other send kept it first.
    if (!isUniqueViolation(error)) throw error;
    return sentWithKey(database, request.key);
  }
}
