import { mailStatuses, type AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import { isAuditAction, type AuditAction } from '#schemas/organisers/audit-log.ts';
import {
  isReviewStatus,
  reviewKinds,
  type ReviewStatus,
} from '#schemas/applications/review-statuses.ts';
import { adminIdOf } from '#schemas/organisers/admin-addresses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/** Rows or mails per page. */
export const pageSize = 100;

/** The largest page the address may name: the API's offsets stop at PostgreSQL's integer. */
const lastPage = Math.floor(2_147_483_647 / pageSize);

/**
 * What the admin keeps in its address's query, so a filter or an open entry can be bookmarked or
 * linked to; the place itself is the address's path (schemas/organisers/admin-addresses.ts). The
 * one place that reads and writes the query: the places' loaders (admin-loader.ts) and views go
 * through here.
 * - `actor`, `action`, `from`, `to`: the Audit log's filters (who, what, first and last day).
 * - `row`: the id of the entry whose details are open (table views).
 * - `mail`: the id of the mail open in an entry's details (the Mail place has it in its path).
 * - `spam=1`: the table's suspected spam instead of its other rows.
 * - `status`: the Mail place's status filter; on a table or an event's guests, the review status
 *   tab (none is All).
 * - `q`: the search text; `filter`: the view's filter value (event or source);
 *   `multi=1`: only people who applied to several events (application views).
 * - `page`: the page of the list from 1 (none is the first).
 * The People place keeps the address it looks for out of the address bar
 * (docs/decisions/046-the-people-place.md): a lookup is not bookmarked.
 */
export type { AdminPlace } from '#schemas/organisers/admin-addresses.ts';
export {
  eventsHref,
  guestsHref,
  mailHref,
  placeHref,
  rowHref,
} from '#schemas/organisers/admin-addresses.ts';

export const guestsView = 'guests' as const;
export const mailView = 'mail' as const;
export const eventsView = 'events' as const;
export const auditView = 'audit' as const;
export const peopleView = 'people' as const;
export const retentionView = 'retention' as const;
export const erasureRequestsView = 'erasure-requests' as const;
export const organisersView = 'organisers' as const;

export function rowOf(params: URLSearchParams): number | null {
  return adminIdOf(params.get('row'));
}

/** The id a path names (`events/:event`, `mail/:mail`), or null when it names none. */
export function idOfPath(param: string | undefined): number | null {
  return adminIdOf(param);
}

/** The mail open in an entry's details (`mail=<id>`). */
export function openMailOf(params: URLSearchParams): number | null {
  return adminIdOf(params.get('mail'));
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
