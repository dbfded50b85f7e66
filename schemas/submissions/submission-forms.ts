import {
  checkboxField,
  emailField,
  linkedinField,
  longTextField,
  optionalLongTextField,
  optionalTextField,
  textField,
  type FormField,
} from './form-fields.ts';

/**
 * One definition per stored table (docs/product/data.md#submission-tables and
 * #which-form-writes-which-table; additions.md#every-form-reaches-the-organiser): what its mails
 * call a row, whether the organiser decides on its rows or answers them, how long they are kept,
 * the visitor's fields in the order the form shows them, and the context the page fixes (event
 * name, event date, enquiry tag). An event's name and date are checked by their shape here and
 * against the stored events by the server (docs/decisions/038-submissions-follow-the-stored-event.md).
 * Plain data, no zod: `schemas/forms/submission-schemas.ts` builds each table's schema from it
 * (decision 012). docs/adding-a-form.md says what else a form takes
 * (docs/decisions/074-a-form-in-six-files.md).
 */

/**
 * A value the page fixes: what a stored event's form stores (its event name or date, which the
 * server finds among the events: docs/product/data.md#event-names-and-dates), or a tag of a set
 * shape.
 */
export type ContextRule =
  | { kind: 'stored-event'; maxLength: number; error: string }
  | { kind: 'pattern'; pattern: RegExp; maxLength: number; error: string };

/**
 * What the organiser does with a table's rows (docs/product/data.md#review-status): decide on an
 * application (`Pending`, then a decision mailed to the person), or answer an enquiry (`New`,
 * `Answered`, `Archived`; nobody is mailed). schemas/applications/review-statuses.ts reads it.
 */
export type ReviewKind = 'application' | 'enquiry';

/**
 * How long a table's rows are kept: whole calendar months from `from`
 * (docs/decisions/042-privacy-notice-and-consent.md). schemas/privacy/retention.ts says what each
 * start counts from; the retention job and the privacy notice read it there.
 */
export type RetentionPeriod = { months: number; from: 'event' | 'last-change' | 'received' };

export type SubmissionFormDefinition = {
  table: string;
  /**
   * What its mails call one row (server/mail/submission-purposes.ts): "registration",
   * "partnership enquiry". A row of an event's form is called by its event's form's kind instead.
   */
  noun: string;
  reviewKind: ReviewKind;
  retention: RetentionPeriod;
  fields: Record<string, FormField>;
  context: Record<string, ContextRule>;
};

function defineSubmissionForm<
  Table extends string,
  Fields extends Record<string, FormField>,
  Context extends Record<string, ContextRule>,
>(
  definition: Omit<SubmissionFormDefinition, 'table' | 'fields' | 'context'> & {
    table: Table;
    fields: Fields;
    context: Context;
  },
) {
  return definition;
}

const fullName = textField({ label: 'Full Name', autoComplete: 'name' });
const name = textField({ label: 'Name', autoComplete: 'name' });
const jobTitle = textField({ label: 'Job Title', autoComplete: 'organization-title' });
const company = textField({ label: 'Company', autoComplete: 'organization' });
const email = emailField({ label: 'Email', autoComplete: 'email' });
const linkedinUrl = linkedinField({
  label: 'LinkedIn URL',
  placeholder: 'https://www.linkedin.com/in/your-name',
  autoComplete: 'url',
});
const whyAttend = longTextField({
  label: 'Why do you want to attend?',
  placeholder: 'Tell us in a short paragraph what you hope to get from the evening.',
});
const leadSession = checkboxField({
  label: "I'd be interested in leading a session or speaking at a future event",
});

const registrationFields = {
  full_name: fullName,
  job_title: jobTitle,
  company,
  linkedin_url: linkedinUrl,
  email,
  why_attend: whyAttend,
  lead_session: leadSession,
};

/** Who applies, in the order every application form asks. */
const applicantFields = {
  full_name: fullName,
  job_title: jobTitle,
  company,
  email,
  linkedin_url: linkedinUrl,
};

/** The field error of an event name (or date) no event's form stores. */
export const unknownEventError = 'Unknown event.';
export const unknownEventDateError = 'Unknown event date.';

/**
 * The limits are the editor's (schemas/events/event-document.ts `form.eventName`,
 * `form.eventDate`).
 */
const storedEventName: ContextRule = {
  kind: 'stored-event',
  maxLength: 200,
  error: unknownEventError,
};
const storedEventDate: ContextRule = {
  kind: 'stored-event',
  maxLength: 100,
  error: unknownEventDateError,
};

/** What an enquiry button was: `summit:ticket:vip`, `mentorship:connect:ada`. */
export const enquiryTagPattern = /^[a-z0-9-]+(:[a-z0-9-]+){0,3}$/;

