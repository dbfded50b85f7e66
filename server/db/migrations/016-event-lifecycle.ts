import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * What the organiser does to an event after it is written (docs/decisions/035-events-are-data.md;
 * docs/product/data.md#events-tables):
 * - `applications_closed_at`: when she closed its applications by hand; null while open;
 * - `cancelled_at` and `cancellation_message`: when she cancelled it and what she told the people
 *   who had applied (the page keeps it up with a notice);
 * - `calendar_sequence`: the calendar file's SEQUENCE, raised whenever a published event's time or
 *   place changes and when it is cancelled, so calendars take the newer file;
 * - `cover_image` and `cover_alt`: the cover photo she uploaded (its stored name) and the words
 *   she wrote for it; null for the generated artwork.
 */
export function eventLifecycleMigration(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  const columns = [
    ['applications_closed_at', timestamp],
    ['cancelled_at', timestamp],
    ['cancellation_message', sql`text`],
    ['cover_image', sql`text`],
    ['cover_alt', sql`text`],
  ] as const;
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, type] of columns) {
        await db.schema.alterTable('events').addColumn(name, type).execute();
      }
      await db.schema
        .alterTable('events')
        .addColumn('calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const name of ['calendar_sequence', ...columns.map(([column]) => column)]) {
        await db.schema.alterTable('events').dropColumn(name).execute();
      }
    },
  };
}
