import { sql } from 'kysely';
import type { Engine } from './database.ts';

/**
 * A table's searched columns as one text, joined by a control character that names, emails and
 * job titles do not contain: one comparison per row instead of one per column. The admin search
 * compares against it, and PostgreSQL's trigram index (migration 005) indexes this very
 * expression, so both build it here: an index only serves a query whose expression is the same.
 */
export function searchText(engine: Engine, columns: readonly string[]) {
  const separator = engine === 'postgres' ? sql`chr(1)` : sql`char(1)`;
  return sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || ${separator} || `,
  );
}
