import { isEventTable } from '#schemas/events/event-document.ts';
import { auditEntryOf, recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Executor } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { submissionEvents } from '#server/events/event-store.ts';
import { systemActor } from '#schemas/organisers/audit-log.ts';
import { eventDays } from '#schemas/events/event-schedule.ts';
import { retentionRules, type RetentionRule } from '#schemas/privacy/retention.ts';
import type {
  RetentionDue,
  RetentionOverview,
  RetentionRun,
  RetentionTableForecast,
} from '#schemas/privacy/retention-overview.ts';
import { type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { anonymiseRows } from './anonymise.ts';
import { scrubAfterErasure } from './scrub-after-erasure.ts';
import type { DailyWork } from './daily-work.ts';
import { londonDay } from '#schemas/shared/london-time.ts';
import { retentionEndsAt } from './retention-dates.ts';

/**
 * Retention (docs/decisions/048-retention-job.md; docs/product/data.md#retention): when each
 * held row's period ends, by its table's rule (schemas/privacy/retention.ts), the job's step that
 * anonymises the rows past it, and the admin's forecast of what falls due next. The job and the
 * forecast read the same {@link heldRowEnds}, so what the admin is told is what the job does.
 */

/** A row not yet anonymised, and the instant from which it is past its period. */
type HeldRowEnd = { id: number; endsAt: Date };

/** `compute` remembered by its key, for one pass over a table's rows. */
function memoised<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = compute(key)));
    return value;
  };
}

/** What one pass over a table's rows looks up once: events, London days, ends of periods. */
function lookups(executor: Executor, rule: RetentionRule) {
  // NOTE: London moves its clocks on the hour (01:00 UTC), so every instant of one UTC hour
  // falls on the same London day: a stored time's day is looked up by its hour.
  const dayOfHour = memoised((hour) => londonDay(new Date(`${hour}:00:00Z`)));
  return {
    dayOf: (stored: string) => dayOfHour(new Date(stored).toISOString().slice(0, 13)),
    endOf: memoised((startDay) => retentionEndsAt(startDay, rule.months)),
    // Each event is looked up once, by its key.
    eventOf: submissionEvents(executor),
  };
}

/**
 * The day a row's period counts from, by its rule:
 * - `received`: the day it was stored; `last-change`: the day of its last change, else stored;
 * - `event`: the last day of its event (a month-only event's is the month's last day), or its
 *   last change if that is later: a row that arrived or changed after the event (a form left
 *   open, a late decision) is kept its full period from then. A series (no last day) and a row
 *   whose event is no longer stored count from the last change.
 */
async function startDayOf(
  rule: RetentionRule,
  row: Record<string, unknown>,
  { dayOf, eventOf }: ReturnType<typeof lookups>,
): Promise<string> {
  const received = dayOf(row.created_at as string);
  if (rule.from === 'received') return received;
  const changedAt = row.status_changed_at as string | null;
  const lastChange = changedAt === null ? received : dayOf(changedAt);
  if (rule.from === 'last-change' || !isEventTable(rule.table)) return lastChange;
  const event = await eventOf(row);
  const lastDay = event ? eventDays(event.document.schedule).lastDay : null;
  return lastDay !== null && lastDay > lastChange ? lastDay : lastChange;
}

/** Every row of the rule's table not yet anonymised, with when its period ends. */
async function heldRowEnds(executor: Executor, rule: RetentionRule): Promise<HeldRowEnd[]> {
  const { db, table } = submissionTable(executor, rule.table);
  const rows = await db
    .selectFrom(table)
    .select([
      'id',
      'created_at',
      'status_changed_at',
      ...(isEventTable(rule.table) ? ['event_id'] : []),
    ])
    .where('anonymised_at', 'is', null)
    .orderBy('id')
    .execute();
  const looked = lookups(executor, rule);
  const ends: HeldRowEnd[] = [];
  for (const row of rows) {
    const startDay = await startDayOf(rule, row, looked);
    ends.push({ id: Number(row.id), endsAt: looked.endOf(startDay) });
  }
  return ends;
}

