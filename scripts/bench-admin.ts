/**
 * `npm run bench:admin [-- --registrations 100000]`: the admin at scale, on SQLite and PostgreSQL.
 * Seeds a fresh database per engine, serves the real app on 127.0.0.1, and measures over HTTP:
 * the first page of the Event registrations view, search/filter changes (p95), and a full export.
 * Prints a table and writes bench-results/admin.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createOrResetAdmin } from '#server/admin/accounts.ts';
import { sessionCookieName } from '#server/admin/cookies.ts';
import { hashPassword } from '#server/admin/password.ts';
import { createSession } from '#server/admin/sessions.ts';
import { buildApp } from '#server/app.ts';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadEnv, type DatabaseTarget } from '#server/env.ts';
import { seedRegistrations } from './seed-registrations.ts';

const budgets = { firstRowsMs: 1000, searchP95Ms: 200, exportMs: 5000 };

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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

async function postgresTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `wlai_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: 'postgres', connectionString: url.toString() },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

function sqliteTarget(): { target: DatabaseTarget; drop: () => Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wlai-bench-'));
  return {
    target: { engine: 'sqlite', path: path.join(dir, 'site.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function benchEngine(engine: DatabaseTarget['engine'], rows: number) {
  const { target, drop } = engine === 'sqlite' ? sqliteTarget() : await postgresTarget();
  const database = createDatabase(target);
  try {
    await migrateToLatest(database);
    const seeding = await timed(() => seedRegistrations(database, rows));
    await createOrResetAdmin(database, 'bench@example.com', 'benchmark-password', {
      hash: (password) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
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
    await database.close();
    await drop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { registrations: { type: 'string', default: '100000' } },
  });
  const rows = Number(values.registrations);
  const results = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    console.log(`Seeding ${rows.toLocaleString('en-GB')} registrations on ${engine}…`);
    results.push(await benchEngine(engine, rows));
  }
  console.table(
    results.map((r) => ({
      engine: r.engine,
      rows: r.rows,
      'first rows (ms, median)': r.firstRowsMs,
      'search/filter p95 (ms)': r.searchP95Ms,
      'export all (ms)': r.exportMs,
    })),
  );
  const verdicts = results.flatMap(
    (r) =>
      [
        [
          `${r.engine} first rows ≤ ${budgets.firstRowsMs} ms`,
          r.firstRowsMaxMs <= budgets.firstRowsMs,
        ],
        [
          `${r.engine} search p95 ≤ ${budgets.searchP95Ms} ms`,
          r.searchP95Ms <= budgets.searchP95Ms,
        ],
        [`${r.engine} export ≤ ${budgets.exportMs} ms`, r.exportMs <= budgets.exportMs],
      ] as const,
  );
  for (const [label, ok] of verdicts) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/admin.json',
    JSON.stringify({ date: new Date().toISOString(), budgets, results }, null, 2),
  );
  console.log('Wrote bench-results/admin.json');
  if (verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
