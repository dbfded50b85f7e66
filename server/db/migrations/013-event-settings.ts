import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * The organiser's settings of one event (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md),
 * keyed by the event page's slug: today whether a place freed by a withdrawal goes to the next
 * person on the waitlist by itself. An event without a row has every setting off.
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
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_settings').execute();
    },
  };
}
