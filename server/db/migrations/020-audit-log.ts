import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * The audit log (docs/decisions/043-the-audit-log.md, docs/product/data.md#audit_log): one
 * append-only row per thing an organiser or the server did in the admin, written in the action's
 * own transaction by server/db/audit-log.ts. Nothing updates or deletes a row.
 */
export function auditLogMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('audit_log');
      table =
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey());
      await table
        .addColumn('at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target', 'text')
        .addColumn('target_id', 'integer')
        .addColumn('row_count', 'integer')
        .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
        .execute();
      // The view reads newest first, within dates.
      await db.schema
        .createIndex('audit_log_at_idx')
        .on('audit_log')
        .columns(['at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
