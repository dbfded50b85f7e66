import { confirmedGuestDetailsOf } from '#content/confirmed-guest-details.ts';
import type { EventPage } from '#content/event-pages.ts';
import { adminViews } from '#schemas/admin-views.ts';
import { buildCalendarFile } from '#schemas/event-calendar.ts';
import {
  mailedDecisions,
  statusLabel,
  type EventCapacity,
  type MailedDecision,
} from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { renderMail, type MailBlock, type MailField } from './mail-layout.ts';
import { oneLine, singleAddress } from './mail-text.ts';
import {
  adminRowUrl,
  applicantFooter,
  calendarAttachment,
  calendarUid,
  eventPageUrl,
  nameLength,
  recipientOf,
  signOff,
  subjectLength,
  whenAndWhere,
  withdrawBlocks,
  type MailAttachment,
  type MailBody,
  type MailHeadline,
  type MailKind,
} from './submission-mails.ts';
import { purposePhrase, whatWasSubmitted } from './what-was-submitted.ts';

/**
 * The mails an organiser's decision causes (issue 19): approval, waitlist or decline, to the
 * applicant; and the organiser's notice when an applicant withdraws. Pure, like
 * submission-mails.ts: the outbox stores the headline in the decision's transaction and the
 * worker renders the body from the row and its `status_changes` entry when it sends.
 */

export type DecisionStatus = MailedDecision;

export const decisionMailKinds: Record<DecisionStatus, MailKind> = {
  approved: 'approval',
  waitlisted: 'waitlist',
  declined: 'decline',
};

export function isDecisionStatus(status: string): status is DecisionStatus {
  return (mailedDecisions as readonly string[]).includes(status);
}

type Values = Readonly<Record<string, unknown>>;

type Decision = {
  table: SubmissionTable;
  id: number;
  values: Values;
  status: DecisionStatus;
  /** The organiser's message for the person, as stored with the change. */
  message: string | null;
  siteUrl: string;
  withdrawUrl: string | undefined;
};

function purposeOf(table: SubmissionTable, values: Values) {
  return whatWasSubmitted(table, values as never);
}

/** The headline of the mail telling the applicant of a decision; none without an address. */
export function decisionMailHeadline(
  table: SubmissionTable,
  values: Values,
  status: DecisionStatus,
  statusChangeId: number,
): MailHeadline | undefined {
  const { person } = recipientOf(values);
  if (!person) return undefined;
  const purpose = purposeOf(table, values);
  const what = purpose.about?.name ?? 'your application';
  const subjects: Record<DecisionStatus, string> = {
    approved: `You have a place: ${what}`,
    waitlisted: `You are on the waitlist: ${what}`,
    declined: `About your ${purposePhrase(purpose)}`,
  };
  return {
    kind: decisionMailKinds[status],
    to: person,
    subject: oneLine(subjects[status], subjectLength),
    statusChangeId,
  };
}

function noteBlocks(message: string | null): MailBlock[] {
  return message
    ? [
        { kind: 'heading', text: 'A note from the organiser' },
        { kind: 'paragraph', text: message },
      ]
    : [];
}

/** Everything an approved guest needs: the page's date and time, then what it kept back. */
function confirmedGuestBlocks(
  page: EventPage,
  siteUrl: string,
  attachment: MailAttachment | undefined,
): MailBlock[] {
  const details = confirmedGuestDetailsOf(page);
  const place: MailField[] = details
    ? [
        { label: 'Venue', value: details.venue },
        { label: 'Address', value: details.address },
      ]
    : whenAndWhere(page, ['venue', 'online']);
  return [
    { kind: 'heading', text: page.title },
    { kind: 'facts', fields: [...whenAndWhere(page, ['date', 'time']), ...place] },
    ...(details?.arrival ? [{ kind: 'paragraph', text: details.arrival } as const] : []),
    ...(details?.pricing ? [{ kind: 'paragraph', text: details.pricing } as const] : []),
    ...(attachment
      ? [
          {
            kind: 'paragraph',
            text: 'The attached calendar file adds the date and the venue to your calendar.',
          } as const,
        ]
      : []),
    { kind: 'link', label: 'See the event page', url: eventPageUrl(siteUrl, page) },
  ];
}

