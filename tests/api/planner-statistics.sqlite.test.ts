import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepPlannerStatistics,
  plannerStatisticsIntervalMs,
} from '#server/db/planner-statistics.ts';
import { seedRegistrations } from '#scripts/seed-registrations.ts';
import {
  createMigratedTestDatabase,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/** SQLite's planner statistics (server/db/planner-statistics.ts): kept from the start, hourly. */
describe('planner statistics on SQLite', () => {
  let testDatabase: MigratedTestDatabase;
  beforeEach(async () => {
    testDatabase = await createMigratedTestDatabase('sqlite');
    await seedRegistrations(testDatabase.database, 200);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await testDatabase.close();
  });

  /** How many rows of event_registrations the statistics say there are. */
  async function rowsInStatistics(): Promise<number | undefined> {
    const { rows } = await sql<{ stat: string }>`
      select stat from sqlite_stat1
      where idx = 'event_registrations_status_search_idx'`.execute(testDatabase.database.db);
    return rows[0] && Number(rows[0].stat.split(' ')[0]);
  }

  it('analyses the tables when the app starts, and again hourly once they have grown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const statistics = await keepPlannerStatistics(testDatabase.database, (error) =>
      errors.push(error),
    );
    try {
      expect(await rowsInStatistics()).toBe(200);

      await seedRegistrations(testDatabase.database, 6000);
      await vi.advanceTimersByTimeAsync(plannerStatisticsIntervalMs - 1);
      expect(await rowsInStatistics()).toBe(200);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await rowsInStatistics()).toBe(6200));
      expect(errors).toEqual([]);
    } finally {
      statistics.stop();
    }
  });
});
