/**
 * Work the server does by itself at intervals, in its own process (the daily job, the
 * reminders): a first run `firstRunMs` after start, then one `everyMs` after the last ended. The
 * timer does not keep the process alive; a run that throws is handed to `failed` and the next
 * comes at its time.
 */

export type RepeatingJob = {
  /** Stops the timer, then waits for a run under way to finish. */
  stop: () => Promise<void>;
};

export function startRepeatingJob(
  run: () => Promise<unknown>,
  {
    firstRunMs,
    everyMs,
    failed,
  }: { firstRunMs: number; everyMs: number; failed: (error: unknown) => void },
): RepeatingJob {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch(failed)
        .finally(() => {
          running = undefined;
          schedule(everyMs);
        });
    }, delayMs);
    timer.unref();
  }
  schedule(firstRunMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
