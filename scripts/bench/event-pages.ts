/**
 * The pages rendered from the stored events against a prerendered page, in the same run
 * (docs/performance.md; docs/decisions/036-pages-from-the-database.md): the time to an answer
 * under 50 readers at once, for the prerendered page, the event page kept in memory, and the
 * event page right after an edit (the first readers wait for its rendering).
 */
import type { AdminEventDetail } from '#schemas/events/admin-events.ts';
import type { DatabaseTarget } from '#server/env.ts';
import { createDatabase } from '#server/db/database.ts';
import { createAdmin, sessionCookieOf } from '#tests/fixtures/admin.ts';
import { runLoad } from './http-load.ts';
import { percentile, round } from './stats.ts';
import { atMost, exactly, type Verdict } from './verdicts.ts';

const prerenderedPath = '/about';
const eventPath = '/events/waves-ai';
/** The full load, and the small one `npm test` runs the section with (tests/hardening). */
export const eventPageLoads = {
  full: { readers: 50, runs: 3, seconds: 5, edits: 5 },
  small: { readers: 4, runs: 1, seconds: 1, edits: 1 },
};

/** How much slower than the prerendered page a kept event page may answer (p99). */
export const eventPageBudget = { cachedOverPrerendered: 2 };

export type EventPagesResult = {
  readers: number;
  runs: { prerenderedP99Ms: number; cachedP99Ms: number; requests: number; failed: number }[];
  prerenderedP99Ms: number;
  cachedP99Ms: number;
  ratio: number;
  afterEdit: { p50Ms: number; p99Ms: number; maxMs: number; readers: number; stale: number };
};

const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

function failedOf(result: Awaited<ReturnType<typeof runLoad>>): number {
  return result.errors + result.responses - (result.statusCounts['200'] ?? 0);
}

/** One timed GET of the page, and whether it carries `title`. */
async function timedRead(url: string, title: string): Promise<{ ms: number; fresh: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = await response.text();
  return { ms: performance.now() - started, fresh: response.ok && body.includes(title) };
}

export async function measureEventPages(
  origin: string,
  target: DatabaseTarget,
  { readers, runs, seconds, edits } = eventPageLoads.full,
): Promise<EventPagesResult> {
  const load = (path: string) =>
    runLoad({ url: `${origin}${path}`, connections: readers, seconds, headers });
  const measured: EventPagesResult['runs'] = [];
  for (let run = 0; run < runs; run++) {
    const prerendered = await load(prerenderedPath);
    const cached = await load(eventPath);
    measured.push({
      prerenderedP99Ms: prerendered.p99Ms,
      cachedP99Ms: cached.p99Ms,
      requests: prerendered.responses + cached.responses,
      failed: failedOf(prerendered) + failedOf(cached),
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const prerenderedP99Ms = median(measured.map((run) => run.prerenderedP99Ms));
  const cachedP99Ms = median(measured.map((run) => run.cachedP99Ms));

  // Right after an edit: the organiser saves, then 50 readers arrive at once.
  const database = createDatabase(target);
  const latencies: number[] = [];
  let stale = 0;
  try {
    const credentials = await createAdmin(database);
    const signedIn = await fetch(`${origin}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const cookie = sessionCookieOf(signedIn);
    if (!cookie) throw new Error(`sign-in failed: ${signedIn.status}`);
    const { id } = await database.db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', 'waves-ai')
      .executeTakeFirstOrThrow();
    for (let edit = 1; edit <= edits; edit++) {
      const detail = (await (
        await fetch(`${origin}/api/admin/events/${id}`, { headers: { cookie } })
      ).json()) as AdminEventDetail;
      const title = `Waves & AI, sailing ${edit}`;
      const saved = await fetch(`${origin}/api/admin/events/${id}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          document: { ...detail.event.document, title },
          updatedAt: detail.event.updatedAt,
        }),
      });
      if (saved.status !== 200) throw new Error(`the edit failed: ${saved.status}`);
      const reads = await Promise.all(
        Array.from({ length: readers }, () =>
          timedRead(`${origin}${eventPath}`, title.replace('&', '&amp;')),
        ),
      );
      latencies.push(...reads.map((read) => read.ms));
      stale += reads.filter((read) => !read.fresh).length;
    }
  } finally {
    await database.close();
  }
  return {
    readers,
    runs: measured,
    prerenderedP99Ms,
    cachedP99Ms,
    ratio: round(cachedP99Ms / prerenderedP99Ms, 2),
    afterEdit: {
      p50Ms: round(percentile(latencies, 50), 1),
      p99Ms: round(percentile(latencies, 99), 1),
      maxMs: round(Math.max(...latencies), 1),
      readers: latencies.length,
      stale,
    },
  };
}

export function eventPagesTable(result: EventPagesResult) {
  return [
    ...result.runs.map((run, index) => ({
      run: index + 1,
      [`${prerenderedPath} p99 (ms)`]: run.prerenderedP99Ms,
      [`${eventPath} kept p99 (ms)`]: run.cachedP99Ms,
      requests: run.requests,
      failed: run.failed,
    })),
    {
      run: 'after an edit',
      [`${prerenderedPath} p99 (ms)`]: '',
      [`${eventPath} kept p99 (ms)`]: `p50 ${result.afterEdit.p50Ms}, p99 ${result.afterEdit.p99Ms}, max ${result.afterEdit.maxMs}`,
      requests: result.afterEdit.readers,
      failed: result.afterEdit.stale,
    },
  ];
}

function sectionOf(result: EventPagesResult): string {
  return `event page ${eventPath}, ${result.readers} readers`;
}

/** What a run must show whatever its load: every answer a 200, every reader shown the edit. */
export function eventPagesChecks(result: EventPagesResult): Verdict[] {
  const failed = result.runs.reduce((sum, run) => sum + run.failed, 0);
  return [
    exactly(sectionOf(result), 'errors and non-200 answers', failed, 0),
    exactly(
      sectionOf(result),
      'readers after an edit shown the page before it',
      result.afterEdit.stale,
      0,
    ),
  ];
}

export function eventPagesVerdicts(result: EventPagesResult): Verdict[] {
  return [
    atMost(
      sectionOf(result),
      `kept page p99 ÷ prerendered ${prerenderedPath} p99 (median of ${result.runs.length})`,
      result.ratio,
      eventPageBudget.cachedOverPrerendered,
    ),
    ...eventPagesChecks(result),
  ];
}
