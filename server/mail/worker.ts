import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { roundPause } from '#server/db/round-pause.ts';
import type { FormArrivals } from './form-arrivals.ts';
import { afterAttempt, attemptRecord, type OutboxRow, type SendOutcome } from './outbox.ts';
import { keptAttachments, type MailDraft } from './mail-envelope.ts';
import { isPermanentFailure, type MailTransport } from './transport.ts';

/** A row's mail, rendered from its submission; throws a {@link MailNotRenderable} if it cannot be. */
export type RenderMail = (executor: Executor, row: OutboxRow) => Promise<MailDraft>;

/** A mail that no attempt can send (its row is gone): failed at once, with this message. */
export class MailNotRenderable extends Error {
  override name = 'MailNotRenderable';
}

/**
 * A mail no longer to be sent, though nothing failed: a reminder or an update of a place she has
 * given up, of an event no longer on. Kept as `not-due`, with this message; never attempted again.
 */
export class MailNoLongerDue extends Error {
  override name = 'MailNoLongerDue';
}

export type MailWorkerOptions = {
  database: Database;
  transport: MailTransport;
  render: RenderMail;
  /**
   * Of a round's rows, the ones not to send at all, with why (confirmation-cap.ts); they are
   * marked `limited` and never attempted.
   */
  withhold?: (rows: readonly OutboxRow[]) => Promise<ReadonlyMap<number, string>>;
  from: string;
  log: FastifyBaseLogger;
  maxAttempts: number;
  maxDelayMs: number;
  /** The longest the worker sleeps with nothing due (mails queued by another instance). */
  idlePollMs?: number;
  /** Mails taken per round. */
  batchSize?: number;
  /** Mails of a round under way at once (the SMTP pool's connections). */
  concurrency?: number;
  /** The forms coming in: a round waits for a pause in them (see {@link pauseInForms}). */
  arrivals?: FormArrivals;
};

export type MailWorker = {
  /** Something was queued: look now instead of at the next poll. */
  wake: () => void;
  /** Finishes the round in progress (its sends and their marks), then stops and closes the transport. */
  stop: () => Promise<void>;
};

