import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { submissionTableNames } from './001-initial.ts';

/**
 * The (created_at, id) index of migration 002 serves every query the (created_at) index of 001
 * served; keeping both only made every submission update one more index.
 */
export function dropCreatedAtIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of submissionTableNames) {
        await db.schema.dropIndex(`${table}_created_at_idx`).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of submissionTableNames) {
        await db.schema
          .createIndex(`${table}_created_at_idx`)
          .on(table)
          .column('created_at')
          .execute();
      }
    },
  };
}
