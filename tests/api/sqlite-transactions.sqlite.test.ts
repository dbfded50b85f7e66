import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '#server/db/database.ts';
import { storeSubmission } from '#server/db/submission-rows.ts';
import { newSubmissionKey, noticeShown, validValues } from '#tests/fixtures/submissions.ts';
import {
  createSqliteTestDatabase,
  migrateTestDatabase,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/**
 * A write transaction beside another connection to the same file (npm run admin:create, a
 * backup, the e2e tests' own sign-ins): it takes the write lock as it begins, so a write of the
 * other connection waits for it instead of leaving it a snapshot it can no longer write on.
 */
describe('SQLite transactions beside another connection', () => {
  let testDatabase: MigratedTestDatabase;
  let database: Database;
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    const sqlite = await migrateTestDatabase(createSqliteTestDatabase());
    testDatabase = sqlite;
    database = sqlite.database;
    other = new SqliteDatabase(sqlite.target.path);
    // The other connection does not wait: its write is refused while the lock is held.
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other.close();
    await testDatabase.close();
  });

  const otherWrite = (bucket: string) => () =>
    other
      .prepare('insert into rate_limits (bucket, window_started_at, hits) values (?, 0, 1)')
      .run(bucket);

  it('reads, lets no other writer in between, then writes and commits', async () => {
    const key = newSubmissionKey();
    const { id, otherWriteMeanwhile } = await inTransaction(database, async (executor) => {
      // A read first, as a submission's duplicate check reads before it inserts.
      await executor.db.selectFrom('enquiries').select('id').execute();
      let otherWriteMeanwhile: unknown = 'written';
      try {
        otherWrite(`meanwhile-${key}`)();
      } catch (error) {
        otherWriteMeanwhile = (error as { code?: string }).code;
      }
      const stored = await storeSubmission(executor, 'enquiries', key, validValues.enquiries, {
        privacyNotice: noticeShown(),
      });
      return { id: stored.id, otherWriteMeanwhile };
    });
    expect(otherWriteMeanwhile).toBe('SQLITE_BUSY');
    expect(other.prepare('select submission_key from enquiries where id = ?').get(id)).toEqual({
      submission_key: key,
    });
    // Once committed, the other connection writes again.
    expect(otherWrite(`after-${key}`)().changes).toBe(1);
  });

  it('rolls back what it wrote when its work throws, and the next transaction runs', async () => {
    const key = newSubmissionKey();
    await expect(
      inTransaction(database, async (executor) => {
        await storeSubmission(executor, 'enquiries', key, validValues.enquiries, {
          privacyNotice: noticeShown(),
        });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(other.prepare('select 1 from enquiries where submission_key = ?').get(key)).toBe(
      undefined,
    );
    const next = newSubmissionKey();
    await inTransaction(database, (executor) =>
      storeSubmission(executor, 'enquiries', next, validValues.enquiries, {
        privacyNotice: noticeShown(),
      }),
    );
    expect(
      other.prepare('select 1 as found from enquiries where submission_key = ?').get(next),
    ).toEqual({
      found: 1,
    });
  });
});
