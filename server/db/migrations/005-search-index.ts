import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { searchText } from '../search-text.ts';

/**
 * The columns each admin view searched when this migration was written
 * (schemas/applications/admin-views.ts). Frozen here: a view that later searches other columns
 * needs a new migration, and the API test that asks PostgreSQL's planner for each view's index
 * fails until it has one.
 */
export const searchedColumns: Record<string, readonly string[]> = {
  event_registrations: ['full_name', 'email', 'company', 'job_title'],
  virtual_event_registrations: ['full_name', 'email', 'company', 'job_title'],
  retreat_applications: ['full_name', 'email', 'company', 'job_title'],
  leadership_labs_applications: ['full_name', 'email', 'company', 'job_title'],
  private_evening_applications: ['full_name', 'email', 'company', 'job_title'],
  partnership_enquiries: ['name', 'email', 'company'],
  private_invite_requests: ['name', 'email', 'company', 'role'],
  enquiries: ['name', 'email', 'company'],
};

export function searchIndexName(table: string): string {
  return `${table}_search_idx`;
}

/**
 * The admin search looks for a term anywhere in the searched text (`ilike '%term%'`), which no
 * b-tree serves: a search that finds few rows read the whole table. On PostgreSQL a trigram GIN
 * index on that text finds the rows holding a term of three or more characters directly
 * (docs/decisions/015-admin-search-index.md). pg_trgm ships with PostgreSQL and is a trusted
 * extension since version 13, so a role with CREATE on the database (its owner, say) can create
 * it; for another role, someone who has it runs `create extension pg_trgm` once. SQLite has no
 * such index (server/applications/listing.ts reads its table in storage order instead).
 */
export function searchIndexMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      try {
        await sql`create extension if not exists pg_trgm`.execute(db);
      } catch (error) {
        throw new Error(
          `PostgreSQL did not create the pg_trgm extension the admin search needs ` +
            `(${error instanceof Error ? error.message : String(error)}). The database's owner ` +
            `or a superuser can run "create extension pg_trgm;" in this database once; then ` +
            `start the site again.`,
          { cause: error },
        );
      }
      for (const [table, columns] of Object.entries(searchedColumns)) {
        await sql`create index ${sql.id(searchIndexName(table))} on ${sql.table(table)}
          using gin ((${searchText(engine, columns)}) gin_trgm_ops)`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      for (const table of Object.keys(searchedColumns)) {
        await db.schema.dropIndex(searchIndexName(table)).execute();
      }
    },
  };
}
