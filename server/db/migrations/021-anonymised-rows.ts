import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { submissionTableNames } from './001-initial.ts';

/**
 * Rows can be anonymised (docs/decisions/044-anonymised-rows.md; docs/product/data.md#anonymised-rows):
 * every submission table and `mail_outbox` gain `anonymised_at` (ISO-8601 UTC text, as
 * `created_at`), null until the row's personal values are cleared by an erasure or by retention.
 * The row itself stays, so counts per event, statuses and event names are what they were.
 */
export function anonymisedRowsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of [...submissionTableNames, 'mail_outbox']) {
        await db.schema.alterTable(name).addColumn('anonymised_at', 'text').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of [...submissionTableNames, 'mail_outbox']) {
        await db.schema.alterTable(name).dropColumn('anonymised_at').execute();
      }
    },
  };
}
