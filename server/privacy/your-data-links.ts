import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '#schemas/audit-log.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Database } from '#server/db/database.ts';
import { mailDomain, queueMails, recipientAddress } from '#server/mail/outbox.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import { yourDataEnvelope } from '#server/mail/your-data-mail.ts';
import { findPersonRecords, type PersonRecords } from './person-records.ts';

/**
 * Asking for a "Your data" link (docs/decisions/047-your-data.md). The page's answer is the same
 * whatever is held, and so is the request's work: the request only hands the address to the desk
 * below, which looks it up after the answer has gone, so neither the answer nor its time tells
 * whether the address is known. A mail goes out only when a form of hers was sent from exactly
 * that address; it belongs to that form's row, like her other mails.
 */

/**
 * Her newest form sent from exactly `address`. The lookup finds every spelling of an address
 * (schemas/applicant-key.ts); the link goes only to an address a form of hers was sent from, so
 * a `+tag` nobody used cannot have another's data mailed to it.
 */
function ownRow(records: PersonRecords) {
  return records.rows.findLast(
    ({ row }) => typeof row.email === 'string' && recipientAddress(row.email) === records.address,
  );
}

/** Looks `email` up and queues her link if anything is held; records the ask either way. */
export async function sendYourDataLink(
  database: Database,
  email: string,
  now = Date.now(),
): Promise<{ mailed: boolean }> {
  return inTransaction(database, async (trx) => {
    const records = await findPersonRecords(trx, email);
    const own = ownRow(records);
    if (own) {
      await queueMails(
        trx,
        [
          {
            submission: { table: own.table, id: Number(own.row.id) },
            envelope: yourDataEnvelope(records.address),
          },
        ],
        { domain: mailDomain, now },
      );
    }
    // The count is for the organiser (the audit is hers alone); never the address.
    await recordAudit(trx, {
      actor: systemActor,
      action: 'person.access-link',
      target: 'mail_outbox',
      rowCount: own ? 1 : 0,
    });
    return { mailed: own !== undefined };
  });
}

/** Asks waiting at most; past it an ask is dropped (the per-client limit keeps far below it). */
const mostWaiting = 1000;

export type YourDataDesk = {
  /** Hands an address over; returns at once. */
  ask: (email: string) => void;
  /** Resolves once every ask handed over so far is done (tests, and a stopping server). */
  settled: () => Promise<void>;
};

/** Looks up the asks one after another, in this process, after their answers have gone. */
export function createYourDataDesk({
  database,
  mailWorker,
  log,
}: {
  database: Database;
  mailWorker: Pick<MailWorker, 'wake'>;
  log: FastifyBaseLogger;
}): YourDataDesk {
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  const handle = async (email: string) => {
    try {
      const { mailed } = await sendYourDataLink(database, email);
      if (mailed) mailWorker.wake();
    } catch (error) {
      // The error's code only: a database error may quote the address.
      log.error(
        { code: (error as { code?: unknown }).code ?? 'unknown' },
        'a "Your data" link could not be made',
      );
    } finally {
      waiting -= 1;
    }
  };
  return {
    ask(email) {
      if (waiting >= mostWaiting) {
        log.warn('a "Your data" request was dropped: too many waiting');
        return;
      }
      waiting += 1;
      queue = queue.then(() => handle(email));
    },
    settled: () => queue,
  };
}
