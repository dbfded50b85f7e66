import {
  audienceStatuses,
  type EventMessagePreview,
  type MessageAudience,
} from '#schemas/events/organising/event-messages.ts';
import { guestPlaceFields } from './decision-mails.ts';
import { eventPageUrl } from '#schemas/events/calendar/calendar-links.ts';
import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { liveApplications } from '#server/events/event-applications.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  applicantFooter,
  greeting,
  recipientOf,
  signOff,
  envelopeTo,
  whenAndWhere,
} from './mail-parts.ts';
import { displayAddress, queueEachMail } from './outbox.ts';

/**
 * The organiser's message to an event's guests (schemas/events/organising/event-messages.ts): one
 * mail to each guest of the audience she chose, with her subject and words, then the event's facts.
 * Queued in the transaction that keeps the message (server/events/organising/event-messages.ts);
 * each rendered from the kept message and the event as it is when it is sent.
 */

/** What a message's mails say: the kept row's words, and who it went to. */
export type MessageWords = { id: number; subject: string; body: string; audience: MessageAudience };

/** The guests a message to `audience` goes to, oldest first; never spam, declined or withdrawn. */
export function messageRecipients(
  executor: Executor,
  event: EventRecord,
  audience: keyof typeof audienceStatuses,
): Promise<StoredSubmission[]> {
  return liveApplications(executor, event, audienceStatuses[audience]);
}

/** The envelope of one guest's mail; none for a row with no address (an erased one). */
export function messageEnvelope(
  { values }: StoredSubmission,
  event: EventRecord,
  message: Pick<MessageWords, 'id' | 'subject'>,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'event-message',
    subject: message.subject,
    eventId: event.id,
    eventMessageId: message.id,
  });
}

/** The mails of a message to `recipients`, one each; returns how many it queued. */
export function queueMessageMails(
  executor: Executor,
  event: EventRecord,
  recipients: readonly StoredSubmission[],
  message: Pick<MessageWords, 'id' | 'subject'>,
): Promise<number> {
  return queueEachMail(executor, recipients, (submission) =>
    messageEnvelope(submission, event, message),
  );
}

/** The body of one guest's mail. */
export function messageMailBody(
  submission: StoredSubmission,
  event: EventRecord,
  message: MessageWords,
  { siteUrl }: { siteUrl: string },
): MailBody {
  const page = toEventPage(event);
  // The approved know the place the event keeps back from its page (their approval said it):
  // a message to them names that place, never the page's placeholder.
  const facts =
    message.audience === 'approved'
      ? [...whenAndWhere(page, ['date', 'time']), ...guestPlaceFields(event, page)]
      : whenAndWhere(page);
  const blocks: MailBlock[] = [
    greeting(recipientOf(submission.values).name),
    { kind: 'paragraph', text: message.body },
    { kind: 'heading', text: event.document.title },
    { kind: 'facts', fields: facts },
    { kind: 'link', label: 'See the event', url: eventPageUrl(page, siteUrl) },
    signOff,
  ];
  const rendered = renderMail({
    title: message.subject,
    preheader: message.body.split('\n')[0] ?? '',
    blocks,
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}

/**
 * How many a message would go to, and the mail the first of them would get, rendered as the
 * outbox will render it; nothing is kept or queued.
 */
export async function previewMessageMail(
  executor: Executor,
  event: EventRecord,
  draft: Omit<MessageWords, 'id'>,
  { siteUrl }: { siteUrl: string },
): Promise<EventMessagePreview> {
  const recipients = (await messageRecipients(executor, event, draft.audience)).filter(
    (submission) => recipientOf(submission.values).person !== undefined,
  );
  const [first] = recipients;
  const envelope = first && messageEnvelope(first, event, { id: 0, subject: draft.subject });
  if (!first || !envelope) return { recipients: 0, mail: null };
  const body = messageMailBody(first, event, { id: 0, ...draft }, { siteUrl });
  return {
    recipients: recipients.length,
    mail: {
      to: displayAddress(envelope.to),
      subject: envelope.subject,
      text: body.kept.text,
      attachments: [],
    },
  };
}
