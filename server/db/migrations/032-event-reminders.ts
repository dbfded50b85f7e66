import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { momentType, now, withId } from './engine-columns.ts';

/**
 * An event's reminders (docs/product/data.md#event_reminders):
 * - `event_reminder_settings`: when the organiser wants them, as minutes before a session's
 *   start (JSON, `[1440,120]`; `[]` turns them off); an event without a row has the defaults
 *   (schemas/events/organising/event-reminders.ts `defaultReminderOffsets`);
 * - `event_reminders`: each reminder sent, one row per event, session and offset. The row is the
 *   claim: it is written in the transaction that queues the reminder's mails, and its unique
 *   index lets one instance only write it, so a reminder goes once whatever number of servers
 *   run (server/events/organising/event-reminders.ts).
 */
export function eventRemindersMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('event_reminder_settings')
        .addColumn('event_id', 'integer', (col) =>
          col.primaryKey().references('events.id').onDelete('cascade'),
        )
        .addColumn('offsets', 'text', (col) => col.notNull())
        .addColumn('changed_by', 'text', (col) => col.notNull())
        .addColumn('changed_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .execute();
      await withId(db.schema.createTable('event_reminders'), engine)
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('session_start', momentType(engine), (col) => col.notNull())
        .addColumn('offset_minutes', 'integer', (col) => col.notNull())
        .addColumn('sent_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .addColumn('mails', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('event_reminders_once_idx')
        .on('event_reminders')
        .columns(['event_id', 'session_start', 'offset_minutes'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_reminders').execute();
      await db.schema.dropTable('event_reminder_settings').execute();
    },
  };
}
