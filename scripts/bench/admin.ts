import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { quickHash } from '#tests/fixtures/admin.ts';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import type { AdminListResponse, AdminSummary } from '#schemas/applications/admin-views.ts';
import {
  applicationStatuses,
  type StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import { createOrResetAdmin } from '#server/organisers/accounts.ts';
import { sessionCookieName } from '#server/organisers/cookies.ts';
import { createSession } from '#server/organisers/sessions.ts';
import { buildApp } from '#server/app.ts';
import type { Database, Engine } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import { seedRegistrations } from '../seed-registrations.ts';
import { createMigratedTestDatabase } from '#tests/setup/test-database.ts';
import { percentile, timed } from './stats.ts';
import { atMost, exactly, type Verdict } from './verdicts.ts';

/**
 * The admin at scale: seeds a fresh database (with a mix of review statuses and their history),
 * serves the real app on 127.0.0.1, and measures over HTTP the first page of the Event
 * registrations view, search/filter changes (p95), a full export; then its status tabs (first
 * rows, search/filter within a tab, the tabs' counts, a tab's export) and one decision over
 * 1,000 rows (docs/product/data.md#review-status). Used by `npm run bench:admin` and
 * `npm run bench`.
 */
export const adminBudgets = {
  firstRowsMs: 1000,
  searchP95Ms: 200,
  exportMs: 5000,
  statusTabFirstRowsMs: 1000,
  statusTabSearchP95Ms: 200,
  /** The summary, with every tab's count: shown with the first rows. */
  statusCountsMs: 1000,
  statusTabExportMs: 5000,
  bulkDecisionMs: 5000,
};

/** The rows one decision names: the most the API takes at once (server/routes/admin-review-routes.ts). */
export const bulkDecisionRows = 1000;

const searches = [
  { search: 'maya', filter: '' },
  { search: 'PATEL', filter: '' },
  { search: 'lumen', filter: '' },
  { search: 'engineer', filter: '' },
  { search: 'example.com', filter: 'Waves & AI' },
  { search: '', filter: 'AI Power Circle' },
  { search: 'zoe', filter: '' },
  { search: 'no such person anywhere', filter: '' },
  { search: 'o', filter: 'Waves & AI' },
  { search: 'head of data', filter: 'AI Power Circle' },
];

/** The tab whose export is timed: the largest, the applications still to decide. */
const exportedTab = 'pending';

export type BulkDecision = {
  status: 'approved' | 'declined';
  ms: number;
  /** `status_changes` rows the decision wrote (must be every row it named). */
  historyRows: number;
  /** `mail_outbox` rows for the decided rows, counted as soon as the decision answered. */
  mailsQueued: number;
};

export type AdminResult = {
  engine: Engine;
  rows: number;
  seedSeconds: number;
  firstRowsMs: number;
  firstRowsMaxMs: number;
  searchP95Ms: number;
  searchMedianMs: number;
  exportMs: number;
  /** The seeded mix, as the summary counted it. */
  statusCounts: Record<string, number>;
  statusTabFirstRowsMs: number;
  statusTabFirstRowsMaxMs: number;
  statusTabSearchP95Ms: number;
  statusTabSearchMedianMs: number;
  statusCountsMs: number;
  statusCountsMaxMs: number;
  /** The admin frame's pending counts of every place, slowest of 5. */
  placeCountsMaxMs: number;
  statusTabExportMs: number;
  statusTabExportRows: number;
  bulkDecisions: BulkDecision[];
};

type Client = {
  get: (pathAndQuery: string) => Promise<Response>;
  post: (pathAndQuery: string, body: unknown) => Promise<Response>;
};

const listPath = '/tables/event_registrations';

async function timedJson(client: Client, pathAndQuery: string): Promise<number> {
  return (await timed(() => client.get(pathAndQuery).then((r) => r.json()))).ms;
}

/** A CSV export's time and its rows, checked against the count it was expected to have. */
async function timedExport(client: Client, pathAndQuery: string, expected: number) {
  const exported = await timed(async () => {
    const response = await client.get(pathAndQuery);
    const text = await response.text();
    return {
      count: Number(response.headers.get('x-row-count')),
      lines: text.split('\r\n').length - 2,
    };
  });
  if (exported.value.lines !== expected || exported.value.count !== expected) {
    throw new Error(
      `${pathAndQuery} had ${exported.value.lines} rows (header says ${exported.value.count}), expected ${expected}`,
    );
  }
  return exported.ms;
}

async function measureStatusTabs(client: Client) {
  const summaryTimes: number[] = [];
  let summary: AdminSummary | undefined;
  for (let i = 0; i < 5; i += 1) {
    const answered = await timed(
      async () => (await (await client.get(`${listPath}/summary`)).json()) as AdminSummary,
    );
    summaryTimes.push(answered.ms);
    summary = answered.value;
  }
  const statusCounts = summary!.statusCounts;

  // The frame's counts of what waits (GET /api/admin/counts), read with every view; the
  // registrations' count must be the pending tab's.
  const placeCountTimes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answered = await timed(
      async () => (await (await client.get('/counts')).json()) as AdminCounts,
    );
    placeCountTimes.push(answered.ms);
    const pending = answered.value.tables.event_registrations;
    if (pending !== statusCounts.pending) {
      throw new Error(`/counts said ${pending} pending, the summary ${statusCounts.pending}`);
    }
  }

  // Each tab's first page, three times over.
  const firstRows: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const status of applicationStatuses) {
      firstRows.push(await timedJson(client, `${listPath}?status=${status}`));
    }
  }

  // The searches and filters again, each within a tab (a different tab each round).
  const searchTimes: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const [index, query] of searches.entries()) {
      const status = applicationStatuses[(index + round) % applicationStatuses.length]!;
      const qs = new URLSearchParams({ ...query, status }).toString();
      searchTimes.push(await timedJson(client, `${listPath}?${qs}`));
    }
  }

  const exportRows = statusCounts[exportedTab]!;
  const exportMs = await timedExport(
    client,
    `${listPath}/export?status=${exportedTab}`,
    exportRows,
  );
  return {
    statusCounts,
    statusTabFirstRowsMs: Math.round(percentile(firstRows, 50)),
    statusTabFirstRowsMaxMs: Math.round(Math.max(...firstRows)),
    statusTabSearchP95Ms: Math.round(percentile(searchTimes, 95)),
    statusTabSearchMedianMs: Math.round(percentile(searchTimes, 50)),
    statusCountsMs: Math.round(percentile(summaryTimes, 50)),
    statusCountsMaxMs: Math.round(Math.max(...summaryTimes)),
    placeCountsMaxMs: Math.round(Math.max(...placeCountTimes)),
    statusTabExportMs: Math.round(exportMs),
    statusTabExportRows: exportRows,
  };
}

