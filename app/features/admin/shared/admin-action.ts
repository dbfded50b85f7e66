import { useState } from 'react';
import { notify } from '#app/lib/notify.ts';
import { AdminRequestError, SignedOutError } from './admin-api.ts';

/**
 * What every admin action does when its request fails (a retry, an erasure, a decision, an
 * invitation...): an ended session goes back to the sign-in with no notice; a refusal says why
 * in a notice; anything else asks her to try again. What follows a success is the caller's.
 */

/** The notice gives this refusal in the server's own words (its `{ message }`). */
export const serverWords = Symbol('serverWords');

/**
 * What a failure notice says under its title; whatever it does not name says 'Please try again.'.
 * By status: the server's words or ours (`{ 404: 'This entry no longer exists.', 409: serverWords }`).
 * `every refusal`: the server's words, whatever the status. `every error`: any error's own
 * message. A lost connection always asks her to try again: the browser's words say nothing to her.
 */
export type FailureWords =
  Readonly<Partial<Record<number, string | typeof serverWords>>> | 'every refusal' | 'every error';

export type FailureNotice = {
  /** The notice's title: `Retry failed`. */
  failed: string;
  words?: FailureWords;
  /** The errors the caller answers where she is (a field's words, a further question): no notice. */
  inPlace?: (error: unknown) => boolean;
};

export type FailureAnswer = FailureNotice & {
  /** Where an ended session goes: the sign-in (the admin read again). */
  onSignedOut: () => void;
};

export type ActionOutcome<T> =
  | { ok: true; signedOut: false; value: T }
  /** `signedOut`: the session had ended and `onSignedOut` has run; `error`: what failed. */
  | { ok: false; signedOut: boolean; error: unknown };

const tryAgain = 'Please try again.';

/** Whether the server refused the request (with one of `statuses`, when any are named). */
export function isRefusal(error: unknown, ...statuses: number[]): error is AdminRequestError {
  return (
    error instanceof AdminRequestError && (statuses.length === 0 || statuses.includes(error.status))
  );
}

/** A request that never reached the server: the fetch's own TypeError ("Failed to fetch"). */
function isLostConnection(error: unknown): boolean {
  return error instanceof TypeError;
}

function wordsOf(error: unknown, words: FailureWords): string {
  if (isLostConnection(error)) return tryAgain;
  if (words === 'every error') return error instanceof Error ? error.message : tryAgain;
  if (!isRefusal(error)) return tryAgain;
  if (words === 'every refusal') return error.message;
  const named = words[error.status];
  return named === serverWords ? error.message : (named ?? tryAgain);
}

/** A failed admin request answered: the sign-in, a notice, or nothing where `inPlace` takes it. */
export function answerFailure(error: unknown, answer: FailureAnswer): void {
  if (error instanceof SignedOutError) return answer.onSignedOut();
  if (answer.inPlace?.(error)) return;
  notify.error(answer.failed, { description: wordsOf(error, answer.words ?? {}) });
}

/** Runs an admin request; a failure is answered (`answerFailure`) and never thrown. */
export async function adminAction<T>(
  request: () => Promise<T>,
  answer: FailureAnswer,
): Promise<ActionOutcome<T>> {
  try {
    return { ok: true, signedOut: false, value: await request() };
  } catch (error) {
    answerFailure(error, answer);
    return { ok: false, signedOut: error instanceof SignedOutError, error };
  }
}

/** `adminAction` for a control: `busy` while its request is out, again idle whatever the answer. */
export function useAdminAction(onSignedOut: () => void) {
  const [busy, setBusy] = useState(false);
  async function run<T>(request: () => Promise<T>, notice: FailureNotice) {
    setBusy(true);
    const outcome = await adminAction(request, { ...notice, onSignedOut });
    setBusy(false);
    return outcome;
  }
  return { busy, run };
}
