/**
 * An event's door as the browser sees it (schemas/check-in/check-ins.ts): its list, a batch of
 * check-ins, an undone arrival and a walk-in. A refusal is an AdminRequestError with the server's
 * message; no connection is the fetch's own TypeError, which the phone answers by keeping its
 * writes.
 */
import type { CheckInBatch, WalkInRequest } from '#schemas/check-in/check-ins.ts';
import type { AdminAnswer } from '#schemas/organisers/admin-api-contract.ts';
import { adminCall, refusal } from '#app/features/admin/shared/admin-api.ts';

export async function readDoor(
  eventId: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id/door'>> {
  const response = await adminCall('GET /events/:id/door', { params: { id: eventId }, signal });
  if (!response.ok) throw await refusal(response, 'The guest list could not be loaded.');
  return response.json();
}

export async function sendCheckIns(
  eventId: number,
  batch: CheckInBatch,
): Promise<AdminAnswer<'POST /events/:id/check-ins'>> {
  const response = await adminCall('POST /events/:id/check-ins', {
    params: { id: eventId },
    body: batch,
  });
  if (!response.ok) throw await refusal(response, 'The check-ins could not be sent.');
  return response.json();
}

export async function undoArrival(
  eventId: number,
  guest: number,
): Promise<AdminAnswer<'DELETE /events/:id/check-ins/:guest'>> {
  const response = await adminCall('DELETE /events/:id/check-ins/:guest', {
    params: { id: eventId, guest },
  });
  if (!response.ok) throw await refusal(response, 'The check-in could not be undone.');
  return response.json();
}

export async function sendWalkIn(
  eventId: number,
  walkIn: WalkInRequest,
): Promise<AdminAnswer<'POST /events/:id/walk-ins'>> {
  const response = await adminCall('POST /events/:id/walk-ins', {
    params: { id: eventId },
    body: walkIn,
  });
  if (!response.ok) throw await refusal(response, 'The walk-in could not be added.');
  return response.json();
}
