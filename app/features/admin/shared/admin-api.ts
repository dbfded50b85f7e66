import type {
  AdminAnswer,
  AdminBody,
  AdminEndpoint,
  AdminListQuery,
  AdminParamName,
  AdminQuery,
  AdminQueryValue,
  AdminRefusal,
  AdminRefusalOf,
  ChosenRows,
} from '#schemas/organisers/admin-api-contract.ts';
import { adminAddress } from '#schemas/organisers/admin-api-contract.ts';
import type { AdminMail, AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import type { AuditQuery } from '#schemas/organisers/audit-log.ts';
import type { PersonConfirmation } from '#schemas/privacy/people.ts';
import type { StatusChange } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { WaitlistSettings } from '#schemas/applications/waitlist-api.ts';
import { signedInHintCookieName, signedInHintValue } from '#schemas/organisers/admin-session.ts';
import type { InvitationRequest } from '#schemas/organisers/organiser-requests.ts';
import type { AdminRole, InvitationState } from '#schemas/organisers/organisers.ts';
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

/**
 * An answer of the admin API: its JSON is the endpoint's answer in
 * schemas/organisers/admin-api-contract.ts, the shape the server's handler is compiled against.
 * NOTE: not parsed again here (docs/decisions/075-the-admin-api-contract.md): the type comes from
 * the declaration both sides share, at no cost to the bundle.
 */
export interface AdminResponse<K extends AdminEndpoint> extends Response {
  json(): Promise<AdminAnswer<K>>;
  clone(): AdminResponse<K>;
}

/** What a call sends: the path's parameters, and the query and body its endpoint declares. */
export type AdminCallOptions<K extends AdminEndpoint> = { signal?: AbortSignal } & ([
  AdminParamName<K>,
] extends [never]
  ? { params?: never }
  : { params: Record<AdminParamName<K>, string | number> }) &
  ([AdminQuery<K>] extends [never]
    ? { query?: never }
    : Record<never, never> extends AdminQuery<K>
      ? { query?: AdminQuery<K> }
      : { query: AdminQuery<K> }) &
  ([AdminBody<K>] extends [never] ? { body?: never } : { body: AdminBody<K> });

/** Whether a call must say something: a path's parameter, a body, or a query it must have. */
type MustSay<K extends AdminEndpoint> = [AdminParamName<K>] extends [never]
  ? [AdminBody<K>] extends [never]
    ? [AdminQuery<K>] extends [never]
      ? false
      : Record<never, never> extends AdminQuery<K>
        ? false
        : true
    : true
  : true;

/** The options, which may be left out when the endpoint needs nothing. */
type OptionsArgument<K extends AdminEndpoint> =
  MustSay<K> extends true ? [options: AdminCallOptions<K>] : [options?: AdminCallOptions<K>];

/** The options as they go on the wire, whatever the endpoint. */
type WireOptions = {
  signal?: AbortSignal;
  params?: Record<string, string | number>;
  query?: Record<string, AdminQueryValue>;
  body?: unknown;
};

/**
 * Sends a request of the admin API, `endpoint` as the contract names it (`GET /tables/:table`),
 * with what the endpoint takes; a 401 is an answer like any other (sign-in, an invitation's link).
 */
export function adminFetch<K extends AdminEndpoint>(
  endpoint: K,
  ...[options]: OptionsArgument<K>
): Promise<AdminResponse<K>> {
  return send(endpoint, options);
}

async function send(endpoint: AdminEndpoint, options: WireOptions = {}): Promise<Response> {
  const method = endpoint.slice(0, endpoint.indexOf(' '));
  const { body, signal } = options;
  // A photo goes as its bytes, with its own type; anything else as JSON.
  const headers: Record<string, string> =
    body instanceof Blob
      ? { 'content-type': body.type || 'application/octet-stream' }
      : body !== undefined
        ? { 'content-type': 'application/json' }
        : {};
  return fetch(adminAddress(endpoint, options), {
    method,
    credentials: 'same-origin',
    headers,
    ...(body !== undefined && { body: body instanceof Blob ? body : JSON.stringify(body) }),
    ...(signal && { signal }),
  });
}

/** {@link adminFetch} for a signed-in organiser: a 401 means her session is gone. */
export async function adminCall<K extends AdminEndpoint>(
  endpoint: K,
  ...options: OptionsArgument<K>
): Promise<AdminResponse<K>> {
  const response = await adminFetch(endpoint, ...options);
  if (response.status === 401) throw new SignedOutError('Signed out');
  return response;
}

/**
 * A signed-in call that succeeded; a refusal is an {@link AdminRequestError} with the server's
 * message, else `failure`.
 */
export async function adminSucceeded<K extends AdminEndpoint>(
  failure: string,
  endpoint: K,
  ...options: OptionsArgument<K>
): Promise<AdminResponse<K>> {
  const response = await adminCall(endpoint, ...options);
  if (!response.ok) throw await refusal(response, failure);
  return response;
}

/** The answer of a signed-in call that succeeded, refused as {@link adminSucceeded} says. */
export async function adminAnswer<K extends AdminEndpoint>(
  failure: string,
  endpoint: K,
  ...options: OptionsArgument<K>
): Promise<AdminAnswer<K>> {
  return (await adminSucceeded(failure, endpoint, ...options)).json();
}

/** A refusal's body, read as declared; empty when it is not JSON (a proxy's error page, say). */
async function readRefusal<Refusal>(response: Response): Promise<Partial<Refusal>> {
  const body: Partial<Refusal> | null = await response.json().catch(() => null);
  return body ?? {};
}

/**
 * A refused request's body as its endpoint declares it: the endpoint's own (the event editor's),
 * else `{ error, message, fieldErrors? }`.
 */
export function refusalBody<K extends AdminEndpoint>(
  response: AdminResponse<K>,
): Promise<Partial<AdminRefusalOf<K>>> {
  return readRefusal(response);
}

/** Set beside the HttpOnly session cookie by the server; holds no secret. */
const signedInHint = `${signedInHintCookieName}=${signedInHintValue}`;

/** Who is signed in and her role; null when no one is. */
export async function currentAdmin(): Promise<AdminAnswer<'GET /session'> | null> {
  // Signed out for sure: no request (a 401 would only add an error line to the console).
  if (!document.cookie.split(/;\s*/).includes(signedInHint)) return null;
  try {
    return await adminAnswer('Session check failed', 'GET /session');
  } catch (error) {
    if (error instanceof SignedOutError) return null;
    throw error;
  }
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await adminFetch('POST /sign-in', { body: { email, password } });
  const answer = response.ok ? await response.json().catch(() => null) : null;
  if (answer?.email) return answer.email;
  // A 400 names the field that cannot be used (a control character in the email, say).
  const refused = response.ok ? {} : await refusalBody(response);
  const fieldError = Object.values(refused.fieldErrors ?? {})[0];
  throw new AdminRequestError(response.status, fieldError ?? refused.message ?? 'Sign-in failed.');
}

export async function signOut(): Promise<void> {
  await adminFetch('POST /sign-out');
}

/** What waits for the organiser in each place: the numbers beside the navigation. */
export async function pendingCounts(signal?: AbortSignal): Promise<AdminAnswer<'GET /counts'>> {
  return adminAnswer('Counts failed', 'GET /counts', { signal });
}

/** The message of a refused request (`{ message }`), else `fallback`. */
export async function refusal(response: Response, fallback: string): Promise<AdminRequestError> {
  const { message } = await readRefusal<AdminRefusal>(response);
  return new AdminRequestError(response.status, typeof message === 'string' ? message : fallback);
}

export async function listTable(
  table: SubmissionTable,
  query: AdminListQuery,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /tables/:table'>> {
  return adminAnswer('Listing failed', 'GET /tables/:table', { params: { table }, query, signal });
}

export async function summariseTable(
  table: SubmissionTable,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /tables/:table/summary'>> {
  return adminAnswer('Summary failed', 'GET /tables/:table/summary', { params: { table }, signal });
}

/** One stored row with every column of its CSV. */
export async function getRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /tables/:table/rows/:id'>> {
  return adminAnswer('Row failed', 'GET /tables/:table/rows/:id', {
    params: { table, id },
    signal,
  });
}

