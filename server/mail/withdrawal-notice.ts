import type { EventRecord } from '#schemas/events/event-record.ts';
import { statusLabel, type EventCapacity } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailBody, MailEnvelope, PromotedPerson } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  adminRowLink,
  organiserFooter,
  purposeFacts,
  recipientOf,
  shortName,
  subjectLine,
} from './mail-parts.ts';
import { singleAddress } from './mail-text.ts';
import { purposeOf, purposePhrase } from './submission-purposes.ts';

/**
 * The organiser's notice that an applicant withdrew through the link in her mails
 * (docs/product/additions.md#decisions-and-withdrawing): who, what she had, and for an event the
 * place it frees: who took it by herself (the event's setting, kept with the notice), or who is
 * next on the waitlist as it stands when the notice is sent, with a link to her row
 * (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md).
 */

/** The notice's envelope, replying to the applicant; none without an organiser address. */
export function withdrawalNoticeEnvelope<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  organiserEmail: string | undefined,
  statusChangeId: number,
  promoted: PromotedPerson | undefined,
  event: EventRecord | undefined,
): MailEnvelope | undefined {
  const organiser = singleAddress(organiserEmail);
  if (!organiser) return undefined;
  const { name, person } = recipientOf(values);
  const purpose = purposeOf(table, values, event);
  const who = shortName(name) || 'Someone';
  return {
    kind: 'withdrawal-notice',
    to: { address: organiser },
    ...(person ? { replyTo: person } : {}),
    subject: subjectLine(`${who} withdrew: ${purpose.about?.name ?? purposePhrase(purpose)}`),
    statusChangeId,
    ...(promoted ? { promoted } : {}),
  };
}

/** What the notice is rendered from beside the submission. */
export type WithdrawalNoticeFacts = {
  /** The status the application had before she withdrew. */
  was: string;
  /** The event's places as they are now; none for an application to no event. */
  capacity: EventCapacity | undefined;
  /** Who the withdrawal's own transaction approved in her place, if anyone. */
  promoted: PromotedPerson | undefined;
  siteUrl: string;
  /** The submission's stored event, if it belongs to one. */
  event: EventRecord | undefined;
};

function placesLine({ title, places, perSession, approved }: EventCapacity): string {
  if (places === null) return `${title}: ${approved} approved now.`;
  return perSession
    ? `${title}: ${approved} approved now, ${places} places per session.`
    : `${title}: ${approved} of ${places} places taken now.`;
}

/**
 * What a withdrawal means for the event: the place went to the next person by itself, or the
 * organiser can offer it to whoever is first on the waitlist now.
 */
function placeBlocks(
  table: SubmissionTable,
  noun: string,
  { was, capacity, promoted, siteUrl }: WithdrawalNoticeFacts,
): MailBlock[] {
  if (!capacity || was !== 'approved') return [];
  const now: MailBlock = { kind: 'paragraph', text: placesLine(capacity) };
  if (promoted) {
    const who = shortName(promoted.name) || 'The next person on the waitlist';
    return [
      { kind: 'heading', text: 'Her place went to the next person on the waitlist' },
      {
        kind: 'paragraph',
        text: `${who} was next on the waitlist. She was approved automatically, as this event's setting asks, and her approval mail is on its way.`,
      },
      now,
      adminRowLink(siteUrl, { table, id: promoted.id }, { who: shortName(promoted.name), noun }),
    ];
  }
  const head = capacity.waitlistHead;
  if (!head) {
    return [
      { kind: 'heading', text: 'A place is free' },
      now,
      { kind: 'paragraph', text: 'Nobody is on the waitlist.' },
    ];
  }
  const who = shortName(head.name) || head.email;
  return [
    { kind: 'heading', text: 'A place is free' },
    now,
    {
      kind: 'paragraph',
      text: `Next on the waitlist: ${who} (${head.email}). You can offer her the place in one step in the admin: "Approve ${who}, next on the waitlist" sends her the approval mail.`,
    },
    adminRowLink(siteUrl, { table, id: head.id }, { who: shortName(head.name), noun }),
  ];
}

export function withdrawalNoticeBody<T extends SubmissionTable>(
  { table, id, values }: StoredSubmission<T>,
  facts: WithdrawalNoticeFacts,
): MailBody {
  const { siteUrl, was } = facts;
  const { name, emailText } = recipientOf(values);
  const purpose = purposeOf(table, values, facts.event);
  const who = shortName(name) || 'Someone';
  const rendered = renderMail({
    title: `${who} withdrew`,
    preheader: `${who} withdrew the ${purposePhrase(purpose)}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${who} used the link in a mail to withdraw the ${purposePhrase(purpose)}.`,
      },
      {
        kind: 'facts',
        fields: [
          { label: 'Name', value: name },
          { label: 'Email', value: emailText },
          ...purposeFacts(purpose),
          { label: 'Status before', value: statusLabel(was) },
        ],
      },
      adminRowLink(
        siteUrl,
        { table, id },
        { who: shortName(name), noun: purpose.noun },
        { button: true },
      ),
      ...placeBlocks(table, purpose.noun, facts),
    ],
    footer: [organiserFooter(siteUrl, 'when someone withdraws through the link in a mail')],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
