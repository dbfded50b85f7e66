/**
 * What the editor does with a refused write (schemas/events/admin-events.ts): a stale save or
 * action goes to the question that shows the event as it is now; errors by field go beside their
 * fields; anything else is answered as every admin action's failure (admin-action.ts): an ended
 * session to the sign-in, else a notice with the error's words.
 */
import { answerFailure } from '#app/features/admin/shared/admin-action.ts';
import { EventInvalidError, StaleEventError } from './event-api.ts';

export type RefusalHandlers = {
  onStale: (error: StaleEventError) => void;
  onSignedOut: () => void;
  onInvalid: (error: EventInvalidError) => void;
};

export function handleRefusal(error: unknown, title: string, handlers: RefusalHandlers) {
  if (error instanceof StaleEventError) return handlers.onStale(error);
  if (error instanceof EventInvalidError) return handlers.onInvalid(error);
  answerFailure(error, { failed: title, words: 'every error', onSignedOut: handlers.onSignedOut });
}
