import type { Generated } from 'kysely';
import type { EventFormTable, EventStatus } from '#schemas/events/event-document.ts';
import type { ArtworkMotif } from '#schemas/artwork/artwork.ts';
import type { AuditAction } from '#schemas/organisers/audit-log.ts';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import type { EventScheduleKind } from '#schemas/events/event-schedule.ts';
import type { StatusChangeCause } from '#schemas/applications/review-statuses.ts';
import type {
  newsConsents,
  SubmissionRow,
  SubmissionTable,
  SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';
import type { DatabaseTarget } from '#server/env.ts';

/**
 * Table types. The submission tables are derived from their definitions
 * (schemas/submissions/submission-forms.ts; docs/product/data.md): the form's values as either
 * engine stores them, plus the columns the database fills. Booleans are stored as 0/1 on SQLite and
 * read back through `toBoolean`. `created_at` is an ISO-8601 UTC string on both engines.
 */
export type SubmissionTableColumns<T extends SubmissionTable> = {
  id: Generated<number>;
  submission_key: string;
  created_at: Generated<string>;
  /** The hidden field was filled: kept for the organiser to judge, no mail sent. */
  suspected_spam: Generated<StoredBoolean>;
  /** schemas/applications/review-statuses.ts; the database fills a new row's. */
  status: Generated<string>;
  status_changed_at: string | null;
  /** schemas/applications/applicant-key.ts; null only for a row stored without an email. */
  applicant_key: string | null;
  /**
   * An application kept beside the same person's earlier one to the same event (stored twice
   * before the database refused it, or released from suspected spam): that earlier row's id.
   * Null otherwise, and always in the enquiry tables (migration 012).
   */
  duplicate_of: number | null;
  /** schemas/submissions/submission-forms.ts `CommonSubmissionColumns` (migration 019). */
  privacy_notice_version: string | null;
  privacy_notice_at: string | null;
  /** server/privacy/anonymise.ts (migration 021); null while the personal values are held. */
  anonymised_at: string | null;
} & StoredRow<SubmissionValues<T>> &
  NewsConsentColumns<T> &
  EventKeyColumn<T>;

/**
 * The event a row of an event form's table belongs to (migration 030;
 * docs/decisions/061-applications-by-event-key.md): null only for a row stored before the key
 * that no event's form stored.
 */
type EventKeyColumn<T extends SubmissionTable> = T extends EventFormTable
  ? { event_id: number | null }
  : unknown;

/**
 * The time a form's "keep me posted" box was ticked (schemas/submissions/submission-forms.ts
 * `newsConsents`).
 */
type NewsConsentColumns<T extends SubmissionTable> = {
  [K in keyof SubmissionRow<T> & NewsConsentColumn]: string | null;
};

export type StoredBoolean = boolean | number;

type NewsConsentColumn = (typeof newsConsents)[keyof typeof newsConsents]['column'];

export type AdminUsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** What she may do (schemas/organisers/organisers.ts; migration 022). */
  role: Generated<AdminRole>;
  /** Her name, shown in the admin and the audit log; '' for an account made by admin:create. */
  name: Generated<string>;
};

/** An owner's invitation to the admin (migration 022; server/organisers/organisers.ts). */
export type AdminInvitationsTable = {
  id: Generated<number>;
  email: string;
  name: string;
  role: AdminRole;
  /** The random value the link's token is derived from with the app secret. */
  nonce: string;
  /** SHA-256 of the link's token; the token itself is never stored. */
  token_hash: string;
  /** The inviting owner's account email. */
  invited_by: string;
  created_at: Generated<string>;
  expires_at: string;
  accepted_at: string | null;
  cancelled_at: string | null;
};

