import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import { storeSubmission } from '#server/db/submission-rows.ts';
import { newSubmissionKey, noticeShown, validValues } from '#tests/fixtures/submissions.ts';
import {
  createSqliteTestDatabase,
  migrateTestDatabase,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

describe('group commit on SQLite', () => {
  let testDatabase: MigratedTestDatabase;
  let database: Database;
  let path: string;
  beforeAll(async () => {
    const sqlite = await migrateTestDatabase(createSqliteTestDatabase());
    testDatabase = sqlite;
    database = sqlite.database;
    path = sqlite.target.path;
  });
  afterAll(() => testDatabase.close());

  /** Reads through a connection of its own: sees only what is committed. */
  function committedKeys(keys: string[]): string[] {
    const reader = new SqliteDatabase(path, { readonly: true });
    try {
      const rows = reader
        .prepare(
          `select submission_key from enquiries where submission_key in (${keys.map(() => '?').join(',')})`,
        )
        .all(...keys) as { submission_key: string }[];
      return rows.map((row) => row.submission_key).sort();
    } finally {
      reader.close();
    }
  }

  const store = (key: string) => (executor: Parameters<typeof storeSubmission>[0]) =>
    storeSubmission(executor, 'enquiries', key, validValues.enquiries, {
      privacyNotice: noticeShown(),
    }).then(({ id }) => id);

  it('writes work that arrives together in one transaction, each answered after its commit', async () => {
    const batches: number[] = [];
    const commits = createGroupCommit(database, { onBatch: (size) => batches.push(size) });
    const keys = Array.from({ length: 40 }, () => newSubmissionKey());
    const seenCommitted: boolean[] = [];
    await Promise.all(
      keys.map((key) =>
        commits.run(store(key)).then(() => {
          // By the time a run resolves, another connection sees its row.
          seenCommitted.push(committedKeys([key]).length === 1);
        }),
      ),
    );
    expect(seenCommitted).toEqual(keys.map(() => true));
    expect(committedKeys(keys)).toEqual([...keys].sort());
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(40);
    expect(batches.length).toBeLessThan(4);
  });

  it('rolls back and rejects only the item that throws', async () => {
    const commits = createGroupCommit(database);
    const [good1, bad, good2] = [newSubmissionKey(), newSubmissionKey(), newSubmissionKey()];
    const results = await Promise.allSettled([
      commits.run(store(good1)),
      commits.run(async (executor) => {
        await store(bad)(executor);
        throw new Error('refused after writing');
      }),
      commits.run(store(good2)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedKeys([good1, bad, good2])).toEqual([good1, good2].sort());
  });

  it('keeps answering after a failed item, in later groups too', async () => {
    const commits = createGroupCommit(database);
    await expect(
      commits.run(async () => {
        throw new Error('first fails');
      }),
    ).rejects.toThrow('first fails');
    const key = newSubmissionKey();
    await expect(commits.run(store(key))).resolves.toEqual(expect.any(Number));
    expect(committedKeys([key])).toEqual([key]);
  });

  it('answers committed work even when the batch observer throws', async () => {
    const commits = createGroupCommit(database, {
      onBatch: () => {
        throw new Error('observer failed');
      },
    });
    const key = newSubmissionKey();
    await expect(commits.run(store(key))).resolves.toEqual(expect.any(Number));
    expect(committedKeys([key])).toEqual([key]);
  });
});
