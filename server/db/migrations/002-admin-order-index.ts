import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { submissionTableNames } from './001-initial.ts';

/**
 * The admin lists and exports newest first by (created_at, id) and pages on that pair; a
 * composite index lets both engines walk it instead of sorting the table.
 */
export function adminOrderIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of submissionTableNames) {
        await db.schema
          .createIndex(`${table}_created_at_id_idx`)
          .on(table)
          .columns(['created_at', 'id'])
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of submissionTableNames) {
        await db.schema.dropIndex(`${table}_created_at_id_idx`).execute();
      }
    },
  };
}
