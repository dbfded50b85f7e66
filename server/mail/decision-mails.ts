import { demandFor, isFull as placesAreFull } from '#schemas/applications/event-capacity.ts';
import type { EventPage } from '#content/event-pages.ts';
import { buildCalendarFile } from '#schemas/events/calendar/event-calendar.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { EventStanding, MailedDecision } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import type { CheckInMailPart } from './check-in-mail-part.ts';
import type { MailAttachment, MailBody, MailEnvelope, MailKind } from './mail-envelope.ts';
import { renderMail, type MailBlock, type MailField } from './mail-layout.ts';
import {
  applicantFooter,
  calendarAttachment,
  calendarUid,
  eventPageUrl,
  envelopeTo,
  greeting,
  pluralNoun,
  recipientOf,
  signOff,
  whenAndWhere,
  withdrawBlocks,
} from './mail-parts.ts';
import { purposeOf, purposePhrase } from './submission-purposes.ts';

/**
 * The mail telling an applicant of the organiser's decision: approval, waitlist or decline
 * (docs/product/additions.md#decisions-and-withdrawing). Its envelope is queued in the decision's
 * transaction with the event as the decision found it; its body is rendered from the
 * `status_changes` entry and those facts when the worker sends it, so it says only what was true
 * then, on every attempt (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md).
 */

const decisionMailKinds: Record<MailedDecision, MailKind> = {
  approved: 'approval',
  waitlisted: 'waitlist',
  declined: 'decline',
};

/** The envelope of the mail telling the applicant of a decision; none without an address. */
export function decisionEnvelope<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  decision: MailedDecision,
  statusChangeId: number,
  standing: EventStanding | undefined,
  event: EventRecord | undefined,
): MailEnvelope | undefined {
  const purpose = purposeOf(table, values, event);
  const what = purpose.about?.name ?? 'your application';
  const subjects: Record<MailedDecision, string> = {
    approved: `You have a place: ${what}`,
    waitlisted: `You are on the waitlist: ${what}`,
    declined: `About your ${purposePhrase(purpose)}`,
  };
  return envelopeTo(values, {
    kind: decisionMailKinds[decision],
    subject: subjects[decision],
    statusChangeId,
    ...(standing ? { standing } : {}),
  });
}

/**
 * Every place is taken (schemas/applications/event-capacity.ts): only one fixed number of places
 * fills.
 */
export function isFull(standing: EventStanding | undefined): boolean {
  return standing !== undefined && placesAreFull(standing, standing.approved);
}

/** Why the waitlist, in words true of the event when she was put on it. */
function waitlistReason(
  { phrase, noun }: { phrase: string; noun: string },
  standing: EventStanding | undefined,
): string {
  return isFull(standing)
    ? `Thank you for your ${phrase}. Every place is taken for now, so you are on the waitlist. If a place becomes free, we will write to you straight away.`
    : `Thank you for your ${phrase}. We cannot offer you a place yet: we are still going through the ${pluralNoun(noun)}, so you are on the waitlist for now. We will write to you as soon as we can.`;
}

/**
 * Why no place, in words true of the event: "more applications than places" only when the live
 * applications outnumbered a fixed number of places, "many more" when they were twice as many.
 */
function declineReason(
  { phrase, noun }: { phrase: string; noun: string },
  standing: EventStanding | undefined,
): string {
  const sorry = `Thank you for your ${phrase}. We are sorry that we cannot offer you a place this time`;
  const demand = standing ? demandFor(standing, standing.applications) : 'within';
  if (demand === 'many-more')
    return `${sorry}: there were many more ${pluralNoun(noun)} than places.`;
  if (demand === 'more') return `${sorry}: there were more ${pluralNoun(noun)} than places.`;
  return `${sorry}.`;
}

function noteBlocks(message: string | null): MailBlock[] {
  return message
    ? [
        { kind: 'heading', text: 'A note from the organiser' },
        { kind: 'paragraph', text: message },
      ]
    : [];
}

/**
 * Where an approved guest goes: the venue and address the stored event keeps back for its
 * guests, or the page's own place when it keeps none back.
 */
export function guestPlaceFields(event: EventRecord, page: EventPage): MailField[] {
  const details = event.document.keptBack;
  return details
    ? [
        { label: 'Venue', value: details.venue },
        { label: 'Address', value: details.address },
      ]
    : whenAndWhere(page, ['venue', 'online']);
}

/**
 * Everything an approved guest needs: the page's date and time, then what the stored event keeps
 * back for its guests (`event_private_details`).
 */
