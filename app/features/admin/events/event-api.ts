/**
 * The organiser's event editor API as the browser sees it (schemas/events/admin-events.ts,
 * docs/decisions/037-the-event-editor.md). A refusal by field is an {@link EventInvalidError}, a
 * stale save a {@link StaleEventError} with the event as it is now; any other refusal an
 * AdminRequestError with the server's message.
 */
import type { AdminAnswer, EventStateAction } from '#schemas/organisers/admin-api-contract.ts';
import type { CancelEventRequest, DuplicateEventRequest } from '#schemas/events/admin-events.ts';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import type {
  EventMessageDraft,
  EventMessageRequest,
} from '#schemas/events/organising/event-messages.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { ReminderOffset } from '#schemas/events/organising/event-reminders.ts';
import {
  adminAnswer,
  adminCall,
  AdminRequestError,
  refusal,
  refusalBody,
  type AdminResponse,
} from '#app/features/admin/shared/admin-api.ts';

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

/** The writes of the editor: each answers the event as it is now. */
type EventWrite =
  | 'POST /events'
  | 'PUT /events/:id'
  | 'POST /events/:id/duplicate'
  | 'POST /events/:id/cancel'
  | `POST /events/:id/${EventStateAction}`;

type AdminEventSaved = AdminAnswer<EventWrite>;

async function written(
  response: AdminResponse<EventWrite>,
  fallback: string,
): Promise<AdminEventSaved> {
  if (response.ok) return response.json();
  if (response.status === 400 || response.status === 409) {
    const body = await refusalBody(response.clone());
    if (body.error === 'validation' && body.fieldErrors) {
      throw new EventInvalidError(body.message ?? fallback, body.fieldErrors);
    }
    if (body.error === 'stale' && body.event) {
      throw new StaleEventError(body.message ?? fallback, body.event);
    }
  }
  throw await refusal(response, fallback);
}

export async function listEvents(signal?: AbortSignal): Promise<AdminAnswer<'GET /events'>> {
  return adminAnswer('Events failed', 'GET /events', { signal });
}

/**
 * An event's guests (GET /api/admin/events/:id/guests; schemas/events/organising/event-guests.ts).
 */
export async function readGuests(
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id/guests'>> {
  return adminAnswer('Guests failed', 'GET /events/:id/guests', { params: { id }, signal });
}

export async function readEvent(
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id'>> {
  return adminAnswer('Event failed', 'GET /events/:id', { params: { id }, signal });
}

export async function createEvent(document: unknown): Promise<AdminEventSaved> {
  return written(
    await adminCall('POST /events', { body: { document } }),
    'The event could not be created.',
  );
}

export async function updateEvent(
  id: number,
  document: unknown,
  updatedAt: string,
): Promise<AdminEventSaved> {
  const response = await adminCall('PUT /events/:id', {
    params: { id },
    body: { document, updatedAt },
  });
  return written(response, 'The event could not be saved.');
}

/** "Next month's meetup from this one": a draft copy with the new schedule. */
export async function duplicateEvent(
  id: number,
  body: DuplicateEventRequest,
): Promise<AdminEventSaved> {
  return written(
    await adminCall('POST /events/:id/duplicate', { params: { id }, body }),
    'The event could not be copied.',
  );
}

export async function changeEventState(
  id: number,
  action: EventStateAction,
  updatedAt: string,
): Promise<AdminEventSaved> {
  return written(
    await adminCall(`POST /events/:id/${action}`, { params: { id }, body: { updatedAt } }),
    'Please try again.',
  );
}

/**
 * The mail a cancellation with `message` would send the first person it tells, rendered by the
 * server without cancelling anything (POST /api/admin/events/:id/cancel/preview).
 */
export async function previewCancellation(
  id: number,
  message: string,
  signal?: AbortSignal,
): Promise<AdminAnswer<'POST /events/:id/cancel/preview'>> {
  return adminAnswer('The mail could not be shown.', 'POST /events/:id/cancel/preview', {
    params: { id },
    body: { message },
    signal,
  });
}

export async function cancelEvent(id: number, body: CancelEventRequest): Promise<AdminEventSaved> {
  return written(
    await adminCall('POST /events/:id/cancel', { params: { id }, body }),
    'The event could not be cancelled.',
  );
}

/** The event's page as it would read (a draft too), for a new tab. */
export function previewAddress(id: number): string {
  return `/api/admin/events/${id}/preview`;
}

/** Uploads a photo as it is (its bytes say what it is); the refusal's reason on failure. */
export async function uploadCover(file: Blob): Promise<AdminAnswer<'POST /media'>> {
  return adminAnswer('The photo could not be uploaded.', 'POST /media', { body: file });
}

/**
 * How many a message to the guests would reach and the mail the first would get, rendered by
 * the server with nothing kept (POST /api/admin/events/:id/messages/preview).
 */
export async function previewMessage(
  id: number,
  draft: EventMessageDraft,
  signal?: AbortSignal,
): Promise<AdminAnswer<'POST /events/:id/messages/preview'>> {
  return adminAnswer('The mail could not be shown.', 'POST /events/:id/messages/preview', {
    params: { id },
    body: draft,
    signal,
  });
}

/** Sends a message to the guests; a refusal by field is an {@link EventInvalidError}. */
export async function sendMessage(
  id: number,
  body: EventMessageRequest,
): Promise<AdminAnswer<'POST /events/:id/messages'>> {
  const response = await adminCall('POST /events/:id/messages', { params: { id }, body });
  if (response.ok) return response.json();
  if (response.status === 400) {
    const refused = await refusalBody(response.clone());
    if (refused.fieldErrors) {
      throw new EventInvalidError(refused.message ?? 'Check the message.', refused.fieldErrors);
    }
  }
  throw await refusal(response, 'The message could not be sent.');
}

/** An event's reminders: chosen, sent and next (GET /api/admin/events/:id/reminders). */
export async function readReminders(
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id/reminders'>> {
  return adminAnswer('The reminders could not be read.', 'GET /events/:id/reminders', {
    params: { id },
    signal,
  });
}

/** Keeps the organiser's choice of reminders (PUT /api/admin/events/:id/reminders). */
export async function saveReminders(
  id: number,
  offsets: readonly ReminderOffset[],
): Promise<AdminAnswer<'PUT /events/:id/reminders'>> {
  return adminAnswer('The reminders were not saved.', 'PUT /events/:id/reminders', {
    params: { id },
    body: { offsets },
  });
}
