import type { AdminAnswer } from '#schemas/organisers/admin-api-contract.ts';
import type { ThanksDraft, ThanksRequest } from '#schemas/feedback/event-feedback.ts';
import { adminAnswer, adminCall, refusal } from '#app/features/admin/shared/admin-api.ts';

/**
 * An event's feedback and its thank-you, through the admin API
 * (schemas/feedback/event-feedback.ts).
 */

export async function readFeedback(
  id: number,
  signal?: AbortSignal,
): Promise<AdminAnswer<'GET /events/:id/feedback'>> {
  return adminAnswer('The feedback could not be read.', 'GET /events/:id/feedback', {
    params: { id },
    signal,
  });
}

export async function previewThanks(
  id: number,
  draft: ThanksDraft,
  signal?: AbortSignal,
): Promise<AdminAnswer<'POST /events/:id/thanks/preview'>> {
  return adminAnswer('The mail could not be shown.', 'POST /events/:id/thanks/preview', {
    params: { id },
    body: draft,
    signal,
  });
}

export async function sendThanks(
  id: number,
  thanks: ThanksRequest,
): Promise<AdminAnswer<'POST /events/:id/thanks'>> {
  const response = await adminCall('POST /events/:id/thanks', { params: { id }, body: thanks });
  if (response.status !== 201) throw await refusal(response, 'The thank-you was not sent.');
  return response.json();
}
