import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { momentType, now, withId } from './engine-columns.ts';

/**
 * The guests who arrived at an event's door (docs/product/data.md#check_ins;
 * docs/decisions/064-check-in-codes.md): one row per guest checked in, naming her row of the
 * event's form table. The unique index over the event and her row is what makes two phones, or
 * one phone's batch sent twice, record her arrival once. `request_key` is the key the phone made
 * for the check-in that recorded it, so that a retry of that check-in is told the same.
 */
export function checkInsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('check_ins'), engine)
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('submission_table', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('arrived_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .addColumn('checked_in_by', 'text', (col) => col.notNull())
        .addColumn('device', 'text')
        .addColumn('walk_in', engine === 'postgres' ? 'boolean' : 'integer', (col) =>
          col.notNull().defaultTo(engine === 'postgres' ? false : 0),
        )
        .addColumn('request_key', 'text', (col) => col.notNull())
        .addColumn('recorded_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .execute();
      await db.schema
        .createIndex('check_ins_guest_idx')
        .on('check_ins')
        .columns(['event_id', 'submission_table', 'submission_id'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('check_ins').execute();
    },
  };
}
