import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * Review status (docs/product/data.md#review-status): every submission table gains
 * `status` and `status_changed_at`; existing and new rows start as `pending` (applications) or
 * `new` (enquiries). `status_changes` keeps every change as history.
 * Frozen here: which tables are applications, as they were when this migration was written.
 */
const initialStatuses: Record<string, string> = {
  event_registrations: 'pending',
  virtual_event_registrations: 'pending',
  retreat_applications: 'pending',
  leadership_labs_applications: 'pending',
  private_evening_applications: 'pending',
  partnership_enquiries: 'new',
  private_invite_requests: 'new',
  enquiries: 'new',
};

export function reviewStatusMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, initial] of Object.entries(initialStatuses)) {
        await db.schema
          .alterTable(name)
          .addColumn('status', 'text', (col) => col.notNull().defaultTo(initial))
          .execute();
        await db.schema.alterTable(name).addColumn('status_changed_at', timestamp).execute();
      }

      let changes = db.schema.createTable('status_changes');
      changes =
        engine === 'postgres'
          ? changes.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : changes.addColumn('id', 'integer', (col) => col.primaryKey());
      await changes
        .addColumn('submission_table', 'text', (col) => col.notNull())
        .addColumn('submission_id', 'integer', (col) => col.notNull())
        .addColumn('from_status', 'text', (col) => col.notNull())
        .addColumn('to_status', 'text', (col) => col.notNull())
        .addColumn('admin_email', 'text')
        .addColumn('message', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('status_changes_submission_idx')
        .on('status_changes')
        .columns(['submission_table', 'submission_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('status_changes').execute();
      for (const name of Object.keys(initialStatuses)) {
        await db.schema.alterTable(name).dropColumn('status_changed_at').execute();
        await db.schema.alterTable(name).dropColumn('status').execute();
      }
    },
  };
}
