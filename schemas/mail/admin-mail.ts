/**
 * What the admin API answers about mail (server/mail/mail-listing.ts), shared with the admin
 * screen (app/features/admin/). Times are epoch milliseconds, `createdAt` ISO-8601.
 */

/**
 * `limited`: a confirmation kept unsent because its address had had its day's confirmations
 * (server/mail/confirmation-cap.ts). `not-due`: a reminder or an update that found her place
 * given up, or its event no longer on, when it was to go (server/mail/mail-renderers.ts).
 * `erased`: a mail whose row was anonymised before it was sent (server/privacy/anonymise.ts): it
 * is never sent.
 */
export const mailStatuses = ['queued', 'sent', 'failed', 'limited', 'not-due', 'erased'] as const;

/** The statuses of a mail kept unsent by a rule, not by a failure: no attempt to send it was made. */
export const heldBackStatuses = [
  'limited',
  'not-due',
] as const satisfies readonly AdminMailStatus[];
export type HeldBackStatus = (typeof heldBackStatuses)[number];

/**
 * Every kind of mail the outbox holds (server/mail/mail-envelope.ts `MailEnvelope`): the admin
 * names each in words (app/features/admin/mail/mail-format.ts), never by this key.
 */
export const mailKinds = [
  'confirmation',
  'organiser-notice',
  'approval',
  'waitlist',
  'decline',
  'withdrawal-notice',
  'event-cancellation',
  /** The organiser's message to an event's guests (server/mail/event-message-mails.ts). */
  'event-message',
  /** A reminder of an event to its guests (server/mail/event-reminder-mails.ts). */
  'event-reminder',
  /** The event's date, time or place changed, to its guests (server/mail/event-update-mails.ts). */
  'event-update',
  /**
   * The thank-you to the guests who came, with each one's feedback link
   * (server/mail/event-thanks-mails.ts).
   */
  'event-thanks',
  /** The link to her "Your data" page (server/mail/your-data-mail.ts). */
  'your-data-link',
  /** An owner's invitation to the admin (server/mail/invitation-mail.ts). */
  'organiser-invitation',
] as const;
export type MailKind = (typeof mailKinds)[number];
export type AdminMailStatus = (typeof mailStatuses)[number];

export type AdminMail = {
  id: number;
  submissionTable: string;
  submissionId: number;
  kind: string;
  recipient: string;
  subject: string;
  status: AdminMailStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: number | null;
  nextAttemptAt: number;
  sentAt: number | null;
  createdAt: string;
};

export type AdminMailList = {
  mails: AdminMail[];
  /** Mails with the requested status (all, when none was asked for). */
  matching: number;
};

/** How many mails are in each state; `queued` is the "waiting" stat. */
export type AdminMailCounts = Record<AdminMailStatus, number>;

/**
 * One time the worker took a mail: `sent`, `error` (refused or unreachable; tried again later
 * unless it was the last try), `limited` (held back by the confirmation limit) or `not-due`
 * (a reminder or update of a place given up, or of an event no longer on).
 */
export type AdminMailAttempt = {
  at: number;
  outcome: 'sent' | 'error' | HeldBackStatus;
  /** The error met, or why it was held back; null when sent. */
  error: string | null;
};

export type AdminMailAttachment = { filename: string; contentType: string; bytes: number };

/**
 * Where the body a reader shows comes from:
 * - `as-sent`: the body kept when the mail server accepted it;
 * - `as-it-will-be-sent`: not sent yet, rendered now as the worker would send it now;
 * - `rendered-again`: sent before the site kept bodies, rendered now from its stored row.
 */
export type AdminMailBodySource = 'as-sent' | 'as-it-will-be-sent' | 'rendered-again';

/** The body of one mail as its recipient reads it, or why it cannot be shown. */
export type AdminMailBody =
  | {
      source: AdminMailBodySource;
      from: string;
      text: string;
      /** Its HTML part is read in a sandboxed frame from `/api/admin/mail/:id/html`. */
      attachments: AdminMailAttachment[];
    }
  | { source: 'unrenderable'; reason: string };

/** `GET /api/admin/mail/:id`: a mail, its envelope, its body and every attempt, oldest first. */
export type AdminMailReading = {
  mail: AdminMail;
  replyTo: string | null;
  body: AdminMailBody;
  attempts: AdminMailAttempt[];
};
