import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import type { AdminMail, AdminMailCounts, AdminMailList } from '#schemas/mail/admin-mail.ts';
import type { AuditList } from '#schemas/organisers/audit-log.ts';
import type { RetentionOverview } from '#schemas/privacy/retention-overview.ts';
import type { ErasureRequestList } from '#schemas/privacy/your-data-api.ts';
import type { AdminRole, OrganiserList } from '#schemas/organisers/organisers.ts';
import {
  adminViews,
  type AdminListResponse,
  type AdminSummary,
} from '#schemas/applications/admin-views.ts';
import type { EventCapacity, StatusChange } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { notify } from '#app/lib/notify.ts';
import {
  AdminRequestError,
  countMails,
  currentAdmin,
  eventCapacities,
  getRow,
  historyOfRow,
  listAudit,
  listErasureRequests,
  listOrganisers,
  listMails,
  listTable,
  mailsOfRow,
  pendingCounts,
  retentionOverview,
  SignedOutError,
  summariseTable,
} from './admin-api.ts';
import {
  auditFiltersOf,
  mailStatusOf,
  offsetOf,
  pageOf,
  pageSize,
  rowOf,
  tableQueryOf,
  type AuditFilters,
  type TableQuery,
} from './admin-params.ts';

/**
 * What the admin's frame (app/routes/admin.tsx) shows whatever the place: the session, and what
 * waits in each place (the navigation's numbers; null when they could not be read).
 */
export type AdminSession =
  { email: null } | { email: string; role: AdminRole; counts: AdminCounts | null };

export type MailData = {
  /** The mail open in the reader (`/admin/mail/<id>`). */
  open: number | null;
  status: ReturnType<typeof mailStatusOf>;
  page: number;
  /** Null when the mails could not be loaded (a notice said so). */
  list: AdminMailList | null;
  counts: AdminMailCounts | null;
};

/** Null when the requests could not be loaded (a notice said so). */
export type ErasureRequestsData = { list: ErasureRequestList | null };

export type AuditData = {
  filters: AuditFilters;
  /** Null when the entries could not be loaded (a notice said so). */
  list: AuditList | null;
};

export type RetentionData = {
  /** Null when the overview could not be loaded (a notice said so). */
  overview: RetentionOverview | null;
};

/** A list, or why there is none (a notice has said so, or the session ended meanwhile). */
export type ListResult = AdminListResponse | 'failed' | 'signed-out';

/**
 * A table's rows come as a promise, so the view around them shows while they load (`Loading
 * registrations...`); everything else is there when the screen renders.
 */
export type TableData = {
  query: TableQuery;
  list: Promise<ListResult>;
  summary: AdminSummary | null;
  capacity: EventCapacity[];
  /** The entry whose details are open (`row`), with its history and mails. */
  row: RowData | null;
};

/** Loaded, or failed (`missing`: the server has no such entry). */
export type Part<T> = { state: 'loaded'; value: T } | { state: 'failed'; missing: boolean };

export type RowData = {
  id: number;
  row: Part<Record<string, unknown>>;
  history: Part<StatusChange[]>;
  mails: Part<AdminMail[]>;
};

/**
 * The answers that stay the same while the organiser searches, pages or opens entries (the stat
 * cards, the places, the rows of the list last shown), one of each kind, kept until the address
 * asks for another or {@link forgetAdminAnswers} (after a change) drops them.
 */
const remembered = new Map<string, { key: string; answer: Promise<unknown> }>();

function remember<T>(kind: string, key: string, load: () => Promise<T>): Promise<T> {
  const kept = remembered.get(kind);
  if (kept?.key === key) return kept.answer as Promise<T>;
  const answer = load();
  remembered.set(kind, { key, answer });
  // A failed answer is asked again next time.
  answer.catch(() => {
    if (remembered.get(kind)?.answer === answer) remembered.delete(kind);
  });
  return answer;
}

/** After a change (a status, Not spam, sign-in or sign-out): every answer is read again. */
export function forgetAdminAnswers() {
  remembered.clear();
}

/** Reads everything again after a change: the answers kept are dropped first. */
export function useAdminRefresh(): () => void {
  const { revalidate } = useRevalidator();
  return useCallback(() => {
    forgetAdminAnswers();
    void revalidate();
  }, [revalidate]);
}

async function part<T>(load: Promise<T>): Promise<Part<T>> {
  try {
    return { state: 'loaded', value: await load };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    return { state: 'failed', missing: error instanceof AdminRequestError && error.status === 404 };
  }
}

async function loadRow(table: SubmissionTable, id: number): Promise<RowData> {
  const [row, history, mails] = await Promise.all([
    part(getRow(table, id)),
    part(historyOfRow(table, id)),
    part(mailsOfRow(table, id)),
  ]);
  return { id, row, history, mails };
}

