import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  AdminListResponse,
  AdminRow,
  AdminSummary,
  AdminView,
} from '#schemas/applications/admin-views.ts';
import type { Database } from '#server/db/database.ts';
import { toBoolean } from '#server/db/schema.ts';
import { statusesOf } from '#schemas/applications/review-statuses.ts';
import { searchText } from '#server/db/search-text.ts';
import { eventNamesOfTable } from '#server/events/event-store.ts';
import {
  applicantColumnsOf,
  appliedElsewhere,
  isApplicationTable,
  otherEventsOf,
} from './applicants.ts';
import { submissionTable, type SubmissionTableBuilder } from '#server/db/submission-table.ts';

/**
 * `suspectedSpam`: list the rows whose hidden field was filled instead of the others.
 * `status`: only the rows at this review status (a status tab); empty for all.
 * `multi`: only the people who applied to several events (server/applications/applicants.ts).
 * `event`: only the rows of this event, by its key
 * (docs/decisions/061-applications-by-event-key.md); only an event form's tables have one
 * (server/routes/admin-list-filters.ts checks it).
 */
export type ListQuery = {
  search: string;
  filter: string;
  suspectedSpam?: boolean;
  status?: string;
  multi?: boolean;
  event?: number | undefined;
};

/**
 * The view's table, for a query. Its table and columns come from the view's definition, never
 * from the request (server/db/submission-table.ts says why it is typed so).
 */
function from(database: Database, view: AdminView) {
  const { db, table } = submissionTable(database, view.table);
  return db.selectFrom(table);
}

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The searched text contains `search`, ignoring case. PostgreSQL's ILIKE folds every letter;
 * SQLite's LIKE folds ASCII only, so a search with other letters (É, Ö…) compares
 * Unicode-lowered text — a slower path taken only when needed.
 */
function matchesSearch(database: Database, view: AdminView, search: string) {
  const text = searchText(database.engine, view.searchColumns);
  if (database.engine === 'postgres') {
    return sql<SqlBool>`(${text}) ilike ${likePattern(search)} escape '\\'`;
  }
  if ([...search].some((char) => char.charCodeAt(0) > 0x7f)) {
    return sql<SqlBool>`unicode_lower(${text}) like ${likePattern(search.toLowerCase())} escape '\\'`;
  }
  return sql<SqlBool>`(${text}) like ${likePattern(search)} escape '\\'`;
}

/** The rows the organiser has not been asked to judge, or only those (the spam filter). */
function spamCondition(database: Database, eb: SubmissionTableBuilder, suspected: boolean) {
  const value = database.engine === 'sqlite' ? Number(suspected) : suspected;
  return eb('suspected_spam', '=', value);
}

/** Case-insensitive search over the view's columns, the filter column's exact value, the event. */
function where(database: Database, view: AdminView, query: ListQuery) {
  return (eb: SubmissionTableBuilder): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [
      spamCondition(database, eb, query.suspectedSpam ?? false),
    ];
    if (view.filter && query.filter) {
      conditions.push(eb(view.filter.column, '=', query.filter));
    }
    if (query.event !== undefined) {
      conditions.push(eb('event_id', '=', query.event));
    }
    if (query.status) {
      conditions.push(eb('status', '=', query.status));
    }
    if (query.multi) {
      conditions.push(appliedElsewhere(database, view.table));
    }
    // Last: SQLite tests a row's conditions in the order written, and the search is the dearest.
    const search = query.search.trim();
    if (search) {
      conditions.push(matchesSearch(database, view, search));
    }
    return eb.and(conditions);
  };
}

function normaliseRow(view: AdminView, row: Record<string, unknown>) {
  const flags = new Set<string>(
    [...view.columns, ...view.csvColumns].filter((c) => c.kind === 'yes-no').map((c) => c.key),
  );
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      flags.has(key) ? toBoolean(value as number | boolean) : value,
    ]),
  );
}

async function stats(database: Database, view: AdminView): Promise<AdminSummary['stats']> {
  const hasCompany = view.columns.some((column) => column.key === 'company');
  const flag = view.flagStat?.column;
  const row = await from(database, view)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      (flag
        ? sql<number | null>`coalesce(sum(case when ${eb.ref(flag)} then 1 else 0 end), 0)`
        : sql<number | null>`null`
      ).as('flagged'),
      (hasCompany
        ? sql<number | null>`count(distinct ${eb.ref('company')})`
        : sql<number | null>`null`
      ).as('uniqueCompanies'),
    ])
    .where((eb) => spamCondition(database, eb, false))
    .executeTakeFirstOrThrow();
  const number = (value: unknown) => (value === null ? null : Number(value));
  return {
    total: Number(row.total),
    flagged: number(row.flagged),
    uniqueCompanies: number(row.uniqueCompanies),
  };
}