/** An error's SMTP reply code, else its code or name: what the log may say of a failure. */
function codeOf(error: unknown): string {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return String(responseCode);
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/** Lets the requests waiting on the event loop go first. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Before a round, the worker waits until no form has been in progress for `quietMs`; but never
 * longer than `longestWaitMs`, so a flood of forms holds mail back by at most that, a round at a
 * time (docs/decisions/056-mail-waits-for-a-pause-in-forms.md).
 */
export const pauseInForms = { quietMs: 20, longestWaitMs: 2000 } as const;

/**
 * The outbox worker: runs inside the server process, so mail is sent wherever a server runs
 * (docs/decisions/017-mail-outbox-in-the-database.md).
 *
 * On PostgreSQL each round takes its due rows with `FOR UPDATE SKIP LOCKED` in one transaction
 * and keeps them locked while it renders, sends and marks them: another instance skips them, and
 * if this process dies the connection closes, the locks go with it and the rows are due again. On
 * SQLite one process owns the file, so its one worker needs no claim. Either way a mail can be
 * sent twice only if the process stops after the SMTP server accepted it and before the mark is
 * committed; it then goes again with the same Message-ID.
 *
 * NOTE: rendering and MIME encoding run on the server's one thread. Each mail first yields to
 * the requests waiting, so a round of mail never holds a form's answer back for long.
 */
export function startMailWorker({
  database,
  transport,
  render,
  withhold = async () => new Map(),
  from,
  log,
  maxAttempts,
  maxDelayMs,
  idlePollMs = 2000,
  batchSize = 20,
  concurrency = 3,
  arrivals,
}: MailWorkerOptions): MailWorker {
  let stopped = false;
  const betweenRounds = roundPause();
  // Ended by a stop only: a wake means more mail, not a pause in the forms.
  const forPause = roundPause();
  let woken = false;

  async function attempt(executor: Executor, row: OutboxRow): Promise<SendOutcome> {
    await yieldToRequests();
    try {
      // Her links go to the transport alone; the row keeps the copy without them (mail-layout.ts).
      const { kept, ...outgoing } = await render(executor, row);
      await transport.send({
        ...outgoing,
        messageId: row.message_id,
        from,
        queuedAt: row.created_at,
      });
      return {
        ok: true,
        sent: { from, ...kept, attachments: keptAttachments(outgoing.attachments) },
      };
    } catch (error) {
      if (error instanceof MailNoLongerDue) {
        return { ok: false, withheld: error.message, as: 'not-due' };
      }
      return {
        ok: false,
        error: describe(error),
        code: codeOf(error),
        permanent: error instanceof MailNotRenderable || isPermanentFailure(error),
      };
    }
  }

  /**
   * Every row's attempt, at most `concurrency` at once, but for the rows withheld; outcomes in
   * row order.
   */
  async function attemptAll(executor: Executor, rows: OutboxRow[]): Promise<SendOutcome[]> {
    const withheld = await withhold(rows);
    const outcomes: SendOutcome[] = new Array(rows.length);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const index = next++;
        const row = rows[index]!;
        const reason = withheld.get(row.id);
        outcomes[index] =
          reason === undefined
            ? await attempt(executor, row)
            : { ok: false, withheld: reason, as: 'limited' };
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    return outcomes;
  }

  async function mark(executor: Executor, rows: OutboxRow[], outcomes: SendOutcome[]) {
    const now = Date.now();
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index]!;
      const change = afterAttempt(row, outcome, { now, maxAttempts, maxDelayMs });
      await executor.db.updateTable('mail_outbox').set(change).where('id', '=', row.id).execute();
      const fields = { event: 'mail', mailId: row.id, kind: row.kind, attempts: change.attempts };
      if (outcome.ok) log.info({ ...fields, outcome: 'sent' }, 'mail sent');
      else if ('withheld' in outcome) log.info({ ...fields, outcome: outcome.as }, 'mail not sent');
      // NOTE: the code only: an SMTP server's message often quotes the recipient's address
      // (docs/product/rules.md#personal-data-stays-out-of-logs); the row keeps the whole text.
      else log.warn({ ...fields, outcome: change.status, code: outcome.code }, 'mail not sent');
    }
    // Each attempt kept beside the row's summary, so the organiser reads every one with its error.
    if (rows.length > 0) {
      await executor.db
        .insertInto('mail_attempts')
        .values(rows.map((row, index) => attemptRecord(row, outcomes[index]!, now)))
        .execute();
    }
  }

  function due(executor: Executor, now: number) {
    return executor.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize);
  }

  /** One round; returns how many mails it took. */
  async function round(): Promise<number> {
    const now = Date.now();
    if (database.engine === 'postgres') {
      return database.db.transaction().execute(async (trx) => {
        const executor = { db: trx, engine: database.engine };
        const rows = await due(executor, now).forUpdate().skipLocked().execute();
        await mark(executor, rows, await attemptAll(executor, rows));
        return rows.length;
      });
    }
    const rows = await due(database, now).execute();
    if (rows.length === 0) return 0;
    const outcomes = await attemptAll(database, rows);
    // One commit (one disk wait) for the round's marks.
    await inTransaction(database, (executor) => mark(executor, rows, outcomes));
    return rows.length;
  }

  /** How long to sleep: until the next queued mail is due, at most `idlePollMs`. */
  async function pause(): Promise<number> {
    const next = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('status', '=', 'queued')
      .executeTakeFirst();
    const at = next?.at === null || next?.at === undefined ? undefined : Number(next.at);
    if (at === undefined) return idlePollMs;
    return Math.max(0, Math.min(idlePollMs, at - Date.now()));
  }

  function sleep(ms: number): Promise<void> {
    if (woken || stopped) return Promise.resolve();
    return betweenRounds.sleep(ms);
  }

  /** Until no form has been in progress for `quietMs`, or `longestWaitMs` has passed. */
  async function waitForPauseInForms() {
    if (!arrivals) return;
    const { quietMs, longestWaitMs } = pauseInForms;
    const giveUpAt = Date.now() + longestWaitMs;
    for (;;) {
      const now = Date.now();
      const quietAt = arrivals.busyAt() + quietMs;
      if (stopped || quietAt <= now || giveUpAt <= now) return;
      await forPause.sleep(Math.min(quietAt, giveUpAt) - now);
    }
  }

  async function run() {
    while (!stopped) {
      woken = false;
      let delay = idlePollMs;
      try {
        await waitForPauseInForms();
        const taken = await round();
        delay = taken < batchSize ? await pause() : 0;
      } catch (error) {
        // The database is away (or a bug): nothing was marked, so nothing is lost; try later.
        log.error({ event: 'mail', err: error }, 'mail worker round failed');
      }
      if (delay > 0) await sleep(delay);
    }
  }

  const running = run();
  return {
    wake: () => {
      woken = true;
      betweenRounds.end();
    },
    stop: async () => {
      stopped = true;
      betweenRounds.end();
      forPause.end();
      await running;
      transport.close();
    },
  };
}
