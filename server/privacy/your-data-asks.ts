import type { FastifyBaseLogger } from 'fastify';
import { inSavepoint, inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { roundPause } from '#server/db/round-pause.ts';
import { recipientAddress } from '#server/mail/outbox.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import { sendYourDataLink } from './send-your-data-link.ts';

/**
 * Asks for a "Your data" link, kept in the database and carried out by a worker
 * (docs/decisions/051-your-data-exact-address-and-stored-asks.md). The request stores every ask
 * the same way, one row holding only the address, whether anything is held for it or not; the
 * worker looks the asks up in rounds at its own pace and deletes each in its round's transaction.
 * So the lookup and the mail of a known address fall at a moment nobody can tie to the request
 * that asked, and an ask survives a restart.
 */

/** Stores an ask; run it in the request's transaction, after its per-client limit. */
export async function storeYourDataAsk(executor: Executor, email: string): Promise<void> {
  await executor.db
    .insertInto('your_data_asks')
    .values({ email: recipientAddress(email) })
    .execute();
}

/** Asks a round takes at most. */
const roundSize = 50;

/** An error's code only: a database error may quote the address. */
function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code ?? 'unknown';
}

/**
 * One round: takes the oldest asks, carries out each (server/privacy/send-your-data-link.ts) and
 * deletes them, in one transaction. On PostgreSQL the asks are taken `FOR UPDATE SKIP LOCKED`:
 * another instance's round skips them, and if this process dies its locks go with its connection
 * and the asks wait for the next round, as the mail outbox's rows do
 * (docs/decisions/017-mail-outbox-in-the-database.md). An ask that fails is dropped and its
 * error's code logged (the person can ask again); the round goes on.
 */
export async function carryOutYourDataAsks(
  database: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  now = Date.now(),
): Promise<{ taken: number; mailed: number }> {
  return inTransaction(database, async (executor) => {
    let oldest = executor.db
      .selectFrom('your_data_asks')
      .select(['id', 'email'])
      .orderBy('id')
      .limit(roundSize);
    if (executor.engine === 'postgres') oldest = oldest.forUpdate().skipLocked();
    const asks = await oldest.execute();
    if (asks.length === 0) return { taken: 0, mailed: 0 };
    let mailed = 0;
    for (const ask of asks) {
      try {
        const sent = await inSavepoint(executor, () => sendYourDataLink(executor, ask.email, now));
        if (sent.mailed) mailed += 1;
      } catch (error) {
        log.error({ code: codeOf(error) }, 'a "Your data" link could not be made');
      }
    }
    await executor.db
      .deleteFrom('your_data_asks')
      .where(
        'id',
        'in',
        asks.map((ask) => ask.id),
      )
      .execute();
    return { taken: asks.length, mailed };
  });
}

export type YourDataAskWorker = {
  /** Resolves once every ask stored so far is carried out (tests). */
  settled: () => Promise<void>;
  /** Finishes the round in progress, then stops; asks left wait in the database. */
  stop: () => Promise<void>;
};

/**
 * Runs a round every `pollMs` (a full round is followed by the next at once), inside the server
 * process. Nothing wakes it early: an ask's answer sets nothing in motion.
 */
export function startYourDataAskWorker({
  database,
  mailWorker,
  log,
  pollMs = 1000,
}: {
  database: Database;
  mailWorker: Pick<MailWorker, 'wake'>;
  log: FastifyBaseLogger;
  pollMs?: number;
}): YourDataAskWorker {
  let stopped = false;
  const betweenRounds = roundPause();
  let inFlight: Promise<unknown> = Promise.resolve();

  async function round(): Promise<number> {
    const { taken, mailed } = await carryOutYourDataAsks(database, log);
    if (mailed > 0) mailWorker.wake();
    return taken;
  }

  function sleep(ms: number): Promise<void> {
    return stopped ? Promise.resolve() : betweenRounds.sleep(ms);
  }

  async function run() {
    while (!stopped) {
      let taken = 0;
      try {
        const current = round();
        inFlight = current.catch(() => 0);
        taken = await current;
      } catch (error) {
        // The database is away: nothing was deleted, so nothing is lost; the next round tries.
        log.error({ code: codeOf(error) }, '"Your data" asks could not be carried out');
      }
      if (taken < roundSize) await sleep(pollMs);
    }
  }

  const running = run();
  return {
    async settled() {
      // NOTE: on PostgreSQL a round skips the asks the loop's round holds: done once none is left.
      for (;;) {
        await round();
        await inFlight;
        const left = await database.db.selectFrom('your_data_asks').select('id').limit(1).execute();
        if (left.length === 0) return;
      }
    },
    async stop() {
      stopped = true;
      betweenRounds.end();
      await running;
    },
  };
}
