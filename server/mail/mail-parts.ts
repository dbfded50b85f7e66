import type { EventPage } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { rowHref } from '#schemas/organisers/admin-addresses.ts';
import { adminViews, type AdminColumn } from '#schemas/applications/admin-views.ts';
import {
  submissionForms,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';
import type { MailAddress, MailAttachment, MailEnvelope } from './mail-envelope.ts';
import type { MailBlock, MailField } from './mail-layout.ts';
import { oneLine, singleAddress } from './mail-text.ts';
import type { SubmissionPurpose } from './submission-purposes.ts';

/** What several kinds of mail share: who, what was sent, the event, links, greeting, sign-off. */

const subjectLength = 150;
const nameLength = 60;

/** A subject: one line, short enough for any inbox. */
export function subjectLine(text: string): string {
  return oneLine(text, subjectLength);
}

/** A person's name as a subject or a sentence names her: one short line, empty if she gave none. */
export function shortName(name: string): string {
  return oneLine(name, nameLength);
}

/** The person a row's mails go to: her name in one line, and her address if it is one address. */
export function recipientOf(values: Readonly<Record<string, unknown>>) {
  // Applications ask for `full_name`, enquiries for `name`.
  const rawName = values.full_name ?? values.name;
  const nameText = typeof rawName === 'string' ? rawName : '';
  const name = oneLine(nameText, 200);
  const emailText = typeof values.email === 'string' ? values.email : '';
  const address = singleAddress(emailText);
  const person: MailAddress | undefined = address
    ? { ...(name ? { name: shortName(nameText) } : {}), address }
    : undefined;
  return { name, emailText, person };
}

/**
 * The envelope of a mail to the person of a row, its subject made one line; none for a row with
 * no address to write to (an erased one).
 */
export function envelopeTo(
  values: Readonly<Record<string, unknown>>,
  { subject, ...envelope }: Omit<MailEnvelope, 'to'>,
): MailEnvelope | undefined {
  const { person } = recipientOf(values);
  return person && { ...envelope, to: person, subject: subjectLine(subject) };
}

function displayValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value : '';
}

/**
 * The person's fields as the form labelled them, in the form's order
 * (schemas/submissions/submission-forms.ts).
 */
export function submittedFields<T extends SubmissionTable>(
  table: T,
  values: SubmissionValues<T>,
): MailField[] {
  const { fields }: SubmissionFormDefinition = submissionForms[table];
  const sent: Readonly<Record<string, unknown>> = values;
  return Object.entries(fields).map(([column, field]) => ({
    label: field.label,
    value: displayValue(sent[column]),
    long: field.kind === 'textarea',
  }));
}

/** The values the page fixed (event name, date, enquiry tag), labelled as the admin labels them. */
export function pageFixedFields<T extends SubmissionTable>(
  table: T,
  values: SubmissionValues<T>,
): MailField[] {
  const { context }: SubmissionFormDefinition = submissionForms[table];
  const columns: readonly AdminColumn[] = adminViews[table].csvColumns;
  const sent: Readonly<Record<string, unknown>> = values;
  return Object.keys(context).map((column) => ({
    label: columns.find((candidate) => candidate.key === column)?.label ?? column,
    value: displayValue(sent[column]),
  }));
}

export function eventPageUrl(siteUrl: string, page: EventPage): string {
  return `${siteUrl}/events/${page.slug}`;
}

/** The facts a mail repeats of an event: when and where, as the event page gives them. */
export function whenAndWhere(
  page: EventPage,
  kinds: readonly string[] = ['date', 'time', 'venue', 'online'],
): MailField[] {
  return page.facts
    .filter((fact) => kinds.includes(fact.kind))
    .map(({ label, value }) => ({ label, value }));
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

/**
 * The admin opens the row this names, with its details open
 * (schemas/organisers/admin-addresses.ts).
 */
export function adminRowUrl(siteUrl: string, table: SubmissionTable, id: number): string {
  return `${siteUrl}${rowHref(table, id)}`;
}

/** What a submission was for, as a fact of the organiser's notices: its event or topic. */
export function purposeFacts(purpose: SubmissionPurpose): MailField[] {
  if (!purpose.about) return [];
  return [{ label: purpose.page ? 'Event' : 'About', value: purpose.about.name }];
}

/**
 * The link (or button) of an organiser's notice that opens a row in the admin, naming whose it
 * is and what ("Open Ada Lovelace's registration in the admin"): never a bare row number.
 */
export function adminRowLink(
  siteUrl: string,
  { table, id }: { table: SubmissionTable; id: number },
  { who, noun }: { who: string; noun: string },
  { button = false }: { button?: boolean } = {},
): MailBlock {
  return {
    kind: 'link',
    label: `Open ${who ? `${who}'s` : 'the'} ${noun} in the admin`,
    url: adminRowUrl(siteUrl, table, id),
    button,
  };
}

/** The noun in the plural: "registrations", "registrations of interest". */
export function pluralNoun(noun: string): string {
  return noun.replace(/^(\S+)/u, '$1s');
}

/** Why the organiser gets her notices, in words she knows (not a setting's name). */
export function organiserFooter(siteUrl: string, when: string): string {
  return `You receive a notice like this ${when} on ${new URL(siteUrl).host}, because this address is set as the organiser's address of the site.`;
}

export function greeting(name: string): MailBlock {
  return { kind: 'paragraph', text: name ? `Hello ${name},` : 'Hello,' };
}

/**
 * The blocks that offer the withdraw link, when the mail has one, in the words of its form:
 * "Withdraw my registration", "Withdraw my application" (submission-purposes.ts `noun`).
 */
export function withdrawBlocks(url: string | undefined, noun: string, lead: string): MailBlock[] {
  if (!url) return [];
  return [
    { kind: 'paragraph', text: lead },
    { kind: 'link', label: `Withdraw my ${noun}`, url: { url, keptAs: 'her withdraw link' } },
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
