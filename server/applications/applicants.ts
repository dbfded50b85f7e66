import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Database } from '#server/db/database.ts';
import { eventKeyOf } from '#server/db/submission-rows.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { submissionEvents } from '#server/events/event-store.ts';

/**
 * People who applied to several events
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events): the same
 * `applicant_key` (schemas/applications/applicant-key.ts, indexed by migration 009) on rows of
 * different events. Enquiries are no event; suspected spam is no application. A row's event is its
 * key,
 * `event_id` (docs/decisions/061-applications-by-event-key.md): two events of one name stay two.
 */

const applicationTables = (Object.keys(reviewKinds) as SubmissionTable[]).filter(
  (table) => reviewKinds[table] === 'application',
);

export function isApplicationTable(table: SubmissionTable): boolean {
  return reviewKinds[table] === 'application';
}

/**
 * Not kept as suspected spam, written as migration 010's partial index states it (a literal, not a
 * parameter): only then does the index serve the query.
 */
function notSpam(database: Database, alias: string) {
  const value = database.engine === 'sqlite' ? sql.lit(0) : sql.lit(false);
  return sql<SqlBool>`${sql.ref(`${alias}.suspected_spam`)} = ${value}`;
}

/**
 * The rows of `table` whose applicant also applied to another event: their key is among the keys
 * of the other application tables, or, in a table of several events, among the keys with rows
 * of two of its events. One `in (…)` over a set built once per query, not a probe per row.
 */
export function appliedElsewhere(database: Database, table: SubmissionTable): RawBuilder<SqlBool> {
  const others = applicationTables
    .filter((other) => other !== table)
    .map(
      (other) =>
        sql`select o.applicant_key from ${sql.table(other)} as o where ${notSpam(database, 'o')}`,
    );
  const sameTable = sql`select s.applicant_key from ${sql.table(table)} as s
    where ${notSpam(database, 's')}
    group by s.applicant_key having min(s.event_id) <> max(s.event_id)`;
  return sql<SqlBool>`${sql.ref(`${table}.applicant_key`)} in (${sql.join(
    [...others, sameTable],
    sql` union all `,
  )})`;
}

/** An event as the badge names it: its title, else (a row of no event) its view's. */
async function eventLabel(
  eventOf: ReturnType<typeof submissionEvents>,
  table: SubmissionTable,
  row: Readonly<Record<string, unknown>>,
): Promise<string> {
  return (await eventOf(row))?.document.title ?? adminViews[table].title;
}

/** What tells two events apart: the key, or the table for a row of no event. */
function eventIdentity(table: SubmissionTable, row: Readonly<Record<string, unknown>>): string {
  const key = eventKeyOf(row);
  return key === null ? `${table}\u0000` : String(key);
}

/** The columns a listed row needs for {@link otherEventsOf}, beyond the view's own. */
export function applicantColumnsOf(): string[] {
  return ['applicant_key', 'event_id'];
}

/**
 * The events (not kept as spam) of table `table` that the applicants `keys` applied to: the
 * query, not run. It reads migration 010's index by key, for a page's many keys too
 * (tests/api/admin-search-plans.test.ts).
 */
export function eventsOfApplicants(
  database: Database,
  table: SubmissionTable,
  keys: readonly string[],
) {
  const { db, table: name } = submissionTable(database, table);
  return db
    .selectFrom(name)
    .select(['applicant_key', 'event_id'])
    .distinct()
    .where('applicant_key', 'in', keys)
    .where(notSpam(database, table));
}

/**
 * For each row (listed with {@link applicantColumnsOf}), the other events its applicant applied
 * to, by label: one indexed lookup per application table for the page's keys.
 */
export async function otherEventsOf(
  database: Database,
  table: SubmissionTable,
  rows: readonly Record<string, unknown>[],
): Promise<string[][]> {
  const keys = [
    ...new Set(rows.map((row) => row.applicant_key).filter((key) => typeof key === 'string')),
  ] as string[];
  const eventsByKey = new Map<string, Map<string, string>>();
  const eventOf = submissionEvents(database);
  if (keys.length > 0) {
    await Promise.all(
      applicationTables.map(async (other) => {
        const found = (await eventsOfApplicants(database, other, keys).execute()) as {
          applicant_key: string;
          event_id: number | null;
        }[];
        for (const row of found) {
          const label = await eventLabel(eventOf, other, row);
          // Read after the await: the other tables' lookups add to the same person's events.
          const events = eventsByKey.get(row.applicant_key) ?? new Map<string, string>();
          events.set(eventIdentity(other, row), label);
          eventsByKey.set(row.applicant_key, events);
        }
      }),
    );
  }
  return rows.map((row) => {
    const events = eventsByKey.get(String(row.applicant_key)) ?? new Map<string, string>();
    const own = eventIdentity(table, row);
    return [...events]
      .filter(([id]) => id !== own)
      .map(([, label]) => label)
      .sort((a, b) => a.localeCompare(b, 'en-GB'));
  });
}
