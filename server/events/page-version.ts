import { sql } from 'kysely';
import type { Executor } from '#server/db/database.ts';

/**
 * What the pages showing events depend on, as one string that changes whenever they may
 * (docs/decisions/036-pages-from-the-database.md): every change of an event writes a line of its
 * history (`event_changes`), every decision or withdrawal a status change (the places left),
 * every other organiser action an `admin_actions` row. Three reads of a primary key's last entry:
 * cheap enough to ask on every request, so an edit on one instance shows on every other at once.
 */
export async function eventPagesVersion(executor: Executor): Promise<string> {
  const { rows } = await sql<{ changes: unknown; decisions: unknown; actions: unknown }>`
    select (select max(id) from event_changes) as changes,
           (select max(id) from status_changes) as decisions,
           (select max(id) from admin_actions) as actions
  `.execute(executor.db);
  const row = rows[0];
  return `${String(row?.changes ?? 0)}.${String(row?.decisions ?? 0)}.${String(row?.actions ?? 0)}`;
}
