import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import { approvedGuests } from '#server/events/event-applications.ts';
import { approvalCalendar, confirmedGuestBlocks } from './decision-mails.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail } from './mail-layout.ts';
import {
  applicantFooter,
  greeting,
  recipientOf,
  signOff,
  envelopeTo,
  withdrawBlocks,
} from './mail-parts.ts';
import { queueEachMail } from './outbox.ts';
import { purposeOf } from './submission-purposes.ts';

/**
 * The mail telling an event's approved guests that its date, time or place changed
 * (docs/product/rules.md "Reminders and updates"): how it stands now, and her calendar file with
 * the same UID and the event's raised SEQUENCE, so her calendar moves the entry her approval
 * added. Queued in the edit's transaction (server/events/event-editor.ts `updateEvent`);
 * rendered from the event as it is when sent.
 */

/** The envelope of one guest's update; none for a row without an address (an erased one). */
export function updateEnvelope(
  { values }: StoredSubmission,
  event: EventRecord,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'event-update',
    subject: `Changed: ${event.document.title}`,
    eventId: event.id,
  });
}

/**
 * Queues the update to each approved guest of `event`; call it in the transaction that changed
 * the event. Returns how many it queued.
 */
export async function queueUpdateMails(executor: Executor, event: EventRecord): Promise<number> {
  const guests = (await approvedGuests(executor, event)).map(({ submission }) => submission);
  return queueEachMail(executor, guests, (guest) => updateEnvelope(guest, event));
}

/** The body of one guest's update. */
export function updateMailBody(
  submission: StoredSubmission,
  event: EventRecord,
  { siteUrl, withdrawUrl }: { siteUrl: string; withdrawUrl: string | undefined },
): MailBody {
  const page = toEventPage(event);
  const { title } = event.document;
  const { noun } = purposeOf(submission.table, submission.values, event);
  const attachment = approvalCalendar(submission, { event, page }, siteUrl);
  const lead = `The date, time or place of ${title} has changed. This is how it stands now.`;
  const rendered = renderMail({
    title: `${title} has changed`,
    preheader: lead,
    blocks: [
      greeting(recipientOf(submission.values).name),
      { kind: 'paragraph', text: lead },
      ...confirmedGuestBlocks(
        { event, page },
        siteUrl,
        attachment,
        'The attached calendar file moves the entry in your calendar.',
      ),
      ...withdrawBlocks(
        withdrawUrl,
        noun,
        `If you can no longer come, please withdraw your ${noun} so that your place can go to someone else.`,
      ),
      signOff,
    ],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: attachment ? [attachment] : [] };
}