/** Rows anonymised per transaction: a run over many rows never holds the database for long. */
const rowsPerBatch = 200;

/**
 * The retention step of the daily job (server/privacy/daily-job.ts): anonymises every row past
 * its period (server/privacy/anonymise.ts), table by table, in batches, each batch in its own
 * transaction; then writes one `retention.run` entry (actor `system`) with the rows per table,
 * 0 too, and the mails cleared with them. Rows anonymised meanwhile (an erasure, a run
 * elsewhere) are skipped and not counted.
 */
export async function anonymiseExpiredRows({
  database,
  now,
  log,
}: DailyWork): Promise<RetentionRun> {
  const at = now();
  const anonymised: Record<SubmissionTable, number> = Object.fromEntries(
    retentionRules.map((rule) => [rule.table, 0]),
  ) as Record<SubmissionTable, number>;
  let rows = 0;
  let mails = 0;
  for (const rule of retentionRules) {
    const due = (await heldRowEnds(database, rule))
      .filter((row) => row.endsAt <= at)
      .map((row) => row.id);
    for (let start = 0; start < due.length; start += rowsPerBatch) {
      const batch = due.slice(start, start + rowsPerBatch);
      const count = await inTransaction(database, (executor) =>
        anonymiseRows(executor, rule.table, batch, at),
      );
      anonymised[rule.table] += count.rows;
      rows += count.rows;
      mails += count.mails;
    }
  }
  await inTransaction(database, (executor) =>
    recordAudit(executor, {
      actor: systemActor,
      action: 'retention.run',
      rowCount: rows,
      details: { tables: anonymised, mails },
    }),
  );
  if (rows > 0) {
    const tables = retentionRules
      .map((rule) => rule.table)
      .filter((table) => anonymised[table] > 0);
    await scrubAfterErasure(database, tables, log);
  }
  log.info({ event: 'retention', rows, mails }, 'retention run');
  return { at: at.toISOString(), rows, anonymised, mails };
}

/** The last `retention.run` entry, as the overview shows it. */
async function lastRetentionRun(executor: Executor): Promise<RetentionRun | null> {
  const row = await executor.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'retention.run')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const entry = auditEntryOf(row);
  return {
    at: entry.at,
    rows: entry.rowCount ?? 0,
    anonymised: entry.details.tables ?? {},
    mails: entry.details.mails ?? 0,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** One table's rows due now and those falling due within `windowDays`, by day. */
async function forecastOf(
  executor: Executor,
  rule: RetentionRule,
  now: Date,
  windowDays: number,
): Promise<RetentionTableForecast> {
  const horizon = now.getTime() + windowDays * dayMs;
  let dueNow = 0;
  const byDay = new Map<string, number>();
  const dayOf = memoised((endsAt) => londonDay(new Date(endsAt)));
  for (const { endsAt } of await heldRowEnds(executor, rule)) {
    if (endsAt <= now) dueNow += 1;
    else if (endsAt.getTime() <= horizon) {
      const day = dayOf(endsAt.toISOString());
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
  }
  const upcoming: RetentionDue[] = [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, rows]) => ({ day, rows }));
  return { table: rule.table, months: rule.months, from: rule.from, dueNow, upcoming };
}

/** What the admin's Retention place shows (GET /api/admin/retention). */
export async function retentionOverview(
  executor: Executor,
  { now, windowDays, jobOn }: { now: Date; windowDays: number; jobOn: boolean },
): Promise<RetentionOverview> {
  const tables: RetentionTableForecast[] = [];
  for (const rule of retentionRules) tables.push(await forecastOf(executor, rule, now, windowDays));
  return {
    now: now.toISOString(),
    windowDays,
    jobOn,
    tables,
    lastRun: await lastRetentionRun(executor),
  };
}
