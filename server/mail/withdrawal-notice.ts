import { statusLabel, type EventCapacity } from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import { adminRowButton, adminRowFact, recipientOf, shortName, subjectLine } from './mail-parts.ts';
import { singleAddress } from './mail-text.ts';
import { purposeOf, purposePhrase } from './submission-purposes.ts';

/**
 * The organiser's notice that an applicant withdrew through the link in her mails
 * (docs/product/additions.md#decisions-and-withdrawing): who, what she had, and for an event the
 * place it frees and who is first on the waitlist, as they stand when the notice is sent.
 */

/** The notice's envelope, replying to the applicant; none without an organiser address. */
export function withdrawalNoticeEnvelope<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  organiserEmail: string | undefined,
  statusChangeId: number,
): MailEnvelope | undefined {
  const organiser = singleAddress(organiserEmail);
  if (!organiser) return undefined;
  const { name, person } = recipientOf(values);
  const purpose = purposeOf(table, values);
  const who = shortName(name) || 'Someone';
  return {
    kind: 'withdrawal-notice',
    to: { address: organiser },
    ...(person ? { replyTo: person } : {}),
    subject: subjectLine(`${who} withdrew: ${purpose.about?.name ?? purposePhrase(purpose)}`),
    statusChangeId,
  };
}

/** What the notice is rendered from beside the submission. */
export type WithdrawalNoticeFacts = {
  /** The status the application had before she withdrew. */
  was: string;
  /** The event's places as they are now; none for an application to no event. */
  capacity: EventCapacity | undefined;
  siteUrl: string;
};

/** What a withdrawal means for the event: a free place, and who is next on the waitlist. */
function placeBlocks(was: string, capacity: EventCapacity | undefined): MailBlock[] {
  if (!capacity || was !== 'approved') return [];
  const taken =
    capacity.places === null
      ? `${capacity.approved} approved`
      : `${capacity.approved} of ${capacity.places} places taken${capacity.perSession ? ' (per session)' : ''}`;
  const head = capacity.waitlistHead;
  return [
    { kind: 'heading', text: 'A place is free' },
    { kind: 'paragraph', text: `${capacity.title}: ${taken} now.` },
    {
      kind: 'paragraph',
      text: head
        ? `First on the waitlist: ${head.name || 'no name given'} (${head.email}).`
        : 'Nobody is on the waitlist.',
    },
  ];
}

export function withdrawalNoticeBody<T extends SubmissionTable>(
  { table, id, values }: StoredSubmission<T>,
  { was, capacity, siteUrl }: WithdrawalNoticeFacts,
): MailBody {
  const { name, emailText } = recipientOf(values);
  const purpose = purposeOf(table, values);
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
          { label: 'Status before', value: statusLabel(was) },
          adminRowFact(table, id),
        ],
      },
      ...placeBlocks(was, capacity),
      adminRowButton(siteUrl, table, id),
    ],
    footer: [
      `You receive a notice like this when someone withdraws an application on ${new URL(siteUrl).host}, because this address is set as the organiser's (ORGANISER_EMAIL).`,
    ],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
