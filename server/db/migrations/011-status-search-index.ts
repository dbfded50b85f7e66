import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { searchedColumns } from './005-search-index.ts';

export function statusSearchIndexName(table: string): string {
  return `${table}_status_search_idx`;
}

/**
 * SQLite has no index that finds a term inside a text (PostgreSQL's trigram index, migration
 * 005), so its admin search reads every row the other conditions leave. Those rows are wide
 * (about 600 bytes each), and the search reads only a few short columns of them. This index holds
 * what a status tab's search reads and in the order it lists: the spam flag, the status, the
 * (created_at, id) order and the searched columns (as migration 005 froze them). A search, a
 * count or a first page within a status tab reads only that tab's entries of it, in order and
 * without the rows; a search over every status reads it instead of the table.
 * Measured at 100,000 registrations (docs/performance.md, 2026-11-24): a search's count in the
 * smallest tab 190 → 2 ms, in the largest 290 → 70 ms, over every status 250 → 90 ms; the
 * database grows by a fifth.
 * PostgreSQL has its trigram index and is left as it is.
 */
export function statusSearchIndexMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      for (const [table, columns] of Object.entries(searchedColumns)) {
        await db.schema
          .createIndex(statusSearchIndexName(table))
          .on(table)
          .columns(['status', 'created_at', 'id', 'suspected_spam', ...columns])
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      for (const table of Object.keys(searchedColumns)) {
        await db.schema.dropIndex(statusSearchIndexName(table)).execute();
      }
    },
  };
}
