import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { submissionTableNames } from './001-initial.ts';

/**
 * One live application per person and event, kept by the database
 * (docs/decisions/023-decisions-at-the-same-moment.md;
 * docs/product/data.md#duplicate-applications).
 *
 * Every submission table gains `duplicate_of`. In the application tables a unique index over the
 * applicant key and the values the page fixes (the event) holds every row that is not suspected
 * spam, not withdrawn and not marked as a duplicate: a second insert for the same person and event
 * conflicts, however many arrive at once and on whichever instance.
 *
 * Rows stored twice before this index existed are all kept: the first of each person and event
 * (lowest id) stays as it is, and each later one gets `duplicate_of` = that first id, which leaves
 * it out of the index. Nothing else about them changes (status, mails, history).
 *
 * The tables and the columns that name their event are frozen here as they were.
 */
export const oneApplicationColumns: Record<string, readonly string[]> = {
  event_registrations: ['event_name'],
  virtual_event_registrations: ['event_name', 'event_date'],
  retreat_applications: ['event_name'],
  leadership_labs_applications: [],
  private_evening_applications: [],
};

export function oneApplicationIndexName(table: string): string {
  return `${table}_one_application_idx`;
}

export function oneApplicationPerEventMigration(engine: Engine): Migration {
  const notSpam = engine === 'postgres' ? sql`suspected_spam = false` : sql`suspected_spam = 0`;
  return {
    async up(db: Kysely<unknown>) {
      for (const name of submissionTableNames) {
        await db.schema.alterTable(name).addColumn('duplicate_of', 'integer').execute();
      }
      for (const [name, eventColumns] of Object.entries(oneApplicationColumns)) {
        const table = sql.table(name);
        const samePersonAndEvent = sql.join(
          ['applicant_key', ...eventColumns].map(
            (column) => sql`first.${sql.id(column)} = later.${sql.id(column)}`,
          ),
          sql` and `,
        );
        const live = (alias: string) =>
          sql`${sql.id(alias)}.suspected_spam = ${engine === 'postgres' ? sql`false` : sql`0`}
            and ${sql.id(alias)}.status <> 'withdrawn'`;
        await sql`update ${table} as later
          set duplicate_of = (
            select min(first.id) from ${table} as first
            where ${samePersonAndEvent} and ${live('first')}
          )
          where later.applicant_key is not null and ${live('later')}
            and exists (
              select 1 from ${table} as first
              where ${samePersonAndEvent} and ${live('first')} and first.id < later.id
            )`.execute(db);
        await db.schema
          .createIndex(oneApplicationIndexName(name))
          .on(name)
          .columns(['applicant_key', ...eventColumns])
          .unique()
          .where(sql<boolean>`${notSpam} and status <> 'withdrawn' and duplicate_of is null`)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of Object.keys(oneApplicationColumns)) {
        await db.schema.dropIndex(oneApplicationIndexName(name)).execute();
      }
      for (const name of submissionTableNames) {
        await db.schema.alterTable(name).dropColumn('duplicate_of').execute();
      }
    },
  };
}