function approvalCalendar(decision: Decision, page: EventPage): MailAttachment | undefined {
  const details = confirmedGuestDetailsOf(page);
  return calendarAttachment(
    buildCalendarFile(page, {
      // The confirmation's UID: a calendar updates the entry it added then, now with the venue.
      uid: calendarUid(decision.siteUrl, decision.table, decision.id),
      siteUrl: decision.siteUrl,
      ...(details ? { location: `${details.venue}, ${details.address}` } : {}),
    }),
    page,
  );
}

/** The body of the approval, waitlist or decline mail. */
export function decisionMailBody(decision: Decision): MailBody {
  const { table, values, status, siteUrl, withdrawUrl } = decision;
  const purpose = purposeOf(table, values);
  const phrase = purposePhrase(purpose);
  const { name } = recipientOf(values);
  const page = purpose.page;
  const hello: MailBlock = { kind: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' };
  const attachment = status === 'approved' && page ? approvalCalendar(decision, page) : undefined;
  const parts: Record<DecisionStatus, { title: string; lead: string; blocks: MailBlock[] }> = {
    approved: {
      title: 'You have a place',
      lead: `Good news: your ${phrase} is approved.`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Good news: your ${phrase} is approved, and we look forward to seeing you.`,
        },
        ...noteBlocks(decision.message),
        ...(page ? confirmedGuestBlocks(page, siteUrl, attachment) : []),
        ...withdrawBlocks(
          withdrawUrl,
          'If you cannot come after all, please withdraw, so that we can offer your place to someone on the waitlist.',
        ),
      ],
    },
    waitlisted: {
      title: 'You are on the waitlist',
      lead: `Your ${phrase} is on the waitlist.`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for your ${phrase}. Every place is taken for now, so you are on the waitlist. If a place becomes free, we will write to you straight away.`,
        },
        ...noteBlocks(decision.message),
        ...withdrawBlocks(
          withdrawUrl,
          'If your plans change, you can withdraw your application and we will not write to you about it again.',
        ),
      ],
    },
    declined: {
      title: 'About your application',
      lead: `About your ${phrase}.`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for your ${phrase}. We are sorry that we cannot offer you a place this time: there were many more applications than places.`,
        },
        ...noteBlocks(decision.message),
        {
          kind: 'paragraph',
          text: 'We hope to see you at another of our events soon.',
        },
        { kind: 'link', label: 'See our events', url: `${siteUrl}/events` },
        ...withdrawBlocks(
          withdrawUrl,
          'If you would rather we closed your application altogether, you can withdraw it.',
        ),
      ],
    },
  };
  const { title, lead, blocks } = parts[status];
  const rendered = renderMail({
    title,
    preheader: lead,
    blocks: [hello, ...blocks, signOff],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  });
  return { ...rendered, attachments: attachment ? [attachment] : [] };
}

/** The headline of the organiser's notice that an applicant withdrew; none without an address. */
export function withdrawalNoticeHeadline(
  table: SubmissionTable,
  values: Values,
  organiserEmail: string | undefined,
  statusChangeId: number,
): MailHeadline | undefined {
  const organiser = singleAddress(organiserEmail);
  if (!organiser) return undefined;
  const { name, person } = recipientOf(values);
  const purpose = purposeOf(table, values);
  const who = oneLine(name, nameLength) || 'Someone';
  return {
    kind: 'withdrawal-notice',
    to: { address: organiser },
    ...(person ? { replyTo: person } : {}),
    subject: oneLine(
      `${who} withdrew: ${purpose.about?.name ?? purposePhrase(purpose)}`,
      subjectLength,
    ),
    statusChangeId,
  };
}

type Withdrawal = {
  table: SubmissionTable;
  id: number;
  values: Values;
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

export function withdrawalNoticeBody(withdrawal: Withdrawal): MailBody {
  const { table, id, values, siteUrl } = withdrawal;
  const { name, emailText } = recipientOf(values);
  const purpose = purposeOf(table, values);
  const who = oneLine(name, nameLength) || 'Someone';
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
          { label: 'Status before', value: statusLabel(withdrawal.was) },
          { label: 'In the admin', value: `${adminViews[table].title}, row ${id}` },
        ],
      },
      ...placeBlocks(withdrawal.was, withdrawal.capacity),
      {
        kind: 'link',
        label: 'Open it in the admin',
        url: adminRowUrl(siteUrl, table, id),
        button: true,
      },
    ],
    footer: [
      `You receive a notice like this when someone withdraws an application on ${new URL(siteUrl).host}, because this address is set as the organiser's (ORGANISER_EMAIL).`,
    ],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
