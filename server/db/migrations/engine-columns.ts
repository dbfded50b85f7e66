import { sql, type CreateTableBuilder } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * What the two engines spell differently in a new table, written once for the migrations from
 * 031 on (those before keep the lines they were written with): an id column, a moment's type and
 * "now" as its default.
 */

/** `id`: an identity column on PostgreSQL, SQLite's integer primary key (its rowid). */
export function withId<Table extends string>(
  table: CreateTableBuilder<Table, never>,
  engine: Engine,
): CreateTableBuilder<Table, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey());
}

/** A moment: `timestamptz(3)` on PostgreSQL, ISO-8601 text on SQLite. */
export function momentType(engine: Engine) {
  return engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
}

/** Now, as a moment column's default, in the form {@link momentType} stores. */
export function now(engine: Engine) {
  return engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
