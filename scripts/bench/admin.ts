import { quickHash } from '#tests/fixtures/admin.ts';
import { createOrResetAdmin } from '#server/admin/accounts.ts';
import { sessionCookieName } from '#server/admin/cookies.ts';
import { createSession } from '#server/admin/sessions.ts';
import { buildApp } from '#server/app.ts';
import type { Engine } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import { seedRegistrations } from '../seed-registrations.ts';
import { createMigratedTestDatabase } from '#tests/setup/test-database.ts';
import { percentile, timed } from './stats.ts';
import { atMost, type Verdict } from './verdicts.ts';

/**
 * The admin at scale: seeds a fresh database, serves the real app on 127.0.0.1, and measures
 * over HTTP the first page of the Event registrations view, search/filter changes (p95), and a
 * full export. Used by `npm run bench:admin` and `npm run bench`.
 */
export const adminBudgets = { firstRowsMs: 1000, searchP95Ms: 200, exportMs: 5000 };

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

export type AdminResult = {
  engine: Engine;
  rows: number;
  seedSeconds: number;
  firstRowsMs: number;
  firstRowsMaxMs: number;
  searchP95Ms: number;
  searchMedianMs: number;
  exportMs: number;
};

export async function measureAdmin(engine: Engine, rows: number): Promise<AdminResult> {
  const { target, database, close } = await createMigratedTestDatabase(engine);
  try {
    const seeding = await timed(() => seedRegistrations(database, rows));
    await createOrResetAdmin(database, 'bench@example.com', 'benchmark-password', {
      hash: quickHash,
    });
    const user = await database.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
    const token = await createSession(database, user.id);
    const env = { ...loadEnv({ LOG_LEVEL: 'warn' }), database: target };
    const app = await buildApp({ env, database });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { cookie: `${sessionCookieName}=${token}` };
    const get = async (pathAndQuery: string) => {
      const response = await fetch(`${origin}/api/admin${pathAndQuery}`, { headers });
      if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
      return response;
    };
    try {
      const firstRows: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        firstRows.push(
          (await timed(() => get('/tables/event_registrations').then((r) => r.json()))).ms,
        );
      }
      const searchTimes: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const query of searches) {
          const qs = new URLSearchParams(query).toString();
          searchTimes.push(
            (await timed(() => get(`/tables/event_registrations?${qs}`).then((r) => r.json()))).ms,
          );
        }
      }
      const exported = await timed(async () => {
        const response = await get('/tables/event_registrations/export');
        const text = await response.text();
        return {
          count: Number(response.headers.get('x-row-count')),
          lines: text.split('\r\n').length - 2,
        };
      });
      if (exported.value.lines !== rows || exported.value.count !== rows) {
        throw new Error(
          `export had ${exported.value.lines} rows (header says ${exported.value.count}), expected ${rows}`,
        );
      }
      return {
        engine,
        rows,
        seedSeconds: Number((seeding.ms / 1000).toFixed(1)),
        firstRowsMs: Math.round(percentile(firstRows, 50)),
        firstRowsMaxMs: Math.round(Math.max(...firstRows)),
        searchP95Ms: Math.round(percentile(searchTimes, 95)),
        searchMedianMs: Math.round(percentile(searchTimes, 50)),
        exportMs: Math.round(exported.ms),
      };
    } finally {
      await app.close();
    }
  } finally {
    await close();
  }
}

export function adminTable(results: readonly AdminResult[]) {
  return results.map((r) => ({
    engine: r.engine,
    rows: r.rows,
    'first rows (ms, median)': r.firstRowsMs,
    'search/filter p95 (ms)': r.searchP95Ms,
    'export all (ms)': r.exportMs,
  }));
}

export function adminVerdicts(r: AdminResult): Verdict[] {
  const section = `admin ${r.engine} ${r.rows.toLocaleString('en-GB')} rows`;
  return [
    atMost(section, 'first rows, slowest of 5 (ms)', r.firstRowsMaxMs, adminBudgets.firstRowsMs),
    atMost(section, 'search/filter p95 (ms)', r.searchP95Ms, adminBudgets.searchP95Ms),
    atMost(section, 'full export (ms)', r.exportMs, adminBudgets.exportMs),
  ];
}
