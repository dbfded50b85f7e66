import type { MessageAudience } from '#schemas/events/organising/event-messages.ts';
import type { AdminRole } from './organisers.ts';

/**
 * The audit log: what every organiser (and the server itself) did in the admin, kept to be seen
 * again (docs/decisions/043-the-audit-log.md, docs/product/data.md#audit_log). Shared by the
 * server, which writes and lists the entries, and the admin's Audit log view, which shows them.
 *
 * An entry says who, when, what (one of {@link auditActions}), on what (a table or view, an id,
 * how many rows) and a few facts of the action ({@link AuditDetails}); never a value a person
 * submitted. A new kind of action (erasure, an access export, a retention run, a change of an
 * organiser's role) is one more name here and one more label below.
 */
export const auditActions = [
  'sign-in',
  'sign-in.failed',
  'sign-out',
  'export.csv',
  'submission.decide',
  'submission.not-spam',
  'submission.delete-spam',
  'mail.retry',
  'event.create',
  'event.edit',
  'event.duplicate',
  'event.publish',
  'event.unpublish',
  'event.close',
  'event.reopen',
  'event.cancel',
  'event.message',
  'event.reminders',
  'event.reminder',
  'event.thanks',
  'event.cover-upload',
  'event.auto-promote-on',
  'event.auto-promote-off',
  'check-in.arrive',
  'check-in.undo',
  'check-in.walk-in',
  'person.export',
  'person.erase',
  'person.access-link',
  'person.self-export',
  'person.erasure-request',
  'retention.run',
  'organiser.invite',
  'organiser.join',
  'organiser.role',
  'organiser.doors',
  'organiser.remove',
  'organiser.cancel-invitation',
] as const;

export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

/** The words the Audit log view shows for each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'export.csv': 'Exported a CSV',
  'submission.decide': 'Decided',
  'submission.not-spam': 'Marked not spam',
  'submission.delete-spam': 'Deleted spam',
  'mail.retry': 'Retried a mail',
  'event.create': 'Created an event',
  'event.edit': 'Saved an event',
  'event.duplicate': 'Duplicated an event',
  'event.publish': 'Published an event',
  'event.unpublish': 'Unpublished an event',
  'event.close': 'Closed applications',
  'event.reopen': 'Reopened applications',
  'event.cancel': 'Cancelled an event',
  'event.message': "Wrote to an event's guests",
  'event.reminders': "Changed an event's reminders",
  'event.reminder': 'Sent a reminder',
  'event.thanks': 'Thanked the guests who came',
  'event.cover-upload': 'Uploaded a cover photo',
  'event.auto-promote-on': 'Turned on waitlist moves',
  'event.auto-promote-off': 'Turned off waitlist moves',
  'check-in.arrive': 'Checked guests in',
  'check-in.undo': 'Undid a check-in',
  'check-in.walk-in': 'Added a walk-in',
  'person.export': "Exported a person's data",
  'person.erase': "Erased a person's data",
  'person.access-link': 'Sent a "Your data" link',
  'person.self-export': 'A person downloaded her data',
  'person.erasure-request': 'A person asked for erasure',
  'retention.run': 'Retention run',
  'organiser.invite': 'Invited an organiser',
  'organiser.join': 'Accepted an invitation',
  'organiser.role': "Changed an organiser's role",
  'organiser.doors': 'Gave a door account its events',
  'organiser.remove': 'Removed an organiser',
  'organiser.cancel-invitation': 'Cancelled an invitation',
};

/** Who acted, when no organiser did: the server itself (a waitlist setting's approval). */
export const systemActor = 'system';
/** A failed sign-in that named no account: the address typed is not kept. */
export const unknownActor = 'unknown';

/** The window within which a repeated entry is counted in one: a sign-in limit's window. */
export const repeatWindowMinutes = 15;