/** How many rows (not suspected spam) are at each status of the view's table: the tabs' counts. */
async function statusCounts(database: Database, view: AdminView) {
  const rows = await from(database, view)
    .select((eb) => [
      eb.ref('status').$castTo<string>().as('status'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where((eb) => spamCondition(database, eb, false))
    .groupBy('status')
    .execute();
  const counts: Record<string, number> = Object.fromEntries(
    statusesOf(view.table).map((status) => [status, 0]),
  );
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * The dropdown's choices: for an event filter, every stored event of the table by its event name
 * (drafts too, the latest first), then any name stored rows hold that no event has any more; for
 * another filter, the values the rows hold.
 */
export async function filterOptions(database: Database, view: AdminView): Promise<string[]> {
  if (!view.filter) return [];
  const column = view.filter.column;
  const [events, rows] = await Promise.all([
    column === 'event_name' ? eventNamesOfTable(database, view.table) : [],
    from(database, view)
      .select((eb) => eb.ref(column).$castTo<string>().as('value'))
      .distinct()
      .orderBy('value')
      .execute(),
  ]);
  return [...new Set([...events, ...rows.map((row) => row.value)])];
}

/** The row id and each column's key once: what a query of these columns selects. */
function selected(columns: AdminView['columns'] | AdminView['csvColumns']): string[] {
  return ['id', ...new Set(columns.map((column) => column.key))];
}

/**
 * What a listed row holds: its id, the view's columns, its review status (the chip) and when it
 * was anonymised (docs/decisions/044-anonymised-rows.md): such a row reads as erased.
 */
function listedColumns(view: AdminView): string[] {
  return [...selected(view.columns), 'status', 'anonymised_at'];
}

/** Rows per query while exporting. */
export const exportPageSize = 5000;

export type PageQuery = ListQuery & { offset: number; limit: number };

/**
 * How a page of newest-first rows is read: by walking the (created_at, id) index until the page
 * is full, or by reading every match and sorting them.
 */
export type ReadOrder = 'walk-index' | 'sort-matches';

/** The query for one page of the list (not run). */
export function pageQuery(
  database: Database,
  view: AdminView,
  query: PageQuery,
  readOrder: ReadOrder = 'walk-index',
) {
  // NOTE: SQLite's unary `+` leaves a value as it is but keeps the planner from ordering by an
  // index; PostgreSQL is only ever asked to walk it.
  const order = (column: 'created_at' | 'id') =>
    readOrder === 'sort-matches' ? sql`+${sql.ref(column)}` : sql.ref(column);
  const applicant = isApplicationTable(view.table) ? applicantColumnsOf() : [];
  return from(database, view)
    .select([...new Set([...listedColumns(view), ...applicant])])
    .where(where(database, view, query))
    .orderBy(order('created_at'), 'desc')
    .orderBy(order('id'), 'desc')
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * How SQLite should read a search's page, given how many rows match (decision 015). No index
 * answers a search. Walking the order index costs one row lookup per entry until the page is
 * full; sorting the matches costs one pass over the table in storage order. Measured with
 * better-sqlite3 alone at 100,000 rows, a lookup costs about five rows of the pass (210 against
 * 39 ms for the whole table). So the walk pays only while more than five times the rows up to
 * the page's end match.
 */
export function sqliteSearchReadOrder(matching: number, query: PageQuery): ReadOrder {
  return matching > 5 * (query.offset + query.limit) ? 'walk-index' : 'sort-matches';
}

/**
 * One page of a table, newest first, and how many rows match the search and filter.
 * - A search on SQLite is counted first: the count says which way reads fewer rows, and a search
 *   that finds nothing needs nothing more.
 * - Otherwise the page comes first. A page that is not full (and not past the end) is the last
 *   one, so the matches are counted without a second pass over the table.
 */
export async function listRows(
  database: Database,
  view: AdminView,
  query: PageQuery,
): Promise<AdminListResponse> {
  if (database.engine === 'sqlite' && query.search.trim() !== '') {
    const matching = await countMatching(database, view, query);
    if (matching <= query.offset) return { rows: [], matching };
    const readOrder = sqliteSearchReadOrder(matching, query);
    return {
      rows: await listed(
        database,
        view,
        await pageQuery(database, view, query, readOrder).execute(),
      ),
      matching,
    };
  }
  const rows = await pageQuery(database, view, query).execute();
  const lastPage = rows.length < query.limit && (rows.length > 0 || query.offset === 0);
  const matching = lastPage
    ? query.offset + rows.length
    : await countMatching(database, view, query);
  return { rows: await listed(database, view, rows), matching };
}

/**
 * A page's rows as the admin gets them: the view's columns and the status, flags as booleans
 * and, for applications, the other events the same person applied to (`otherEvents`, the badge)
 * instead of the columns that found them.
 */
async function listed(
  database: Database,
  view: AdminView,
  rows: readonly unknown[],
): Promise<AdminRow[]> {
  // Every listed row holds `status` and `anonymised_at` (listedColumns).
  const stored = rows as (Record<string, unknown> & {
    status: string;
    anonymised_at: string | null;
  })[];
  if (!isApplicationTable(view.table)) {
    return stored.map((row) => ({
      ...normaliseRow(view, row),
      status: row.status,
      anonymised_at: row.anonymised_at,
    }));
  }
  const shown = new Set(listedColumns(view));
  const others = await otherEventsOf(database, view.table, stored);
  return stored.map((row, index) => {
    const visible = Object.fromEntries(Object.entries(row).filter(([key]) => shown.has(key)));
    return {
      ...normaliseRow(view, visible),
      status: row.status,
      anonymised_at: row.anonymised_at,
      otherEvents: others[index]!,
    };
  });
}

/**
 * One stored row with every column its CSV has and when it was anonymised, or undefined when
 * there is none.
 */
export async function findRow(
  database: Database,
  view: AdminView,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const columns = [...selected(view.csvColumns), 'anonymised_at'];
  const row = await from(database, view).select(columns).where('id', '=', id).executeTakeFirst();
  return row && normaliseRow(view, row as Record<string, unknown>);
}

/** The stat cards (over all rows, whatever the search) and the filter's choices. */
export async function summarise(database: Database, view: AdminView): Promise<AdminSummary> {
  const [overall, options, suspectedSpam, statuses] = await Promise.all([
    stats(database, view),
    filterOptions(database, view),
    countMatching(database, view, { search: '', filter: '', suspectedSpam: true }),
    statusCounts(database, view),
  ]);
  return { stats: overall, filterOptions: options, suspectedSpam, statusCounts: statuses };
}

/** The query counting the rows a search, filter and tab match (not run). */
export function countQuery(database: Database, view: AdminView, query: ListQuery) {
  return from(database, view)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where(database, view, query));
}

export async function countMatching(database: Database, view: AdminView, query: ListQuery) {
  const row = await countQuery(database, view, query).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The ids of the rows (not suspected spam) a search, filter, tab and event match, for a status
 * change over all of them; `tooMany` when more than `max` match.
 */
export async function matchingIds(
  database: Database,
  view: AdminView,
  query: Omit<ListQuery, 'suspectedSpam'>,
  max: number,
): Promise<{ ids: number[]; tooMany: boolean }> {
  const rows = await from(database, view)
    .select('id')
    .where(where(database, view, { ...query, suspectedSpam: false }))
    .limit(max + 1)
    .execute();
  const ids = rows.map((row) => Number(row.id));
  return ids.length > max ? { ids: [], tooMany: true } : { ids, tooMany: false };
}

/** Every matching row for the export, newest first, in pages (keyset on created_at, id). */
export async function* exportPages(
  database: Database,
  view: AdminView,
  query: ListQuery,
): AsyncGenerator<Record<string, unknown>[]> {
  const columns = selected(view.csvColumns);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const cursor = after;
    const page = await from(database, view)
      .select(columns)
      .where(where(database, view, query))
      .$if(cursor !== undefined, (qb) =>
        // A row-value comparison walks the (created_at, id) index from where the last page ended.
        qb.where((eb) =>
          eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor!.createdAt, cursor!.id)),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(exportPageSize)
      .execute();
    if (page.length > 0) yield page as Record<string, unknown>[];
    if (page.length < exportPageSize) return;
    const last = page[page.length - 1] as { created_at: string; id: number };
    after = { createdAt: last.created_at, id: last.id };
  }
}
