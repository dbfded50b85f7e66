/**
 * The Events place's three parts (docs/product/screens.md#events): upcoming events by date,
 * past ones (the latest first), drafts. A cancelled event stays in upcoming or past by its date.
 */
import type { AdminEventSummary, EventApplicationCounts } from '#schemas/events/admin-events.ts';
import type { EventPhase } from '#schemas/events/event-availability.ts';
import { londonDay } from '#schemas/shared/london-time.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

export type EventGroups = {
  upcoming: AdminEventSummary[];
  past: AdminEventSummary[];
  drafts: AdminEventSummary[];
};

/** Past: the clock says so, or its last day is behind us (a series never ends by itself). */
function isPast(event: AdminEventSummary, today: string): boolean {
  return event.phase === 'past' || (event.lastDay !== null && event.lastDay < today);
}

const byTitle = (a: AdminEventSummary, b: AdminEventSummary) => a.title.localeCompare(b.title);
const byFirstDay = (a: AdminEventSummary, b: AdminEventSummary) =>
  a.firstDay.localeCompare(b.firstDay) || byTitle(a, b);
const latestFirst = (a: AdminEventSummary, b: AdminEventSummary) =>
  b.firstDay.localeCompare(a.firstDay) || byTitle(a, b);

export function eventGroups(events: readonly AdminEventSummary[], now: Date): EventGroups {
  const today = londonDay(now);
  const drafts = events.filter((event) => event.status === 'draft');
  const dated = events.filter((event) => event.status !== 'draft');
  return {
    upcoming: dated.filter((event) => !isPast(event, today)).sort(byFirstDay),
    past: dated.filter((event) => isPast(event, today)).sort(latestFirst),
    drafts: [...drafts].sort(byFirstDay),
  };
}

/**
 * Published events whose last day is behind us but which the site still shows as something
 * other than past (open or closed): the organiser is warned of each. There should be none: the
 * date decides (docs/product/rules.md#open-closed-past); one would mean the rules disagree.
 */
export function overButNotPast(events: readonly AdminEventSummary[], now: Date) {
  const today = londonDay(now);
  return events.filter(
    (event) =>
      event.status === 'published' &&
      (event.phase === 'open' || event.phase === 'closed') &&
      isPast(event, today),
  );
}

export const phaseLabels: Record<EventPhase, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  cancelled: 'Cancelled',
  past: 'Past',
};

/** When its applications close: by hand, at its closing time, or only by hand. */
export function closingWords(
  event: Pick<AdminEventSummary, 'applicationsCloseAt' | 'applicationsClosedAt'>,
  now: Date,
): string {
  if (event.applicationsClosedAt)
    return `Closed by hand ${formatLondon(event.applicationsClosedAt)}`;
  if (!event.applicationsCloseAt) return 'Open until closed by hand';
  const past = new Date(event.applicationsCloseAt) <= now;
  return `${past ? 'Closed' : 'Closes'} ${formatLondon(event.applicationsCloseAt)}`;
}

/** `3 pending · 1 waitlisted · 12 approved`. */
export function countWords(counts: EventApplicationCounts): string {
  return `${counts.pending} pending · ${counts.waitlisted} waitlisted · ${counts.approved} approved`;
}

/** Everyone a cancellation mails: pending, waitlisted and approved. */
export function peopleToMail(counts: EventApplicationCounts): number {
  return counts.pending + counts.waitlisted + counts.approved;
}

/**
 * What saving a published event does, said before she saves: visitors see it at once, and a
 * change of its date, time or place (schemas/events/event-moves.ts) mails each approved guest.
 */
export function publishedSaveWords(moves: boolean, approved: number): string {
  const seen = 'Visitors see your changes at once.';
  if (!moves || approved === 0) return seen;
  const guests = `${approved.toLocaleString('en-GB')} approved ${approved === 1 ? 'guest' : 'guests'}`;
  return `${seen} The date, time or place changes: the ${guests} will be mailed the new details and an updated calendar file.`;
}

/** The notice after a save: how many guests were told of a move, if any. */
export function savedWords(mailed: number | undefined): string | undefined {
  if (!mailed) return undefined;
  return `Mailed ${mailed.toLocaleString('en-GB')} approved ${mailed === 1 ? 'guest' : 'guests'} the new details.`;
}
