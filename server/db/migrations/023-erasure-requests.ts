import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * Erasure requests (docs/decisions/047-your-data.md, docs/product/data.md#erasure_requests): a
 * person asked, from her "Your data" link, for what is held for her address to be erased; the
 * organiser confirms it, or it is carried out by itself once due. A row keeps only the address
 * (to find her records when it is carried out), when it was asked, when it is due and its
 * outcome; the address is cleared when it is carried out.
 */
export function erasureRequestsMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('erasure_requests');
      table =
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey());
      await table
        .addColumn('email', 'text')
        .addColumn('requested_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('due_at', timestamp, (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('carried_out_at', timestamp)
        .addColumn('carried_out_by', 'text')
        .execute();
      // One open request per address: asking twice finds the first. A carried-out request has
      // no address, so it never blocks a new one.
      await db.schema
        .createIndex('erasure_requests_email_idx')
        .on('erasure_requests')
        .column('email')
        .unique()
        .execute();
      await db.schema
        .createIndex('erasure_requests_due_idx')
        .on('erasure_requests')
        .columns(['status', 'due_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('erasure_requests').execute();
    },
  };
}
