/**
 * The Guests place's words (docs/product/screens.md#an-events-guests): what is counted, what an
 * empty list says, what may be decided on a guest, and the address of the event's export.
 */
import { adminViews } from '#schemas/applications/admin-views.ts';
import type { EventGuest, EventGuests } from '#schemas/events/organising/event-guests.ts';
import {
  statusesOf,
  statusLabel,
  type ReviewStatus,
} from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import {
  reviewActionsOf,
  type ReviewAction,
} from '#app/features/admin/applications/review-wording.ts';

/** `1 guest`, `12 guests`. */
export function guestsWord(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'guest' : 'guests'}`;
}

/** `3 pending · 12 approved · 2 waitlisted`: each status that has someone, in the table's order. */
export function guestCountsLine(table: SubmissionTable, counts: EventGuests['counts']): string {
  const parts = statusesOf(table)
    .filter((status) => (counts[status] ?? 0) > 0)
    .map(
      (status) => `${counts[status].toLocaleString('en-GB')} ${statusLabel(status).toLowerCase()}`,
    );
  return parts.length > 0 ? parts.join(' · ') : 'No one yet';
}

/**
 * What an empty list says: nothing has arrived for the event at all, or nothing is at the status
 * chosen. Two different sentences, so she never reads an empty filter as an empty event.
 */
export function emptyGuestsWords(
  total: number,
  shown: number,
  status: ReviewStatus | undefined,
): { title: string; description: string } | null {
  if (shown > 0) return null;
  if (total === 0) {
    return {
      title: 'Nothing received yet.',
      description: 'Each person who applies or registers for this event will show here.',
    };
  }
  if (status === undefined) return null;
  return {
    title: 'Nothing matches this filter.',
    description: `No guest is ${statusLabel(status).toLowerCase()}. Choose All to see everyone.`,
  };
}

/**
 * The decisions she can make on a guest: each of the table's but the one the guest is at. None
 * for a guest who withdrew (her own final word) or whose data was erased: the server would leave
 * either as it is.
 */
export function guestDecisions(table: SubmissionTable, guest: EventGuest): ReviewAction[] {
  if (guest.status === 'withdrawn' || guest.erased) return [];
  return reviewActionsOf(table).filter((action) => action.status !== guest.status);
}

/** `3 entries in Event Registrations`: a table's entries of no event. */
export function noEventWords(table: SubmissionTable, count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'entry' : 'entries'} in ${adminViews[table].title}`;
}

/** The CSV of the event's guests (at one status, or all). */
export function guestsExportHref(
  table: SubmissionTable,
  event: number,
  status: ReviewStatus | undefined,
): string {
  const query = new URLSearchParams({ event: String(event), ...(status && { status }) });
  return `/api/admin/tables/${table}/export?${query}`;
}
