import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * The messages an organiser writes to an event's guests (docs/product/data.md#event_messages):
 * who they went to (`audience`: approved, waitlisted, pending or all), the subject and words she
 * wrote, who sent it, when, and how many mails it queued. Each mail renders from its row
 * (server/mail/event-message-mails.ts). `request_key` is the key her browser sent with it: the
 * same message sent twice (a double click, a retry after a lost answer) is sent once.
 */
export function eventMessagesMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('event_messages');
      table =
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey());
      await table
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('audience', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('sent_by', 'text', (col) => col.notNull())
        .addColumn('sent_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('recipients', 'integer', (col) => col.notNull())
        .addColumn('request_key', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('event_messages_request_key_idx')
        .on('event_messages')
        .column('request_key')
        .unique()
        .execute();
      await db.schema
        .createIndex('event_messages_event_idx')
        .on('event_messages')
        .column('event_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_messages').execute();
    },
  };
}
