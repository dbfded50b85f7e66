import type { RetentionRun } from '#schemas/privacy/retention-overview.ts';
import { auditDetailsText } from '#app/features/admin/organisers/audit-wording.ts';

/** What the Retention place and the Audit log say of the retention job (docs/decisions/048). */

/** `3 entries`, `1 entry`. */
export function entriesText(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'entry' : 'entries'}`;
}

const londonDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A London calendar day (`YYYY-MM-DD`) as the organiser reads it: `Thu, 12 Mar 2026`. */
export function dayText(day: string): string {
  // Midday UTC falls on the same calendar day in London, summer or winter.
  return londonDay.format(new Date(`${day}T12:00:00Z`));
}

/** What a run anonymised, in the Audit log's words: `Event Registrations 3, Enquiries 1, 4 mails`. */
export function retentionRunText({
  anonymised,
  mails,
}: Pick<RetentionRun, 'anonymised' | 'mails'>): string {
  return auditDetailsText({ action: 'retention.run', details: { tables: anonymised, mails } });
}