/** Why a sign-in failed, as a class: never the password, never an address that is no account's. */
export const signInFailures = [
  'wrong-password',
  'unknown-account',
  'missing-credentials',
  'rate-limited',
] as const;
export type SignInFailure = (typeof signInFailures)[number];

/**
 * The facts an entry keeps beside who, what and on what. Each is a word the admin chose or the
 * server counted, never a submission's field: an export keeps whether she searched, not the text.
 */
export type AuditDetails = {
  /** An export of one event's rows, by its key: the event's id (its address may change). */
  event?: number;
  /** A decision's status; an export's status tab. */
  status?: string;
  /** An export's filter value: an event name or an enquiry's source. */
  filter?: string;
  /** An export's filter that is none of the view's choices: only that there was one. */
  filtered?: boolean;
  /** An export was of a search (the words searched for are not kept: they name people). */
  searched?: boolean;
  /** An export of the suspected spam, or of the people who applied to several events. */
  spam?: boolean;
  multi?: boolean;
  /** A decision's rows left as they were (already there, withdrawn, changed meanwhile). */
  unchanged?: number;
  /** A decision made by a waitlist setting, not by a person. */
  cause?: string;
  /** A failed sign-in's reason. */
  reason?: SignInFailure;
  /** An uploaded cover photo's stored name. */
  media?: string;
  /**
   * How many mails: a person's export or erasure (hers, and about her); a retention run (those
   * of the rows it anonymised); a message to an event's guests, or a thank-you to those who came
   * (those it queued).
   */
  mails?: number;
  /**
   * Rows per table: a person's erasure, those erased (docs/decisions/046); a retention run, those
   * anonymised, every table, 0 too (docs/decisions/048).
   */
  tables?: Record<string, number>;
  /** An organiser's role: given (an invitation, a change, a join) or held (a removal). */
  role?: AdminRole;
  /** A change of role: the role she had. */
  was?: AdminRole;
  /**
   * A message to an event's guests: who it went to (schemas/events/organising/event-messages.ts).
   */
  audience?: MessageAudience;
  /**
   * A batch of check-ins at an event's door (docs/decisions/064-check-in-codes.md): those already
   * recorded before it, and those refused (row_count: the arrivals it recorded).
   */
  already?: number;
  refused?: number;
  /** An undone check-in was a walk-in's: her registration went with it. */
  walkIn?: boolean;
  /**
   * An event's reminders as chosen, minutes before a session's start
   * (schemas/events/organising/event-reminders.ts).
   */
  offsets?: number[];
  /** The events whose doors a `door` account was given (`events.id`). */
  events?: number[];
  /** A reminder sent: how long before the session it went, in minutes, and the session's start. */
  offset?: number;
  session?: string;
};

/** One entry as the API answers it. */
export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  /** The table or view it acted on (`event_registrations`, `mail_outbox`, `events`, ...). */
  target: string | null;
  /** The row, mail or event it acted on, when one. */
  targetId: number | null;
  /** How many rows: exported, or changed by a decision. */
  rowCount: number | null;
  details: AuditDetails;
  /**
   * How many times it happened: more than 1 for repeats counted in one entry, within
   * {@link repeatWindowMinutes} of each other (a flood of failed sign-ins, docs/decisions/053).
   */
  times: number;
};

/** GET /api/admin/audit: a page of entries, newest first, and who can be filtered by. */
export type AuditList = {
  entries: AuditEntry[];
  /** Entries matching the filters. */
  matching: number;
  /** Everyone with an entry, for the "who" filter. */
  actors: string[];
  /** The name of each account that has one, by its email: "Ada Example (ada@…)". */
  actorNames: Record<string, string>;
  /** The title today of each event the entries name (by id): "Event: Spring Salon". */
  eventTitles: Record<string, string>;
};

/** The filters of the list, as the address and the API name them. */
export type AuditQuery = {
  actor?: string;
  action?: AuditAction;
  /** Dates (YYYY-MM-DD, London), both included. */
  from?: string;
  to?: string;
  offset: number;
  limit: number;
};
