import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { resultsDir } from './results-file.ts';
import { round } from './stats.ts';
import { verdict, type Verdict } from './verdicts.ts';

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

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof categories)[number];

export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** Strictly below. */
  cls: 0.02,
  /** Strictly below, in milliseconds. */
  tbtMs: 100,
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
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
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
  };
}

function reportFile(pagePath: string): string {
  const slug = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_');
  return path.join(resultsDir, 'lighthouse', `${slug}.json`);
}

/**
 * Runs Lighthouse `runs` times per page and keeps the run with the median performance score
 * (Lighthouse's own advice for its run-to-run variance); every run's score is kept beside it.
 */
export async function runLighthouse(
  origin: string,
  {
    pages = lighthousePages,
    runs = lighthouseRuns,
  }: { pages?: readonly string[]; runs?: number } = {},
): Promise<LighthouseResult[]> {
  mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumFlags],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const pagePath of pages) {
      const page: { result: LighthouseResult; lhr: Result }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const runner = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...categories],
        });
        if (!runner) throw new Error(`Lighthouse returned no result for ${pagePath}`);
        page.push({ result: summarise(pagePath, runner.lhr), lhr: runner.lhr });
      }
      const byScore = [...page].sort(
        (a, b) => a.result.scores.performance - b.result.scores.performance,
      );
      const median = byScore[Math.floor(byScore.length / 2)]!;
      writeFileSync(reportFile(pagePath), JSON.stringify(median.lhr));
      results.push({
        ...median.result,
        performanceRuns: page.map(({ result }) => result.scores.performance),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
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
    'TBT (ms)': r.metrics.tbtMs,
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
      'TBT (ms)',
      `< ${b.tbtMs}`,
      (r) => r.metrics.tbtMs,
      (n) => n < b.tbtMs,
    ),
  ];
}
