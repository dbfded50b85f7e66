import type {
  EventFeedback,
  ThanksDraft,
  ThanksPreview,
  ThanksRequest,
  ThanksSent,
} from '#schemas/feedback/event-feedback.ts';
import { AdminRequestError, refusal, request } from '#app/features/admin/shared/admin-api.ts';

/**
 * An event's feedback and its thank-you, through the admin API
 * (schemas/feedback/event-feedback.ts).
 */

export async function readFeedback(id: number, signal?: AbortSignal): Promise<EventFeedback> {
  const response = await request(`/events/${id}/feedback`, { signal });
  if (!response.ok) throw new AdminRequestError(response.status, 'The feedback could not be read.');
  return (await response.json()) as EventFeedback;
}

export async function previewThanks(
  id: number,
  draft: ThanksDraft,
  signal?: AbortSignal,
): Promise<ThanksPreview> {
  const response = await request(`/events/${id}/thanks/preview`, {
    method: 'POST',
    body: JSON.stringify(draft),
    signal,
  });
  if (!response.ok) throw await refusal(response, 'The mail could not be shown.');
  return (await response.json()) as ThanksPreview;
}

export async function sendThanks(id: number, thanks: ThanksRequest): Promise<ThanksSent> {
  const response = await request(`/events/${id}/thanks`, {
    method: 'POST',
    body: JSON.stringify(thanks),
  });
  if (response.status !== 201) throw await refusal(response, 'The thank-you was not sent.');
  return (await response.json()) as ThanksSent;
}
