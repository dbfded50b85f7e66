import { acknowledgementTexts } from '#content/form-notices.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { StoredSubmission } from '#server/db/submission-rows.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail, type MailBlock } from './mail-layout.ts';
import {
  adminRowLink,
  applicantFooter,
  eventPageUrl,
  envelopeTo,
  greeting,
  organiserFooter,
  pageFixedFields,
  purposeFacts,
  recipientOf,
  shortName,
  signOff,
  subjectLine,
  submittedFields,
  whenAndWhere,
  withdrawBlocks,
} from './mail-parts.ts';
import { singleAddress } from './mail-text.ts';
import { purposeOf, purposePhrase } from './submission-purposes.ts';

/**
 * The mails a stored submission causes (docs/product/additions.md#mail): a confirmation to the
 * person who sent the form, and a notice to the organiser. Their envelopes are queued with the
 * submission; their bodies are rendered when the worker sends them.
 */

/**
 * The confirmation's envelope: to the address the person gave, none if it is not one address.
 * `event` is the submission's stored event (server/events/event-store.ts), here and below.
 */
export function confirmationEnvelope<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  event: EventRecord | undefined,
): MailEnvelope | undefined {
  return envelopeTo(values, {
    kind: 'confirmation',
    subject: `Your ${purposePhrase(purposeOf(table, values, event))}`,
  });
}

/** The organiser's notice's envelope, replying to the person; none without an organiser address. */
export function organiserNoticeEnvelope<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  organiserEmail: string | undefined,
  event: EventRecord | undefined,
): MailEnvelope | undefined {
  const organiser = singleAddress(organiserEmail);
  if (!organiser) return undefined;
  const { name, person } = recipientOf(values);
  const who = shortName(name) || 'someone';
  return {
    kind: 'organiser-notice',
    to: { address: organiser },
    ...(person ? { replyTo: person } : {}),
    subject: subjectLine(`New ${purposePhrase(purposeOf(table, values, event))} from ${who}`),
  };
}

/** What an event's confirmation promises: a decision, not yet a place. */
const calendarWithTheDecision = 'If you have a place, that email brings the calendar file.';

/** The envelopes of a submission's mails: the confirmation, then the organiser's notice. */
export function submissionEnvelopes<T extends SubmissionTable>(
  submission: StoredSubmission<T>,
  organiserEmail: string | undefined,
  event: EventRecord | undefined,
): MailEnvelope[] {
  return [
    confirmationEnvelope(submission, event),
    organiserNoticeEnvelope(submission, organiserEmail, event),
  ].filter((envelope) => envelope !== undefined);
}

/**
 * What the person sent, what happens next and, for an event, when and where; the withdraw link
 * when her application can be withdrawn. The organiser decides every place: the mail says the
 * place is not confirmed yet, and carries no calendar file (the approval brings it, so that no
 * calendar holds a place nobody gave her; docs/product/rules.md#words-that-keep-their-promise).
 */
export function confirmationBody<T extends SubmissionTable>(
  { table, values }: StoredSubmission<T>,
  {
    siteUrl,
    withdrawUrl,
    event,
  }: { siteUrl: string; withdrawUrl: string | undefined; event: EventRecord | undefined },
): MailBody {
  const purpose = purposeOf(table, values, event);
  const { nextSteps, page } = purpose;
  const fields = submittedFields(table, values);
  // NOTE: nobody has confirmed that the address is the sender's, so the confirmation repeats only
  // the short fields: free text typed by a stranger is never mailed to someone else from our
  // domain (docs/decisions/023-decisions-at-the-same-moment.md). The organiser's notice has it all.
  const shortFields = fields.filter((field) => !field.long);
  const longAnswers = fields.some((field) => field.long && field.value !== '');
  const eventBlocks: MailBlock[] = page
    ? [
        { kind: 'heading', text: page.title },
        { kind: 'facts', fields: whenAndWhere(page) },
        {
          kind: 'paragraph',
          text: [acknowledgementTexts.placeNotConfirmed, page.calendar && calendarWithTheDecision]
            .filter(Boolean)
            .join(' '),
        },
        { kind: 'link', label: 'See the event page', url: eventPageUrl(siteUrl, page) },
      ]
    : [];
  const rendered = renderMail({
    title: nextSteps.title,
    preheader: nextSteps.description ?? `We have received your ${purposePhrase(purpose)}.`,
    blocks: [
      greeting(recipientOf(values).name),
      {
        kind: 'paragraph',
        text: [`We have received your ${purposePhrase(purpose)}.`, nextSteps.description]
          .filter(Boolean)
          .join(' '),
      },
      ...eventBlocks,
      { kind: 'heading', text: 'What you sent' },
      { kind: 'fields', fields: shortFields },
      ...(longAnswers
        ? [
            {
              kind: 'paragraph',
              text: 'Your longer answers reached the organiser; this email does not repeat them.',
            } as const,
          ]
        : []),
      ...withdrawBlocks(
        withdrawUrl,
        purpose.noun,
        `If your plans change, you can withdraw your ${purpose.noun} at any time.`,
      ),
      signOff,
    ],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}

/** Everything the person sent, the free text too, with who she is and a link to the row. */
export function organiserNoticeBody<T extends SubmissionTable>(
  { table, id, values }: StoredSubmission<T>,
  { siteUrl, event }: { siteUrl: string; event: EventRecord | undefined },
): MailBody {
  const purpose = purposeOf(table, values, event);
  const { name, emailText, person } = recipientOf(values);
  const who = shortName(name) || 'someone';
  const rendered = renderMail({
    title: `New ${purposePhrase(purpose)}`,
    preheader: `From ${who}`,
    blocks: [
      {
        kind: 'facts',
        fields: [
          { label: 'Name', value: name },
          { label: 'Email', value: emailText },
          ...purposeFacts(purpose),
        ],
      },
      adminRowLink(
        siteUrl,
        { table, id },
        { who: shortName(name), noun: purpose.noun },
        { button: true },
      ),
      { kind: 'heading', text: 'What they sent' },
      {
        kind: 'fields',
        fields: [...submittedFields(table, values), ...pageFixedFields(table, values)],
      },
      {
        kind: 'paragraph',
        text: person
          ? `Reply to this email to answer ${who} directly.`
          : 'The email given is not a single valid address, so this notice has no reply address.',
      },
    ],
    footer: [organiserFooter(siteUrl, 'for every form sent')],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