export const submissionForms = {
  event_registrations: defineSubmissionForm({
    table: 'event_registrations',
    noun: 'registration',
    reviewKind: 'application',
    retention: { months: 12, from: 'event' },
    fields: registrationFields,
    context: { event_name: storedEventName },
  }),
  virtual_event_registrations: defineSubmissionForm({
    table: 'virtual_event_registrations',
    noun: 'registration',
    reviewKind: 'application',
    retention: { months: 12, from: 'event' },
    fields: registrationFields,
    context: {
      event_name: storedEventName,
      event_date: storedEventDate,
    },
  }),
  partnership_enquiries: defineSubmissionForm({
    table: 'partnership_enquiries',
    noun: 'partnership enquiry',
    reviewKind: 'enquiry',
    retention: { months: 24, from: 'last-change' },
    fields: {
      name,
      company,
      email,
      message: longTextField({
        label: 'Message',
        placeholder: 'Tell us about your company and the partnership you have in mind.',
      }),
    },
    context: {},
  }),
  retreat_applications: defineSubmissionForm({
    table: 'retreat_applications',
    noun: 'application',
    reviewKind: 'application',
    retention: { months: 12, from: 'event' },
    fields: {
      ...applicantFields,
      why_apply: longTextField({
        label: 'Why would you like to join?',
        placeholder: 'Tell us about your role and what you would like to take away.',
      }),
    },
    context: { event_name: storedEventName },
  }),
  leadership_labs_applications: defineSubmissionForm({
    table: 'leadership_labs_applications',
    noun: 'application',
    reviewKind: 'application',
    // A monthly series: its applications count from their last change, not from one date.
    retention: { months: 12, from: 'last-change' },
    fields: {
      ...applicantFields,
      current_goals: longTextField({
        label: 'What are your current leadership goals?',
        placeholder: 'What are you working towards over the next six to twelve months?',
      }),
    },
    context: {},
  }),
  private_evening_applications: defineSubmissionForm({
    table: 'private_evening_applications',
    noun: 'application',
    reviewKind: 'application',
    retention: { months: 12, from: 'event' },
    fields: {
      ...applicantFields,
      why_interested: longTextField({ label: 'Why are you interested in joining the evening?' }),
      current_challenges: longTextField({
        label: 'What challenges are you facing in your AI leadership journey?',
      }),
    },
    context: {},
  }),
  private_invite_requests: defineSubmissionForm({
    table: 'private_invite_requests',
    noun: 'private invite request',
    reviewKind: 'enquiry',
    retention: { months: 24, from: 'received' },
    fields: {
      name,
      email,
      role: textField({ label: 'Role / Title', autoComplete: 'organization-title' }),
      company,
      challenge: longTextField({
        label: 'What is the challenge you would like help with?',
      }),
      // Its own consent, stored apart (`newsConsents` below).
      newsletter: checkboxField({
        label: 'Send me occasional news from the advisory circle',
        hint: 'Optional. You can withdraw this at any time, on its own.',
      }),
    },
    context: {},
  }),
  enquiries: defineSubmissionForm({
    table: 'enquiries',
    noun: 'enquiry',
    reviewKind: 'enquiry',
    retention: { months: 24, from: 'last-change' },
    fields: {
      name,
      email,
      company: optionalTextField({ label: 'Company (optional)', autoComplete: 'organization' }),
      message: optionalLongTextField({ label: 'Message (optional)' }),
    },
    context: {
      tag: {
        kind: 'pattern',
        pattern: enquiryTagPattern,
        maxLength: 100,
        error: 'Unknown enquiry.',
      },
    },
  }),
};

export type SubmissionForms = typeof submissionForms;
export type SubmissionTable = keyof SubmissionForms;

export const submissionTables = Object.keys(submissionForms) as SubmissionTable[];

export function isSubmissionTable(value: string): value is SubmissionTable {
  return Object.hasOwn(submissionForms, value);
}

/**
 * What a stored table holds, derived from its definition above: nothing about a table's columns
 * is written anywhere else. The database's row types (server/db/schema.ts), the admin's views
 * (schemas/applications/admin-views.ts), the fixtures and the tests all start from these.
 */
type FieldValue<F> = F extends { kind: 'checkbox' }
  ? boolean
  : F extends { required: true }
    ? string
    : string | null;

/** A table's values as its form sends them, validated (trimmed; optional text empty → null). */
export type SubmissionValues<T extends SubmissionTable> = {
  [K in keyof SubmissionForms[T]['fields']]: FieldValue<SubmissionForms[T]['fields'][K]>;
} & { [K in keyof SubmissionForms[T]['context']]: string };

