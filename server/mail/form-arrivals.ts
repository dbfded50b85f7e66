/**
 * Whether forms are coming in: the intake counts each while it is received; the mail worker
 * waits until none has been in progress for a moment before a round, so that while forms pour in
 * the server spends its time acknowledging them, and their mails follow a moment later
 * (docs/decisions/056-mail-waits-for-a-pause-in-forms.md).
 */
export type FormArrivals = {
  /** Receives one form (`take`), counted as in progress until it is answered. */
  during: <T>(take: () => Promise<T>) => Promise<T>;
  /** The last moment a form was in progress: now while one is; minus infinity before the first. */
  busyAt: () => number;
};

export function formArrivals(): FormArrivals {
  let inProgress = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
  return {
    during: async (take) => {
      inProgress++;
      try {
        return await take();
      } finally {
        inProgress--;
        lastEnded = Date.now();
      }
    },
    busyAt: () => (inProgress > 0 ? Date.now() : lastEnded),
  };
}
