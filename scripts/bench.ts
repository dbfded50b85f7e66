/**
 * `npm run bench`: the site's performance budgets, measured against the production build served
 * by the real server on 127.0.0.1 (docs/performance.md). Prints tables and PASS/MISS per budget,
 * writes bench-results/bench.json, and exits non-zero when a budget is missed.
 *
 *   --only lighthouse,weight,static,events,door,submissions,submissions-postgres,admin,reminders
 *                                                        run some sections only
 *   --registrations N                                    admin rows per engine (100000)
 *   --small                                              the submission sections on a small load
 *                                                        (a check that they run; no budget)
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminBudgets, adminTable, adminVerdicts, measureAdmin } from './bench/admin.ts';
import {
  firstPaintTable,
  firstPaintVerdicts,
  hydrationTimes,
  lighthouseBudgets,
  lighthouseRuns,
  lighthouseTable,
  lighthouseVersion,
  lighthouseVerdicts,
  runLighthouse,
} from './bench/lighthouse.ts';
import {
  eventPageBudget,
  eventPagesTable,
  eventPagesVerdicts,
  measureEventPages,
} from './bench/event-pages.ts';
import { comparedPages, scriptLessPath, writeScriptLessTwins } from './bench/script-less.ts';
import { describeMachine, loadAverage } from './bench/machine.ts';
import { doorBudgets, doorTable, doorVerdicts, measureDoor } from './bench/door.ts';
import {
  measureReminders,
  reminderBudgets,
  remindersTable,
  remindersVerdicts,
} from './bench/reminders.ts';
import { measurePageWeight, pageWeightBudgets, pageWeightVerdicts } from './bench/page-weight.ts';
import { writeResults } from './bench/results-file.ts';
import {
  assertFreshBuild,
  freePort,
  startBuiltServer,
  stopBuiltServer,
} from '#tests/setup/built-server.ts';
import { createSqliteTestDatabase } from '#tests/setup/test-database.ts';
import { loadStaticPage, staticPageTable, staticPageVerdicts } from './bench/static-pages.ts';
import {
  submissionBudgets,
  submissionLoads,
  submissionsChecks,
  submissionsOnBuiltServer,
  submissionsTable,
  submissionsTitle,
  submissionsVerdicts,
} from './bench/submissions.ts';
import { printVerdicts, verdict, type Verdict } from './bench/verdicts.ts';

/** The prerendered site `npm run build` wrote. */
const builtClientDir = path.resolve('build/client');

const sections = [
  'lighthouse',
  'weight',
  'static',
  'events',
  'door',
  'submissions',
  'submissions-postgres',
  'admin',
  'reminders',
] as const;
type Section = (typeof sections)[number];

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: sections.join(',') },
      registrations: { type: 'string', default: '100000' },
      small: { type: 'boolean', default: false },
    },
  });
  const only = values.only.split(',').map((name) => name.trim());
  const unknown = only.filter((name) => !sections.includes(name as Section));
  if (unknown.length > 0) throw new Error(`--only: unknown section ${unknown.join(', ')}`);
  return {
    only: new Set(only as Section[]),
    rows: Number(values.registrations),
    small: values.small,
  };
}

function heading(title: string) {
  console.log(`\n== ${title} (${new Date().toISOString().slice(11, 19)})`);
}

/**
 * Runs one section; a section that cannot run is a MISS naming it (the bench exits non-zero) and
 * the others still run.
 */
async function section(title: string, verdicts: Verdict[], run: () => Promise<void>) {
  heading(title);
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`SECTION FAILED: ${title}: ${message}`);
    verdicts.push(verdict(title, 'section completed', `failed: ${message}`, 'completes', false));
  }
}

/** The submissions section on `engine`; `small`: a few connections for a second, its checks only. */
async function submissionsSection(
  engine: 'sqlite' | 'postgres',
  small: boolean,
  verdicts: Verdict[],
  report: Record<string, unknown>,
) {
  await section(submissionsTitle(engine), verdicts, async () => {
    const result = await submissionsOnBuiltServer(
      engine,
      small ? submissionLoads.small : submissionLoads.full,
    );
    console.table(submissionsTable(result));
    report[engine === 'sqlite' ? 'submissions' : 'submissionsPostgres'] = result;
    verdicts.push(...(small ? submissionsChecks(result) : submissionsVerdicts(result)));
  });
}