/** The columns every submission table has beside its form's (the database fills them). */
export const commonSubmissionColumns = [
  'id',
  'submission_key',
  'created_at',
  'suspected_spam',
  'status',
  'status_changed_at',
  'applicant_key',
  'duplicate_of',
  'privacy_notice_version',
  'privacy_notice_at',
  'anonymised_at',
] as const;
export type CommonSubmissionColumns = {
  id: number;
  /** The form fill's key: a resent form stores one row (decision 005). */
  submission_key: string;
  /** ISO-8601 UTC, to the millisecond, on both engines. */
  created_at: string;
  /** The hidden honeypot field was filled: stored for the organiser to judge, no mail sent. */
  suspected_spam: boolean;
  /** Where the row stands with the organiser (schemas/applications/review-statuses.ts). */
  status: string;
  /** When the status last changed (ISO-8601 UTC); null while it is the first one. */
  status_changed_at: string | null;
  /**
   * The email as schemas/applications/applicant-key.ts normalises it: one person's rows share it.
   */
  applicant_key: string | null;
  /**
   * An application kept beside the same person's earlier one to the same event: that one's id
   * (docs/product/data.md#duplicate-applications); null otherwise, and always for enquiries.
   */
  duplicate_of: number | null;
  /**
   * The version of the privacy notice the form showed (schemas/privacy/privacy-consent.ts); null
   * only for rows stored before notices were versioned (migration 019).
   */
  privacy_notice_version: string | null;
  /**
   * When the form carrying that version was taken in (ISO-8601 UTC): for an application, when
   * she gave her consent to it. Null with the version.
   */
  privacy_notice_at: string | null;
  /**
   * When the row's personal values were cleared, by an erasure or by retention
   * (docs/decisions/044-anonymised-rows.md); null while they are held.
   */
  anonymised_at: string | null;
};

/**
 * A form's box asking for news ("keep me posted"): a consent of its own, optional and never
 * ticked for her, stored apart from the submission's (the time it was given, null when the box
 * was left empty) so that it can be withdrawn on its own
 * (docs/decisions/042-privacy-notice-and-consent.md).
 */
export const newsConsents = {
  private_invite_requests: { field: 'newsletter', column: 'newsletter_consent_at' },
} as const satisfies Partial<Record<SubmissionTable, { field: string; column: string }>>;

type NewsConsentColumns<T extends SubmissionTable> = T extends keyof typeof newsConsents
  ? { [K in (typeof newsConsents)[T]['column']]: string | null }
  : Record<never, never>;

/** The news consent of `table`'s form, if it asks for one. */
export function newsConsentOf(
  table: SubmissionTable,
): { field: string; column: string } | undefined {
  return (newsConsents as Partial<Record<SubmissionTable, { field: string; column: string }>>)[
    table
  ];
}

/** One stored row of `T`, as the admin reads it. */
export type SubmissionRow<T extends SubmissionTable> = CommonSubmissionColumns &
  SubmissionValues<T> &
  NewsConsentColumns<T>;

/** A column of `T`; for a union of tables, a column of any of them. */
export type SubmissionColumn<T extends SubmissionTable> = T extends SubmissionTable
  ? keyof SubmissionRow<T> & string
  : never;

/** The columns the visitor's form fills: its fields, then the values the page fixes. */
export function formColumns<T extends SubmissionTable>(table: T): SubmissionColumn<T>[] {
  const { fields, context } = submissionForms[table];
  return [...Object.keys(fields), ...Object.keys(context)] as SubmissionColumn<T>[];
}

/** Of what a form sent, only its own columns' values: anything else is never stored. */
export function formValuesOf<T extends SubmissionTable>(
  table: T,
  sent: Readonly<Record<string, unknown>>,
): SubmissionValues<T> {
  return Object.fromEntries(
    formColumns(table).map((column) => [column, sent[column]]),
  ) as SubmissionValues<T>;
}

/** Every column of `T`, the common ones first. */
export function submissionColumns<T extends SubmissionTable>(table: T): SubmissionColumn<T>[] {
  const news = newsConsentOf(table);
  return [
    ...commonSubmissionColumns,
    ...formColumns(table),
    ...(news ? [news.column] : []),
  ] as SubmissionColumn<T>[];
}

/** The request envelope: the form fill's key, the honeypot, and the form's values. */
export const submissionKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Hidden from people and assistive technology; bots fill it in. Its name and `autocomplete` are
 * ones no browser or password manager recognises, so autofill leaves it empty for a person; a
 * filled one is stored as suspected spam, never dropped (docs/product/additions.md#suspected-spam).
 */
export const honeypotField = 'wlai_leave_empty';
/** Not a token of the HTML autofill list: browsers offer nothing for the field. */
export const honeypotAutocomplete = 'wlai-leave-empty';

export type FieldErrors = Record<string, string>;

/** Whether `table`'s form stores `column` as the page fixes it (an event's name or date). */
export function formStores(table: SubmissionTable, column: 'event_name' | 'event_date'): boolean {
  return Object.hasOwn(submissionForms[table].context, column);
}

export type SubmissionResponse =
  | { id: number }
  | { error: 'validation'; message: string; fieldErrors: FieldErrors }
  | { error: string; message: string };
