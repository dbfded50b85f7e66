/**
 * An event's door as the browser sees it (schemas/check-in/check-ins.ts): its list, a batch of
 * check-ins, an undone arrival and a walk-in. A refusal is an AdminRequestError with the server's
 * message; no connection is the fetch's own TypeError, which the phone answers by keeping its
 * writes.
 */
import type {
  CheckInBatch,
  CheckInBatchAnswer,
  DoorList,
  UndoAnswer,
  WalkInAnswer,
  WalkInRequest,
} from '#schemas/check-in/check-ins.ts';
import { refusal, request } from '#app/features/admin/shared/admin-api.ts';

function doorPath(eventId: number): string {
  return `/events/${eventId}`;
}

export async function readDoor(eventId: number, signal?: AbortSignal): Promise<DoorList> {
  const response = await request(`${doorPath(eventId)}/door`, { signal });
  if (!response.ok) throw await refusal(response, 'The guest list could not be loaded.');
  return (await response.json()) as DoorList;
}

export async function sendCheckIns(
  eventId: number,
  batch: CheckInBatch,
): Promise<CheckInBatchAnswer> {
  const response = await request(`${doorPath(eventId)}/check-ins`, {
    method: 'POST',
    body: JSON.stringify(batch),
  });
  if (!response.ok) throw await refusal(response, 'The check-ins could not be sent.');
  return (await response.json()) as CheckInBatchAnswer;
}

export async function undoArrival(eventId: number, guest: number): Promise<UndoAnswer> {
  const response = await request(`${doorPath(eventId)}/check-ins/${guest}`, { method: 'DELETE' });
  if (!response.ok) throw await refusal(response, 'The check-in could not be undone.');
  return (await response.json()) as UndoAnswer;
}

export async function sendWalkIn(eventId: number, walkIn: WalkInRequest): Promise<WalkInAnswer> {
  const response = await request(`${doorPath(eventId)}/walk-ins`, {
    method: 'POST',
    body: JSON.stringify(walkIn),
  });
  if (!response.ok) throw await refusal(response, 'The walk-in could not be added.');
  return (await response.json()) as WalkInAnswer;
}
