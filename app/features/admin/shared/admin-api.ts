import type {
  AdminMail,
  AdminMailCounts,
  AdminMailList,
  AdminMailReading,
  AdminMailStatus,
} from '#schemas/mail/admin-mail.ts';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import type { AdminListResponse, AdminSummary } from '#schemas/applications/admin-views.ts';
import type { AuditList, AuditQuery } from '#schemas/organisers/audit-log.ts';
import type { RetentionOverview } from '#schemas/privacy/retention-overview.ts';
import type { ErasureRequestList } from '#schemas/privacy/your-data-api.ts';
import type {
  DecisionMailPreview,
  DecisionPreview,
} from '#schemas/applications/decision-preview.ts';
import type {
  PersonConfirmation,
  PersonErasure,
  PersonRecordsView,
} from '#schemas/privacy/people.ts';
import type {
  EventCapacity,
  StatusChange,
  StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { WaitlistPromotion, WaitlistSettings } from '#schemas/applications/waitlist-api.ts';
import { signedInHintCookieName, signedInHintValue } from '#schemas/organisers/admin-session.ts';
import type { InvitationRequest } from '#schemas/organisers/organiser-requests.ts';
import type {
  AdminRole,
  AdminSessionInfo,
  InvitationState,
  DoorEventList,
  OrganiserList,
} from '#schemas/organisers/organisers.ts';
import { saveFile } from '#app/features/downloads/save-file.ts';

/** The admin API as the browser sees it; a 401 means the session is gone. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
}

export class AdminRequestError extends Error {
  override name = 'AdminRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function request(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`/api/admin${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { ...(init?.body ? { 'content-type': 'application/json' } : {}), ...init?.headers },
  });
  if (response.status === 401) throw new SignedOutError('Signed out');
  return response;
}

/** Set beside the HttpOnly session cookie by the server; holds no secret. */
const signedInHint = `${signedInHintCookieName}=${signedInHintValue}`;

/** Who is signed in and her role; null when no one is. */
export async function currentAdmin(): Promise<AdminSessionInfo | null> {
  // Signed out for sure: no request (a 401 would only add an error line to the console).
  if (!document.cookie.split(/;\s*/).includes(signedInHint)) return null;
  try {
    const response = await request('/session');
    if (!response.ok) throw new AdminRequestError(response.status, 'Session check failed');
    return (await response.json()) as AdminSessionInfo;
  } catch (error) {
    if (error instanceof SignedOutError) return null;
    throw error;
  }
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch('/api/admin/sign-in', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    email?: string;
    message?: string;
    fieldErrors?: Record<string, string>;
  };
  if (!response.ok || !body.email) {
    // A 400 names the field that cannot be used (a control character in the email, say).
    const fieldError = Object.values(body.fieldErrors ?? {})[0];
    throw new AdminRequestError(response.status, fieldError ?? body.message ?? 'Sign-in failed.');
  }
  return body.email;
}

export async function signOut(): Promise<void> {
  await fetch('/api/admin/sign-out', { method: 'POST', credentials: 'same-origin' });
}

/** What waits for the organiser in each place: the numbers beside the navigation. */
export async function pendingCounts(signal?: AbortSignal): Promise<AdminCounts> {
  const response = await request('/counts', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Counts failed');
  return (await response.json()) as AdminCounts;
}

/**
 * `spam`: the rows kept as suspected spam instead of the others; `status`: only the rows at that
 * review status (schemas/applications/review-statuses.ts); `multi`: only people who applied to
 * several events.
 */
export type ListParams = {
  search: string;
  filter: string;
  offset: number;
  limit: number;
  spam?: boolean;
  status?: string;
  multi?: boolean;
};

function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === undefined || value === false) continue;
    query.set(key, value === true ? '1' : String(value));
  }
  return query.toString();
}

/** The message of a refused request (`{ message }`), else `fallback`. */
export async function refusal(response: Response, fallback: string): Promise<AdminRequestError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return new AdminRequestError(
    response.status,
    typeof body.message === 'string' ? body.message : fallback,
  );
}

