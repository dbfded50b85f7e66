import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { seededEventDocuments } from '../event-seed.ts';
import type { DatabaseSchema } from '../schema.ts';

/**
 * `events.motif`: what an event's generated picture shows (docs/design.md#artwork;
 * docs/decisions/039-event-files-made-on-request.md), null for the brand's shapes alone. The
 * events seeded by migration 015 get theirs here: that seed writes only the columns of 015.
 */
export function eventMotifMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const events = (await db.introspection.getTables()).find((table) => table.name === 'events');
      // NOTE: SQLite does not run a migration in one transaction (Kysely): a run stopped after
      // adding the column completes when it is run again.
      if (!events?.columns.some((column) => column.name === 'motif')) {
        await db.schema.alterTable('events').addColumn('motif', 'text').execute();
      }
      const typed = db as Kysely<DatabaseSchema>;
      for (const document of seededEventDocuments()) {
        if (!document.motif) continue;
        await typed
          .updateTable('events')
          .set({ motif: document.motif })
          .where('slug', '=', document.slug)
          .where('motif', 'is', null)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('events').dropColumn('motif').execute();
    },
  };
}
