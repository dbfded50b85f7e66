/**
 * The organiser's event editor API as the browser sees it (schemas/events/admin-events.ts,
 * docs/decisions/037-the-event-editor.md). A refusal by field is an {@link EventInvalidError}, a
 * stale save a {@link StaleEventError} with the event as it is now; any other refusal an
 * AdminRequestError with the server's message.
 */
import type {
  AdminEventConflict,
  AdminEventDetail,
  AdminEventInvalid,
  AdminEventList,
  AdminEventSaved,
  CancelEventRequest,
  DuplicateEventRequest,
} from '#schemas/events/admin-events.ts';
import type { DecisionMailPreview } from '#schemas/applications/decision-preview.ts';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import type {
  EventMessageDraft,
  EventMessagePreview,
  EventMessageRequest,
  EventMessageSent,
} from '#schemas/events/organising/event-messages.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type {
  EventRemindersView,
  ReminderOffset,
} from '#schemas/events/organising/event-reminders.ts';
import { AdminRequestError, refusal, request } from '#app/features/admin/shared/admin-api.ts';

export class EventInvalidError extends AdminRequestError {
  override name = 'EventInvalidError';
  constructor(
    message: string,
    readonly fieldErrors: EventDocumentErrors,
  ) {
    super(400, message);
  }
}

export class StaleEventError extends AdminRequestError {
  override name = 'StaleEventError';
  constructor(
    message: string,
    readonly current: EventRecord,
  ) {
    super(409, message);
  }
}

/** The state changes that take only the `updatedAt` the organiser read. */
export type EventStateAction = 'publish' | 'unpublish' | 'close' | 'reopen';

async function written(response: Response, fallback: string): Promise<AdminEventSaved> {
  if (response.ok) return (await response.json()) as AdminEventSaved;
  if (response.status === 400 || response.status === 409) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as {
      error?: AdminEventInvalid['error'] | AdminEventConflict['error'];
      message?: string;
      fieldErrors?: AdminEventInvalid['fieldErrors'];
      event?: EventRecord;
    };
    if (body.error === 'validation' && body.fieldErrors) {
      throw new EventInvalidError(body.message ?? fallback, body.fieldErrors);
    }
    if (body.error === 'stale' && body.event) {
      throw new StaleEventError(body.message ?? fallback, body.event);
    }
  }
  throw await refusal(response, fallback);
}

function post(path: string, body: unknown): Promise<Response> {
  return request(path, { method: 'POST', body: JSON.stringify(body) });
}

export async function listEvents(signal?: AbortSignal): Promise<AdminEventList> {
  const response = await request('/events', { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Events failed');
  return (await response.json()) as AdminEventList;
}

/**
 * An event's guests (GET /api/admin/events/:id/guests; schemas/events/organising/event-guests.ts).
 */
export async function readGuests(id: number, signal?: AbortSignal): Promise<EventGuests> {
  const response = await request(`/events/${id}/guests`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Guests failed');
  return (await response.json()) as EventGuests;
}

export async function readEvent(id: number, signal?: AbortSignal): Promise<AdminEventDetail> {
  const response = await request(`/events/${id}`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'Event failed');
  return (await response.json()) as AdminEventDetail;
}

export async function createEvent(document: unknown): Promise<AdminEventSaved> {
  return written(await post('/events', { document }), 'The event could not be created.');
}

export async function updateEvent(
  id: number,
  document: unknown,
  updatedAt: string,
): Promise<AdminEventSaved> {
  const response = await request(`/events/${id}`, {
    method: 'PUT',
    body: JSON.stringify({ document, updatedAt }),
  });
  return written(response, 'The event could not be saved.');
}

/** "Next month's meetup from this one": a draft copy with the new schedule. */
export async function duplicateEvent(
  id: number,
  body: DuplicateEventRequest,
): Promise<AdminEventSaved> {
  return written(await post(`/events/${id}/duplicate`, body), 'The event could not be copied.');
}

export async function changeEventState(
  id: number,
  action: EventStateAction,
  updatedAt: string,
): Promise<AdminEventSaved> {
  return written(await post(`/events/${id}/${action}`, { updatedAt }), 'Please try again.');
}

/**
 * The mail a cancellation with `message` would send the first person it tells, rendered by the
 * server without cancelling anything (POST /api/admin/events/:id/cancel/preview).
 */
export async function previewCancellation(
  id: number,
  message: string,
  signal?: AbortSignal,
): Promise<DecisionMailPreview> {
  const response = await request(`/events/${id}/cancel/preview`, {
    method: 'POST',
    body: JSON.stringify({ message }),
    signal,
  });
  if (!response.ok) throw await refusal(response, 'The mail could not be shown.');
  return (await response.json()) as DecisionMailPreview;
}

export async function cancelEvent(id: number, body: CancelEventRequest): Promise<AdminEventSaved> {
  return written(await post(`/events/${id}/cancel`, body), 'The event could not be cancelled.');
}

/** The event's page as it would read (a draft too), for a new tab. */
export function previewAddress(id: number): string {
  return `/api/admin/events/${id}/preview`;
}

/** A stored cover photo (server/routes/admin-media-routes.ts; docs/decisions/040). */
export type UploadedCover = { image: string; width: number; height: number };

/** Uploads a photo as it is (its bytes say what it is); the refusal's reason on failure. */
export async function uploadCover(file: Blob): Promise<UploadedCover> {
  const response = await request('/media', {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  if (response.ok) return (await response.json()) as UploadedCover;
  throw await refusal(response, 'The photo could not be uploaded.');
}

/**
 * How many a message to the guests would reach and the mail the first would get, rendered by
 * the server with nothing kept (POST /api/admin/events/:id/messages/preview).
 */
export async function previewMessage(
  id: number,
  draft: EventMessageDraft,
  signal?: AbortSignal,
): Promise<EventMessagePreview> {
  const response = await request(`/events/${id}/messages/preview`, {
    method: 'POST',
    body: JSON.stringify(draft),
    signal,
  });
  if (!response.ok) throw await refusal(response, 'The mail could not be shown.');
  return (await response.json()) as EventMessagePreview;
}

/** Sends a message to the guests; a refusal by field is an {@link EventInvalidError}. */
export async function sendMessage(
  id: number,
  body: EventMessageRequest,
): Promise<EventMessageSent> {
  const response = await post(`/events/${id}/messages`, body);
  if (response.ok) return (await response.json()) as EventMessageSent;
  if (response.status === 400) {
    const refused = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { message?: string; fieldErrors?: EventDocumentErrors };
    if (refused.fieldErrors) {
      throw new EventInvalidError(refused.message ?? 'Check the message.', refused.fieldErrors);
    }
  }
  throw await refusal(response, 'The message could not be sent.');
}

/** An event's reminders: chosen, sent and next (GET /api/admin/events/:id/reminders). */
export async function readReminders(id: number, signal?: AbortSignal): Promise<EventRemindersView> {
  const response = await request(`/events/${id}/reminders`, { signal });
  if (!response.ok) throw await refusal(response, 'The reminders could not be read.');
  return (await response.json()) as EventRemindersView;
}

/** Keeps the organiser's choice of reminders (PUT /api/admin/events/:id/reminders). */
export async function saveReminders(
  id: number,
  offsets: readonly ReminderOffset[],
): Promise<EventRemindersView> {
  const response = await request(`/events/${id}/reminders`, {
    method: 'PUT',
    body: JSON.stringify({ offsets }),
  });
  if (!response.ok) throw await refusal(response, 'The reminders were not saved.');
  return (await response.json()) as EventRemindersView;
}
