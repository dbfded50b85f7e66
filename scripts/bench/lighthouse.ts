import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { resultsDir } from './results-file.ts';
import { percentile, round } from './stats.ts';
import { hydratedMark } from '#schemas/pages/page-hydration.ts';
import { verdict, type Verdict } from './verdicts.ts';

/** The Lighthouse that measures, as installed: the figures change with its major. */
export const lighthouseVersion = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium.
 * Each page's full report (its median run) is kept in bench-results/lighthouse/ for reading the
 * audits.
 */
export const lighthousePages = [
  '/',
  '/events/ai-power-circle',
  '/ai-courses',
  '/playbook',
  '/founding-25',
  '/summit',
  '/founding-member-banners',
];

/** Runs per page; the median run counts. */
export const lighthouseRuns = 3;

/**
 * After this long, each remaining page gets one run: on a busy machine a run takes several times
 * longer, and the whole benchmark must stay under 10 minutes.
 */
const sectionBudgetMs = 6 * 60_000;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof categories)[number];

export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** Strictly below. */
  cls: 0.02,
  /** Strictly below, in milliseconds. */
  tbtMs: 50,
  /**
   * A page's FCP at most this many times its script-less twin's, in the same run
   * (docs/decisions/021-hydration-after-first-paint.md).
   */
  fcpOverScriptLess: 1.25,
  /** The app's `hydrated` mark under the phone throttling, at most (ms). */
  hydratedMs: 3500,
};

const metricAudits = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

export type LighthouseResult = {
  path: string;
  scores: Record<CategoryId, number>;
  metrics: Record<keyof typeof metricAudits, number>;
  /** Scored audits below full marks, by category: what keeps a score under 100. */
  failing: Partial<Record<CategoryId, string[]>>;
  warnings: string[];
  /** Every run's performance score, in run order (the rest is the median run's). */
  performanceRuns: number[];
  /** Every run's Total Blocking Time, in run order, and their median: what the budget reads. */
  tbtRuns: number[];
  tbtMedianMs: number;
  /** Runs Lighthouse could not finish (e.g. NO_NAVSTART on a busy machine), retried. */
  failedRuns: string[];
};

/** Estimated metric savings Lighthouse gives an audit, e.g. "FCP 550 ms". */
function savings(audit: Result['audits'][string]): string {
  return Object.entries(audit.metricSavings ?? {})
    .filter(([, ms]) => (ms ?? 0) > 0)
    .map(([metric, ms]) => `${metric} ${ms} ms`)
    .join(', ');
}

/**
 * Scored audits below full marks, plus (for performance, whose score only weighs the metrics)
 * the audits that estimate a saving on a metric: what to fix first.
 */
function failingAudits(lhr: Result, category: CategoryId): string[] {
  return lhr.categories[category]!.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id]!;
    if (audit.score === null || audit.score >= 1) return [];
    const saving = savings(audit);
    if (ref.weight === 0 && saving === '') return [];
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    return [`${ref.id}${value}${ref.weight === 0 ? ` [${saving}]` : ''}`];
  });
}

function summarise(pagePath: string, lhr: Result): LighthouseResult {
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([key, id]) => {
      const value = lhr.audits[id]?.numericValue ?? Number.NaN;
      return [key, key === 'cls' ? round(value, 3) : Math.round(value)];
    }),
  ) as LighthouseResult['metrics'];
  const failing = Object.fromEntries(
    categories
      .map((id) => [id, failingAudits(lhr, id)] as const)
      .filter(([, audits]) => audits.length > 0),
  );
  return {
    path: pagePath,
    scores,
    metrics,
    failing,
    warnings: lhr.runWarnings,
    performanceRuns: [scores.performance],
    tbtRuns: [metrics.tbtMs],
    tbtMedianMs: metrics.tbtMs,
    failedRuns: [],
  };
}

function reportFile(pagePath: string): string {
  const slug = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_');
  return path.join(resultsDir, 'lighthouse', `${slug}.json`);
}

type Run = { result: LighthouseResult; lhr: Result };

/**
 * Up to `runs` completed Lighthouse runs of one page (one once `deadline` has passed). A run
 * Lighthouse could not finish is retried, up to two more attempts in all.
 */
