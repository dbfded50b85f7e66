import { systemActor } from '#schemas/organisers/audit-log.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import type { Executor } from '#server/db/database.ts';
import { mailDomain, queueMails } from '#server/mail/outbox.ts';
import { yourDataEnvelope } from '#server/mail/your-data-mail.ts';
import { findOwnRecords } from './person-records.ts';

/**
 * Carrying out an ask for a "Your data" link (docs/decisions/047-your-data.md): a mail goes out
 * only when a form was sent from exactly that address
 * (docs/decisions/051-your-data-exact-address-and-stored-asks.md); it belongs to her newest such
 * form's row, like her other mails. The worker of server/privacy/your-data-asks.ts calls it at its
 * own pace, never the request that asked.
 */

/** Looks `email` up and queues her link if a form was sent from it; records the ask either way. */
export async function sendYourDataLink(
  executor: Executor,
  email: string,
  now = Date.now(),
): Promise<{ mailed: boolean }> {
  const records = await findOwnRecords(executor, email);
  const own = records.rows.at(-1);
  if (own) {
    await queueMails(
      executor,
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
  await recordAudit(executor, {
    actor: systemActor,
    action: 'person.access-link',
    target: 'mail_outbox',
    rowCount: own ? 1 : 0,
  });
  return { mailed: own !== undefined };
}