export async function listTable(
  table: SubmissionTable,
  params: ListParams,
  signal?: AbortSignal,
): Promise<AdminListResponse> {
  const response = await request(`/tables/${table}?${queryString(params)}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Listing failed');
  return (await response.json()) as AdminListResponse;
}

export async function summariseTable(
  table: SubmissionTable,
  signal?: AbortSignal,
): Promise<AdminSummary> {
  const response = await request(`/tables/${table}/summary`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Summary failed');
  return (await response.json()) as AdminSummary;
}

/** One stored row with every column of its CSV. */
export async function getRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await request(`/tables/${table}/rows/${id}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Row failed');
  return (await response.json()) as Record<string, unknown>;
}

/** Downloads the CSV of the rows matching the search and filter; returns how many. */
export async function exportTable(
  table: SubmissionTable,
  params: Omit<ListParams, 'offset' | 'limit'>,
): Promise<number> {
  const response = await request(`/tables/${table}/export?${queryString(params)}`);
  if (!response.ok) throw new AdminRequestError(response.status, 'Export failed');
  const count = Number(response.headers.get('x-row-count') ?? 0);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${table}.csv`;
  saveFile(await response.blob(), fileName);
  return count;
}

/** A page of the audit log, newest first, by who, what and dates (docs/decisions/043). */
export async function listAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  const response = await request(`/audit?${queryString(query)}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Audit log failed');
  return (await response.json()) as AuditList;
}

/** What the retention job anonymises next, per table, and its last run (docs/decisions/048). */
export async function retentionOverview(signal?: AbortSignal): Promise<RetentionOverview> {
  const response = await request('/retention', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Retention overview failed');
  return (await response.json()) as RetentionOverview;
}

/** A page of the outbox, newest first; every status when `status` is undefined. */
export async function listMails(
  params: { status?: AdminMailStatus; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminMailList> {
  const response = await request(`/mail?${queryString(params)}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Mail listing failed');
  return (await response.json()) as AdminMailList;
}

export async function countMails(signal?: AbortSignal): Promise<AdminMailCounts> {
  const response = await request('/mail/counts', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Mail counts failed');
  return (await response.json()) as AdminMailCounts;
}

/** "Retry now": a failed mail is queued again at once. */
export async function retryMail(id: number): Promise<void> {
  const response = await request(`/mail/${id}/retry`, { method: 'POST' });
  if (!response.ok) throw await refusal(response, 'The mail could not be retried.');
}

/** The erasure requests waiting for the organiser, soonest due first (docs/decisions/047). */
export async function listErasureRequests(signal?: AbortSignal): Promise<ErasureRequestList> {
  const response = await request('/erasure-requests', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Erasure requests failed');
  return (await response.json()) as ErasureRequestList;
}

/** Carries out one erasure request now; 409 when it was carried out already. */
export async function confirmErasureRequest(id: number): Promise<void> {
  const response = await request(`/erasure-requests/${id}/confirm`, { method: 'POST' });
  if (!response.ok) throw await refusal(response, 'The erasure could not be carried out.');
}

/** One mail as its recipient reads it, with its attempts. */
export async function readMail(id: number, signal?: AbortSignal): Promise<AdminMailReading> {
  const response = await request(`/mail/${id}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Mail failed');
  return (await response.json()) as AdminMailReading;
}

/** The address of a mail's HTML part, for the reader's sandboxed frame. */
export function mailHtmlAddress(id: number): string {
  return `/api/admin/mail/${id}/html`;
}

/** The mails of one stored row's person, oldest first: the row's, and every one to her address. */
export async function mailsOfRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<AdminMail[]> {
  const response = await request(`/tables/${table}/rows/${id}/mails`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Mails failed');
  return ((await response.json()) as { mails: AdminMail[] }).mails;
}

/**
 * "Not spam": the row joins the others and its mails are queued; or, when the same person had
 * already applied to the same event, it is kept beside that application (`duplicateOf`) with no
 * mail.
 */
export async function markNotSpam(
  table: SubmissionTable,
  id: number,
): Promise<{ duplicateOf?: number }> {
  const response = await request(`/tables/${table}/rows/${id}/not-spam`, { method: 'POST' });
  if (!response.ok) throw await refusal(response, 'The entry could not be changed.');
  return response.status === 200 ? ((await response.json()) as { duplicateOf: number }) : {};
}

/** Deletes a row kept as suspected spam (the server refuses any other). */
export async function deleteSuspectedRow(table: SubmissionTable, id: number): Promise<void> {
  const response = await request(`/tables/${table}/rows/${id}`, { method: 'DELETE' });
  if (!response.ok) throw await refusal(response, 'The entry could not be deleted.');
}

/** A row's status changes, oldest first. */
export async function historyOfRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<StatusChange[]> {
  const response = await request(`/tables/${table}/rows/${id}/history`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'History failed');
  return ((await response.json()) as { history: StatusChange[] }).history;
}

/** Approving would take an event past its places: the server's message, to confirm or not. */
export class OverCapacityError extends AdminRequestError {
  override name = 'OverCapacityError';
}

/** The rows a status change is for: by id, or every row a search, filter and tab match. */
export type ChosenRows =
  { ids: number[] } | { matching: { q: string; filter: string; status?: string; multi: boolean } };

/**
 * What a change would do: how many rows it changes, who they are, how many people it mails and
 * the places still free at their events.
 */
export async function previewStatus(
  table: SubmissionTable,
  body: ChosenRows & { status: string },
): Promise<DecisionPreview> {
  const response = await request(`/tables/${table}/status/preview`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await refusal(response, 'The selection could not be checked.');
  return (await response.json()) as DecisionPreview;
}

/** The mail a decision would send the person of row `id`: rendered, never queued. */
export async function previewDecisionMail(
  table: SubmissionTable,
  id: number,
  body: { status: string; message?: string },
  signal?: AbortSignal,
): Promise<DecisionMailPreview> {
  const response = await request(`/tables/${table}/rows/${id}/decision-mail`, {
    method: 'POST',
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await refusal(response, 'The mail could not be shown.');
  return (await response.json()) as DecisionMailPreview;
}

export async function setStatus(
  table: SubmissionTable,
  body: ChosenRows & { status: string; message?: string; confirmOverCapacity?: boolean },
): Promise<StatusChangeResult> {
  const response = await request(`/tables/${table}/status`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (response.status === 409) {
    const refused = await refusal(response, 'This would approve more than the places.');
    throw new OverCapacityError(409, refused.message);
  }
  if (!response.ok) throw await refusal(response, 'The status could not be changed.');
  return (await response.json()) as StatusChangeResult;
}

export async function eventCapacities(signal?: AbortSignal): Promise<EventCapacity[]> {
  const response = await request('/capacity', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Capacity failed');
  return ((await response.json()) as { events: EventCapacity[] }).events;
}

/** Whether each event of `table` gives a freed place to the next person by itself. */
export async function waitlistSettings(
  table: SubmissionTable,
  signal?: AbortSignal,
): Promise<WaitlistSettings['events']> {
  const response = await request(`/tables/${table}/waitlist`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Waitlist settings failed');
  return ((await response.json()) as WaitlistSettings).events;
}

export async function setAutoPromote(
  table: SubmissionTable,
  event: string,
  autoPromote: boolean,
): Promise<void> {
  const response = await request(`/tables/${table}/waitlist/settings`, {
    method: 'PUT',
    body: JSON.stringify({ event, autoPromote }),
  });
  if (!response.ok) throw await refusal(response, 'The setting could not be changed.');
}

/**
 * Approves the next person on the event's waitlist, `id` (the one offered), with her approval
 * mail; refused (409) when she is no longer next or no place is free.
 */
export async function promoteNext(
  table: SubmissionTable,
  event: string,
  id: number,
): Promise<WaitlistPromotion> {
  const response = await request(`/tables/${table}/waitlist/promote-next`, {
    method: 'POST',
    body: JSON.stringify({ event, id }),
  });
  if (!response.ok) throw await refusal(response, 'She could not be approved.');
  return (await response.json()) as WaitlistPromotion;
}

/**
 * The People place (docs/decisions/046-the-people-place.md). The address goes in the body,
 * never in a URL. A 400 names the field (`fieldErrors.email`).
 */
export class PersonFieldError extends AdminRequestError {
  override name = 'PersonFieldError';
}

async function personRequest(path: string, body: unknown): Promise<Response> {
  const response = await request(path, { method: 'POST', body: JSON.stringify(body) });
  if (response.status === 400) {
    const refused = (await response.json().catch(() => ({}))) as {
      fieldErrors?: Record<string, string>;
    };
    throw new PersonFieldError(400, refused.fieldErrors?.email ?? 'Please check the address.');
  }
  return response;
}

/** Everything held for `email`, across every table and the outbox. */
export async function lookUpPerson(email: string): Promise<PersonRecordsView> {
  const response = await personRequest('/people/lookup', { email });
  if (!response.ok) throw new AdminRequestError(response.status, 'Lookup failed');
  return (await response.json()) as PersonRecordsView;
}

/** Downloads the JSON file of everything held for `email`. */
export async function exportPerson(email: string): Promise<void> {
  const response = await personRequest('/people/export', { email });
  if (!response.ok) throw new AdminRequestError(response.status, 'Export failed');
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'personal-data.json';
  saveFile(await response.blob(), fileName);
}

/** Something new is held since she looked (409): she looks again before erasing. */
export class PersonChangedError extends AdminRequestError {
  override name = 'PersonChangedError';
}

/** Erases what she confirmed; what it erased (nothing, when someone else did first). */
export async function erasePerson(
  email: string,
  confirmation: PersonConfirmation,
): Promise<PersonErasure> {
  const response = await personRequest('/people/erase', { email, confirmation });
  if (response.status === 409) {
    const refused = await refusal(response, 'Something changed since you looked.');
    throw new PersonChangedError(409, refused.message);
  }
  if (!response.ok) throw await refusal(response, 'The erasure failed.');
  return (await response.json()) as PersonErasure;
}

/** A refused form: the server's words for each field it could not use (a 400). */
export class FieldErrorsError extends AdminRequestError {
  override name = 'FieldErrorsError';
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(status, message);
  }
}

async function refusalWithFields(response: Response, fallback: string): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    fieldErrors?: Record<string, string>;
  };
  const message = typeof body.message === 'string' ? body.message : fallback;
  return body.fieldErrors
    ? new FieldErrorsError(response.status, message, body.fieldErrors)
    : new AdminRequestError(response.status, message);
}

/** The organisers and the invitations not yet used (docs/decisions/045-organiser-roles.md). */
export async function listOrganisers(signal?: AbortSignal): Promise<OrganiserList> {
  const response = await request('/organisers', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Organisers failed');
  return (await response.json()) as OrganiserList;
}

/** Invites her by mail; refused with the fields' words (400) or a message. */
export async function inviteOrganiser(body: InvitationRequest): Promise<void> {
  const response = await request('/organisers/invitations', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await refusalWithFields(response, 'The invitation could not be sent.');
}

export async function cancelInvitation(id: number): Promise<void> {
  const response = await request(`/organisers/invitations/${id}`, { method: 'DELETE' });
  if (!response.ok) throw await refusal(response, 'The invitation could not be cancelled.');
}

export async function changeOrganiserRole(id: number, role: AdminRole): Promise<void> {
  const response = await request(`/organisers/${id}/role`, {
    method: 'PUT',
    body: JSON.stringify({ role }),
  });
  if (!response.ok) throw await refusal(response, 'The role could not be changed.');
}

/** The doors the signed-in account may work (GET /api/admin/doors; server/organisers/doors.ts). */
export async function readDoors(signal?: AbortSignal): Promise<DoorEventList> {
  const response = await request('/doors', { signal });
  if (!response.ok) throw await refusal(response, 'The doors could not be read.');
  return (await response.json()) as DoorEventList;
}

/** An owner gives a door account its events, the whole list (PUT /organisers/:id/doors). */
export async function giveDoors(id: number, events: readonly number[]): Promise<void> {
  const response = await request(`/organisers/${id}/doors`, {
    method: 'PUT',
    body: JSON.stringify({ events }),
  });
  if (!response.ok) throw await refusal(response, 'The doors could not be given.');
}

export async function removeOrganiser(id: number): Promise<void> {
  const response = await request(`/organisers/${id}`, { method: 'DELETE' });
  if (!response.ok) throw await refusal(response, 'The organiser could not be removed.');
}

/** What an invitation's link names, or `unreachable` when the site could not be asked. */
export async function checkInvitation(
  token: string,
): Promise<InvitationState | { state: 'unreachable' }> {
  return invitationAnswer('/api/admin/invitations/check', { token });
}

/** She sets her password and joins; a 400 names the field. */
export async function acceptInvitation(
  token: string,
  password: string,
): Promise<InvitationState | { state: 'unreachable' }> {
  return invitationAnswer('/api/admin/invitations/accept', { token, password });
}

async function invitationAnswer(
  path: string,
  body: Record<string, string>,
): Promise<InvitationState | { state: 'unreachable' }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { state: 'unreachable' };
  }
  if (response.status >= 500) return { state: 'unreachable' };
  const answer = (await response.json().catch(() => ({}))) as Partial<InvitationState> & {
    fieldErrors?: Record<string, string>;
  };
  if (answer.fieldErrors) {
    throw new FieldErrorsError(response.status, 'Please check the password.', answer.fieldErrors);
  }
  return answer.state ? (answer as InvitationState) : { state: 'unreachable' };
}