export async function loadTable(
  table: SubmissionTable,
  params: URLSearchParams,
): Promise<TableData> {
  const view = adminViews[table];
  const query = tableQueryOf(params, table);
  const eventFilter = view.filter?.column === 'event_name' ? query.filter : '';
  const listParams = {
    search: query.q,
    filter: query.filter,
    offset: offsetOf(query.page),
    limit: pageSize,
    spam: query.spam,
    status: query.status,
    multi: query.multi,
  };
  // The same promise while the list stays the same: the rows show at once, without a wait.
  const list = remember('list', JSON.stringify([table, listParams]), () =>
    listTable(table, listParams).catch((error: unknown): ListResult => {
      remembered.delete('list');
      if (error instanceof SignedOutError) return 'signed-out';
      failedToFetch(view.plural);
      return 'failed';
    }),
  );
  const id = rowOf(params);
  const [summary, capacity, row] = await Promise.all([
    remember('summary', table, () => summariseTable(table)).catch((error: unknown) => {
      if (error instanceof SignedOutError) throw error;
      failedToFetch(view.plural);
      return null;
    }),
    remember('capacity', table, () => eventCapacities()).then(
      // The events of the table; of the event the list is filtered to, when it is.
      (events) =>
        events.filter(
          (event) => event.table === table && (!eventFilter || event.eventName === eventFilter),
        ),
      (error: unknown) => {
        if (error instanceof SignedOutError) throw error;
        return [];
      },
    ),
    id === null ? null : loadRow(table, id),
  ]);
  return { query, list, summary, capacity, row };
}

function failedToFetch(plural: string) {
  notify.error('Error', {
    description: `Failed to fetch ${plural}. Please check your permissions.`,
  });
}

export async function loadMail(params: URLSearchParams, open: number | null): Promise<MailData> {
  const status = mailStatusOf(params);
  const page = pageOf(params);
  try {
    const [list, counts] = await Promise.all([
      listMails({ status, offset: offsetOf(page), limit: pageSize }),
      countMails(),
    ]);
    return { open, status, page, list, counts };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    failedToFetch('mails');
    return { open, status, page, list: null, counts: null };
  }
}

export async function loadAudit(params: URLSearchParams): Promise<AuditData> {
  const filters = auditFiltersOf(params);
  const { page, ...query } = filters;
  try {
    const list = await listAudit({ ...query, offset: offsetOf(page), limit: pageSize });
    return { filters, list };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    failedToFetch('audit entries');
    return { filters, list: null };
  }
}

export async function loadRetention(): Promise<RetentionData> {
  try {
    return { overview: await retentionOverview() };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    failedToFetch('the retention overview');
    return { overview: null };
  }
}

export async function loadErasureRequests(): Promise<ErasureRequestsData> {
  try {
    return { list: await listErasureRequests() };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    failedToFetch('erasure requests');
    return { list: null };
  }
}

export async function loadOrganisers(): Promise<OrganiserList | null> {
  try {
    return await listOrganisers();
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    failedToFetch('organisers');
    return null;
  }
}

/**
 * Who is signed in, asked once per address: the frame's loader and the place's both wait for the
 * one answer, and a place reads nothing for someone signed out.
 */
function signedIn(url: URL) {
  return remember('session', url.href, () => currentAdmin().catch(() => null));
}

/** The signed-in account's role; undefined signed out. */
export async function sessionRole(url: URL): Promise<AdminRole | undefined> {
  return (await signedIn(url))?.role;
}

/** Who is signed in, and what waits for her; signed out, only that. */
export async function loadSession(url: URL): Promise<AdminSession> {
  const admin = await signedIn(url);
  if (!admin) {
    forgetAdminAnswers();
    return { email: null };
  }
  // A door account works doors only: nothing waits for her in any place (decision 068).
  if (admin.role === 'door') return { email: admin.email, role: admin.role, counts: null };
  // Kept while she moves between places; read again after a change (useAdminRefresh).
  try {
    const counts = await remember('counts', '', () => pendingCounts()).catch((error: unknown) => {
      if (error instanceof SignedOutError) throw error;
      return null;
    });
    return { email: admin.email, role: admin.role, counts };
  } catch {
    forgetAdminAnswers();
    return { email: null };
  }
}

/**
 * A place's data, read by its route's loader beside the session's; null when the session ended
 * meanwhile (the frame, read again, then asks her to sign in).
 */
export async function placeData<T>(url: URL, load: () => Promise<T>): Promise<T | null> {
  if (!(await signedIn(url))) return null;
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof SignedOutError)) throw error;
    forgetAdminAnswers();
    return null;
  }
}
