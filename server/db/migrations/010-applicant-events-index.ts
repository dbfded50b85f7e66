import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * The admin flags people who applied to several events and filters by it (docs/product/screens.md,
 * "The address, selection and people of several events"; server/applications/applicants.ts). That
 * reads, per application table, each applicant's events among the rows not kept as spam; an index
 * holding all three columns answers it without reading a row (measured at 100,000 registrations,
 * SQLite: 150 ms through migration 009's index, 30 ms with this one; PostgreSQL: 130 ms with a hash
 * of every row, 35 ms walking this index).
 * - SQLite: partial, over the rows not kept as spam. NOTE: it serves only a query that states the
 *   condition as written here, with the literal (server/applications/applicants.ts `notSpam`).
 * - PostgreSQL: the spam flag as an included column. A partial index there would also be the
 *   planner's cheapest way to the rows not kept as spam for every other admin query, in place of
 *   the search's trigram index (tests/api/admin-search-plans.test.ts).
 * The tables are frozen here as they were.
 */
const tables: { name: string; eventColumn: boolean }[] = [
  { name: 'event_registrations', eventColumn: true },
  { name: 'virtual_event_registrations', eventColumn: true },
  { name: 'retreat_applications', eventColumn: true },
  { name: 'leadership_labs_applications', eventColumn: false },
  { name: 'private_evening_applications', eventColumn: false },
];

export function applicantEventsIndexMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { name, eventColumn } of tables) {
        const indexName = `${name}_applicant_events_idx`;
        const columns = eventColumn ? ['applicant_key', 'event_name'] : ['applicant_key'];
        if (engine === 'sqlite') {
          await db.schema
            .createIndex(indexName)
            .on(name)
            .columns(columns)
            .where(sql<boolean>`suspected_spam = 0`)
            .execute();
        } else {
          await sql`create index ${sql.id(indexName)} on ${sql.table(name)}
            (${sql.join(columns.map((column) => sql.id(column)))}) include (suspected_spam)`.execute(
            db,
          );
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const { name } of tables) {
        await db.schema.dropIndex(`${name}_applicant_events_idx`).execute();
      }
    },
  };
}
