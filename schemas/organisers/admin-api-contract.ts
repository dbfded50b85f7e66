/**
 * The admin API, declared once (docs/decisions/075-the-admin-api-contract.md): each endpoint under
 * `/api/admin`, as `METHOD /path/:param`, with the query and body the browser sends and the
 * answer (the JSON of a 2xx) the server's handler returns. The server registers every admin
 * route against its entry (server/routes/admin-route-context.ts `adminRoute`), so a handler that
 * answers another shape does not compile; the browser calls through one function
 * (app/features/admin/shared/admin-api.ts `adminCall`) whose answer is the entry's.
 *
 * Types only: nothing of this file reaches the browser's bundle.
 */
import type { AdminListResponse, AdminSummary } from '#schemas/applications/admin-views.ts';
import type {
  DecisionMailPreview,
  DecisionPreview,
} from '#schemas/applications/decision-preview.ts';
import type {
  EventCapacity,
  StatusChange,
  StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import type { WaitlistPromotion, WaitlistSettings } from '#schemas/applications/waitlist-api.ts';
import type {
  CheckInBatch,
  CheckInBatchAnswer,
  DoorList,
  UndoAnswer,
  WalkInAnswer,
  WalkInRequest,
} from '#schemas/check-in/check-ins.ts';
import type {
  AdminEventConflict,
  AdminEventDetail,
  AdminEventInvalid,
  AdminEventList,
  AdminEventSaved,
  CancelEventRequest,
  CreateEventRequest,
  DuplicateEventRequest,
  EventActionRequest,
  UpdateEventRequest,
} from '#schemas/events/admin-events.ts';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import type {
  EventMessageDraft,
  EventMessagePreview,
  EventMessageRequest,
  EventMessageSent,
} from '#schemas/events/organising/event-messages.ts';
import type {
  EventRemindersView,
  ReminderOffset,
} from '#schemas/events/organising/event-reminders.ts';
import type {
  EventFeedback,
  ThanksDraft,
  ThanksPreview,
  ThanksRequest,
  ThanksSent,
} from '#schemas/feedback/event-feedback.ts';
import type {
  AdminMail,
  AdminMailCounts,
  AdminMailList,
  AdminMailReading,
  AdminMailStatus,
} from '#schemas/mail/admin-mail.ts';
import type {
  PersonConfirmation,
  PersonErasure,
  PersonRecordsView,
} from '#schemas/privacy/people.ts';
import type { RetentionOverview } from '#schemas/privacy/retention-overview.ts';
import type { ErasureRequestList } from '#schemas/privacy/your-data-api.ts';
import type { AdminCounts } from './admin-counts.ts';
import type { AuditList, AuditQuery } from './audit-log.ts';
import type { InvitationRequest } from './organiser-requests.ts';
import type {
  AdminRole,
  AdminSessionInfo,
  DoorEventList,
  InvitationState,
  OrganiserList,
} from './organisers.ts';

/** What a refused request answers (a 4xx): its kind, the words to show, the fields' words. */
export type AdminRefusal = {
  error: string;
  message?: string;
  fieldErrors?: Record<string, string>;
};

/**
 * 204: no body. The handler answers `reply.code(204).send()`; no JSON is read. `never`, so a
 * handler cannot return a value in its place.
 */
export type NoContent = never;

/**
 * A body that is not JSON (a CSV, a JSON file to keep, an HTML page): the handler sends it with
 * its headers, the browser reads it as a Blob or shows it in a frame or tab. `never`, as
 * {@link NoContent}: no JSON answer to type.
 */
export type FileAnswer = never;

/**
 * The rows a table's list, summary and export show (server/routes/admin-routes.ts `ListQuery`):
 * `spam`, the rows kept as suspected spam instead of the others; `status`, only the rows at that
 * review status (schemas/applications/review-statuses.ts); `multi`, only people who applied to
 * several events; `event`, only the rows of that event, by its key.
 */
export type AdminListQuery = {
  search: string;
  filter: string;
  offset: number;
  limit: number;
  spam?: boolean;
  status?: string;
  multi?: boolean;
  event?: number;
};

/** The rows a status change is for: by id, or every row a search, filter and tab match. */
export type ChosenRows =
  | { ids: number[] }
  | { matching: { q: string; filter: string; status?: string; multi: boolean; event?: number } };

/** The state changes of an event that take only the `updatedAt` the organiser read. */
export type EventStateAction = 'publish' | 'unpublish' | 'close' | 'reopen';

/** A stored cover photo (server/routes/admin-media-routes.ts; docs/decisions/040). */
export type UploadedCover = { image: string; width: number; height: number };

/** A refused write of the event editor: by field, stale, or not allowed in its state. */
type EventWriteRefusal = AdminEventInvalid | AdminEventConflict;

/** A value of a query: a flag is `1` when true and left out when false. */
export type AdminQueryValue = string | number | boolean | undefined;

/** One endpoint: what the browser sends and what a 2xx answers; `refusal`, a 4xx's body. */
type Endpoint = {
  query?: Record<string, AdminQueryValue>;
  body?: unknown;
  answer: unknown;
  refusal?: object;
};

type EventWrite<Body> = { body: Body; answer: AdminEventSaved; refusal: EventWriteRefusal };

/** The organisers' own: signing in and out, the session, counts, audit log, accounts, doors. */
type OrganiserEndpoints = {
  'POST /sign-in': { body: { email: string; password: string }; answer: { email: string } };
  'POST /sign-out': { answer: NoContent };
  'GET /session': { answer: AdminSessionInfo };
  'GET /counts': { answer: AdminCounts };
  'GET /audit': { query: AuditQuery; answer: AuditList };
  'GET /organisers': { answer: OrganiserList };
  'POST /organisers/invitations': { body: InvitationRequest; answer: { id: number } };
  'DELETE /organisers/invitations/:id': { answer: NoContent };
  'PUT /organisers/:id/role': { body: { role: AdminRole }; answer: { changed: boolean } };
  'PUT /organisers/:id/doors': { body: { events: readonly number[] }; answer: { doors: number[] } };
  'DELETE /organisers/:id': { answer: NoContent };
  'GET /doors': { answer: DoorEventList };
  /** An invitation's link: its state answers every status (200, 400, 409, 410). */
  'POST /invitations/check': { body: { token: string }; answer: InvitationState };
  'POST /invitations/accept': {
    body: { token: string; password: string };
    answer: InvitationState;
  };
};

/** The stored tables: lists, rows, exports, decisions, capacity and the waitlist. */
type ApplicationEndpoints = {
  'GET /tables/:table': { query: AdminListQuery; answer: AdminListResponse };
  'GET /tables/:table/summary': { answer: AdminSummary };
  'GET /tables/:table/rows/:id': { answer: Record<string, unknown> };
  /** The CSV, with `x-row-count` and its file name in `content-disposition`. */
  'GET /tables/:table/export': {
    query: Omit<AdminListQuery, 'offset' | 'limit'>;
    answer: FileAnswer;
  };
  'GET /tables/:table/rows/:id/history': { answer: { history: StatusChange[] } };
  'POST /tables/:table/status/preview': {
    body: ChosenRows & { status: string };
    answer: DecisionPreview;
  };
  'POST /tables/:table/rows/:id/decision-mail': {
    body: { status: string; message?: string };
    answer: DecisionMailPreview;
  };
  'POST /tables/:table/status': {
    body: ChosenRows & { status: string; message?: string; confirmOverCapacity?: boolean };
    answer: StatusChangeResult;
  };
  'GET /capacity': { answer: { events: EventCapacity[] } };
  'GET /tables/:table/waitlist': { answer: WaitlistSettings };
  'PUT /tables/:table/waitlist/settings': {
    body: { event: string; autoPromote: boolean };
    answer: NoContent;
  };
  'POST /tables/:table/waitlist/promote-next': {
    body: { event: string; id?: number };
    answer: WaitlistPromotion;
  };
};

/** The outbox, one mail, a row's mails and suspected spam. */
type MailEndpoints = {
  'GET /mail': {
    query: { status?: AdminMailStatus; offset: number; limit: number };
    answer: AdminMailList;
  };
  'GET /mail/counts': { answer: AdminMailCounts };
  'GET /mail/:id': { answer: AdminMailReading };
  /** The HTML part alone, for the reader's sandboxed frame. */
  'GET /mail/:id/html': { answer: FileAnswer };
  'POST /mail/:id/retry': { answer: NoContent };
  'GET /tables/:table/rows/:id/mails': { answer: { mails: AdminMail[] } };
  /** 204, or 200 when kept beside the same person's application to the same event. */
  'POST /tables/:table/rows/:id/not-spam': { answer: { duplicateOf: number } };
  /** Only a row kept as suspected spam. */
  'DELETE /tables/:table/rows/:id': { answer: NoContent };
};

/** Personal data: retention, erasure requests and the People place. */
type PrivacyEndpoints = {
  'GET /retention': { query: { days?: number }; answer: RetentionOverview };
  'GET /erasure-requests': { answer: ErasureRequestList };
  'POST /erasure-requests/:id/confirm': { answer: { erased: PersonErasure } };
  'POST /people/lookup': { body: { email: string }; answer: PersonRecordsView };
  /** The JSON file of everything held, to keep. */
  'POST /people/export': { body: { email: string }; answer: FileAnswer };
  'POST /people/erase': {
    body: { email: string; confirmation: PersonConfirmation };
    answer: PersonErasure;
  };
};

/** The event editor, an event's guests, messages, reminders and cover photos. */
type EventEndpoints = {
  'GET /events': { answer: AdminEventList };
  'GET /events/:id': { answer: AdminEventDetail };
  'POST /events': EventWrite<CreateEventRequest>;
  'PUT /events/:id': EventWrite<UpdateEventRequest>;
  'POST /events/:id/duplicate': EventWrite<DuplicateEventRequest>;
  'POST /events/:id/cancel': EventWrite<CancelEventRequest>;
  'POST /events/:id/cancel/preview': { body: { message: string }; answer: DecisionMailPreview };
  'GET /events/:id/guests': { answer: EventGuests };
  /** The event's page as it would read, a draft too. */
  'GET /events/:id/preview': { answer: FileAnswer };
  'POST /events/:id/messages/preview': { body: EventMessageDraft; answer: EventMessagePreview };
  'POST /events/:id/messages': {
    body: EventMessageRequest;
    answer: EventMessageSent;
    refusal: { error: string; message?: string; fieldErrors?: EventDocumentErrors };
  };
  'GET /events/:id/reminders': { answer: EventRemindersView };
  'PUT /events/:id/reminders': {
    body: { offsets: readonly ReminderOffset[] };
    answer: EventRemindersView;
  };
  /** The photo's bytes as the body, whatever their type. */
  'POST /media': { body: Blob; answer: UploadedCover };
} & {
  [Action in EventStateAction as `POST /events/:id/${Action}`]: EventWrite<EventActionRequest>;
};

/** After an event: its feedback and the thank-you. */
type FeedbackEndpoints = {
  'GET /events/:id/feedback': { answer: EventFeedback };
  'POST /events/:id/thanks/preview': { body: ThanksDraft; answer: ThanksPreview };
  'POST /events/:id/thanks': { body: ThanksRequest; answer: ThanksSent };
};

/** An event's door: its list, check-ins, an undone arrival, a walk-in. */
type DoorEndpoints = {
  'GET /events/:id/door': { answer: DoorList };
  'POST /events/:id/check-ins': { body: CheckInBatch; answer: CheckInBatchAnswer };
  'DELETE /events/:id/check-ins/:guest': { answer: UndoAnswer };
  'POST /events/:id/walk-ins': { body: WalkInRequest; answer: WalkInAnswer };
};

export type AdminApi = OrganiserEndpoints &
  ApplicationEndpoints &
  MailEndpoints &
  PrivacyEndpoints &
  EventEndpoints &
  FeedbackEndpoints &
  DoorEndpoints;

/** `GET /tables/:table`: one endpoint of the admin API. */
export type AdminEndpoint = keyof AdminApi & string;

/**
 * The address of `endpoint` (`GET /tables/:table`) with its path's `:names` filled from `params`
 * and `query` after it: `/api/admin/tables/enquiries?search=…`. A flag is `1` when true and left
 * out when false, as an empty or missing value.
 */
export function adminAddress(
  endpoint: AdminEndpoint,
  {
    params = {},
    query = {},
  }: { params?: Record<string, string | number>; query?: Record<string, AdminQueryValue> } = {},
): string {
  const path = endpoint
    .slice(endpoint.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === undefined || value === false) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const written = search.toString();
  return `/api/admin${path}${written ? `?${written}` : ''}`;
}

/** Every entry is an endpoint: a misspelt member (`anwser`) fails here. */
type EveryEntryIsAnEndpoint<Api extends Record<AdminEndpoint, Endpoint>> = Api;
export type CheckedAdminApi = EveryEntryIsAnEndpoint<AdminApi>;

export type AdminPathOf<K extends AdminEndpoint> = K extends `${string} ${infer Path}`
  ? Path
  : never;
export type AdminMethodOf<K extends AdminEndpoint> = K extends `${infer Method} ${string}`
  ? Method
  : never;

/** The names of a path's parameters: `table` and `id` of `/tables/:table/rows/:id`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type AdminParamName<K extends AdminEndpoint> = ParamNames<AdminPathOf<K>>;

/** A path's parameters as the server reads them: text, checked by the handler. */
export type AdminParams<K extends AdminEndpoint> = { [Name in AdminParamName<K>]: string };

export type AdminQuery<K extends AdminEndpoint> = AdminApi[K] extends {
  query: infer Query extends Record<string, AdminQueryValue>;
}
  ? Query
  : never;
export type AdminBody<K extends AdminEndpoint> = AdminApi[K] extends { body: infer Body }
  ? Body
  : never;
export type AdminAnswer<K extends AdminEndpoint> = AdminApi[K]['answer'];
/** A refusal's body: the endpoint's own when it names one, else the common shape. */
export type AdminRefusalOf<K extends AdminEndpoint> = AdminApi[K] extends {
  refusal: infer Refusal;
}
  ? Refusal
  : AdminRefusal;
