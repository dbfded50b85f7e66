/**
 * What the admin API answers about mail (server/admin/mail-listing.ts), shared with the admin
 * screen (app/features/admin/). Times are epoch milliseconds, `createdAt` ISO-8601.
 */

/**
 * `limited`: a confirmation kept unsent because its address had had its day's confirmations
 * (server/mail/confirmation-cap.ts).
 */
export const mailStatuses = ['queued', 'sent', 'failed', 'limited'] as const;
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
