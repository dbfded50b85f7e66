import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';

/** What each step of the daily job (server/privacy/daily-job.ts) is given. */
export type DailyWork = {
  database: Database;
  /** The job's clock: tests move it. */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** One task of the daily job; its name is what the log says of it. */
export type DailyStep = { name: string; run: (work: DailyWork) => Promise<unknown> };
