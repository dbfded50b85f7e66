import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { eventsOfApplicants } from '#server/applications/applicants.ts';
import { countQuery, pageQuery, sqliteSearchReadOrder } from '#server/applications/listing.ts';
import { statusSearchIndexName } from '#server/db/migrations/011-status-search-index.ts';
import { statusesOf } from '#schemas/applications/review-statuses.ts';
import type { Database } from '#server/db/database.ts';
import { searchIndexName } from '#server/db/migrations/005-search-index.ts';
import {
  createMigratedTestDatabase,
  testEngine,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/**
 * How each engine answers an admin search (decision 015): what the planner says it will do,
 * since the results are the same either way and only the time differs.
 */
describe(`admin search plans on ${testEngine()}`, () => {
  let testDatabase: MigratedTestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createMigratedTestDatabase();
    database = testDatabase.database;
  });
  afterAll(() => testDatabase.close());

  const search = { search: 'lumen', filter: '', offset: 0, limit: 100 };

  async function plan(explain: string, query: CompiledQuery, setup?: string): Promise<string> {
    return database.db.transaction().execute(async (trx) => {
      if (setup) await sql.raw(setup).execute(trx);
      const { rows } = await trx.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => String(Object.values(row).at(-1))).join('\n');
    });
  }

  // The trigram index serves a search only if its expression is the one the search compares.
  it.runIf(testEngine() === 'postgres')(
    "answers each admin view's search from that table's trigram index",
    async () => {
      for (const view of Object.values(adminViews)) {
        // Without the setting, a table of a few rows is read whole whatever the indexes.
        const explained = await plan(
          'explain',
          pageQuery(database, view, search).compile(),
          'set local enable_seqscan = off',
        );
        expect(explained, view.table).toContain(
          `Bitmap Index Scan on ${searchIndexName(view.table)}`,
        );
      }
    },
  );

  it.runIf(testEngine() === 'sqlite')(
    'sorts the matches without the order index, or walks it, as asked',
    async () => {
      for (const view of Object.values(adminViews)) {
        const orderIndex = `${view.table}_created_at_id_idx`;
        const sorting = await plan(
          'explain query plan',
          pageQuery(database, view, search, 'sort-matches').compile(),
        );
        expect(sorting, view.table).not.toContain(orderIndex);
        expect(sorting, view.table).toContain('USE TEMP B-TREE FOR ORDER BY');
        const walking = await plan(
          'explain query plan',
          pageQuery(database, view, search, 'walk-index').compile(),
        );
        expect(walking, view.table).toContain(orderIndex);
        expect(walking, view.table).not.toContain('TEMP B-TREE');
      }
    },
  );

  // The multi-event filter reads each applicant's events from one index, not from the rows
  // (migration 010): at 100,000 rows the difference is the filter's whole time budget.
  it('answers the multi-event filter from the applicant-events index', async () => {
    for (const table of ['event_registrations', 'retreat_applications'] as const) {
      const query = pageQuery(database, adminViews[table], { ...search, search: '', multi: true });
      const explained =
        testEngine() === 'sqlite'
          ? await plan('explain query plan', query.compile())
          : await plan('explain', query.compile(), 'set local enable_seqscan = off');
      expect(explained, table).toMatch(
        testEngine() === 'sqlite'
          ? new RegExp(`SCAN s USING COVERING INDEX ${table}_applicant_events_idx`)
          : new RegExp(`Index Only Scan using ${table}_applicant_events_idx on ${table} s`),
      );
    }
  });

  // Migration 011: a status tab reads only its own entries of one index, in the list's order.
  it.runIf(testEngine() === 'sqlite')(
    "answers a status tab's page and count from that table's status-search index",
    async () => {
      for (const view of Object.values(adminViews)) {
        const status = statusesOf(view.table)[1]!;
        for (const query of [
          { ...search, status },
          { ...search, search: '', status },
        ]) {
          const index = `${statusSearchIndexName(view.table)} (status=?)`;
          const walking = await plan(
            'explain query plan',
            pageQuery(database, view, query, 'walk-index').compile(),
          );
          expect(walking, view.table).toContain(index);
          expect(walking, view.table).not.toContain('TEMP B-TREE');
          const counting = await plan(
            'explain query plan',
            countQuery(database, view, query).compile(),
          );
          expect(counting, view.table).toContain(`USING COVERING INDEX ${index}`);
        }
      }
    },
  );

  // Found when migration 011 first led with the spam flag: for a page of 50 keys the planner
  // scanned that index for "suspected_spam = 0" and took 190 ms instead of 1.
  it("reads the other events of a page's applicants from the applicant-events index", async () => {
    const keys = Array.from({ length: 50 }, (_, index) => `person-${index}@example.com`);
    for (const table of ['event_registrations', 'leadership_labs_applications'] as const) {
      const query = eventsOfApplicants(database, table, keys).compile();
      const explained =
        testEngine() === 'sqlite'
          ? await plan('explain query plan', query)
          : await plan('explain', query, 'set local enable_seqscan = off');
      expect(explained, table).toContain(`${table}_applicant_events_idx`);
    }
  });

  it('walks the order index on SQLite only when the matches are many for the page', () => {
    const page = { ...search, offset: 0, limit: 100 };
    expect(sqliteSearchReadOrder(0, page)).toBe('sort-matches');
    expect(sqliteSearchReadOrder(500, page)).toBe('sort-matches');
    expect(sqliteSearchReadOrder(501, page)).toBe('walk-index');
    expect(sqliteSearchReadOrder(30_000, page)).toBe('walk-index');
    // Deep pages need more matches before the walk pays.
    expect(sqliteSearchReadOrder(30_000, { ...page, offset: 9_900 })).toBe('sort-matches');
  });
});
