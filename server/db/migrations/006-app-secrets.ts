import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Secrets the server makes itself and every instance must share: today the key that signs
 * rate-limit buckets (server/app-secret.ts). The counters kept so far were keyed with a bare
 * SHA-256 of the address or email, which a guess can reverse: they are dropped, so the table
 * holds no such hash any more (their windows are at most 15 minutes).
 */
export function appSecretsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      await sql`delete from rate_limits`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('app_secrets').execute();
    },
  };
}
