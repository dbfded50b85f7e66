import { inSavepoint, inTransaction, type Database, type Executor } from './database.ts';

type Work<T> = (executor: Executor) => Promise<T>;

type Queued<T> = {
  work: Work<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};

export type GroupCommit<T> = {
  /** Runs `work` in a transaction and resolves once that transaction is committed. */
  run: <R extends T>(work: Work<R>) => Promise<R>;
};

export type GroupCommitOptions<T> = {
  /** Told each committed group's size (tests). */
  onBatch?: (size: number) => void;
  /** Runs first in each group's transaction, outside the items' savepoints. */
  begin?: (executor: Executor) => Promise<void>;
  /**
   * Runs in the group's transaction after its items, with the values of those that succeeded:
   * what they leave to be written once for all (the intake's mails: one insert per group). If
   * it throws, the group's transaction is rolled back and every item rejects.
   */
  finish?: (executor: Executor, values: T[]) => Promise<void>;
};

/**
 * The most work items one transaction takes; the rest wait for the next. Smaller on PostgreSQL: a
 * group holds the event editor's lock shared until it commits
 * (server/applications/submission-intake.ts), and a close or cancel waits for the groups in flight.
 */
const maxBatch = { sqlite: 256, postgres: 32 } as const;

/**
 * Groups written at once: SQLite writes one transaction at a time; on PostgreSQL a few groups
 * share the pool (server/db/database.ts, 10 connections) with the rest of the server.
 */
const concurrentGroups = { sqlite: 1, postgres: 2 } as const;

/**
 * Group commit (docs/decisions/010-group-commit.md, docs/decisions/055-submissions-in-groups-on-both-engines.md):
 * work that arrives while a group is being written waits and then shares the next transaction,
 * so a group pays once for its begin, its commit's wait for the disk and `finish`. On SQLite one
 * group at a time (its one writer); on PostgreSQL a few at once, each on its own connection,
 * which also spares each item the round trips of a transaction of its own. An item that throws
 * is rolled back alone and rejects alone: on SQLite each item runs in its own savepoint; on
 * PostgreSQL its group fails, and is tried again item by item (as is a group that fails as a
 * whole, a deadlock between two groups). Every item resolves only after the commit that holds
 * it, so nothing is acknowledged before it is durable.
 */
export function createGroupCommit<T = unknown>(
  database: Database,
  { onBatch, begin, finish }: GroupCommitOptions<T> = {},
): GroupCommit<T> {
  const queue: Queued<T>[] = [];
  let writing = 0;
  const maxWriting = concurrentGroups[database.engine];
  // NOTE: a savepoint costs SQLite nothing but PostgreSQL two round trips an item; there a
  // failing item fails its group instead, and the group is tried again item by item.
  const savepoints = database.engine === 'sqlite';

  async function writeBatch(batch: Queued<T>[]) {
    const outcomes: ({ ok: true; value: T } | { ok: false; error: unknown })[] = [];
    await inTransaction(database, async (executor) => {
      await begin?.(executor);
      for (const item of batch) {
        if (!savepoints) {
          // An item that throws fails the group, whose items are then tried alone.
          outcomes.push({ ok: true, value: await item.work(executor) });
          continue;
        }
        try {
          outcomes.push({
            ok: true,
            value: await inSavepoint(executor, () => item.work(executor)),
          });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      await finish?.(
        executor,
        outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : [])),
      );
    });
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
    // NOTE: after settling: a throwing observer must not reject work that is committed.
    onBatch?.(batch.length);
  }

  async function writeGroup(batch: Queued<T>[]) {
    try {
      await writeBatch(batch);
    } catch (error) {
      // The transaction itself failed: nothing of the group is stored.
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const item of batch) {
        await writeBatch([item]).catch((alone: unknown) => item.reject(alone));
      }
    }
  }

  function scheduleWrite() {
    if (writing >= maxWriting || queue.length === 0) return;
    writing++;
    // After the requests already read from the sockets have queued their work.
    setImmediate(() => {
      const batch = queue.splice(0, maxBatch[database.engine]);
      // Another group scheduled meanwhile may have taken them all.
      const written = batch.length > 0 ? writeGroup(batch) : Promise.resolve();
      void written.finally(() => {
        writing--;
        scheduleWrite();
      });
    });
  }

  return {
    run: <R extends T>(work: Work<R>) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: T) => void, reject });
        scheduleWrite();
      }),
  };
}
