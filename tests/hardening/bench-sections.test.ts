import { describe, expect, it } from 'vitest';
import { measureAdmin } from '#scripts/bench/admin.ts';
import { eventPageLoads, eventPagesChecks, measureEventPages } from '#scripts/bench/event-pages.ts';
import { loadStaticPage, staticPageVerdicts } from '#scripts/bench/static-pages.ts';
import {
  submissionLoads,
  submissionsChecks,
  submissionsOnBuiltServer,
} from '#scripts/bench/submissions.ts';
import type { Verdict } from '#scripts/bench/verdicts.ts';
import {
  assertFreshBuild,
  freePort,
  startBuiltServer,
  stopBuiltServer,
} from '#tests/setup/built-server.ts';
import { createSqliteTestDatabase, testEngine } from '#tests/setup/test-database.ts';

/**
 * The bench's load sections (scripts/bench.ts, docs/performance.md) run once on a small load, so
 * a section that can no longer run fails here and not first on the day someone benches: each
 * must finish and its requests get the answers they meant to get. No budget is judged on a
 * small load. The page-weight section runs in tests/e2e/page-weight.spec.ts; Lighthouse's needs a
 * quiet machine and minutes a page, and is run by `npm run bench` alone.
 */
function missed(verdicts: readonly Verdict[]): string[] {
  return verdicts.filter((v) => !v.ok).map((v) => `${v.check} = ${v.measured}`);
}

describe('the bench sections on a small load', () => {
  it(`submissions on ${testEngine()}: every request a new applicant answered 201, stored with its mails; the raw loop ran`, async () => {
    assertFreshBuild();
    const result = await submissionsOnBuiltServer(testEngine(), submissionLoads.small);
    expect(missed(submissionsChecks(result))).toEqual([]);
    expect(result.http.acknowledged).toBeGreaterThan(0);
    expect(result.http.statusCounts).toEqual({ '201': result.http.acknowledged });
    expect(result.raw.rows).toBeGreaterThan(0);
    expect(result.ratio).toBeGreaterThan(0);
  });

  it.runIf(testEngine() === 'sqlite')(
    'the static page and the event pages: every answer a 200, every reader shown the edit',
    async () => {
      assertFreshBuild();
      const scratch = createSqliteTestDatabase();
      const server = await startBuiltServer({ port: await freePort(), target: scratch.target });
      try {
        const page = await loadStaticPage(server.origin, { connections: 4, seconds: 1 });
        expect(missed(staticPageVerdicts(page))).toEqual([]);
        expect(page.responses).toBeGreaterThan(0);
        const events = await measureEventPages(server.origin, scratch.target, eventPageLoads.small);
        expect(missed(eventPagesChecks(events))).toEqual([]);
        expect(events.afterEdit.readers).toBe(eventPageLoads.small.readers);
      } finally {
        await stopBuiltServer(server);
        await scratch.drop();
      }
    },
  );

  it(`the admin on ${testEngine()}: every list, search, export and decision answered as meant`, async () => {
    // measureAdmin throws on any answer that is not 2xx, an export of the wrong length or a
    // decision that changed fewer rows than it named.
    const result = await measureAdmin(testEngine(), 5000);
    expect(result.rows).toBe(5000);
    expect(result.bulkDecisions.map((decision) => decision.status)).toEqual([
      'approved',
      'declined',
    ]);
  });
});