export function confirmedGuestBlocks(
  { event, page }: { event: EventRecord; page: EventPage },
  siteUrl: string,
  attachment: MailAttachment | undefined,
  calendarNote = 'The attached calendar file adds the date and the venue to your calendar.',
): MailBlock[] {
  const details = event.document.keptBack;
  const place = guestPlaceFields(event, page);
  return [
    { kind: 'heading', text: page.title },
    { kind: 'facts', fields: [...whenAndWhere(page, ['date', 'time']), ...place] },
    ...(details?.arrival ? [{ kind: 'paragraph', text: details.arrival } as const] : []),
    ...(details?.pricing ? [{ kind: 'paragraph', text: details.pricing } as const] : []),
    ...(attachment ? [{ kind: 'paragraph', text: calendarNote } as const] : []),
    { kind: 'link', label: 'See the event page', url: eventPageUrl(siteUrl, page) },
  ];
}

/** Her calendar file as an approved guest: the confirmation's UID, the kept-back place. */
export function approvalCalendar(
  { table, id }: StoredSubmission,
  { event, page }: { event: EventRecord; page: EventPage },
  siteUrl: string,
): MailAttachment | undefined {
  const details = event.document.keptBack;
  return calendarAttachment(
    buildCalendarFile(page, {
      // The confirmation's UID: a calendar updates the entry it added then, now with the venue.
      uid: calendarUid(siteUrl, table, id),
      siteUrl,
      sequence: event.calendarSequence,
      ...(details ? { location: `${details.venue}, ${details.address}` } : {}),
    }),
    page,
  );
}

/** What the decision mail is rendered from beside the submission: the decision as it was kept. */
export type DecisionMailFacts = {
  decision: MailedDecision;
  /** The organiser's message for the person, as stored with the change. */
  message: string | null;
  siteUrl: string;
  withdrawUrl: string | undefined;
  /** The event as the decision found it; none for a mail queued without it, or no event. */
  standing: EventStanding | undefined;
  /** The submission's stored event as it is now (its date, place and calendar file). */
  event: EventRecord | undefined;
  /** An approval's check-in code, for an event with a door (check-in-mail-part.ts). */
  checkIn?: CheckInMailPart;
};

/** The body of the approval, waitlist or decline mail. */
export function decisionMailBody<T extends SubmissionTable>(
  submission: StoredSubmission<T>,
  { decision, message, siteUrl, withdrawUrl, standing, event, checkIn }: DecisionMailFacts,
): MailBody {
  const { table, values } = submission;
  const purpose = purposeOf(table, values, event);
  const { noun } = purpose;
  const phrase = purposePhrase(purpose);
  const guestEvent = purpose.event && purpose.page && { event: purpose.event, page: purpose.page };
  const attachment =
    decision === 'approved' && guestEvent
      ? approvalCalendar(submission, guestEvent, siteUrl)
      : undefined;
  const parts: Record<MailedDecision, { title: string; lead: string; blocks: MailBlock[] }> = {
    approved: {
      title: 'You have a place',
      lead: `Good news: your ${phrase} is approved.`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Good news: your ${phrase} is approved, and we look forward to seeing you.`,
        },
        ...noteBlocks(message),
        ...(guestEvent ? confirmedGuestBlocks(guestEvent, siteUrl, attachment) : []),
        ...(checkIn?.blocks ?? []),
        ...withdrawBlocks(
          withdrawUrl,
          noun,
          `If you cannot come after all, please withdraw your ${noun}, so that your place can go to someone else.`,
        ),
      ],
    },
    waitlisted: {
      title: 'You are on the waitlist',
      lead: `Your ${phrase} is on the waitlist.`,
      blocks: [
        { kind: 'paragraph', text: waitlistReason({ phrase, noun }, standing) },
        ...noteBlocks(message),
        ...withdrawBlocks(
          withdrawUrl,
          noun,
          `If your plans change, you can withdraw your ${noun} and we will not write to you about it again.`,
        ),
      ],
    },
    declined: {
      title: `About your ${noun}`,
      lead: `About your ${phrase}.`,
      blocks: [
        { kind: 'paragraph', text: declineReason({ phrase, noun }, standing) },
        ...noteBlocks(message),
        {
          kind: 'paragraph',
          text: 'We hope to see you at another of our events soon.',
        },
        { kind: 'link', label: 'See our events', url: `${siteUrl}/events` },
        ...withdrawBlocks(
          withdrawUrl,
          noun,
          `If you would rather we closed your ${noun} altogether, you can withdraw it.`,
        ),
      ],
    },
  };
  const { title, lead, blocks } = parts[decision];
  const rendered = renderMail({
    title,
    preheader: lead,
    blocks: [greeting(recipientOf(values).name), ...blocks, signOff],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  const files = decision === 'approved' ? [attachment, checkIn?.attachment] : [];
  return { ...rendered, attachments: files.filter((file) => file !== undefined) };
}