async function auditPage(
  origin: string,
  pagePath: string,
  { port, runs, deadline }: { port: number; runs: number; deadline: number },
) {
  const done: Run[] = [];
  const failed: string[] = [];
  const wanted = () => (Date.now() < deadline ? runs : 1);
  for (let attempt = 0; done.length < wanted() && attempt < runs + 2; attempt += 1) {
    const runner = await lighthouse(`${origin}${pagePath}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!runner || runner.lhr.runtimeError) {
      failed.push(runner?.lhr.runtimeError?.code ?? 'no result');
    } else {
      done.push({ result: summarise(pagePath, runner.lhr), lhr: runner.lhr });
    }
  }
  if (done.length === 0) {
    throw new Error(`Lighthouse could not audit ${pagePath}: ${failed.join(', ')}`);
  }
  return { done, failed };
}

/** Runs `run` with a headless Debian Chromium on its debugging port, closed after. */
async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumFlags],
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times per page (fewer past the section's time budget) and keeps the run
 * with the median performance score (Lighthouse's own advice for its run-to-run variance); every
 * run's score is kept beside it.
 */
export async function runLighthouse(
  origin: string,
  {
    pages = lighthousePages,
    runs = lighthouseRuns,
  }: { pages?: readonly string[]; runs?: number } = {},
): Promise<LighthouseResult[]> {
  mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
  return withChromium(async (port) => {
    const deadline = Date.now() + sectionBudgetMs;
    const results: LighthouseResult[] = [];
    for (const pagePath of pages) {
      const { done, failed } = await auditPage(origin, pagePath, {
        port,
        runs,
        deadline,
      });
      const byScore = [...done].sort(
        (a, b) => a.result.scores.performance - b.result.scores.performance,
      );
      // The lower of two middle runs when a page got an even number of runs.
      const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
      writeFileSync(reportFile(pagePath), JSON.stringify(median.lhr));
      const tbtRuns = done.map(({ result }) => result.metrics.tbtMs);
      results.push({
        ...median.result,
        performanceRuns: done.map(({ result }) => result.scores.performance),
        tbtRuns,
        tbtMedianMs: round(percentile(tbtRuns, 50)),
        failedRuns: failed,
      });
    }
    return results;
  });
}

export function lighthouseTable(results: readonly LighthouseResult[]) {
  return results.map((r) => ({
    page: r.path,
    performance: r.scores.performance,
    'performance, each run': r.performanceRuns.join(', '),
    accessibility: r.scores.accessibility,
    'best practices': r.scores['best-practices'],
    SEO: r.scores.seo,
    CLS: r.metrics.cls,
    'TBT median (ms)': r.tbtMedianMs,
    'TBT, each run': r.tbtRuns.join(', '),
    'LCP (ms)': r.metrics.lcpMs,
    'FCP (ms)': r.metrics.fcpMs,
  }));
}

/** One verdict per budget across every page, naming the pages that miss it. */
export function lighthouseVerdicts(results: readonly LighthouseResult[]): Verdict[] {
  const check = (
    label: string,
    budget: string,
    value: (r: LighthouseResult) => number,
    ok: (n: number) => boolean,
  ): Verdict => {
    const misses = results.filter((r) => !ok(value(r)));
    const values = results.map(value);
    const measured =
      misses.length === 0
        ? `${Math.min(...values)}–${Math.max(...values)}`
        : misses.map((r) => `${r.path} ${value(r)}`).join(', ');
    return verdict('lighthouse (mobile)', label, measured, budget, misses.length === 0);
  };
  const b = lighthouseBudgets;
  return [
    ...categories.map((id) =>
      check(
        id,
        `≥ ${b[id]} on every page`,
        (r) => r.scores[id],
        (n) => n >= b[id],
      ),
    ),
    check(
      'CLS',
      `< ${b.cls}`,
      (r) => r.metrics.cls,
      (n) => n < b.cls,
    ),
    check(
      'TBT (ms), median of the runs',
      `< ${b.tbtMs}`,
      (r) => r.tbtMedianMs,
      (n) => n < b.tbtMs,
    ),
  ];
}

/**
 * When the app hydrated (its `hydrated` user-timing mark, app/lib/hydration.ts) with Lighthouse's
 * phone throttling applied to the browser itself (`devtools`): the default simulation only
 * estimates the metrics it knows from an unthrottled load, and a mark is not one of them.
 * `lighthouseRuns` runs per page, the median counts (three runs of one build varied by 0.4 s).
 */
export async function hydrationTimes(origin: string, pages: readonly string[]) {
  return withChromium(async (port) => {
    const times: { path: string; hydratedMs: number; hydratedRuns: number[] }[] = [];
    for (const pagePath of pages) {
      const runs: number[] = [];
      // A run whose trace ended before the app hydrated (Lighthouse stops at the network's and the
      // CPU's first quiet, which a throttled page can reach before its code has run) is retried,
      // and said.
      for (let attempt = 0; runs.length < lighthouseRuns; attempt += 1) {
        const mark = await hydratedMarkOnce(origin, pagePath, port);
        if (mark !== undefined) runs.push(mark);
        else if (attempt >= lighthouseRuns + 1) {
          throw new Error(
            `${pagePath}: no "${hydratedMark}" mark in ${attempt + 1} Lighthouse runs`,
          );
        } else
          console.warn(
            `${pagePath}: a Lighthouse run ended before the "${hydratedMark}" mark; run again`,
          );
      }
      times.push({ path: pagePath, hydratedMs: percentile(runs, 50), hydratedRuns: runs });
    }
    return times;
  });
}

/** The `hydrated` mark's time in one throttled Lighthouse run, if the run lasted until it. */
async function hydratedMarkOnce(
  origin: string,
  pagePath: string,
  port: number,
): Promise<number | undefined> {
  const runner = await lighthouse(`${origin}${pagePath}`, {
    port,
    logLevel: 'error',
    output: 'json',
    throttlingMethod: 'devtools',
    onlyAudits: ['user-timings'],
  });
  const items = (runner?.lhr.audits['user-timings']?.details as { items?: unknown[] })?.items;
  const mark = (items as { name: string; startTime: number }[] | undefined)?.find(
    (item) => item.name === hydratedMark,
  );
  return mark && Math.round(mark.startTime);
}

export type FirstPaintComparison = {
  path: string;
  fcpMs: number;
  scriptLessFcpMs: number;
  /**
   * The page's TBT and its script-less twin's (medians of their runs): what the twin blocks is the
   * document's own parsing, style and layout, with no script at all. Shown, not judged.
   */
  tbtMedianMs: number;
  scriptLessTbtMedianMs: number;
  /** The median of `hydratedRuns`. */
  hydratedMs: number;
  hydratedRuns: number[];
};

export function firstPaintTable(rows: readonly FirstPaintComparison[]) {
  return rows.map((r) => ({
    page: r.path,
    'FCP (ms)': r.fcpMs,
    'FCP without scripts (ms)': r.scriptLessFcpMs,
    ratio: round(r.fcpMs / r.scriptLessFcpMs, 2),
    'TBT median (ms)': r.tbtMedianMs,
    'TBT without scripts (ms)': r.scriptLessTbtMedianMs,
    'hydrated, phone throttling (ms)': r.hydratedMs,
    'hydrated, each run': r.hydratedRuns.join(', '),
  }));
}

/**
 * The first paint waits for no script, and the page is interactive soon after
 * (docs/product/rules.md#the-page-first-its-code-after).
 */
export function firstPaintVerdicts(rows: readonly FirstPaintComparison[]): Verdict[] {
  const b = lighthouseBudgets;
  const ratios = rows.map((r) => ({ r, ratio: round(r.fcpMs / r.scriptLessFcpMs, 2) }));
  const slowRatios = ratios.filter(({ ratio }) => ratio > b.fcpOverScriptLess);
  const late = rows.filter((r) => r.hydratedMs > b.hydratedMs);
  return [
    verdict(
      'lighthouse (mobile)',
      'FCP over the same page without scripts, same run',
      slowRatios.length === 0
        ? `${Math.min(...ratios.map((x) => x.ratio))}–${Math.max(...ratios.map((x) => x.ratio))}`
        : slowRatios.map(({ r, ratio }) => `${r.path} ${ratio}`).join(', '),
      `≤ ${b.fcpOverScriptLess} on every compared page`,
      slowRatios.length === 0,
    ),
    verdict(
      'lighthouse (mobile)',
      '"hydrated" mark under phone throttling (ms)',
      late.length === 0
        ? `${Math.min(...rows.map((r) => r.hydratedMs))}–${Math.max(...rows.map((r) => r.hydratedMs))}`
        : late.map((r) => `${r.path} ${r.hydratedMs}`).join(', '),
      `≤ ${b.hydratedMs} on every compared page`,
      late.length === 0,
    ),
  ];
}
