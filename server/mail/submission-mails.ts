import type { EventPage } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { adminViews } from '#schemas/admin-views.ts';
import { calendarFile } from '#schemas/event-calendar.ts';
import type { SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';
import { renderMail, type MailBlock, type MailField } from './mail-layout.ts';
import { oneLine, singleAddress } from './mail-text.ts';
import {
  pageFixedFields,
  personName,
  purposePhrase,
  submittedFields,
  whatWasSubmitted,
  type SubmissionPurpose,
} from './what-was-submitted.ts';

/**
 * What the mails a submission causes say (issue 18): a confirmation to the person who sent the
 * form, and a notice to the organiser. Pure: the outbox and the transport send what this returns.
 */

export type MailAddress = { name?: string; address: string };
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailKind =
  'confirmation' | 'organiser-notice' | 'approval' | 'waitlist' | 'decline' | 'withdrawal-notice';

/** Who a mail goes to and what it is called: what the outbox stores when it is queued. */
export type MailHeadline = {
  kind: MailKind;
  to: MailAddress;
  replyTo?: MailAddress;
  /** One line: no CR, LF or other control character, at most 150 characters. */
  subject: string;
  /** A decision or withdrawal mail: the `status_changes` row it tells of. */
  statusChangeId?: number;
};

/** What the worker renders when it sends (rendering costs more than the rest of a submission). */
export type MailBody = { text: string; html: string; attachments: MailAttachment[] };

export type MailDraft = MailHeadline & MailBody;

/** A mail of a submission: its headline now, its body when asked. */
type PlannedMail = { headline: MailHeadline; body: () => MailBody };
export type MailSettings = {
  organiserEmail: string | undefined;
  siteUrl: string;
  /**
   * The signed link that withdraws the row's application (server/withdrawals.ts), made when the
   * mail is rendered; absent for rows that cannot be withdrawn (enquiries) and when only
   * headlines are wanted.
   */
  withdrawUrl?: string | undefined;
};

export const subjectLength = 150;
export const nameLength = 60;

/** The person a row's mails go to: her name in one line, and her address if it is one address. */
export function recipientOf(values: Readonly<Record<string, unknown>>) {
  const rawName = personName(values as Parameters<typeof personName>[0]);
  const name = oneLine(rawName, 200);
  const rawEmail = values.email;
  const emailText = typeof rawEmail === 'string' ? rawEmail : '';
  const address = singleAddress(emailText);
  const person: MailAddress | undefined = address
    ? { ...(name ? { name: oneLine(rawName, nameLength) } : {}), address }
    : undefined;
  return { name, emailText, person };
}

/** The blocks that offer the withdraw link, when the mail has one. */
export function withdrawBlocks(url: string | undefined, lead: string): MailBlock[] {
  if (!url) return [];
  return [
    { kind: 'paragraph', text: lead },
    { kind: 'link', label: 'Withdraw my application', url },
  ];
}

/** The sign-off every mail to an applicant ends with. */
export const signOff: MailBlock = {
  kind: 'paragraph',
  text: `With warm wishes,\n${siteConfig.brand}`,
};

/** Why an applicant got a mail: she entered this address in one of the site's forms. */
export function applicantFooter(siteUrl: string): string {
  return `You are receiving this email because this address was entered in a form on ${new URL(siteUrl).host}. If that was not you, you can ignore it.`;
}

/** The admin opens the row this names (`view` is the table, as in the admin's own addresses). */
export function adminRowUrl(siteUrl: string, table: SubmissionTable, id: number): string {
  return `${siteUrl}/admin?view=${table}&row=${id}`;
}

/** Stable per submission, so a resent invitation updates the calendar entry instead of adding one. */
export function calendarUid(siteUrl: string, table: SubmissionTable, id: number): string {
  return `${table}-${id}@${new URL(siteUrl).hostname}`;
}

/** An event's .ics file as a mail attachment (none for an event without a fixed day). */
export function calendarAttachment(
  ics: string | undefined,
  page: EventPage,
): MailAttachment | undefined {
  if (ics === undefined) return undefined;
  return {
    filename: `${page.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: ics,
  };
}

export function eventPageUrl(siteUrl: string, page: EventPage): string {
  return `${siteUrl}/events/${page.slug}`;
}

/** The facts a confirmation repeats: when and where, as the event page gives them. */
export function whenAndWhere(
  page: EventPage,
  kinds: readonly string[] = ['date', 'time', 'venue', 'online'],
): MailField[] {
  return page.facts
    .filter((fact) => kinds.includes(fact.kind))
    .map(({ label, value }) => ({ label, value }));
}

type Submission = {
  table: SubmissionTable;
  id: number;
  purpose: SubmissionPurpose;
  name: string;
  fields: MailField[];
  siteUrl: string;
};

function confirmationBody(
  submission: Submission,
  calendar: (() => MailAttachment | undefined) | undefined,
  withdrawUrl: string | undefined,
): MailBody {
  const { purpose, name, siteUrl } = submission;
  const attachment = calendar?.();
  const { nextSteps, page } = purpose;
  // NOTE: nobody has confirmed that the address is the sender's, so the confirmation repeats only
  // the short fields: free text typed by a stranger is never mailed to someone else from our
  // domain (docs/decisions/023-decisions-at-the-same-moment.md). The organiser's notice has it all.
  const shortFields = submission.fields.filter((field) => !field.long);
  const longAnswers = submission.fields.some((field) => field.long && field.value !== '');
  const eventBlocks: MailBlock[] = page
    ? [
        { kind: 'heading', text: page.title },
        { kind: 'facts', fields: whenAndWhere(page) },
        ...(attachment
          ? [
              {
                kind: 'paragraph',
                text: 'The attached calendar file adds the date to your calendar.',
              } as const,
            ]
          : []),
        { kind: 'link', label: 'See the event page', url: eventPageUrl(siteUrl, page) },
      ]
    : [];
  const content = {
    title: nextSteps.title,
    preheader: nextSteps.description ?? `We have received your ${purposePhrase(purpose)}.`,
    blocks: [
      { kind: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' },
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
        'If your plans change, you can withdraw your application at any time.',
      ),
      signOff,
    ],
    footer: [applicantFooter(siteUrl)],
    siteUrl,
  } satisfies Parameters<typeof renderMail>[0];
  return { ...renderMail(content), attachments: attachment ? [attachment] : [] };
}

function organiserNoticeBody(
  submission: Submission,
  email: string,
  replyTo: MailAddress | undefined,
  pageFixed: MailField[],
): MailBody {
  const { purpose, name, siteUrl, table, id } = submission;
  const who = oneLine(name, nameLength) || 'someone';
  const content = {
    title: `New ${purposePhrase(purpose)}`,
    preheader: `From ${who}`,
    blocks: [
      {
        kind: 'facts',
        fields: [
          { label: 'Name', value: name },
          { label: 'Email', value: email },
          { label: 'In the admin', value: `${adminViews[table].title}, row ${id}` },
        ],
      },
      {
        kind: 'link',
        label: 'Open it in the admin',
        url: adminRowUrl(siteUrl, table, id),
        button: true,
      },
      { kind: 'heading', text: 'What they sent' },
      { kind: 'fields', fields: [...submission.fields, ...pageFixed] },
      {
        kind: 'paragraph',
        text: replyTo
          ? `Reply to this email to answer ${who} directly.`
          : 'The email given is not a single valid address, so this notice has no reply address.',
      },
    ],
    footer: [
      `You receive a notice like this for every form sent on ${new URL(siteUrl).host}, because this address is set as the organiser's (ORGANISER_EMAIL).`,
    ],
    siteUrl,
  } satisfies Parameters<typeof renderMail>[0];
  return { ...renderMail(content), attachments: [] };
}

