/**
 * What the editor does with a refused write (schemas/admin-events.ts): a stale save or action
 * goes to the question that shows the event as it is now; errors by field go beside their fields;
 * an ended session to the sign-in; anything else is a notice with the server's words.
 */
import { notify } from '#app/lib/notify.ts';
import { SignedOutError } from '../admin-api.ts';
import { EventInvalidError, StaleEventError } from './event-api.ts';

export type RefusalHandlers = {
  onStale: (error: StaleEventError) => void;
  onSignedOut: () => void;
  /** Without it, errors by field are a notice too (an action that has no fields). */
  onInvalid?: (error: EventInvalidError) => void;
};

export function handleRefusal(error: unknown, title: string, handlers: RefusalHandlers) {
  if (error instanceof SignedOutError) return handlers.onSignedOut();
  if (error instanceof StaleEventError) return handlers.onStale(error);
  if (error instanceof EventInvalidError && handlers.onInvalid) return handlers.onInvalid(error);
  const details =
    error instanceof EventInvalidError ? Object.values(error.fieldErrors).slice(0, 1) : [];
  notify.error(title, {
    description: [error instanceof Error ? error.message : 'Please try again.', ...details].join(
      ' ',
    ),
  });
}
