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
export type MailDraft = {
  kind: 'confirmation' | 'organiser-notice';
  to: MailAddress;
  replyTo?: MailAddress;
  /** One line: no CR, LF or other control character, at most 150 characters. */
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};
export type MailSettings = { organiserEmail: string | undefined; siteUrl: string };

const subjectLength = 150;
const nameLength = 60;

/** The admin opens the row this names (`view` is the table, as in the admin's own addresses). */
export function adminRowUrl(siteUrl: string, table: SubmissionTable, id: number): string {
  return `${siteUrl}/admin?view=${table}&row=${id}`;
}

/** Stable per submission, so a resent invitation updates the calendar entry instead of adding one. */
export function calendarUid(siteUrl: string, table: SubmissionTable, id: number): string {
  return `${table}-${id}@${new URL(siteUrl).hostname}`;
}

export function eventPageUrl(siteUrl: string, page: EventPage): string {
  return `${siteUrl}/events/${page.slug}`;
}

/** The facts a confirmation repeats: when and where, as the event page gives them. */
function whenAndWhere(page: EventPage): MailField[] {
  return page.facts
    .filter((fact) => ['date', 'time', 'venue', 'online'].includes(fact.kind))
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

function confirmation(submission: Submission, to: MailAddress, calendar?: MailAttachment) {
  const { purpose, name, siteUrl } = submission;
  const { nextSteps, page } = purpose;
  const eventBlocks: MailBlock[] = page
    ? [
        { kind: 'heading', text: page.title },
        { kind: 'facts', fields: whenAndWhere(page) },
        ...(calendar
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
      { kind: 'fields', fields: submission.fields },
      { kind: 'paragraph', text: `With warm wishes,\n${siteConfig.brand}` },
    ],
    footer: [
      `You are receiving this email because this address was entered in a form on ${new URL(siteUrl).host}. If that was not you, you can ignore it.`,
    ],
    siteUrl,
  } satisfies Parameters<typeof renderMail>[0];
  return {
    kind: 'confirmation',
    to,
    subject: oneLine(`Your ${purposePhrase(purpose)}`, subjectLength),
    ...renderMail(content),
    attachments: calendar ? [calendar] : [],
  } satisfies MailDraft;
}

function organiserNotice(
  submission: Submission,
  to: MailAddress,
  email: string,
  replyTo: MailAddress | undefined,
  pageFixed: MailField[],
) {
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
  return {
    kind: 'organiser-notice',
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(`New ${purposePhrase(purpose)} from ${who}`, subjectLength),
    ...renderMail(content),
    attachments: [],
  } satisfies MailDraft;
}

/**
 * The mails row `id` of `table` causes: the confirmation to the address the person gave (none if
 * it is not one plain address), and, when `organiserEmail` is set, the organiser's notice.
 */
export function submissionMails<T extends SubmissionTable>(
  table: T,
  id: number,
  values: SubmissionValues<T>,
  settings: MailSettings,
): MailDraft[] {
  const siteUrl = settings.siteUrl.replace(/\/+$/u, '');
  const purpose = whatWasSubmitted(table, values);
  const rawName = personName(values);
  const name = oneLine(rawName, 200);
  const rawEmail = (values as { email?: unknown }).email;
  const emailText = typeof rawEmail === 'string' ? rawEmail : '';
  const address = singleAddress(emailText);
  const person: MailAddress | undefined = address
    ? { ...(name ? { name: oneLine(rawName, nameLength) } : {}), address }
    : undefined;
  const submission: Submission = {
    table,
    id,
    purpose,
    name,
    fields: submittedFields(table, values),
    siteUrl,
  };

  const mails: MailDraft[] = [];
  if (person) {
    const ics = purpose.page
      ? calendarFile(purpose.page, { uid: calendarUid(siteUrl, table, id), siteUrl })
      : undefined;
    const calendar =
      purpose.page && ics !== undefined
        ? {
            filename: `${purpose.page.slug}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: ics,
          }
        : undefined;
    mails.push(confirmation(submission, person, calendar));
  }
  const organiser = singleAddress(settings.organiserEmail);
  if (organiser) {
    mails.push(
      organiserNotice(
        submission,
        { address: organiser },
        emailText,
        person,
        pageFixedFields(table, values),
      ),
    );
  }
  return mails;
}
