import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { momentType, now, withId } from './engine-columns.ts';

/**
 * After an event (docs/product/data.md#event_thanks; docs/decisions/065-feedback-after-the-event.md):
 * `event_thanks`, the organiser's thank-you to the guests who came, once per event (its unique
 * event), with the question it asks and the key her browser sent (sent twice, it is sent once);
 * and `event_feedback`, each guest's answer, naming her row of the event's form table, once per
 * guest (its unique index: two answers sent at the same moment store one).
 */
export function eventFeedbackMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('event_thanks'), engine)
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().unique().references('events.id').onDelete('cascade'),
        )
        .addColumn('question', 'text', (col) => col.notNull())
        .addColumn('sent_by', 'text', (col) => col.notNull())
        .addColumn('sent_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .addColumn('mails', 'integer', (col) => col.notNull())
        .addColumn('request_key', 'text', (col) => col.notNull().unique())
        .execute();
      await withId(db.schema.createTable('event_feedback'), engine)
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('submission_table', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
        .addColumn('answer', 'text')
        .addColumn('comment', 'text')
        .addColumn('answered_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .execute();
      await db.schema
        .createIndex('event_feedback_guest_idx')
        .on('event_feedback')
        .columns(['event_id', 'submission_table', 'submission_id'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_feedback').execute();
      await db.schema.dropTable('event_thanks').execute();
    },
  };
}
