import { adminViews } from '#schemas/applications/admin-views.ts';
import {
  repeatWindowMinutes,
  type AuditEntry,
  type SignInFailure,
} from '#schemas/organisers/audit-log.ts';
import { parseCoverName } from '#schemas/events/cover-sources.ts';
import type { MessageAudience } from '#schemas/events/organising/event-messages.ts';
import { roleLabels } from '#schemas/organisers/organisers.ts';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';

/** What the Audit log view says of an entry (docs/product/screens.md#audit-log-view). */

const reasonWords: Record<SignInFailure, string> = {
  'wrong-password': 'wrong password',
  'unknown-account': 'no such account',
  'missing-credentials': 'email or password missing',
  'rate-limited': 'too many attempts',
};

/** The places an entry can act on that are not a table of submissions. */
const targetWords: Record<string, string> = {
  admin_sessions: 'Admin sign-in',
  mail_outbox: 'Mail',
  events: 'Event',
  media: 'Cover photos',
  people: 'People',
  admin_users: 'Organiser',
  admin_invitations: 'Invitation',
};

/**
 * Event titles by id, as the Audit log's answer gives them (schemas/organisers/audit-log.ts
 * `eventTitles`).
 */
type EventTitles = Readonly<Record<string, string>>;

/**
 * What it acted on: a view's title, the mail, the event by its title today (`Event: Spring
 * Salon`; its number once it is gone), and the one entry's number.
 */
export function auditTargetText(
  { target, targetId }: Pick<AuditEntry, 'target' | 'targetId'>,
  eventTitles: EventTitles = {},
) {
  if (target === null) return '';
  const place = isSubmissionTable(target)
    ? adminViews[target].title
    : (targetWords[target] ?? target);
  if (targetId === null) return place;
  const title = target === 'events' ? eventTitles[String(targetId)] : undefined;
  if (title) return `${place}: ${title}`;
  return isSubmissionTable(target) ? `${place}, entry ${targetId}` : `${place} ${targetId}`;
}

function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/**
 * Rows per table, the tables with none left out: an erasure's, a retention run's
 * (`Event Registrations 1, Leadership Labs 2`).
 */
function tablesText(tables: Record<string, number>): string {
  return Object.entries(tables)
    .filter(([, count]) => count > 0)
    .map(
      ([table, count]) => `${isSubmissionTable(table) ? adminViews[table].title : table} ${count}`,
    )
    .join(', ');
}

/** A retention run that found nothing past its period (docs/decisions/048). */
function isEmptyRetentionRun({
  action,
  details,
}: Partial<Pick<AuditEntry, 'action'>> & Pick<AuditEntry, 'details'>) {
  return (
    action === 'retention.run' &&
    !details.mails &&
    Object.values(details.tables ?? {}).every((count) => count === 0)
  );
}

/** An uploaded photo by its size, `a photo 1600 × 1200`: its stored name is a hash, no word. */
function photoText(media: string): string {
  const cover = parseCoverName(media);
  return cover ? `a photo ${cover.width} × ${cover.height}` : 'a photo';
}

/** Who a message went to (schemas/events/organising/event-messages.ts). */
const audienceWords: Record<MessageAudience, string> = {
  approved: 'to the approved',
  waitlisted: 'to the waitlisted',
  pending: 'to the pending',
  all: 'to all guests',
};

/** A repeated entry's count (docs/decisions/053): `9,980 times within 15 minutes`. */
function timesText(times: number | undefined): string | undefined {
  if (times === undefined || times < 2) return undefined;
  return `${countText(times, 'time', 'times')} within ${repeatWindowMinutes} minutes`;
}

/**
 * The entry's facts in a few words: `approved, 1 unchanged`; `pending, AI Power Circle, a search`;
 * a retention run's rows per view and mails, `Enquiries 2, 3 mails`, or `nothing was due`; how
 * many times a repeated one happened, `too many attempts, 40 times within 15 minutes`.
 */
export function auditDetailsText(
  entry: Partial<Pick<AuditEntry, 'action' | 'times'>> & Pick<AuditEntry, 'details'>,
  eventTitles: EventTitles = {},
): string {
  if (isEmptyRetentionRun(entry)) return 'nothing was due';
  const { details } = entry;
  const words = [
    details.event !== undefined && (eventTitles[String(details.event)] ?? `event ${details.event}`),
    details.status,
    details.filter,
    details.filtered && 'a filter',
    details.searched && 'a search',
    details.spam && 'suspected spam',
    details.multi && 'people of several events',
    details.unchanged ? `${details.unchanged} unchanged` : undefined,
    details.cause === 'waitlist-setting' && 'by the waitlist setting',
    details.reason && reasonWords[details.reason],
    details.media && photoText(details.media),
    details.cause === 'erasure-request-due' && 'carried out when due',
    details.tables && tablesText(details.tables),
    details.audience && audienceWords[details.audience],
    details.mails !== undefined && countText(details.mails, 'mail', 'mails'),
    details.role && `as ${roleLabels[details.role].toLowerCase()}`,
    details.was && `was ${roleLabels[details.was].toLowerCase()}`,
    timesText(entry.times),
  ];
  return words.filter((word): word is string => typeof word === 'string' && word !== '').join(', ');
}

/** Who acted: "Ada Example (ada@example.org)" for an account with a name, else the address. */
export function auditActorText(actor: string, names: Readonly<Record<string, string>>): string {
  const name = Object.hasOwn(names, actor) ? names[actor] : undefined;
  return name ? `${name} (${actor})` : actor;
}
