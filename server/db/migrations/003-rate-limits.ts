import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * Rate-limit counters live in the database so that every server process sharing it counts
 * the same hits (docs/decisions/009-rate-limits-in-the-database.md). `bucket` is the SHA-256 of
 * `scope:key`, never the address or email itself; `window_started_at` is epoch milliseconds.
 */
export function rateLimitsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (col) => col.primaryKey())
        .addColumn('window_started_at', 'bigint', (col) => col.notNull())
        .addColumn('hits', 'integer', (col) => col.notNull());
      // NOTE: on SQLite the rows then live in the primary-key b-tree itself: one b-tree to
      // write per hit instead of a rowid table plus the bucket's own index.
      if (engine === 'sqlite') table = table.modifyEnd(sql`without rowid`);
      await table.execute();
      // The sweep deletes by window start.
      await db.schema
        .createIndex('rate_limits_window_started_at_idx')
        .on('rate_limits')
        .column('window_started_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
