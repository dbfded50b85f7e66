/**
 * `npm run bench:admin [-- --registrations 100000]`: the admin at scale, on SQLite and PostgreSQL
 * (scripts/bench/admin.ts). Prints a table and writes bench-results/admin.json.
 */
import { parseArgs } from 'node:util';
import { adminBudgets, adminTable, adminVerdicts, measureAdmin } from './bench/admin.ts';
import { writeResults } from './bench/results-file.ts';
import { printVerdicts } from './bench/verdicts.ts';

async function main() {
  const { values } = parseArgs({
    options: { registrations: { type: 'string', default: '100000' } },
  });
  const rows = Number(values.registrations);
  const results = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    console.log(`Seeding ${rows.toLocaleString('en-GB')} registrations on ${engine}…`);
    results.push(await measureAdmin(engine, rows));
  }
  console.table(adminTable(results));
  const verdicts = results.flatMap(adminVerdicts);
  printVerdicts(verdicts);
  const file = writeResults('admin.json', {
    date: new Date().toISOString(),
    budgets: adminBudgets,
    results,
  });
  console.log(`Wrote ${file}`);
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
