import { mailStatuses, type AdminMailStatus } from '#schemas/admin-mail.ts';
import { isAuditAction, type AuditAction } from '#schemas/audit-log.ts';
import { isReviewStatus, reviewKinds, type ReviewStatus } from '#schemas/review-statuses.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';

/** Rows or mails per page. */
export const pageSize = 100;

/** The largest page the address may name: the API's offsets stop at PostgreSQL's integer. */
const lastPage = Math.floor(2_147_483_647 / pageSize);

/**
 * What the admin keeps in its address, so a view, a filter or an open entry can be bookmarked
 * or linked to (the organiser notice mails link to `?view=<table>&row=<id>`). The one place that
 * reads and writes it: the route's loader (admin-loader.ts) and the views go through here.
 * - `view`: a table, `guests`, `mail`, `events`, `audit`, `people`, `retention`,
 *   `erasure-requests` or `organisers`; none is the Event registrations view. The People place keeps the address it
 *   looks for out of the address bar (docs/decisions/046-the-people-place.md): a lookup is not
 *   bookmarked.
 * - `actor`, `action`, `from`, `to`: the Audit log's filters (who, what, first and last day).
 * - `event`: on the Events place, the id of the event open in the editor, or `new`; on the
 *   Guests place, the event whose guests are shown (none: the events to choose from).
 * - `row`: the id of the entry whose details are open (table views).
 * - `mail`: the id of the mail open in the reader (the Mail view, or an entry's details).
 * - `spam=1`: the table's suspected spam instead of its other rows.
 * - `status`: the Mail view's status filter; on a table view, the review status tab (none is All).
 * - `q`: the search text; `filter`: the view's filter value (event or source);
 *   `multi=1`: only people who applied to several events (application views).
 * - `page`: the page of the list from 1 (none is the first).
 */
export type AdminPlace =
  | SubmissionTable
  | 'guests'
  | 'mail'
  | 'events'
  | 'audit'
  | 'people'
  | 'retention'
  | 'erasure-requests'
  | 'organisers';

export const guestsView = 'guests' as const;
export const mailView = 'mail' as const;
export const eventsView = 'events' as const;
export const auditView = 'audit' as const;
export const peopleView = 'people' as const;
export const retentionView = 'retention' as const;
export const erasureRequestsView = 'erasure-requests' as const;
export const organisersView = 'organisers' as const;

export function placeOf(params: URLSearchParams): AdminPlace {
  const view = params.get('view') ?? '';
  if (view === guestsView) return guestsView;
  if (view === mailView) return mailView;
  if (view === eventsView) return eventsView;
  if (view === auditView) return auditView;
  if (view === peopleView) return peopleView;
  if (view === retentionView) return retentionView;
  if (view === erasureRequestsView) return erasureRequestsView;
  if (view === organisersView) return organisersView;
  return isSubmissionTable(view) ? view : 'event_registrations';
}

/** The address of a view: the Event registrations view is the bare `/admin`. */
export function placeSearch(place: AdminPlace): Record<string, string> {
  return place === 'event_registrations' ? {} : { view: place };
}

/** An id as the server accepts it (1 to PostgreSQL's integer maximum), else null. */
function idOf(text: string | null): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text ?? '')) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export function rowOf(params: URLSearchParams): number | null {
  return idOf(params.get('row'));
}

/** The event open in the editor (`event=<id>`), a new one (`event=new`), or none: the list. */
export function openEventOf(params: URLSearchParams): number | 'new' | null {
  return params.get('event') === 'new' ? 'new' : idOf(params.get('event'));
}

/** The address of the Events place, or of one event in its editor. */
export function eventsHref(event?: number | 'new'): string {
  return `?${new URLSearchParams({ view: eventsView, ...(event !== undefined && { event: String(event) }) })}`;
}

/** The event whose guests are shown (`event=<id>`), or none: the events to choose from. */
export function guestsEventOf(params: URLSearchParams): number | null {
  return idOf(params.get('event'));
}

/** The address of an event's guests (with a status tab), or of the events to choose from. */
export function guestsHref(event?: number, status?: string): string {
  return `?${new URLSearchParams({
    view: guestsView,
    ...(event !== undefined && { event: String(event) }),
    ...(status && { status }),
  })}`;
}

/** The mail open in the reader. */
export function openMailOf(params: URLSearchParams): number | null {
  return idOf(params.get('mail'));
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

/** The list page from 1; anything but a whole number in range is the first. */
export function pageOf(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  if (!/^[1-9]\d{0,7}$/.test(text)) return 1;
  return Math.min(Number(text), lastPage);
}

/** The address's `page` for page `page`: none for the first. */
export function pageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}

export function offsetOf(page: number): number {
  return (page - 1) * pageSize;
}

/** What the Audit log lists, as its address says; a day is kept only when it is a date. */
export type AuditFilters = {
  actor: string;
  action: AuditAction | undefined;
  from: string;
  to: string;
  page: number;
};

function dayOf(text: string | null): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text ?? '') ? text! : '';
}

export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  return {
    actor: params.get('actor') ?? '',
    action: isAuditAction(action) ? action : undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageOf(params),
  };
}

/** What a table view lists, as its address says. */
export type TableQuery = {
  q: string;
  filter: string;
  status: ReviewStatus | undefined;
  spam: boolean;
  /** Only for applications: enquiries are for no event. */
  multi: boolean;
  page: number;
};

export function tableQueryOf(params: URLSearchParams, table: SubmissionTable): TableQuery {
  return {
    // The API takes at most 200 characters.
    q: (params.get('q') ?? '').slice(0, 200),
    filter: (params.get('filter') ?? '').slice(0, 200),
    status: reviewStatusOf(params, table),
    spam: spamOf(params),
    multi: reviewKinds[table] === 'application' && params.get('multi') === '1',
    page: pageOf(params),
  };
}

/** The rows a list shows whatever its page: "all matching" means those. */
export function listIdentity(query: TableQuery): string {
  return JSON.stringify([query.q, query.filter, query.status ?? '', query.spam, query.multi]);
}

/**
 * Where rows chosen one by one stay chosen: the same status tab and spam filter, whatever the
 * search (a row ticked while the search narrows stays ticked).
 */
export function selectionScope(query: TableQuery): string {
  return JSON.stringify([query.status ?? '', query.spam]);
}

/** The change to the address that shows another list: from its first page, no entry open. */
export function listChange(changes: Record<string, string | null>): Record<string, string | null> {
  return { ...changes, page: null, row: null, mail: null };
}
