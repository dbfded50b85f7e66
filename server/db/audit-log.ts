import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { londonInstant } from '#schemas/shared/london-time.ts';
import type {
  AuditAction,
  AuditDetails,
  AuditEntry,
  AuditList,
  AuditQuery,
} from '#schemas/organisers/audit-log.ts';
import type { Executor } from './database.ts';
import type { AuditLogTable } from './schema.ts';

/**
 * What one entry records (schemas/organisers/audit-log.ts); `actor` is an account's email or
 * `system`.
 */
export type AuditRecord = {
  actor: string;
  action: AuditAction;
  target?: string | null;
  targetId?: number | null;
  rowCount?: number | null;
  details?: AuditDetails;
};

/**
 * Writes one entry of the audit log (docs/decisions/043-the-audit-log.md). Every action calls it
 * with the executor of its own transaction, so the entry is kept if and only if the action is:
 * a refused or rolled-back action (a 400, a stale save, a rehearsed decision) leaves none.
 * The one place that inserts into `audit_log`; nothing deletes from it.
 *
 * With `repeatsWithin` (ms), an entry like one already written in the same window of that length
 * (same action, actor, target and facts) is counted in that one's `times` instead: a flood of
 * failed sign-ins is a few entries with counts (docs/decisions/053). The unique key decides it in
 * the database, so writers at the same moment on any instance make one entry.
 */
export async function recordAudit(
  executor: Executor,
  record: AuditRecord,
  { repeatsWithin, now = new Date() }: { repeatsWithin?: number; now?: Date } = {},
): Promise<void> {
  const details = JSON.stringify(record.details ?? {});
  const entry = {
    at: now.toISOString(),
    actor: record.actor,
    action: record.action,
    target: record.target ?? null,
    target_id: record.targetId ?? null,
    row_count: record.rowCount ?? null,
    details,
  };
  if (repeatsWithin === undefined) {
    await executor.db.insertInto('audit_log').values(entry).execute();
    return;
  }
  // A hash: the key names the entry without holding its actor's address a second time.
  const window = Math.floor(now.getTime() / repeatsWithin);
  const repeatKey = createHash('sha256')
    .update(
      JSON.stringify([window, repeatsWithin, entry.action, entry.actor, entry.target, details]),
    )
    .digest('hex');
  await executor.db
    .insertInto('audit_log')
    .values({ ...entry, repeat_key: repeatKey })
    .onConflict((conflict) =>
      conflict.column('repeat_key').doUpdateSet({ times: sql<number>`audit_log.times + 1` }),
    )
    .execute();
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A stored row as the API answers it. */
export function auditEntryOf(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    target: row.target,
    targetId: row.target_id === null ? null : Number(row.target_id),
    rowCount: row.row_count === null ? null : Number(row.row_count),
    details: JSON.parse(row.details) as AuditDetails,
    times: Number(row.times),
  };
}

/** A page of entries, newest first, with the count matching the filters and every actor. */
export async function listAudit(
  executor: Executor,
  query: AuditQuery,
): Promise<Omit<AuditList, 'actorNames' | 'eventTitles'>> {
  const filtered = executor.db.selectFrom('audit_log').where((eb) => {
    const conditions = [];
    if (query.actor) conditions.push(eb('actor', '=', query.actor));
    if (query.action) conditions.push(eb('action', '=', query.action));
    // Dates are London days, as the admin shows times.
    if (query.from) conditions.push(eb('at', '>=', londonInstant(query.from).toISOString()));
    if (query.to) conditions.push(eb('at', '<', londonInstant(nextDay(query.to)).toISOString()));
    return eb.and(conditions);
  });
  const [rows, count, actors] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    executor.db.selectFrom('audit_log').select('actor').distinct().orderBy('actor').execute(),
  ]);
  return {
    entries: rows.map(auditEntryOf),
    matching: Number(count.total),
    actors: actors.map((row) => row.actor),
  };
}

/**
 * The titles today of the events `entries` name, by id (an event acted on, or an export of one
 * event's rows): the Audit log names an event in words. An entry keeps only the id; a deleted
 * event has no title and stays a number.
 */
export async function eventTitlesOf(
  executor: Executor,
  entries: readonly Pick<AuditEntry, 'target' | 'targetId' | 'details'>[],
): Promise<Record<string, string>> {
  const ids = new Set<number>();
  for (const entry of entries) {
    if (entry.target === 'events' && entry.targetId !== null) ids.add(entry.targetId);
    if (typeof entry.details.event === 'number') ids.add(entry.details.event);
  }
  if (ids.size === 0) return {};
  const rows = await executor.db
    .selectFrom('events')
    .select(['id', 'title'])
    .where('id', 'in', [...ids])
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), row.title]));
}
