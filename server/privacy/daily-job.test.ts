import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { runDailyJob, startDailyJob } from './daily-job.ts';
import type { DailyStep, DailyWork } from './daily-work.ts';

/**
 * The daily job's timing and its steps (docs/decisions/048-retention-job.md); what the retention
 * step does to the data is tests/api/retention.test.ts.
 */
const dayMs = 24 * 60 * 60 * 1000;

function workWith(lines: string[]): DailyWork {
  // On SQLite the job's lock is held in the process: a database object is all it needs here.
  const database = { engine: 'sqlite' } as Database;
  const log = {
    info: (_fields: object, message: string) => lines.push(`info: ${message}`),
    warn: () => {},
    error: (_fields: object, message: string) => lines.push(`error: ${message}`),
  } as unknown as DailyWork['log'];
  return { database, now: () => new Date('2026-03-11T09:00:00Z'), log };
}

describe('the daily job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs shortly after start, then once a day, and not after it is stopped', async () => {
    const runs: number[] = [];
    const steps: DailyStep[] = [{ name: 'count', run: async () => runs.push(Date.now()) }];
    const start = Date.now();
    const job = startDailyJob(workWith([]), { firstRunMs: 10_000, steps });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([start + 10_000]);
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(runs).toEqual([start + 10_000, start + 10_000 + dayMs]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * dayMs);
    expect(runs).toHaveLength(2);
  });

  it('does not keep the process alive', async () => {
    vi.useRealTimers();
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    try {
      const job = startDailyJob(workWith([]), { firstRunMs: 60_000, steps: [] });
      const timer = setTimer.mock.results.at(-1)!.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      await job.stop();
    } finally {
      setTimer.mockRestore();
    }
  });

  it('waits on stop for the run under way to finish', async () => {
    let finish: () => void = () => {};
    const finished: string[] = [];
    const steps: DailyStep[] = [
      {
        name: 'slow',
        run: () =>
          new Promise<void>((resolve) => {
            finish = () => {
              finished.push('slow');
              resolve();
            };
          }),
      },
    ];
    const job = startDailyJob(workWith([]), { firstRunMs: 1, steps });
    await vi.advanceTimersByTimeAsync(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toEqual(['slow']);
  });

  it('runs every step in order, goes on past one that fails, and logs it', async () => {
    const lines: string[] = [];
    const order: string[] = [];
    const steps: DailyStep[] = [
      { name: 'first', run: async () => order.push('first') },
      {
        name: 'broken',
        run: async () => {
          throw new Error('database away');
        },
      },
      { name: 'last', run: async () => order.push('last') },
    ];
    expect(await runDailyJob(workWith(lines), steps)).toBe('ran');
    expect(order).toEqual(['first', 'last']);
    expect(lines).toEqual(['error: daily step failed']);
  });

  it('does nothing, and says so, while the same database runs it already', async () => {
    const lines: string[] = [];
    const work = workWith(lines);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = runDailyJob(work, [{ name: 'hold', run: () => held }]);
    expect(await runDailyJob(work, [{ name: 'never', run: async () => lines.push('ran') }])).toBe(
      'busy',
    );
    release();
    expect(await first).toBe('ran');
    expect(lines).toEqual(['info: daily job not run: another instance is running it']);
  });
});
