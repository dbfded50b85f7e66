/**
 * An event's door as the browser sees it (schemas/check-in/check-ins.ts): its list, a batch of
 * check-ins, an undone arrival and a walk-in. A refusal is an AdminRequestError with the server's
 * message; no connection is the fetch's own TypeError, which the phone answers by keeping its
 * writes.
 */
import type { CheckInBatch, WalkInRequest } from '#schemas/check-in/check-ins.ts';
import type { AdminAnswer } from '#schemas/organisers/admin-api-contract.ts';
import { adminAnswer } from '#app/features/admin/shared/admin-api.ts';

export async function readDoor(
  eventId: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id/door'>> {
  return adminAnswer('The guest list could not be loaded.', 'GET /events/:id/door', {
    params: { id: eventId },
    signal,
  });
}

export async function sendCheckIns(
  eventId: number,
  batch: CheckInBatch,
): Promise<AdminAnswer<'POST /events/:id/check-ins'>> {
  return adminAnswer('The check-ins could not be sent.', 'POST /events/:id/check-ins', {
    params: { id: eventId },
    body: batch,
  });
}

export async function undoArrival(
  eventId: number,
  guest: number,
): Promise<AdminAnswer<'DELETE /events/:id/check-ins/:guest'>> {
  return adminAnswer('The check-in could not be undone.', 'DELETE /events/:id/check-ins/:guest', {
    params: { id: eventId, guest },
  });
}

export async function sendWalkIn(
  eventId: number,
  walkIn: WalkInRequest,
): Promise<AdminAnswer<'POST /events/:id/walk-ins'>> {
  return adminAnswer('The walk-in could not be added.', 'POST /events/:id/walk-ins', {
    params: { id: eventId },
    body: walkIn,
  });
}
