import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { adminViews } from '#schemas/admin-views.ts';
import { reviewKinds } from '#schemas/review-statuses.ts';
import { submissionForms, type SubmissionTable } from '#schemas/submission-forms.ts';
import type { Database } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { submissionEvents } from '#server/events/event-store.ts';

/**
 * People who applied to several events
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events): the same
 * `applicant_key` (schemas/applicant-key.ts, indexed by migration 009) on rows of different
 * events. Enquiries are no event; suspected spam is no application. An event is a table, and
 * within a table that holds several (event_registrations, retreat_applications) its `event_name`.
 */

const applicationTables = (Object.keys(reviewKinds) as SubmissionTable[]).filter(
  (table) => reviewKinds[table] === 'application',
);

export function isApplicationTable(table: SubmissionTable): boolean {
  return reviewKinds[table] === 'application';
}

/** The column that tells a table's events apart, when it holds more than one. */
function eventColumnOf(table: SubmissionTable): 'event_name' | null {
  const context = submissionForms[table].context as Record<string, unknown>;
  return Object.hasOwn(context, 'event_name') ? 'event_name' : null;
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
  const column = eventColumnOf(table);
  const sameTable = column
    ? [
        sql`select s.applicant_key from ${sql.table(table)} as s where ${notSpam(database, 's')}
            group by s.applicant_key having min(${sql.ref(`s.${column}`)}) <> max(${sql.ref(`s.${column}`)})`,
      ]
    : [];
  return sql<SqlBool>`${sql.ref(`${table}.applicant_key`)} in (${sql.join(
    [...others, ...sameTable],
    sql` union all `,
  )})`;
}

/**
 * An event as the badge names it: its event name, else its stored event's title (a table that
 * stores no name holds one event), else its view's.
 */
async function eventLabel(
  eventOf: ReturnType<typeof submissionEvents>,
  table: SubmissionTable,
  eventName: unknown,
): Promise<string> {
  if (typeof eventName === 'string' && eventName) return eventName;
  return (await eventOf(table, {}))?.document.title ?? adminViews[table].title;
}

function eventId(table: SubmissionTable, eventName: unknown): string {
  return `${table}\u0000${typeof eventName === 'string' ? eventName : ''}`;
}

/** The columns a listed row needs for {@link otherEventsOf}, beyond the view's own. */
export function applicantColumnsOf(table: SubmissionTable): string[] {
  const column = eventColumnOf(table);
  return column ? ['applicant_key', column] : ['applicant_key'];
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
  const column = eventColumnOf(table);
  return db
    .selectFrom(name)
    .select(column ? ['applicant_key', column] : ['applicant_key'])
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
          event_name?: string;
        }[];
        for (const row of found) {
          const events = eventsByKey.get(row.applicant_key) ?? new Map<string, string>();
          events.set(
            eventId(other, row.event_name),
            await eventLabel(eventOf, other, row.event_name),
          );
          eventsByKey.set(row.applicant_key, events);
        }
      }),
    );
  }
  return rows.map((row) => {
    const events = eventsByKey.get(String(row.applicant_key)) ?? new Map<string, string>();
    const own = eventId(table, row.event_name);
    return [...events]
      .filter(([id]) => id !== own)
      .map(([, label]) => label)
      .sort((a, b) => a.localeCompare(b, 'en-GB'));
  });
}