/** The file name the server gave a download (`content-disposition`), else `fallback`. */
function downloadName(response: Response, fallback: string): string {
  return (
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback
  );
}

/** Downloads the CSV of the rows matching the search and filter; returns how many. */
export async function exportTable(
  table: SubmissionTable,
  query: AdminQuery<'GET /tables/:table/export'>,
): Promise<number> {
  const response = await adminSucceeded('Export failed', 'GET /tables/:table/export', {
    params: { table },
    query,
  });
  const count = Number(response.headers.get('x-row-count') ?? 0);
  saveFile(await response.blob(), downloadName(response, `${table}.csv`));
  return count;
}

/** A page of the audit log, newest first, by who, what and dates (docs/decisions/043). */
export async function listAudit(
  query: AuditQuery,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /audit'>> {
  return adminAnswer('Audit log failed', 'GET /audit', { query, signal });
}

/** What the retention job anonymises next, per table, and its last run (docs/decisions/048). */
export async function retentionOverview(
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /retention'>> {
  return adminAnswer('Retention overview failed', 'GET /retention', { signal });
}

/** A page of the outbox, newest first; every status when `status` is undefined. */
export async function listMails(
  query: { status?: AdminMailStatus; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /mail'>> {
  return adminAnswer('Mail listing failed', 'GET /mail', { query, signal });
}

export async function countMails(signal?: AbortSignal): Promise<AdminAnswer<'GET /mail/counts'>> {
  return adminAnswer('Mail counts failed', 'GET /mail/counts', { signal });
}

/** "Retry now": a failed mail is queued again at once. */
export async function retryMail(id: number): Promise<void> {
  await adminSucceeded('The mail could not be retried.', 'POST /mail/:id/retry', {
    params: { id },
  });
}

/** The erasure requests waiting for the organiser, soonest due first (docs/decisions/047). */
export async function listErasureRequests(
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /erasure-requests'>> {
  return adminAnswer('Erasure requests failed', 'GET /erasure-requests', { signal });
}

/** Carries out one erasure request now; 409 when it was carried out already. */
export async function confirmErasureRequest(id: number): Promise<void> {
  await adminSucceeded(
    'The erasure could not be carried out.',
    'POST /erasure-requests/:id/confirm',
    { params: { id } },
  );
}

/** One mail as its recipient reads it, with its attempts. */
export async function readMail(
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /mail/:id'>> {
  return adminAnswer('Mail failed', 'GET /mail/:id', { params: { id }, signal });
}

/** The address of a mail's HTML part (`GET /mail/:id/html`), for the reader's sandboxed frame. */
export function mailHtmlAddress(id: number): string {
  return `/api/admin/mail/${id}/html`;
}

/** The mails of one stored row's person, oldest first: the row's, and every one to her address. */
export async function mailsOfRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<AdminMail[]> {
  return (
    await adminAnswer('Mails failed', 'GET /tables/:table/rows/:id/mails', {
      params: { table, id },
      signal,
    })
  ).mails;
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
  const response = await adminSucceeded(
    'The entry could not be changed.',
    'POST /tables/:table/rows/:id/not-spam',
    { params: { table, id } },
  );
  return response.status === 200 ? response.json() : {};
}

/** Deletes a row kept as suspected spam (the server refuses any other). */
export async function deleteSuspectedRow(table: SubmissionTable, id: number): Promise<void> {
  await adminSucceeded('The entry could not be deleted.', 'DELETE /tables/:table/rows/:id', {
    params: { table, id },
  });
}

/** A row's status changes, oldest first. */
export async function historyOfRow(
  table: SubmissionTable,
  id: number,
  signal?: AbortSignal,
): Promise<StatusChange[]> {
  return (
    await adminAnswer('History failed', 'GET /tables/:table/rows/:id/history', {
      params: { table, id },
      signal,
    })
  ).history;
}

/** Approving would take an event past its places: the server's message, to confirm or not. */
export class OverCapacityError extends AdminRequestError {
  override name = 'OverCapacityError';
}

/**
 * What a change would do: how many rows it changes, who they are, how many people it mails and
 * the places still free at their events.
 */
export async function previewStatus(
  table: SubmissionTable,
  body: ChosenRows & { status: string },
): Promise<AdminAnswer<'POST /tables/:table/status/preview'>> {
  return adminAnswer('The selection could not be checked.', 'POST /tables/:table/status/preview', {
    params: { table },
    body,
  });
}

/** The mail a decision would send the person of row `id`: rendered, never queued. */
export async function previewDecisionMail(
  table: SubmissionTable,
  id: number,
  body: { status: string; message?: string },
  signal?: AbortSignal,
): Promise<AdminAnswer<'POST /tables/:table/rows/:id/decision-mail'>> {
  return adminAnswer('The mail could not be shown.', 'POST /tables/:table/rows/:id/decision-mail', {
    params: { table, id },
    body,
    signal,
  });
}

export async function setStatus(
  table: SubmissionTable,
  body: AdminBody<'POST /tables/:table/status'>,
): Promise<AdminAnswer<'POST /tables/:table/status'>> {
  const response = await adminCall('POST /tables/:table/status', { params: { table }, body });
  if (response.status === 409) {
    const refused = await refusal(response, 'This would approve more than the places.');
    throw new OverCapacityError(409, refused.message);
  }
  if (!response.ok) throw await refusal(response, 'The status could not be changed.');
  return response.json();
}

export async function eventCapacities(
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /capacity'>['events']> {
  return (await adminAnswer('Capacity failed', 'GET /capacity', { signal })).events;
}

/** Whether each event of `table` gives a freed place to the next person by itself. */
export async function waitlistSettings(
  table: SubmissionTable,
  signal?: AbortSignal,
): Promise<WaitlistSettings['events']> {
  return (
    await adminAnswer('Waitlist settings failed', 'GET /tables/:table/waitlist', {
      params: { table },
      signal,
    })
  ).events;
}

export async function setAutoPromote(
  table: SubmissionTable,
  event: string,
  autoPromote: boolean,
): Promise<void> {
  await adminSucceeded(
    'The setting could not be changed.',
    'PUT /tables/:table/waitlist/settings',
    {
      params: { table },
      body: { event, autoPromote },
    },
  );
}

/**
 * Approves the next person on the event's waitlist, `id` (the one offered), with her approval
 * mail; refused (409) when she is no longer next or no place is free.
 */
export async function promoteNext(
  table: SubmissionTable,
  event: string,
  id: number,
): Promise<AdminAnswer<'POST /tables/:table/waitlist/promote-next'>> {
  return adminAnswer('She could not be approved.', 'POST /tables/:table/waitlist/promote-next', {
    params: { table },
    body: { event, id },
  });
}

/**
 * The People place (docs/decisions/046-the-people-place.md). The address goes in the body,
 * never in a URL. A 400 names the field (`fieldErrors.email`).
 */
export class PersonFieldError extends AdminRequestError {
  override name = 'PersonFieldError';
}

/** A People request's answer; its 400 is a {@link PersonFieldError}. */
async function personAnswer<K extends AdminEndpoint>(
  response: AdminResponse<K>,
): Promise<AdminResponse<K>> {
  if (response.status === 400) {
    const refused = await readRefusal<AdminRefusal>(response);
    throw new PersonFieldError(400, refused.fieldErrors?.email ?? 'Please check the address.');
  }
  return response;
}

/** Everything held for `email`, across every table and the outbox. */
export async function lookUpPerson(email: string): Promise<AdminAnswer<'POST /people/lookup'>> {
  const response = await personAnswer(await adminCall('POST /people/lookup', { body: { email } }));
  if (!response.ok) throw await refusal(response, 'Lookup failed');
  return response.json();
}

/** Downloads the JSON file of everything held for `email`. */
export async function exportPerson(email: string): Promise<void> {
  const response = await personAnswer(await adminCall('POST /people/export', { body: { email } }));
  if (!response.ok) throw await refusal(response, 'Export failed');
  saveFile(await response.blob(), downloadName(response, 'personal-data.json'));
}

/** Something new is held since she looked (409): she looks again before erasing. */
export class PersonChangedError extends AdminRequestError {
  override name = 'PersonChangedError';
}

/** Erases what she confirmed; what it erased (nothing, when someone else did first). */
export async function erasePerson(
  email: string,
  confirmation: PersonConfirmation,
): Promise<AdminAnswer<'POST /people/erase'>> {
  const response = await personAnswer(
    await adminCall('POST /people/erase', { body: { email, confirmation } }),
  );
  if (response.status === 409) {
    const refused = await refusal(response, 'Something changed since you looked.');
    throw new PersonChangedError(409, refused.message);
  }
  if (!response.ok) throw await refusal(response, 'The erasure failed.');
  return response.json();
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
  const body = await readRefusal<AdminRefusal>(response);
  const message = typeof body.message === 'string' ? body.message : fallback;
  return body.fieldErrors
    ? new FieldErrorsError(response.status, message, body.fieldErrors)
    : new AdminRequestError(response.status, message);
}

/** The organisers and the invitations not yet used (docs/decisions/045-organiser-roles.md). */
export async function listOrganisers(
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /organisers'>> {
  return adminAnswer('Organisers failed', 'GET /organisers', { signal });
}

/** Invites her by mail; refused with the fields' words (400) or a message. */
export async function inviteOrganiser(body: InvitationRequest): Promise<void> {
  const response = await adminCall('POST /organisers/invitations', { body });
  if (!response.ok) throw await refusalWithFields(response, 'The invitation could not be sent.');
}

export async function cancelInvitation(id: number): Promise<void> {
  await adminSucceeded(
    'The invitation could not be cancelled.',
    'DELETE /organisers/invitations/:id',
    { params: { id } },
  );
}

export async function changeOrganiserRole(id: number, role: AdminRole): Promise<void> {
  await adminSucceeded('The role could not be changed.', 'PUT /organisers/:id/role', {
    params: { id },
    body: { role },
  });
}

/** The doors the signed-in account may work (GET /api/admin/doors; server/organisers/doors.ts). */
export async function readDoors(signal?: AbortSignal): Promise<AdminAnswer<'GET /doors'>> {
  return adminAnswer('The doors could not be read.', 'GET /doors', { signal });
}

/** An owner gives a door account its events, the whole list (PUT /organisers/:id/doors). */
export async function giveDoors(id: number, events: readonly number[]): Promise<void> {
  await adminSucceeded('The doors could not be given.', 'PUT /organisers/:id/doors', {
    params: { id },
    body: { events },
  });
}

export async function removeOrganiser(id: number): Promise<void> {
  await adminSucceeded('The organiser could not be removed.', 'DELETE /organisers/:id', {
    params: { id },
  });
}

/** What an invitation's link names, or `unreachable` when the site could not be asked. */
export async function checkInvitation(
  token: string,
): Promise<InvitationState | { state: 'unreachable' }> {
  return invitationAnswer(() => adminFetch('POST /invitations/check', { body: { token } }));
}

/** She sets her password and joins; a 400 names the field. */
export async function acceptInvitation(
  token: string,
  password: string,
): Promise<InvitationState | { state: 'unreachable' }> {
  return invitationAnswer(() =>
    adminFetch('POST /invitations/accept', { body: { token, password } }),
  );
}

/**
 * An invitation link's state, which every answer carries (200, 400, 409, 410); or the fields'
 * words of a refused password.
 */
async function invitationAnswer(
  send: () => Promise<AdminResponse<'POST /invitations/check' | 'POST /invitations/accept'>>,
): Promise<InvitationState | { state: 'unreachable' }> {
  let response: AdminResponse<'POST /invitations/check' | 'POST /invitations/accept'>;
  try {
    response = await send();
  } catch {
    return { state: 'unreachable' };
  }
  if (response.status >= 500) return { state: 'unreachable' };
  const refused = await refusalBody(response.clone());
  if (refused.fieldErrors) {
    throw new FieldErrorsError(response.status, 'Please check the password.', refused.fieldErrors);
  }
  const answer = await response.json().catch(() => null);
  return answer?.state ? answer : { state: 'unreachable' };
}
