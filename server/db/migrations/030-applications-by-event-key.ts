import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';
import { oneApplicationIndexName } from './012-one-application-per-event.ts';

/**
 * Applications belong to their event by key (docs/decisions/061-applications-by-event-key.md):
 * every row of an event form's table gains `event_id`, a foreign key to `events`, which the
 * intake sets from the event the form was served for.
 *
 * Rows stored before are linked as they were read until now: to the first event (by id) whose
 * form writes to the table and stores the row's event name (and the virtual registrations'
 * event date). A row no event's form stores stays unlinked (null: listed under "No event") and
 * is named, by table and id, in the migration's log.
 *
 * The database's two per-event indexes go by the key from here on: one live application per
 * person and event (migration 012) and each applicant's events (migration 010), over
 * `(applicant_key, event_id)`. Rows the old index kept as duplicates keep `duplicate_of`.
 * The tables are frozen here as they were.
 */
const tables: { name: string; eventColumns: readonly string[] }[] = [
  { name: 'event_registrations', eventColumns: ['event_name'] },
  { name: 'virtual_event_registrations', eventColumns: ['event_name', 'event_date'] },
  { name: 'retreat_applications', eventColumns: ['event_name'] },
  { name: 'leadership_labs_applications', eventColumns: [] },
  { name: 'private_evening_applications', eventColumns: [] },
];

const formColumnOf: Record<string, string> = {
  event_name: 'form_event_name',
  event_date: 'form_event_date',
};

export function eventIndexName(table: string): string {
  return `${table}_event_idx`;
}

function applicantEventsIndexName(table: string): string {
  return `${table}_applicant_events_idx`;
}

/** Says which rows no event's form stores: they stay, unlinked, under "No event". */
export type UnlinkedRowsLog = (table: string, ids: readonly number[]) => void;

const warnUnlinked: UnlinkedRowsLog = (table, ids) => {
  console.warn(
    `migration 030: ${ids.length} row(s) of ${table} belong to no stored event and stay under "No event": ids ${ids.join(', ')}`,
  );
};

export function applicationsByEventKeyMigration(
  engine: Engine,
  logUnlinked: UnlinkedRowsLog = warnUnlinked,
): Migration {
  const notSpam = engine === 'postgres' ? sql`suspected_spam = false` : sql`suspected_spam = 0`;
  return {
    async up(db: Kysely<unknown>) {
      for (const { name, eventColumns } of tables) {
        const table = sql.table(name);
        await db.schema
          .alterTable(name)
          .addColumn('event_id', 'integer', (col) => col.references('events.id'))
          .execute();
        const sameEvent = sql.join(
          [
            sql`events.form_table = ${name}`,
            ...eventColumns.map(
              (column) => sql`events.${sql.id(formColumnOf[column]!)} = ${table}.${sql.id(column)}`,
            ),
          ],
          sql` and `,
        );
        await sql`update ${table} set event_id = (
            select min(events.id) from events where ${sameEvent}
          )`.execute(db);
        const { rows } = await sql<{ id: number }>`
          select id from ${table} where event_id is null order by id`.execute(db);
        if (rows.length > 0)
          logUnlinked(
            name,
            rows.map((row) => Number(row.id)),
          );

        await db.schema
          .createIndex(eventIndexName(name))
          .on(name)
          .columns(['event_id', 'status'])
          .execute();

        await db.schema.dropIndex(oneApplicationIndexName(name)).execute();
        await db.schema
          .createIndex(oneApplicationIndexName(name))
          .on(name)
          .columns(['applicant_key', 'event_id'])
          .unique()
          .where(sql<boolean>`${notSpam} and status <> 'withdrawn' and duplicate_of is null`)
          .execute();

        await db.schema.dropIndex(applicantEventsIndexName(name)).execute();
        if (engine === 'sqlite') {
          await db.schema
            .createIndex(applicantEventsIndexName(name))
            .on(name)
            .columns(['applicant_key', 'event_id'])
            .where(sql<boolean>`suspected_spam = 0`)
            .execute();
        } else {
          await sql`create index ${sql.id(applicantEventsIndexName(name))} on ${table}
            (applicant_key, event_id) include (suspected_spam)`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const { name, eventColumns } of tables) {
        const table = sql.table(name);
        await db.schema.dropIndex(applicantEventsIndexName(name)).execute();
        const columns = ['applicant_key', ...eventColumns];
        if (engine === 'sqlite') {
          await db.schema
            .createIndex(applicantEventsIndexName(name))
            .on(name)
            .columns(columns.slice(0, 2))
            .where(sql<boolean>`suspected_spam = 0`)
            .execute();
        } else {
          await sql`create index ${sql.id(applicantEventsIndexName(name))} on ${table}
            (${sql.join(columns.slice(0, 2).map((column) => sql.id(column)))}) include (suspected_spam)`.execute(
            db,
          );
        }
        await db.schema.dropIndex(oneApplicationIndexName(name)).execute();
        await db.schema
          .createIndex(oneApplicationIndexName(name))
          .on(name)
          .columns(columns)
          .unique()
          .where(sql<boolean>`${notSpam} and status <> 'withdrawn' and duplicate_of is null`)
          .execute();
        await db.schema.dropIndex(eventIndexName(name)).execute();
        await db.schema.alterTable(name).dropColumn('event_id').execute();
      }
    },
  };
}
