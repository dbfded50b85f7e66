import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { submissionTableNames } from './001-initial.ts';

/**
 * The mail outbox (docs/decisions/017-mail-outbox-in-the-database.md): one row per mail a
 * submission causes, written in the submission's own transaction and sent by the server's worker
 * (server/mail/worker.ts). Scheduling times are epoch milliseconds, compared as numbers on both
 * engines. Every submission table also gains `suspected_spam`: a form whose hidden field was
 * filled is stored, flagged, instead of dropped (docs/product/additions.md#suspected-spam).
 * `admin_actions` records what the organiser does to mails and rows.
 */
export function mailOutboxMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  const boolean = engine === 'postgres' ? ('boolean' as const) : ('integer' as const);
  const falseValue = engine === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('mail_outbox');
      table =
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey());
      await table
        .addColumn('message_id', 'text', (col) => col.notNull().unique())
        .addColumn('submission_table', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        .addColumn('last_attempt_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      // The worker's question: which queued mails are due, soonest first.
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // The admin's: the mails of one row.
      await db.schema
        .createIndex('mail_outbox_submission_idx')
        .on('mail_outbox')
        .columns(['submission_table', 'submission_id'])
        .execute();

      // What the organiser did (retry a mail, judge suspected spam), kept to be seen again.
      let actions = db.schema.createTable('admin_actions');
      actions =
        engine === 'postgres'
          ? actions.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : actions.addColumn('id', 'integer', (col) => col.primaryKey());
      await actions
        .addColumn('admin_email', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('submission_table', 'text')
        .addColumn('submission_id', 'integer')
        .addColumn('mail_id', 'integer')
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();

      for (const name of submissionTableNames) {
        await db.schema
          .alterTable(name)
          .addColumn('suspected_spam', boolean, (col) => col.notNull().defaultTo(falseValue))
          .execute();
        // NOTE: no index: the admin's list walks (created_at, id) and skips flagged rows as it
        // reads them; an index on the flag would lead both planners away from that walk and from
        // the search index (tests/api/admin-search-plans.test.ts).
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of submissionTableNames) {
        await db.schema.alterTable(name).dropColumn('suspected_spam').execute();
      }
      await db.schema.dropTable('admin_actions').execute();
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