/** How many rows of `table` name one of `ids` (history and outbox rows alike). */
async function rowsAbout(
  database: Database,
  table: 'status_changes' | 'mail_outbox',
  ids: number[],
) {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('submission_table', '=', 'event_registrations')
    .where('submission_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One decision over the first 1,000 pending rows, as the organiser takes it: the tab's rows
 * selected, then one POST. Afterwards the database must hold a history row for each; the mails it
 * queued are counted: they are queued in the decision's own transaction
 * (docs/decisions/018-decision-mails-and-withdraw-links.md).
 */
async function measureBulkDecision(
  client: Client,
  database: Database,
  status: BulkDecision['status'],
): Promise<BulkDecision> {
  const ids: number[] = [];
  for (let offset = 0; ids.length < bulkDecisionRows; offset += 500) {
    const page = (await (
      await client.get(`${listPath}?status=pending&limit=500&offset=${offset}`)
    ).json()) as AdminListResponse;
    if (page.rows.length === 0) throw new Error(`fewer than ${bulkDecisionRows} pending rows`);
    ids.push(...page.rows.map((row) => Number(row.id)).slice(0, bulkDecisionRows - ids.length));
  }
  const historyBefore = await rowsAbout(database, 'status_changes', ids);
  const mailsBefore = await rowsAbout(database, 'mail_outbox', ids);
  const decided = await timed(
    async () =>
      (await (
        await client.post(`${listPath}/status`, { ids, status, confirmOverCapacity: true })
      ).json()) as StatusChangeResult,
  );
  if (decided.value.changed.length !== ids.length) {
    throw new Error(`${status}: changed ${decided.value.changed.length} of ${ids.length} rows`);
  }
  const historyRows = (await rowsAbout(database, 'status_changes', ids)) - historyBefore;
  if (historyRows !== ids.length) {
    throw new Error(`${status}: ${historyRows} status_changes rows for ${ids.length} decisions`);
  }
  return {
    status,
    ms: Math.round(decided.ms),
    historyRows,
    mailsQueued: (await rowsAbout(database, 'mail_outbox', ids)) - mailsBefore,
  };
}

export async function measureAdmin(engine: Engine, rows: number): Promise<AdminResult> {
  const { target, database, close } = await createMigratedTestDatabase(engine);
  // Decision mails go to .eml files here (not the working copy's data/mail), removed after.
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'wlai-bench-admin-mail-'));
  try {
    const seeding = await timed(() => seedRegistrations(database, rows));
    await createOrResetAdmin(database, 'bench@example.com', 'benchmark-password', {
      hash: quickHash,
    });
    const user = await database.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
    const token = await createSession(database, user.id);
    const env = {
      ...loadEnv({ LOG_LEVEL: 'warn', MAIL_DIR: mailDirectory }),
      database: target,
    };
    const app = await buildApp({ env, database });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { cookie: `${sessionCookieName}=${token}` };
    const checked = async (pathAndQuery: string, response: Response) => {
      if (!response.ok) {
        throw new Error(`${pathAndQuery}: HTTP ${response.status} ${await response.text()}`);
      }
      return response;
    };
    const client: Client = {
      get: async (pathAndQuery) =>
        checked(pathAndQuery, await fetch(`${origin}/api/admin${pathAndQuery}`, { headers })),
      post: async (pathAndQuery, body) =>
        checked(
          pathAndQuery,
          await fetch(`${origin}/api/admin${pathAndQuery}`, {
            method: 'POST',
            headers: { ...headers, origin, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
    };
    try {
      const firstRows: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        firstRows.push(await timedJson(client, listPath));
      }
      const searchTimes: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const query of searches) {
          const qs = new URLSearchParams(query).toString();
          searchTimes.push(await timedJson(client, `${listPath}?${qs}`));
        }
      }
      const exportMs = await timedExport(client, `${listPath}/export`, rows);
      const statusTabs = await measureStatusTabs(client);
      // Last: the decisions change the rows, and their mails keep the worker busy after.
      const bulkDecisions = [
        await measureBulkDecision(client, database, 'approved'),
        await measureBulkDecision(client, database, 'declined'),
      ];
      return {
        engine,
        rows,
        seedSeconds: Number((seeding.ms / 1000).toFixed(1)),
        firstRowsMs: Math.round(percentile(firstRows, 50)),
        firstRowsMaxMs: Math.round(Math.max(...firstRows)),
        searchP95Ms: Math.round(percentile(searchTimes, 95)),
        searchMedianMs: Math.round(percentile(searchTimes, 50)),
        exportMs: Math.round(exportMs),
        ...statusTabs,
        bulkDecisions,
      };
    } finally {
      await app.close();
    }
  } finally {
    await close();
    rmSync(mailDirectory, { recursive: true, force: true });
  }
}

export function adminTable(results: readonly AdminResult[]) {
  return results.map((r) => ({
    engine: r.engine,
    rows: r.rows,
    'first rows (ms, median)': r.firstRowsMs,
    'search/filter p95 (ms)': r.searchP95Ms,
    'export all (ms)': r.exportMs,
    'tab first rows (ms, median)': r.statusTabFirstRowsMs,
    'tab search/filter p95 (ms)': r.statusTabSearchP95Ms,
    'tab counts (ms, median)': r.statusCountsMs,
    'place counts (ms, slowest)': r.placeCountsMaxMs,
    [`export ${exportedTab} tab (ms)`]: r.statusTabExportMs,
    ...Object.fromEntries(
      r.bulkDecisions.flatMap((d) => [
        [`${d.status} ${bulkDecisionRows} (ms)`, d.ms],
        [`${d.status}: mails queued`, d.mailsQueued],
      ]),
    ),
  }));
}

export function adminVerdicts(r: AdminResult): Verdict[] {
  const section = `admin ${r.engine} ${r.rows.toLocaleString('en-GB')} rows`;
  const decisionRows = bulkDecisionRows.toLocaleString('en-GB');
  return [
    atMost(section, 'first rows, slowest of 5 (ms)', r.firstRowsMaxMs, adminBudgets.firstRowsMs),
    atMost(section, 'search/filter p95 (ms)', r.searchP95Ms, adminBudgets.searchP95Ms),
    atMost(section, 'full export (ms)', r.exportMs, adminBudgets.exportMs),
    atMost(
      section,
      `status tab first rows, slowest of ${3 * applicationStatuses.length} (ms)`,
      r.statusTabFirstRowsMaxMs,
      adminBudgets.statusTabFirstRowsMs,
    ),
    atMost(
      section,
      'status tab with search/filter p95 (ms)',
      r.statusTabSearchP95Ms,
      adminBudgets.statusTabSearchP95Ms,
    ),
    atMost(
      section,
      'status tab counts (summary), slowest of 5 (ms)',
      r.statusCountsMaxMs,
      adminBudgets.statusCountsMs,
    ),
    atMost(
      section,
      'pending counts of every place (frame), slowest of 5 (ms)',
      r.placeCountsMaxMs,
      adminBudgets.statusCountsMs,
    ),
    atMost(
      section,
      `export of the ${exportedTab} tab, ${r.statusTabExportRows.toLocaleString('en-GB')} rows (ms)`,
      r.statusTabExportMs,
      adminBudgets.statusTabExportMs,
    ),
    ...r.bulkDecisions.flatMap((d) => [
      atMost(
        section,
        `${d.status}: ${decisionRows} rows in one decision (ms)`,
        d.ms,
        adminBudgets.bulkDecisionMs,
      ),
      exactly(
        section,
        `${d.status}: mails queued by that decision`,
        d.mailsQueued,
        bulkDecisionRows,
      ),
    ]),
  ];
}
