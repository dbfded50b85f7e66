import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { seedEvents } from '../event-seed.ts';
import type { DatabaseSchema } from '../schema.ts';

/**
 * Events are data (docs/decisions/035-events-are-data.md; docs/product/data.md#events-tables):
 * - `events`: one row per event, its facts as columns and its page's ordered parts as JSON;
 * - `event_private_details`: what the page keeps back for approved guests;
 * - `event_changes`: every change, who made it and the event before and after;
 * - `event_slugs`: the addresses an event had before, which redirect to it.
 * Seeded from the site's content (server/db/event-seed.ts), every event published and open.
 */
export function eventsMigration(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  const boolean = engine === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      let events = db.schema.createTable('events').ifNotExists();
      events =
        engine === 'postgres'
          ? events.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : events.addColumn('id', 'integer', (col) => col.primaryKey());
      await events
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('crumb', 'text', (col) => col.notNull())
        .addColumn('eyebrow', 'text', (col) => col.notNull())
        .addColumn('intro', 'text', (col) => col.notNull())
        .addColumn('meta_title', 'text', (col) => col.notNull())
        .addColumn('meta_description', 'text', (col) => col.notNull())
        .addColumn('schedule_kind', 'text', (col) => col.notNull())
        .addColumn('first_day', 'text', (col) => col.notNull())
        .addColumn('last_day', 'text')
        .addColumn('start_time', 'text')
        .addColumn('end_time', 'text')
        .addColumn('recurrence_rule', 'text')
        .addColumn('attendance', 'text', (col) => col.notNull())
        .addColumn('venue', 'text', (col) => col.notNull())
        .addColumn('venue_disclosure', 'text', (col) => col.notNull())
        .addColumn('map_query', 'text')
        .addColumn('capacity_kind', 'text', (col) => col.notNull())
        .addColumn('capacity_places', 'integer')
        .addColumn('price', 'text')
        .addColumn('facts', 'text', (col) => col.notNull())
        .addColumn('cta_label', 'text', (col) => col.notNull())
        .addColumn('form_kind', 'text', (col) => col.notNull())
        .addColumn('form_anchor', 'text', (col) => col.notNull())
        .addColumn('form_title', 'text', (col) => col.notNull())
        .addColumn('form_subtitle', 'text', (col) => col.notNull())
        .addColumn('form_table', 'text', (col) => col.notNull())
        .addColumn('form_event_name', 'text')
        .addColumn('form_event_date', 'text')
        .addColumn('form_submit_label', 'text', (col) => col.notNull())
        .addColumn('form_submitting_label', 'text')
        .addColumn('form_notices', 'text', (col) => col.notNull())
        .addColumn('sections', 'text', (col) => col.notNull())
        .addColumn('featured', boolean, (col) => col.notNull())
        .addColumn('listing', 'text')
        .addColumn('listing_position', 'integer')
        .addColumn('applications_close_at', timestamp)
        .addColumn('document_version', 'integer', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .addColumn('published_at', timestamp)
        .execute();
      // The listing reads published events by their first day; the forms find theirs by name.
      await db.schema
        .createIndex('events_listing_idx')
        .ifNotExists()
        .on('events')
        .columns(['status', 'first_day'])
        .execute();
      await db.schema
        .createIndex('events_form_idx')
        .ifNotExists()
        .on('events')
        .columns(['form_table', 'form_event_name'])
        .execute();

      await db.schema
        .createTable('event_private_details')
        .ifNotExists()
        .addColumn('event_id', 'integer', (col) =>
          col.primaryKey().references('events.id').onDelete('cascade'),
        )
        .addColumn('venue', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('arrival', 'text')
        .addColumn('pricing', 'text')
        .addColumn('sample', boolean, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();

      let changes = db.schema.createTable('event_changes').ifNotExists();
      changes =
        engine === 'postgres'
          ? changes.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : changes.addColumn('id', 'integer', (col) => col.primaryKey());
      await changes
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('changed_at', timestamp, (col) => col.notNull())
        .addColumn('admin_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema
        .createIndex('event_changes_event_idx')
        .ifNotExists()
        .on('event_changes')
        .columns(['event_id', 'id'])
        .execute();

      await db.schema
        .createTable('event_slugs')
        .ifNotExists()
        .addColumn('slug', 'text', (col) => col.primaryKey())
        .addColumn('event_id', 'integer', (col) =>
          col.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('retired_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('event_slugs_event_idx')
        .ifNotExists()
        .on('event_slugs')
        .column('event_id')
        .execute();

      // NOTE: PostgreSQL runs a migration in one transaction, SQLite does not (Kysely): tables
      // and indexes are created only if missing and the seed skips stored events, so a run
      // that stopped half-way on SQLite completes when it is run again.
      await seedEvents(db as Kysely<DatabaseSchema>, engine);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_slugs').execute();
      await db.schema.dropTable('event_changes').execute();
      await db.schema.dropTable('event_private_details').execute();
      await db.schema.dropTable('events').execute();
    },
  };
}
