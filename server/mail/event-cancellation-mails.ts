import type { DecisionMailPreview } from '#schemas/applications/decision-preview.ts';
import { buildCalendarFile } from '#schemas/events/calendar/event-calendar.ts';
import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { liveApplications } from '#server/events/event-applications.ts';
import type { MailAttachment, MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  applicantFooter,
  calendarUid,
  greeting,
  recipientOf,
  signOff,
  envelopeTo,
  whenAndWhere,
} from './mail-parts.ts';
import { displayAddress, queueEachMail } from './outbox.ts';

/**
 * The mail telling everyone pending, waitlisted or approved that the organiser cancelled their
 * event (docs/decisions/037-the-event-editor.md): her message, and a calendar file that removes
 * the entry her earlier mails added. Queued in the cancel's own transaction
 * (server/events/event-editor.ts `cancelEvent`); rendered from the cancelled event when sent,
 * which no one can change any more.
 */

/** The envelope of one person's cancellation mail; none without an address. */
export function cancellationEnvelope(
  { values }: StoredSubmission,
  event: EventRecord,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'event-cancellation',
    subject: `Cancelled: ${event.document.title}`,
    eventId: event.id,
  });
}

/**
 * Queues a cancellation mail to each person whose application to `event` is pending, waitlisted
 * or approved; call it in the cancel's transaction. Returns how many it queued.
 */
export async function queueCancellationMails(
  executor: Executor,
  event: EventRecord,
): Promise<number> {
  return queueEachMail(executor, await liveApplications(executor, event), (submission) =>
    cancellationEnvelope(submission, event),
  );
}

/**
 * The calendar file that removes the event: the UID of the files her confirmation and approval
 * carried (mail-parts.ts `calendarUid`, one per application), `METHOD:CANCEL` and the event's
 * raised SEQUENCE. None for an event without a fixed day and time: no file was sent for it.
 */
function cancellationCalendar(
  { table, id }: StoredSubmission,
  event: EventRecord,
  siteUrl: string,
): MailAttachment | undefined {
  const content = buildCalendarFile(toEventPage(event), {
    uid: calendarUid(siteUrl, table, id),
    siteUrl,
    sequence: event.calendarSequence,
    cancelled: true,
    method: 'CANCEL',
  });
  if (content === undefined) return undefined;
  return {
    filename: `${event.document.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content,
  };
}

/** The body of one person's cancellation mail. */
export function cancellationMailBody(
  submission: StoredSubmission,
  event: EventRecord,
  { siteUrl }: { siteUrl: string },
): MailBody {
  const page = toEventPage(event);
  const { title } = event.document;
  const attachment = cancellationCalendar(submission, event, siteUrl);
  const lead = `We are sorry to tell you that ${title} is cancelled: it will not take place.`;
  const blocks: MailBlock[] = [
    greeting(recipientOf(submission.values).name),
    { kind: 'paragraph', text: lead },
    { kind: 'heading', text: title },
    { kind: 'facts', fields: whenAndWhere(page) },
    { kind: 'heading', text: 'A message from the organiser' },
    { kind: 'paragraph', text: event.cancellationMessage ?? '' },
    ...(attachment
      ? [
          {
            kind: 'paragraph',
            text: 'The attached calendar file takes the event out of your calendar, if you added it.',
          } as const,
        ]
      : []),
    {
      kind: 'paragraph',
      text: 'There is nothing you need to do. We hope to see you at another of our events soon.',
    },
    { kind: 'link', label: 'See our events', url: `${siteUrl}/events` },
    signOff,
  ];
  const rendered = renderMail({
    title: `${title} is cancelled`,
    preheader: lead,
    blocks,
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: attachment ? [attachment] : [] };
}

/**
 * The mail a cancellation with `message` would send the first person it tells (the oldest live
 * application), rendered as the outbox will render it and without cancelling or keeping
 * anything: the event as the cancellation would leave it, in memory only. None when nobody
 * would be told.
 */
export async function previewCancellationMail(
  executor: Executor,
  event: EventRecord,
  message: string,
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<DecisionMailPreview> {
  const [first] = await liveApplications(executor, event);
  if (!first) return { mail: null };
  const cancelled: EventRecord = {
    ...event,
    status: 'cancelled',
    cancelledAt: now.toISOString(),
    cancellationMessage: message,
    calendarSequence: event.calendarSequence + 1,
  };
  const envelope = cancellationEnvelope(first, cancelled);
  if (!envelope) return { mail: null };
  const body = cancellationMailBody(first, cancelled, { siteUrl });
  return {
    mail: {
      to: displayAddress(envelope.to),
      subject: envelope.subject,
      // The copy the site keeps: the organiser reads no link that acts for the person.
      text: body.kept.text,
      attachments: body.attachments.map((file) => file.filename),
    },
  };
}
