import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Repeated entries counted in one (docs/decisions/053): an entry
 * written with a `repeat_key` already in the table adds one to that row's `times` instead of
 * making a row, so a flood of failed sign-ins is a few rows with counts. The key is unique, so
 * two instances writing the same entry at the same moment still make one row.
 */
export function repeatedAuditEntriesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('audit_log')
        .addColumn('times', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('audit_log').addColumn('repeat_key', 'text').execute();
      await db.schema
        .createIndex('audit_log_repeat_key_idx')
        .on('audit_log')
        .column('repeat_key')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_log_repeat_key_idx').execute();
      await db.schema.alterTable('audit_log').dropColumn('repeat_key').execute();
      await db.schema.alterTable('audit_log').dropColumn('times').execute();
    },
  };
}
