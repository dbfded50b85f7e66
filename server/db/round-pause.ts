/**
 * The pause between two rounds of a worker driven by rows in the database (the mail outbox, the
 * "Your data" asks): a timer that a wake or a stop ends early, so a stopping server does not wait
 * out a poll.
 */
export type RoundPause = {
  /** Resolves after `ms`, or as soon as {@link RoundPause.end} is called. */
  sleep: (ms: number) => Promise<void>;
  /** Ends the sleep under way, if any. */
  end: () => void;
};

export function roundPause(): RoundPause {
  let endSleep: (() => void) | undefined;
  return {
    sleep: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          endSleep = undefined;
          resolve();
        }
        endSleep = done;
      }),
    end: () => endSleep?.(),
  };
}
