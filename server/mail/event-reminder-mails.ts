import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import type { ReminderOffset } from '#schemas/events/organising/event-reminders.ts';
import { formatEventDate } from '#schemas/events/event-schedule.ts';
import { londonDay } from '#schemas/shared/london-time.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { approvalCalendar, guestPlaceFields } from './decision-mails.ts';
import type { CheckInMailPart } from './check-in-mail-part.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  applicantFooter,
  eventPageUrl,
  greeting,
  recipientOf,
  signOff,
  envelopeTo,
  whenAndWhere,
  withdrawBlocks,
} from './mail-parts.ts';
import { queueEachMail } from './outbox.ts';
import { purposeOf } from './submission-purposes.ts';

/**
 * A reminder of an event to its approved guests (schemas/events/organising/event-reminders.ts): the
 * session's day and time, the place she goes (the kept-back venue), her check-in code, her calendar
 * file and her withdraw link. Queued by the reminder run
 * (server/events/organising/event-reminders.ts) in the transaction that claims the reminder;
 * rendered from the `event_reminders` row and the event as it is when sent.
 */

/** The reminder a mail tells of, as its row keeps it. */
export type ReminderFacts = { id: number; sessionStart: Date; offset: ReminderOffset };

/** The session's day as the page writes a day (`Thursday, 20 May 2027`). */
function sessionDay(sessionStart: Date): string {
  return formatEventDate({ kind: 'single', date: londonDay(sessionStart) });
}

/** The envelope of one guest's reminder; none for a row without an address (an erased one). */
export function reminderEnvelope(
  { values }: StoredSubmission,
  event: EventRecord,
  reminder: ReminderFacts,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'event-reminder',
    subject: `Reminder: ${event.document.title}, ${sessionDay(reminder.sessionStart)}`,
    eventId: event.id,
    eventReminderId: reminder.id,
  });
}

/** Queues the reminder to each of `guests`; returns how many mails it queued. */
export function queueReminderMails(
  executor: Executor,
  event: EventRecord,
  guests: readonly StoredSubmission[],
  reminder: ReminderFacts,
): Promise<number> {
  return queueEachMail(executor, guests, (guest) => reminderEnvelope(guest, event, reminder));
}

/** The body of one guest's reminder. */
export function reminderMailBody(
  submission: StoredSubmission,
  event: EventRecord,
  reminder: ReminderFacts,
  {
    siteUrl,
    withdrawUrl,
    checkIn,
  }: { siteUrl: string; withdrawUrl: string | undefined; checkIn: CheckInMailPart | undefined },
): MailBody {
  const page = toEventPage(event);
  const { title } = event.document;
  const { noun } = purposeOf(submission.table, submission.values, event);
  const day = sessionDay(reminder.sessionStart);
  const attachment = approvalCalendar(submission, { event, page }, siteUrl);
  const lead = `A reminder that ${title} is on ${day}: we look forward to seeing you.`;
  const blocks: MailBlock[] = [
    greeting(recipientOf(submission.values).name),
    { kind: 'paragraph', text: lead },
    { kind: 'heading', text: title },
    {
      kind: 'facts',
      fields: [
        { label: 'Date', value: day },
        ...whenAndWhere(page, ['time']),
        ...guestPlaceFields(event, page),
      ],
    },
    ...(event.document.keptBack?.arrival
      ? [{ kind: 'paragraph', text: event.document.keptBack.arrival } as const]
      : []),
    ...(attachment
      ? [
          {
            kind: 'paragraph',
            text: 'The attached calendar file keeps the date and the venue in your calendar.',
          } as const,
        ]
      : []),
    ...(checkIn?.blocks ?? []),
    { kind: 'link', label: 'See the event page', url: eventPageUrl(siteUrl, page) },
    ...withdrawBlocks(
      withdrawUrl,
      noun,
      `Can't come after all? Please withdraw your ${noun} to free your place for someone on the waitlist.`,
    ),
    signOff,
  ];
  const rendered = renderMail({
    title: `See you soon at ${title}`,
    preheader: lead,
    blocks,
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  const files = [attachment, checkIn?.attachment];
  return { ...rendered, attachments: files.filter((file) => file !== undefined) };
}
