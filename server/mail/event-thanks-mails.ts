import { feedbackLinkLifetimeDays, type ThanksPreview } from '#schemas/feedback/event-feedback.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { formatEventDate } from '#schemas/events/event-schedule.ts';
import type { Executor } from '#server/db/database.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  applicantFooter,
  envelopeTo,
  greeting,
  recipientOf,
  signOff,
  subjectLine,
} from './mail-parts.ts';
import { displayAddress, queueEachMail } from './outbox.ts';

/**
 * The organiser's thank-you to the guests who came to an event
 * (docs/decisions/065-feedback-after-the-event.md): one mail to each, with her question and the
 * link to her own feedback form, which acts for her alone: the kept copy names it in words
 * (docs/decisions/049-kept-mails-without-keys.md). Queued in the transaction that keeps the
 * thank-you (server/feedback/event-thanks.ts); each rendered from the kept row when it is sent.
 */

/** What a thank-you's mails say: the kept row's question. */
export type ThanksWords = { id: number; question: string };

function subjectOf(event: EventRecord): string {
  return subjectLine(`Thank you for coming to ${event.document.title}`);
}

/** The envelope of one guest's mail; none for a row with no address (an erased one). */
export function thanksEnvelope(
  { values }: StoredSubmission,
  event: EventRecord,
  thanks: Pick<ThanksWords, 'id'>,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'event-thanks',
    subject: subjectOf(event),
    eventId: event.id,
    eventThanksId: thanks.id,
  });
}

/** The mails of a thank-you to `guests` (those who came), one each; returns how many it queued. */
export function queueThanksMails(
  executor: Executor,
  event: EventRecord,
  guests: readonly StoredSubmission[],
  thanks: Pick<ThanksWords, 'id'>,
): Promise<number> {
  return queueEachMail(executor, guests, (guest) => thanksEnvelope(guest, event, thanks));
}

/** The body of one guest's mail, with her feedback link. */
export function thanksMailBody(
  submission: StoredSubmission,
  event: EventRecord,
  thanks: Pick<ThanksWords, 'question'>,
  { siteUrl, feedbackUrl }: { siteUrl: string; feedbackUrl: string },
): MailBody {
  const { title, schedule } = event.document;
  const lead = `Thank you for coming to ${title} on ${formatEventDate(schedule)}. It was good to see you there.`;
  const blocks: MailBlock[] = [
    greeting(recipientOf(submission.values).name),
    { kind: 'paragraph', text: lead },
    {
      kind: 'paragraph',
      text: 'Would you tell us how it was? It takes a minute: a rating from 1 to 5, one question and, if you like, a comment.',
    },
    { kind: 'facts', fields: [{ label: 'Our question', value: thanks.question }] },
    {
      kind: 'link',
      label: 'Give my feedback',
      url: { url: feedbackUrl, keptAs: 'her feedback link' },
      button: true,
    },
    {
      kind: 'paragraph',
      text: `The link is yours alone: it takes one answer, for ${feedbackLinkLifetimeDays} days. The organiser reads the answers together, without your name.`,
    },
    signOff,
  ];
  const rendered = renderMail({
    title: subjectOf(event),
    preheader: `How was ${title}? One minute, one link.`,
    blocks,
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}

/**
 * How many a thank-you would go to, and the mail the first of them would get, as the organiser
 * reads it: the kept copy, whose feedback link is named in words. Nothing is kept or queued.
 */
export function previewThanksMail(
  guests: readonly StoredSubmission[],
  event: EventRecord,
  question: string,
  { siteUrl }: { siteUrl: string },
): ThanksPreview {
  const reached = guests.filter((guest) => recipientOf(guest.values).person !== undefined);
  const [first] = reached;
  const envelope = first && thanksEnvelope(first, event, { id: 0 });
  if (!first || !envelope) return { recipients: 0, mail: null };
  // NOTE: the preview shows the kept copy, which holds no link: this address is never shown.
  const body = thanksMailBody(first, event, { question }, { siteUrl, feedbackUrl: siteUrl });
  return {
    recipients: reached.length,
    mail: {
      to: displayAddress(envelope.to),
      subject: envelope.subject,
      text: body.kept.text,
      attachments: [],
    },
  };
}
