import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * Asks for a "Your data" link waiting to be carried out
 * (docs/decisions/051-your-data-exact-address-and-stored-asks.md, docs/product/data.md#your_data_asks):
 * every ask is stored the same way, known address or not, and the server's worker looks each up
 * at its own pace and deletes it. A row holds only the address asked for.
 */
export function yourDataAsksMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('your_data_asks');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey())
      )
        .addColumn('email', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('your_data_asks').execute();
    },
  };
}
