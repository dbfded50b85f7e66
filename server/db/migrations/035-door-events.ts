import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { momentType, now } from './engine-columns.ts';

/**
 * The doors a `door` account works (docs/product/data.md#door_events,
 * docs/decisions/045-organiser-roles.md): one row per account and event an owner gave her. The
 * rows go with the account or the event.
 */
export function doorEventsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('door_events')
        .addColumn('admin_user_id', 'integer', (col) =>
          col.notNull().references('admin_users.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('given_by', 'text', (col) => col.notNull())
        .addColumn('given_at', momentType(engine), (col) => col.notNull().defaultTo(now(engine)))
        .addPrimaryKeyConstraint('door_events_pk', ['admin_user_id', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('door_events').execute();
    },
  };
}
