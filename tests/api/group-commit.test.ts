import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '#server/db/group-commit.ts';
import { storeSubmission } from '#server/db/submission-rows.ts';
import { newSubmissionKey, noticeShown, validValues } from '#tests/fixtures/submissions.ts';
import {
  createMigratedTestDatabase,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/**
 * Group commit on the engine under test (server/db/group-commit.ts;
 * docs/decisions/055-submissions-in-groups-on-both-engines.md): forms that arrive together share
 * a transaction, and one that throws still fails alone, on PostgreSQL too (no savepoints there).
 */
describe('group commit', () => {
  let testDatabase: MigratedTestDatabase;
  beforeAll(async () => {
    testDatabase = await createMigratedTestDatabase();
  });
  afterAll(() => testDatabase.close());

  const store = (key: string) => (executor: Parameters<typeof storeSubmission>[0]) =>
    storeSubmission(executor, 'enquiries', key, validValues.enquiries, {
      privacyNotice: noticeShown(),
    }).then(({ id }) => id);

  async function storedKeys(keys: string[]): Promise<string[]> {
    const rows = await testDatabase.database.db
      .selectFrom('enquiries')
      .select('submission_key')
      .where('submission_key', 'in', keys)
      .execute();
    return rows.map((row) => row.submission_key).sort();
  }

  it('writes forms that arrive together in shared transactions, with one finish each', async () => {
    const batches: number[] = [];
    const finished: number[][] = [];
    const commits = createGroupCommit<number>(testDatabase.database, {
      onBatch: (size) => batches.push(size),
      finish: async (_executor, ids) => {
        finished.push(ids);
      },
    });
    const keys = Array.from({ length: 30 }, () => newSubmissionKey());
    const ids = await Promise.all(keys.map((key) => commits.run(store(key))));
    expect(await storedKeys(keys)).toEqual([...keys].sort());
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(30);
    expect(batches.length).toBeLessThan(30);
    expect(finished.flat().sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('rolls back and rejects only the form that throws; the others of its group are stored', async () => {
    const commits = createGroupCommit(testDatabase.database);
    const keys = Array.from({ length: 6 }, () => newSubmissionKey());
    const bad = keys[2]!;
    const results = await Promise.allSettled(
      keys.map((key) =>
        commits.run(async (executor) => {
          const id = await store(key)(executor);
          if (key === bad) throw new Error('refused after writing');
          return id;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(
      keys.map((key) => (key === bad ? 'rejected' : 'fulfilled')),
    );
    expect(await storedKeys(keys)).toEqual(keys.filter((key) => key !== bad).sort());
  });
});