export type AdminSessionsTable = {
  id: Generated<number>;
  /** SHA-256 of the session id held in the cookie; the id itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Generated<string>;
  last_seen_at: string;
  expires_at: string;
};

/** One fixed-window counter (server/http/rate-limit.ts). */
export type RateLimitsTable = {
  /** HMAC-SHA-256 hex of `scope`, `key` under the app secret; never the address or email. */
  bucket: string;
  /** Epoch milliseconds. */
  window_started_at: number;
  hits: number;
};

/** A secret the server made itself, shared by every instance (server/app-secret.ts). */
export type AppSecretsTable = {
  name: string;
  value: string;
};

/**
 * `limited`: a confirmation not sent because its address had had its day's confirmations
 * (server/mail/confirmation-cap.ts); kept so the organiser sees it. `erased`: its row was
 * anonymised before it was sent (server/privacy/anonymise.ts); never sent.
 */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'limited' | 'not-due' | 'erased';

/** One mail a submission caused (server/mail/outbox.ts). Times in epoch milliseconds. */
export type MailOutboxTable = {
  id: Generated<number>;
  /** `<time.uuid@domain>` (server/mail/outbox.ts), fixed when queued: a resend carries it too. */
  message_id: string;
  submission_table: string;
  submission_id: number;
  kind: string;
  recipient: string;
  subject: string;
  /**
   * The mail's envelope as JSON (server/mail/mail-envelope.ts `MailEnvelope`: kind, addresses,
   * subject, the status change it tells of), fixed when queued; the worker renders the body when
   * it sends.
   */
  message: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: Generated<string>;
  /**
   * The body as it left, as JSON (server/mail/outbox.ts `SentBody`: sender, text, HTML,
   * attachments); null until the mail is sent (migration 014).
   */
  sent_body: string | null;
  /** The recipient's address alone, lowercased: a person's mails are found by it. */
  recipient_address: string | null;
  /**
   * When the mail's addresses, envelope and body were cleared with its row's personal values
   * (server/privacy/anonymise.ts, migration 021); null while they are held.
   */
  anonymised_at: string | null;
};

/** What became of one attempt to send a mail. */
export type MailAttemptOutcome = 'sent' | 'error' | 'limited' | 'not-due';

/** One time the worker took a mail, kept so the organiser can read each (migration 014). */
export type MailAttemptsTable = {
  id: Generated<number>;
  mail_id: number;
  attempted_at: number;
  outcome: MailAttemptOutcome;
  /** The error the attempt met, or why it was held back; null when it was sent. */
  error: string | null;
};

export type AdminAction =
  | 'mail.retry'
  | 'submission.not-spam'
  | 'submission.delete-spam'
  | 'event.auto-promote-on'
  | 'event.auto-promote-off'
  | 'media.upload';

/** One thing the organiser did in the admin, kept so it can be seen again. */
export type AdminActionsTable = {
  id: Generated<number>;
  /** The account's email when it acted (kept if the account is later removed). */
  admin_email: string;
  action: AdminAction;
  submission_table: string | null;
  submission_id: number | null;
  mail_id: number | null;
  /** For the event actions: the event page's slug (migration 013). */
  event: string | null;
  /** For `media.upload`: the stored photo's name (migration 018). */
  media: string | null;
  created_at: Generated<string>;
};

/** One change of a row's review status, kept as its history (server/applications/review.ts). */
export type StatusChangesTable = {
  id: Generated<number>;
  submission_table: string;
  submission_id: number;
  from_status: string;
  to_status: string;
  /** The account that changed it; null when the applicant withdrew herself. */
  admin_email: string | null;
  /** The message the organiser added for the person, if any. */
  message: string | null;
  /**
   * Null for a person's decision; `waitlist-setting` when the event's setting approved the next
   * person after a withdrawal, in the name of the organiser who turned it on (migration 013).
   */
  cause: StatusChangeCause | null;
  created_at: Generated<string>;
};

/** The organiser's settings of one event (migration 013; server/applications/waitlist.ts). */
export type EventSettingsTable = {
  /** The event page's slug (content/event-pages.ts). */
  event: string;
  /** A place freed by a withdrawal goes to the next person on the waitlist by itself. */
  auto_promote: StoredBoolean;
  /** The organiser who last changed the settings: automatic approvals are made in her name. */
  updated_by: string;
  updated_at: string;
};

/**
 * One event (migration 015; docs/product/data.md#events-tables;
 * docs/decisions/035-events-are-data.md): its facts as columns, its page's ordered parts as JSON
 * documents (`document_version` says their shape). schemas/events/event-document.ts validates a
 * whole event before it is written; server/db/event-rows.ts turns the columns into that document
 * and back.
 */
export type EventsTable = {
  id: Generated<number>;
  /** The path under /events/ (and /wlai/events/); unique. Earlier ones are in `event_slugs`. */
  slug: string;
  status: EventStatus;
  title: string;
  crumb: string;
  eyebrow: string;
  intro: string;
  meta_title: string;
  meta_description: string;
  /** schemas/events/event-schedule.ts: `single`, `range`, `recurring` or `month`. */
  schedule_kind: EventScheduleKind;
  /** `YYYY-MM-DD` in Europe/London: the first day (a month's first; a series' first date). */
  first_day: string;
  /** The last day (a month's last); null for a series, which has none. */
  last_day: string | null;
  /** `HH:mm` wall-clock times in Europe/London; null while not fixed. */
  start_time: string | null;
  end_time: string | null;
  /** An RRULE value without the prefix (`FREQ=MONTHLY;BYDAY=3TH`), for a series only. */
  recurrence_rule: string | null;
  attendance: 'in-person' | 'online';
  /** What the page says of where. */
  venue: string;
  /** `full`: the page names the venue; `area`: the exact place goes to approved guests. */
  venue_disclosure: 'full' | 'area';
  map_query: string | null;
  capacity_kind: 'total' | 'per-session' | 'limited';
  /** Null when limited without a number. */
  capacity_places: number | null;
  price: string | null;
  /** JSON: the page's facts in order, `{ kind, label, text? }`. */
  facts: string;
  cta_label: string;
  form_kind: 'registration' | 'application' | 'interest';
  form_anchor: string;
  form_title: string;
  form_subtitle: string;
  /**
   * The submission table the form writes to (schemas/events/event-document.ts `eventFormTables`).
   */
  form_table: string;
  /** The `event_name` (and for the virtual registrations `event_date`) the form stores. */
  form_event_name: string | null;
  form_event_date: string | null;
  form_submit_label: string;
  form_submitting_label: string | null;
  /** JSON: the form's notices, `{ success, rejected, failed }`. */
  form_notices: string;
  /** JSON: the page's sections in order (content/event-pages.ts `EventPageSection`). */
  sections: string;
  featured: StoredBoolean;
  /** JSON: the card's words; null when the event has no card. */
  listing: string | null;
  /** The card's place on the listing; null when it has none. */
  listing_position: number | null;
  /** ISO-8601 UTC; null: open until the organiser closes them. */
  applications_close_at: string | null;
  /** The shape of the JSON columns (server/db/event-rows.ts). */
  document_version: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** When the organiser closed applications by hand (migration 016); null while open. */
  applications_closed_at: string | null;
  /** When she cancelled it, and what she told the people who had applied. */
  cancelled_at: string | null;
  cancellation_message: string | null;
  /** The calendar file's SEQUENCE: raised when a published event's time or place changes. */
  calendar_sequence: Generated<number>;
  /** The uploaded cover photo's stored name, and its alt text; null for the generated art. */
  cover_image: string | null;
  cover_alt: string | null;
  /**
   * What the generated picture shows (migration 017; schemas/artwork/artwork.ts `artworkMotifs`).
   */
  motif: ArtworkMotif | null;
};

/** What an event keeps back for approved guests (migration 015): only the approval mail reads it. */
export type EventPrivateDetailsTable = {
  event_id: number;
  venue: string;
  address: string;
  arrival: string | null;
  pricing: string | null;
  /** Fictional, to be replaced (server/launch-checks.ts). */
  sample: StoredBoolean;
  updated_at: string;
};

/** One change of an event, kept as its history (migration 015). */
export type EventChangesTable = {
  id: Generated<number>;
  event_id: number;
  changed_at: string;
  /** Who changed it; null for the seed from the site's content. */
  admin_email: string | null;
  /** `seed`, and the editor's actions (create, edit, publish, unpublish, close, cancel). */
  action: string;
  /** JSON `{ status, document }` before and after; before is null for a new event. */
  before: string | null;
  after: string | null;
};

/**
 * One thing an organiser or the server did in the admin (migration 020, server/db/audit-log.ts):
 * append-only; `details` is JSON of schemas/organisers/audit-log.ts `AuditDetails`.
 */
export type AuditLogTable = {
  id: Generated<number>;
  at: Generated<string>;
  actor: string;
  action: AuditAction;
  target: string | null;
  target_id: number | null;
  row_count: number | null;
  details: Generated<string>;
  /** How many times the entry happened: repeats with its `repeat_key` add to it (migration 026). */
  times: Generated<number>;
  repeat_key: string | null;
};

/**
 * A person's request, from her "Your data" link, that what is held for her address be erased
 * (migration 023, server/privacy/erasure-requests.ts). `email` is cleared when it is carried out.
 */
export type ErasureRequestsTable = {
  id: Generated<number>;
  /** The address her link named, lowercased; null once carried out. */
  email: string | null;
  requested_at: Generated<string>;
  /** When it is carried out by itself unless the organiser confirms it first (ERASURE_REQUEST_DAYS). */
  due_at: string;
  status: Generated<ErasureRequestStatus>;
  carried_out_at: string | null;
  /** `organiser` (she confirmed it) or `system` (it came due); the audit entry names who. */
  carried_out_by: string | null;
};

export type ErasureRequestStatus = 'pending' | 'carried-out';

/**
 * A message the organiser wrote to an event's guests (migration 031,
 * server/events/organising/event-messages.ts); each of its mails renders from this row.
 */
export type EventMessagesTable = {
  id: Generated<number>;
  event_id: number;
  /** Who it went to (schemas/events/organising/event-messages.ts `messageAudiences`). */
  audience: string;
  subject: string;
  body: string;
  /** The organiser's address, as the audit log names her. */
  sent_by: string;
  sent_at: Generated<string>;
  /** How many mails it queued. */
  recipients: number;
  /** The key her browser sent with it: the same message is sent once. */
  request_key: string;
};

/**
 * When the organiser wants an event's reminders (migration 032,
 * server/events/organising/event-reminders.ts): without a row, the defaults.
 */
export type EventReminderSettingsTable = {
  event_id: number;
  /** JSON: minutes before a session's start, latest first (`[1440,120]`); `[]` for none. */
  offsets: string;
  /** The organiser's address, as the audit log names her. */
  changed_by: string;
  changed_at: Generated<string>;
};

/**
 * A reminder sent (migration 032): written in the transaction that queued its mails, once per
 * event, session and offset (its unique index is the claim two instances race for).
 */
export type EventRemindersTable = {
  id: Generated<number>;
  event_id: number;
  /** The session it reminded of: its start. */
  session_start: string;
  /** How long before that start it was due, in minutes. */
  offset_minutes: number;
  sent_at: Generated<string>;
  /** How many mails it queued. */
  mails: number;
};

/**
 * A guest who arrived at an event's door (migration 033, server/check-in/): her row of the
 * event's form table, checked in once (a unique index over the event and the row).
 */
export type CheckInsTable = {
  id: Generated<number>;
  event_id: number;
  submission_table: string;
  submission_id: number;
  /** When she arrived, as the phone that checked her in recorded it (never later than stored). */
  arrived_at: string;
  /** The organiser's address, as the audit log names her. */
  checked_in_by: string;
  /** The phone's own id, when it sent one. */
  device: string | null;
  /** She was added at the door: her row was made with this check-in. */
  walk_in: StoredBoolean;
  /** The key the phone made for the check-in: a retry of it is told the same. */
  request_key: string;
  /** When the server stored it. */
  recorded_at: Generated<string>;
};

/**
 * The organiser's thank-you to the guests who came to an event (migration 034,
 * server/feedback/event-thanks.ts): once per event; each of its mails renders from this row.
 */
export type EventThanksTable = {
  id: Generated<number>;
  event_id: number;
  /** The one question its feedback form asks. */
  question: string;
  /** The organiser's address, as the audit log names her. */
  sent_by: string;
  sent_at: Generated<string>;
  /** How many mails it queued. */
  mails: number;
  /** The key her browser sent with it: sent twice, it is sent once. */
  request_key: string;
};

/**
 * A guest's answer to the feedback form (migration 034, server/feedback/feedback-answers.ts): her
 * row of the event's form table, once per guest (a unique index over the event and the row).
 */
export type EventFeedbackTable = {
  id: Generated<number>;
  event_id: number;
  submission_table: string;
  submission_id: number;
  /** 1 to 5. */
  rating: number;
  /** Her answer to the thank-you's question; null when she gave none. */
  answer: string | null;
  comment: string | null;
  answered_at: Generated<string>;
};

/** An event whose door a `door` account works (migration 035, server/organisers/doors.ts). */
export type DoorEventsTable = {
  admin_user_id: number;
  event_id: number;
  /** The owner who gave it, by address. */
  given_by: string;
  given_at: Generated<string>;
};

/**
 * An ask for a "Your data" link not yet carried out (migration 025,
 * server/privacy/your-data-asks.ts): only the address, deleted once it is looked up.
 */
export type YourDataAsksTable = {
  id: Generated<number>;
  /** The address asked for, trimmed and lowercased. */
  email: string;
};

/** An address an event had before its slug changed: it redirects to the event (migration 015). */
export type EventSlugsTable = {
  slug: string;
  event_id: number;
  retired_at: string;
};

export type DatabaseSchema = { [T in SubmissionTable]: SubmissionTableColumns<T> } & {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_invitations: AdminInvitationsTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptsTable;
  admin_actions: AdminActionsTable;
  status_changes: StatusChangesTable;
  event_settings: EventSettingsTable;
  events: EventsTable;
  event_private_details: EventPrivateDetailsTable;
  event_changes: EventChangesTable;
  event_slugs: EventSlugsTable;
  audit_log: AuditLogTable;
  erasure_requests: ErasureRequestsTable;
  your_data_asks: YourDataAsksTable;
  event_messages: EventMessagesTable;
  check_ins: CheckInsTable;
  event_thanks: EventThanksTable;
  event_feedback: EventFeedbackTable;
  event_reminder_settings: EventReminderSettingsTable;
  event_reminders: EventRemindersTable;
  door_events: DoorEventsTable;
};

export function toBoolean(value: StoredBoolean): boolean {
  return value === true || value === 1;
}

/** `Row` with its booleans as either engine stores them. */
export type StoredRow<Row> = {
  [Key in keyof Row]: Row[Key] extends boolean ? StoredBoolean : Row[Key];
};

/** A row as the engine stores it: better-sqlite3 cannot bind booleans, so SQLite gets 0/1. */
export function toStoredRow<Row extends Record<string, unknown>>(
  engine: DatabaseTarget['engine'],
  row: Row,
): StoredRow<Row> {
  if (engine !== 'sqlite') return row as StoredRow<Row>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? Number(value) : value,
    ]),
  ) as StoredRow<Row>;
}
