import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * What the organiser reads of a mail (docs/decisions/034-mail-the-organiser-can-read.md):
 * - `mail_attempts`: one row per time the worker took a mail (sent, refused, or held back by the
 *   confirmation limit), with when and the error, where the outbox kept only the last.
 * - `mail_outbox.sent_body`: the body as it left (sender, text, HTML, attachments), so the mail
 *   reads afterwards as it was sent, whatever has changed since.
 * - `mail_outbox.recipient_address`: the address alone, lowercased, indexed, so a person's row
 *   lists every mail to her. Filled here from each stored envelope's `to.address`.
 */
export function mailAttemptsMigration(engine: Engine): Migration {
  const storedAddress =
    engine === 'postgres'
      ? sql`lower(trim(message::json -> 'to' ->> 'address'))`
      : sql`lower(trim(json_extract(message, '$.to.address')))`;
  return {
    async up(db: Kysely<unknown>) {
      let attempts = db.schema.createTable('mail_attempts');
      attempts =
        engine === 'postgres'
          ? attempts.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : attempts.addColumn('id', 'integer', (col) => col.primaryKey());
      await attempts
        .addColumn('mail_id', 'integer', (col) => col.notNull())
        .addColumn('attempted_at', 'bigint', (col) => col.notNull())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('mail_attempts_mail_idx')
        .on('mail_attempts')
        .columns(['mail_id', 'id'])
        .execute();

      await db.schema.alterTable('mail_outbox').addColumn('sent_body', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('recipient_address', 'text').execute();
      await db
        .updateTable('mail_outbox' as never)
        .set({ recipient_address: storedAddress } as never)
        .execute();
      await db.schema
        .createIndex('mail_outbox_recipient_idx')
        .on('mail_outbox')
        .columns(['recipient_address', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('mail_outbox_recipient_idx').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('recipient_address').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('sent_body').execute();
      await db.schema.dropTable('mail_attempts').execute();
    },
  };
}
