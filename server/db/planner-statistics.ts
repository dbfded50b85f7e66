import { sql } from 'kysely';
import type { Database } from './database.ts';

/** How often a running server refreshes SQLite's statistics (SQLite suggests hourly or daily). */
export const plannerStatisticsIntervalMs = 60 * 60 * 1000;

/**
 * SQLite's planner chooses between a table's indexes by the statistics ANALYZE keeps in
 * `sqlite_stat1`; without them it guesses from the indexes' shape alone. At 100,000 rows it
 * guessed wrong for a search over every status (a partial index plus a row lookup per entry,
 * 150 ms, instead of a pass over the table or the status-search index, 40–60 ms). `pragma
 * optimize` analyses only the tables whose size changed a lot since, with a bounded sample, so
 * it costs about 130 ms the first time at 100,000 rows and nothing after. Run when the app starts
 * and hourly, as SQLite recommends for a long-lived connection. PostgreSQL's autovacuum keeps
 * its own statistics.
 */
export async function keepPlannerStatistics(
  database: Database,
  onError: (error: unknown) => void,
): Promise<{ stop: () => void }> {
  if (database.engine !== 'sqlite') return { stop: () => {} };
  // 0x10002: look at every table, not just those this connection has used since it opened.
  const optimize = () => sql`pragma optimize = 0x10002`.execute(database.db);
  await optimize();
  const timer = setInterval(() => {
    optimize().catch(onError);
  }, plannerStatisticsIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
