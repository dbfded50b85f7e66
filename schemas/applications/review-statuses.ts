import {
  submissionForms,
  submissionTables,
  type ReviewKind,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';

/**
 * Where a stored row stands with the organiser (docs/product/data.md#review-status):
 * applications and registrations are decided on, enquiries are answered.
 */
export const applicationStatuses = [
  'pending',
  'approved',
  'waitlisted',
  'declined',
  'withdrawn',
] as const;
export const enquiryStatuses = ['new', 'answered', 'archived'] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type ReviewStatus = ApplicationStatus | EnquiryStatus;

export const statusLabels: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  new: 'New',
  answered: 'Answered',
  archived: 'Archived',
};

/**
 * Which tables hold applications and which hold enquiries, as each table's definition says
 * (schemas/submissions/submission-forms.ts `reviewKind`).
 */
export const reviewKinds = Object.fromEntries(
  submissionTables.map((table) => [table, submissionForms[table].reviewKind]),
) as Readonly<Record<SubmissionTable, ReviewKind>>;

export function statusesOf(table: SubmissionTable): readonly ReviewStatus[] {
  return reviewKinds[table] === 'application' ? applicationStatuses : enquiryStatuses;
}

/** A new row's status. */
export function initialStatus(table: SubmissionTable): ReviewStatus {
  return statusesOf(table)[0]!;
}

/**
 * What the organiser may set. `withdrawn` is the applicant's own step (through the link in her
 * mails), never the organiser's.
 */
export function organiserStatusesOf(table: SubmissionTable): readonly ReviewStatus[] {
  return statusesOf(table).filter((status) => status !== 'withdrawn');
}

/** The decisions each applicant is mailed about (server/mail/decision-mails.ts); enquiries get none. */
export const mailedDecisions = ['approved', 'waitlisted', 'declined'] as const;
export type MailedDecision = (typeof mailedDecisions)[number];

export function isMailedDecision(table: SubmissionTable, status: string): status is MailedDecision {
  return (
    reviewKinds[table] === 'application' && (mailedDecisions as readonly string[]).includes(status)
  );
}

export function isReviewStatus(table: SubmissionTable, value: string): value is ReviewStatus {
  return (statusesOf(table) as readonly string[]).includes(value);
}

/** A stored status as the admin and the export show it; an unknown one as it is stored. */
export function statusLabel(status: string): string {
  return Object.hasOwn(statusLabels, status) ? statusLabels[status as ReviewStatus] : status;
}

/** One change of a row's status, as the admin lists it (GET …/rows/:id/history). */
/**
 * Why a status changed other than by a person's decision: `waitlist-setting`, the event's setting
 * approved the next person after a withdrawal (docs/product/rules.md#the-waitlist).
 */
export type StatusChangeCause = 'waitlist-setting';

export type StatusChange = {
  from: string;
  to: string;
  /**
   * The organiser's email (for a `cause`, the one who turned the setting on); null for the
   * applicant's own step.
   */
  by: string | null;
  /** Null for a person's decision. */
  cause: StatusChangeCause | null;
  message: string | null;
  at: string;
};

/**
 * What a status change would do (POST …/status/preview), for the confirmation: how many rows are
 * chosen, how many are not at the status yet, how many of the chosen the applicant withdrew (they
 * stay as they are), and how many people are mailed.
 */
export type StatusChangePreview = {
  selected: number;
  changing: number;
  withdrawn: number;
  mailed: number;
};

/** A row a status change left as it is, with its status now. */
export type UnchangedRow = { id: number; status: string };

/** What a status change did (POST …/status). */
export type StatusChangeResult = {
  changed: number[];
  /**
   * The rows left as they are, each with its status now: already at the status asked, withdrawn
   * by the applicant (never the organiser's to change), or changed by someone else between the
   * read and the write (the change names the status it read: server/applications/review.ts).
   */
  unchanged: UnchangedRow[];
  /** Of `unchanged`, how many the applicant withdrew. */
  withdrawn: number;
  missing: number[];
  /** How many decision mails the change queued (one per changed row with an address). */
  mailed: number;
};

/** One event's places and approvals (GET /api/admin/capacity). */
export type EventCapacity = {
  /** The event's key. */
  id: number;
  slug: string;
  title: string;
  table: string;
  /** What its form stores as `event_name` (the admin list's event filter): null when none. */
  eventName: string | null;
  places: number | null;
  perSession: boolean;
  approved: number;
  waitlisted: number;
  free: number | null;
  waitlistHead: { id: number; name: string; email: string } | null;
};

/**
 * An event as a decision or a withdrawal found it, kept with the mail that tells of it so that
 * every attempt says the same (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md).
 * `places` is null for an event that gives no number; `perSession` for a series.
 */
export type EventStanding = {
  places: number | null;
  perSession: boolean;
  approved: number;
  /** Live applications: neither withdrawn nor suspected spam, whatever their status. */
  applications: number;
};