/**
 * The mails row `id` of `table` causes: the confirmation to the address the person gave (none if
 * it is not one plain address), and, when `organiserEmail` is set, the organiser's notice.
 */
function plannedMails<T extends SubmissionTable>(
  table: T,
  id: number,
  values: SubmissionValues<T>,
  settings: MailSettings,
): PlannedMail[] {
  const siteUrl = settings.siteUrl.replace(/\/+$/u, '');
  const purpose = whatWasSubmitted(table, values);
  const { name, emailText, person } = recipientOf(values);
  const submission = (): Submission => ({
    table,
    id,
    purpose,
    name,
    fields: submittedFields(table, values),
    siteUrl,
  });

  const mails: PlannedMail[] = [];
  if (person) {
    const page = purpose.page;
    const calendar = page
      ? () =>
          calendarAttachment(
            calendarFile(page, { uid: calendarUid(siteUrl, table, id), siteUrl }),
            page,
          )
      : undefined;
    mails.push({
      headline: {
        kind: 'confirmation',
        to: person,
        subject: oneLine(`Your ${purposePhrase(purpose)}`, subjectLength),
      },
      body: () => confirmationBody(submission(), calendar, settings.withdrawUrl),
    });
  }
  const organiser = singleAddress(settings.organiserEmail);
  if (organiser) {
    const who = oneLine(name, nameLength) || 'someone';
    mails.push({
      headline: {
        kind: 'organiser-notice',
        to: { address: organiser },
        ...(person ? { replyTo: person } : {}),
        subject: oneLine(`New ${purposePhrase(purpose)} from ${who}`, subjectLength),
      },
      body: () =>
        organiserNoticeBody(submission(), emailText, person, pageFixedFields(table, values)),
    });
  }
  return mails;
}

/** Who each mail of a submission goes to and its subject, without rendering it (cheap). */
export function submissionMailHeadlines<T extends SubmissionTable>(
  table: T,
  id: number,
  values: SubmissionValues<T>,
  settings: MailSettings,
): MailHeadline[] {
  return plannedMails(table, id, values, settings).map((mail) => mail.headline);
}

/** The mails of a submission, rendered: both parts and the calendar file. */
export function submissionMails<T extends SubmissionTable>(
  table: T,
  id: number,
  values: SubmissionValues<T>,
  settings: MailSettings,
): MailDraft[] {
  return plannedMails(table, id, values, settings).map((mail) => ({
    ...mail.headline,
    ...mail.body(),
  }));
}
