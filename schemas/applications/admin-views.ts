import type { SubmissionColumn, SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * What the admin shows of each stored table (docs/product/data.md#admin-views-of-the-tables and
 * #csv-export; docs/product/additions.md#the-admin-area): the table's columns, the CSV columns,
 * what search matches and which column filters. Shared: the server queries and exports by it, the
 * browser renders by it.
 */

export type ColumnKind =
  | 'text'
  | 'email'
  | 'url'
  | 'yes-no'
  | 'date'
  | 'long-text'
  /** A review status, shown by its label (review-statuses.ts). */
  | 'status';

/** A column the admin shows or exports; `key` must name a column of the view's table. */
export type AdminColumn<Key extends string = string> = {
  key: Key;
  label: string;
  kind: ColumnKind;
};

/**
 * The groups of the admin's navigation that hold the tables' views, in the navigation's order
 * (docs/product/screens.md#the-admin-frame): what the organiser does with their rows.
 */
export const adminViewGroups = ['Registrations', 'Applications', 'Enquiries'] as const;
export type AdminViewGroup = (typeof adminViewGroups)[number];

/**
 * What the admin shows of table `T`. Every column name in it is checked by the compiler against
 * the table's row (schemas/submissions/submission-forms.ts): a misspelt one fails `npm run
 * typecheck`.
 */
export type AdminViewOf<T extends SubmissionTable> = {
  table: T;
  /** The navigation's group that holds its link. */
  group: AdminViewGroup;
  /** Navigation label and page title. */
  title: string;
  /** Plural noun for counts, stat cards and notices, e.g. "registrations". */
  plural: string;
  /** One entry, in the words of its form: "registration", "application", "enquiry". */
  singular: string;
  /** Who sent an entry, as the admin says it: "the guest", "the applicant". */
  sender: string;
  columns: readonly AdminColumn<SubmissionColumn<T>>[];
  csvColumns: readonly AdminColumn<SubmissionColumn<T>>[];
  /** The CSV file is `<csvName>-YYYY-MM-DD.csv`. */
  csvName: string;
  /** Case-insensitive search runs over these columns. */
  searchColumns: readonly SubmissionColumn<T>[];
  /** The column the dropdown filters by (event name or enquiry tag), if any. */
  filter?: { column: SubmissionColumn<T>; allLabel: string; label: string };
  /** A yes/no column counted in a stat card. */
  flagStat?: { column: SubmissionColumn<T>; label: string };
  emptyText: string;
};

/** The view of any one table: what code that serves every view takes. */
export type AdminView = { [T in SubmissionTable]: AdminViewOf<T> }[SubmissionTable];

const column = <Key extends string>(key: Key, label: string, kind: ColumnKind = 'text') => ({
  key,
  label,
  kind,
});

const date = column('created_at', 'Date', 'date');

/**
 * Every export ends with the row's review status and when it was decided, after the view's own
 * columns (docs/product/data.md#csv-export).
 */
const reviewCsv = [
  column('status', 'Status', 'status'),
  column('status_changed_at', 'Decided At', 'date'),
] as const;
const email = column('email', 'Email', 'email');
const company = column('company', 'Company');
const jobTitle = column('job_title', 'Job Title');
const fullName = column('full_name', 'Name');
const eventName = column('event_name', 'Event');
const linkedin = column('linkedin_url', 'LinkedIn URL', 'url');
// The enquiry forms' own columns.
const name = column('name', 'Name');
const message = column('message', 'Message', 'long-text');
const enquiryDate = column('created_at', 'Enquiry Date', 'date');

const person = ['full_name', 'email', 'company', 'job_title'] as const;

/** The CSV's first columns for anyone who registered or applied with a LinkedIn profile. */
const applicantCsv = [column('full_name', 'Full Name'), jobTitle, company, email, linkedin];
const registrationCsv = [
  ...applicantCsv,
  column('why_attend', 'Why Attend', 'long-text'),
  column('lead_session', 'Lead Session', 'yes-no'),
  column('event_name', 'Event Name'),
];
const registrationDate = column('created_at', 'Registration Date', 'date');
const applicationDate = column('created_at', 'Application Date', 'date');

/** What every applications view shares. */
const applications = {
  group: 'Applications',
  plural: 'applications',
  singular: 'application',
  sender: 'the applicant',
  searchColumns: person,
  emptyText: 'No applications found matching your criteria.',
} as const;

const eventFilter = {
  column: 'event_name',
  allLabel: 'All Events',
  label: 'Filter by event',
} as const;

/** What the two registrations views share. */
const speakerInterest = column('lead_session', 'Speaker Interest', 'yes-no');
const eventDate = column('event_date', 'Event Date');
const registrations = {
  group: 'Registrations',
  plural: 'registrations',
  singular: 'registration',
  sender: 'the guest',
  searchColumns: person,
  filter: eventFilter,
  flagStat: { column: 'lead_session', label: 'Speaker Interest' },
  emptyText: 'No registrations found matching your criteria.',
} as const;

export const adminViews: { [T in SubmissionTable]: AdminViewOf<T> } = {
  event_registrations: {
    table: 'event_registrations',
    title: 'Event Registrations',
    ...registrations,
    columns: [fullName, jobTitle, company, email, speakerInterest, eventName, date],
    // docs/product/data.md#csv-export, in this order.
    csvColumns: [...registrationCsv, registrationDate, ...reviewCsv],
    csvName: 'event-registrations',
  },
  virtual_event_registrations: {
    table: 'virtual_event_registrations',
    title: 'Virtual Registrations',
    ...registrations,
    columns: [fullName, jobTitle, company, email, speakerInterest, eventDate, date],
    csvColumns: [...registrationCsv, eventDate, registrationDate, ...reviewCsv],
    csvName: 'virtual-registrations',
  },
  retreat_applications: {
    table: 'retreat_applications',
    title: 'Retreat & Boardroom',
    ...applications,
    columns: [fullName, jobTitle, company, email, eventName, date],
    csvColumns: [
      ...applicantCsv,
      { key: 'why_apply', label: 'Why Apply', kind: 'long-text' },
      { key: 'event_name', label: 'Event Name', kind: 'text' },
      applicationDate,
      ...reviewCsv,
    ],
    csvName: 'retreat-applications',
    filter: eventFilter,
  },
  leadership_labs_applications: {
    table: 'leadership_labs_applications',
    title: 'Leadership Labs',
    ...applications,
    columns: [fullName, jobTitle, company, email, date],
    csvColumns: [
      ...applicantCsv,
      { key: 'current_goals', label: 'Current Goals', kind: 'long-text' },
      applicationDate,
      ...reviewCsv,
    ],
    csvName: 'leadership-labs-applications',
  },
  private_evening_applications: {
    table: 'private_evening_applications',
    title: 'Private Evening',
    ...applications,
    columns: [fullName, jobTitle, company, email, date],
    csvColumns: [
      ...applicantCsv,
      { key: 'why_interested', label: 'Why Interested', kind: 'long-text' },
      { key: 'current_challenges', label: 'Current Challenges', kind: 'long-text' },
      applicationDate,
      ...reviewCsv,
    ],
    csvName: 'private-evening-applications',
  },
  partnership_enquiries: {
    table: 'partnership_enquiries',
    group: 'Enquiries',
    title: 'Partnership Enquiries',
    plural: 'enquiries',
    singular: 'enquiry',
    sender: 'the sender',
    columns: [name, company, email, message, date],
    csvColumns: [name, company, email, message, enquiryDate, ...reviewCsv],
    csvName: 'partnership-enquiries',
    searchColumns: ['name', 'email', 'company'],
    emptyText: 'No enquiries found matching your criteria.',
  },
  private_invite_requests: {
    table: 'private_invite_requests',
    group: 'Enquiries',
    title: 'Private Invite Requests',
    plural: 'requests',
    singular: 'request',
    sender: 'the sender',
    columns: [
      name,
      { key: 'role', label: 'Role', kind: 'text' },
      company,
      email,
      { key: 'newsletter', label: 'Newsletter', kind: 'yes-no' },
      date,
    ],
    csvColumns: [
      name,
      email,
      { key: 'role', label: 'Role', kind: 'text' },
      company,
      { key: 'challenge', label: 'Challenge', kind: 'long-text' },
      { key: 'newsletter', label: 'Newsletter', kind: 'yes-no' },
      { key: 'created_at', label: 'Request Date', kind: 'date' },
      ...reviewCsv,
    ],
    csvName: 'private-invite-requests',
    searchColumns: ['name', 'email', 'company', 'role'],
    flagStat: { column: 'newsletter', label: 'Newsletter Sign-ups' },
    emptyText: 'No requests found matching your criteria.',
  },
  enquiries: {
    table: 'enquiries',
    group: 'Enquiries',
    title: 'Enquiries',
    plural: 'enquiries',
    singular: 'enquiry',
    sender: 'the sender',
    columns: [name, company, email, { key: 'tag', label: 'About', kind: 'text' }, message, date],
    csvColumns: [
      name,
      email,
      company,
      { key: 'tag', label: 'About', kind: 'text' },
      message,
      enquiryDate,
      ...reviewCsv,
    ],
    csvName: 'enquiries',
    searchColumns: ['name', 'email', 'company'],
    filter: { column: 'tag', allLabel: 'All Enquiries', label: 'Filter by source' },
    emptyText: 'No enquiries found matching your criteria.',
  },
};

/** The tables whose views the navigation's `group` holds, in the order of `adminViews`. */
export function adminViewsIn(group: AdminViewGroup): SubmissionTable[] {
  return (Object.keys(adminViews) as SubmissionTable[]).filter(
    (table) => adminViews[table].group === group,
  );
}

/**
 * Every table, in the navigation's order: group by group, each group's in the order of
 * `adminViews`. The API tests and scripts/sqlmap-scan.ts go through the views in it.
 */
export const adminViewOrder: readonly SubmissionTable[] = adminViewGroups.flatMap(adminViewsIn);

/**
 * A listed row: the view's columns by key, its review status (review-statuses.ts), when its
 * personal values were erased (null while held; docs/decisions/044-anonymised-rows.md), and for
 * an application the other events the same person applied to, by name (empty when none).
 */
export type AdminRow = Record<string, unknown> & {
  status: string;
  anonymised_at: string | null;
  otherEvents?: string[];
};

/** What the admin shows in place of an erased row's name (its first column). */
export const erasedRowName = 'Erased';

/** The list endpoint's answer: one page of rows. */

export type AdminListResponse = {
  rows: AdminRow[];
  /** Rows matching the current search and filter. */
  matching: number;
};

/** The summary endpoint's answer: what does not change with the search. */
export type AdminSummary = {
  /**
   * Over all rows of the table, whatever the search
   * (docs/product/data.md#admin-views-of-the-tables).
   */
  stats: { total: number; flagged: number | null; uniqueCompanies: number | null };
  /** Distinct values of the filter column. */
  filterOptions: string[];
  /** Rows whose hidden field was filled, kept apart for the organiser to judge. */
  suspectedSpam: number;
  /**
   * Rows at each review status of the table (schemas/applications/review-statuses.ts): the status
   * tabs.
   */
  statusCounts: Record<string, number>;
};
