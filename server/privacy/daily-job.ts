import { runIfLockFree } from '#server/db/database.ts';
import { startRepeatingJob, type RepeatingJob } from '#server/repeating-job.ts';
import type { DailyStep, DailyWork } from './daily-work.ts';
import { carryOutDueErasureRequests } from './erasure-requests.ts';
import { anonymiseExpiredRows } from './retention.ts';

/**
 * The daily job (docs/decisions/048-retention-job.md): the server's own work on the stored data,
 * once a day, in the server process. Its steps run in order; a new daily task is one more line.
 */
export const dailySteps: readonly DailyStep[] = [
  { name: 'retention', run: anonymiseExpiredRows },
  // A person's erasure request the organiser has not confirmed in time (docs/decisions/047-your-data.md).
  {
    name: 'erasure-requests',
    run: ({ database, now, log }) => carryOutDueErasureRequests(database, now(), log),
  },
];

/** The name one instance holds while it runs the job (server/db/database.ts `runIfLockFree`). */
export const dailyJobLock = 'daily-job';

/** What one call did: ran every step, or nothing because another instance was running it. */
export type DailyRunOutcome = 'ran' | 'busy';

/**
 * Runs every step once, unless another instance is running the job at this moment: then it does
 * nothing and says so in the log. A step that fails is logged and the next one still runs.
 */
export async function runDailyJob(
  work: DailyWork,
  steps: readonly DailyStep[] = dailySteps,
): Promise<DailyRunOutcome> {
  const run = await runIfLockFree(work.database, dailyJobLock, async () => {
    for (const step of steps) {
      try {
        await step.run(work);
      } catch (error) {
        work.log.error({ event: 'daily-job', step: step.name, err: error }, 'daily step failed');
      }
    }
  });
  if (run.held) return 'ran';
  work.log.info({ event: 'daily-job' }, 'daily job not run: another instance is running it');
  return 'busy';
}

export type DailyJob = RepeatingJob;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Starts the daily job in the server process: a first run `firstRunMs` after start, then one
 * every `everyMs` (a day) after the last ended (server/repeating-job.ts).
 */
export function startDailyJob(
  work: DailyWork,
  {
    firstRunMs = 10_000,
    everyMs = dayMs,
    steps = dailySteps,
  }: { firstRunMs?: number; everyMs?: number; steps?: readonly DailyStep[] } = {},
): DailyJob {
  return startRepeatingJob(() => runDailyJob(work, steps), {
    firstRunMs,
    everyMs,
    failed: (error) => work.log.error({ event: 'daily-job', err: error }, 'daily job failed'),
  });
}
