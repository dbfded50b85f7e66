import { inSavepoint, inTransaction, type Database, type Executor } from './database.ts';

type Work<T> = (executor: Executor) => Promise<T>;

type Queued = {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

export type GroupCommit = {
  /** Runs `work` in a transaction and resolves once that transaction is committed. */
  run: <T>(work: Work<T>) => Promise<T>;
};

/** The most work items one transaction takes; the rest wait for the next. */
const maxBatch = 256;

/**
 * Group commit for SQLite (docs/decisions/010-group-commit.md). SQLite writes one transaction at a
 * time and, with synchronous=FULL, waits for the disk at each commit; so work that arrives while
 * a transaction is being written waits and then shares the next transaction, one disk wait for
 * the whole group. Each item runs in its own savepoint: one that throws is rolled back alone and
 * rejects alone. Every item resolves only after the commit that holds it, so nothing is
 * acknowledged before it is durable.
 *
 * PostgreSQL needs none of this (its connections commit concurrently and it groups their disk
 * waits itself): there `run` is one transaction per item.
 */
export function createGroupCommit(
  database: Database,
  { onBatch }: { onBatch?: (size: number) => void } = {},
): GroupCommit {
  if (database.engine !== 'sqlite') {
    return { run: (work) => inTransaction(database, work) };
  }

  const queue: Queued[] = [];
  let writing = false;

  async function writeBatch(batch: Queued[]) {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    await inTransaction(database, async (executor) => {
      for (const item of batch) {
        try {
          outcomes.push({
            ok: true,
            value: await inSavepoint(executor, () => item.work(executor)),
          });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
    // NOTE: after settling: a throwing observer must not reject work that is committed.
    onBatch?.(batch.length);
  }

  function scheduleWrite() {
    if (writing || queue.length === 0) return;
    writing = true;
    // After the requests already read from the sockets have queued their work.
    setImmediate(() => {
      const batch = queue.splice(0, maxBatch);
      writeBatch(batch)
        .catch((error: unknown) => {
          // The commit itself failed: nothing of the batch is stored.
          for (const item of batch) item.reject(error);
        })
        .finally(() => {
          writing = false;
          scheduleWrite();
        });
    });
  }

  return {
    run: <T>(work: Work<T>) =>
      new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        scheduleWrite();
      }),
  };
}
