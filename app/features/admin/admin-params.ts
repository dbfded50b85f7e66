import { mailStatuses, type AdminMailStatus } from '#schemas/admin-mail.ts';
import { isReviewStatus, type ReviewStatus } from '#schemas/review-statuses.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';

/**
 * What the admin keeps in its address, so a view, a filter or an open entry can be bookmarked
 * or linked to (the organiser notice mails link to `?view=<table>&row=<id>`):
 * - `view`: a table, or `mail`; none is the Event registrations view.
 * - `row`: the id of the entry whose details are open (table views).
 * - `spam=1`: the table's suspected spam instead of its other rows.
 * - `status`: the Mail view's status filter; on a table view, the review status tab (none is All).
 */
export type AdminPlace = SubmissionTable | 'mail';

export const mailView = 'mail' as const;

export function placeOf(params: URLSearchParams): AdminPlace {
  const view = params.get('view') ?? '';
  if (view === mailView) return mailView;
  return isSubmissionTable(view) ? view : 'event_registrations';
}

/** The address of a view: the Event registrations view is the bare `/admin`. */
export function placeSearch(place: AdminPlace): Record<string, string> {
  return place === 'event_registrations' ? {} : { view: place };
}

/** A row id as the server accepts it (1 to PostgreSQL's integer maximum), else null. */
export function rowOf(params: URLSearchParams): number | null {
  const text = params.get('row') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The link to one entry with its details open. */
export function rowHref(table: string, id: number): string | null {
  if (!isSubmissionTable(table)) return null;
  return `?${new URLSearchParams({ view: table, row: String(id) })}`;
}

export function spamOf(params: URLSearchParams): boolean {
  return params.get('spam') === '1';
}

export function mailStatusOf(params: URLSearchParams): AdminMailStatus | undefined {
  const status = params.get('status');
  return mailStatuses.find((known) => known === status);
}

/** A table view's review status tab, when it is one of that table's statuses. */
export function reviewStatusOf(
  params: URLSearchParams,
  table: SubmissionTable,
): ReviewStatus | undefined {
  const status = params.get('status') ?? '';
  return isReviewStatus(table, status) ? status : undefined;
}

/** `params` with `changes` applied: a null value removes its key. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
