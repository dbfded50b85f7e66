import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { momentType, now, withId } from './engine-columns.ts';

/**
 * The messages an organiser writes to an event's guests (docs/product/data.md#event_messages):
 * who they went to (`audience`: approved, waitlisted, pending or all), the subject and words she
 * wrote, who sent it, when, and how many mails it queued. Each mail renders from its row
 * (server/mail/event-message-mails.ts). `request_key` is the key her browser sent with it: the
 * same message sent twice (a double click, a retry after a lost answer) is sent once.
 */
export function eventMessagesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('event_messages'), engine)
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('audience', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('sent_by', 'text', (col) => col.notNull())
        .addColumn('sent_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
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
