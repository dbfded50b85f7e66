import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * The organiser's settings of one event (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md),
 * keyed by the event page's slug: today whether a place freed by a withdrawal goes to the next
 * person on the waitlist by itself. An event without a row has every setting off. A change of it
 * is kept in `admin_actions` (its new `event` column); an approval the setting makes is marked in
 * `status_changes.cause`, so the history says it was not a person's decision.
 */
export function eventSettingsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('event_settings')
        .addColumn('event', 'text', (col) => col.primaryKey())
        .addColumn('auto_promote', engine === 'postgres' ? 'boolean' : 'integer', (col) =>
          col.notNull(),
        )
        .addColumn('updated_by', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('admin_actions').addColumn('event', 'text').execute();
      await db.schema.alterTable('status_changes').addColumn('cause', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('status_changes').dropColumn('cause').execute();
      await db.schema.alterTable('admin_actions').dropColumn('event').execute();
      await db.schema.dropTable('event_settings').execute();
    },
  };
}