async function main() {
  const { only, rows, small } = parseOptions();
  const started = performance.now();
  const machine = describeMachine();
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine,
    budgets: {
      lighthouse: lighthouseBudgets,
      pageWeight: pageWeightBudgets,
      submissions: submissionBudgets,
      admin: adminBudgets,
      eventPages: eventPageBudget,
      door: doorBudgets,
      reminders: reminderBudgets,
    },
  };
  const verdicts: Verdict[] = [];
  console.log(
    `${machine.cores} cores, Node ${machine.node}, Debian ${machine.debian}, ${machine.chromium}; load average ${machine.loadAverageAtStart}`,
  );

  const scratch = createSqliteTestDatabase();
  assertFreshBuild();
  // Served beside the pages by the same server; gone from the build once it has read them. Read
  // from a first server (the home and event pages are rendered by it), then the bench's own.
  let twins: Awaited<ReturnType<typeof writeScriptLessTwins>> | undefined;
  if (only.has('lighthouse')) {
    const reader = await startBuiltServer({ port: await freePort(), target: scratch.target });
    try {
      twins = await writeScriptLessTwins(builtClientDir, reader.origin);
    } finally {
      await stopBuiltServer(reader);
    }
  }
  const server = await startBuiltServer({ port: await freePort(), target: scratch.target }).finally(
    () => twins?.remove(),
  );
  try {
    if (only.has('lighthouse')) {
      const title = `Lighthouse ${lighthouseVersion}, mobile defaults, median of ${lighthouseRuns} runs`;
      await section(title, verdicts, async () => {
        const results = await runLighthouse(server.origin);
        console.table(lighthouseTable(results));
        for (const r of results) {
          for (const [category, audits] of Object.entries(r.failing)) {
            console.log(`  ${r.path} ${category}: ${audits.join('; ')}`);
          }
          if (r.failedRuns.length > 0) {
            console.log(`  ${r.path} runs retried: ${r.failedRuns.join(', ')}`);
          }
        }
        report.lighthouse = results;
        verdicts.push(...lighthouseVerdicts(results));

        heading(
          'First paint beside the same pages without scripts; hydration under phone throttling',
        );
        const scriptLess = await runLighthouse(server.origin, {
          pages: comparedPages.map(scriptLessPath),
        });
        const hydrated = await hydrationTimes(server.origin, comparedPages);
        const comparison = comparedPages.map((page, index) => {
          const withScripts = results.find((r) => r.path === page)!;
          return {
            path: page,
            fcpMs: withScripts.metrics.fcpMs,
            scriptLessFcpMs: scriptLess[index]!.metrics.fcpMs,
            tbtMedianMs: withScripts.tbtMedianMs,
            scriptLessTbtMedianMs: scriptLess[index]!.tbtMedianMs,
            hydratedMs: hydrated[index]!.hydratedMs,
            hydratedRuns: hydrated[index]!.hydratedRuns,
          };
        });
        console.table(firstPaintTable(comparison));
        report.firstPaint = { comparison, scriptLess };
        verdicts.push(...firstPaintVerdicts(comparison));
      });
    }
    if (only.has('weight')) {
      await section('Page weight, first view in Chromium', verdicts, async () => {
        const result = await measurePageWeight(server.origin);
        console.table(result.pages);
        console.log('JavaScript of / (kB gzip):');
        console.table(result.homeJs);
        for (const [owner, chunks] of Object.entries(result.pageOnlyChunks)) {
          console.log(`  only ${owner}: ${chunks.join(', ')}`);
        }
        report.pageWeight = result;
        verdicts.push(...pageWeightVerdicts(result));
      });
    }
    if (only.has('static')) {
      await section('Static page under load', verdicts, async () => {
        const result = await loadStaticPage(server.origin);
        console.table(staticPageTable(result));
        report.staticPage = result;
        verdicts.push(...staticPageVerdicts(result));
      });
    }
    if (only.has('events')) {
      await section(
        'Event pages from the database beside a prerendered page',
        verdicts,
        async () => {
          const result = await measureEventPages(server.origin, scratch.target);
          console.table(eventPagesTable(result));
          report.eventPages = result;
          verdicts.push(...eventPagesVerdicts(result));
        },
      );
    }
    if (only.has('door')) {
      await section('The door on a phone, offline', verdicts, async () => {
        const result = await measureDoor(server.origin, scratch.target);
        console.table(doorTable(result));
        report.door = result;
        verdicts.push(...doorVerdicts(result));
      });
    }
  } finally {
    await stopBuiltServer(server);
    await scratch.drop();
    await rm(server.mailDirectory, { recursive: true, force: true });
  }

  if (only.has('submissions')) await submissionsSection('sqlite', small, verdicts, report);
  if (only.has('submissions-postgres')) {
    await submissionsSection('postgres', small, verdicts, report);
  }
  if (only.has('admin')) {
    await section(`Admin at ${rows.toLocaleString('en-GB')} rows`, verdicts, async () => {
      const results = [];
      for (const engine of ['sqlite', 'postgres'] as const) {
        results.push(await measureAdmin(engine, rows));
      }
      console.table(adminTable(results));
      report.admin = results;
      verdicts.push(...results.flatMap(adminVerdicts));
    });
  }

  if (only.has('reminders')) {
    await section('The reminder run', verdicts, async () => {
      const results = [];
      for (const engine of ['sqlite', 'postgres'] as const) {
        results.push(await measureReminders(engine));
      }
      console.log(remindersTable(results).join('\n'));
      report.reminders = results;
      verdicts.push(...remindersVerdicts(results));
    });
  }

  heading('Budgets');
  printVerdicts(verdicts);
  const seconds = Math.round((performance.now() - started) / 1000);
  const loadAverageAtEnd = loadAverage();
  const file = writeResults('bench.json', { ...report, seconds, loadAverageAtEnd, verdicts });
  const missed = verdicts.filter((v) => !v.ok).length;
  console.log(
    `\n${verdicts.length - missed} of ${verdicts.length} budgets met in ${seconds} s (load average ${loadAverageAtEnd}). Wrote ${file}`,
  );
  if (missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
