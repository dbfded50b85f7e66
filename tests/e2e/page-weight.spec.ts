import { measurePageWeight, pageWeightVerdicts } from '#scripts/bench/page-weight.ts';
import { testBrowserPath } from '#tests/setup/test-browser.ts';
import { expect, test } from './fixtures.ts';

/**
 * The byte budgets (docs/performance.md), checked on every change exactly as `npm run bench`
 * checks them: the JavaScript and CSS of the first view of `/`, the admin, banner and playbook
 * code staying on those pages, and no request leaving the site. Unlike the timings, bytes are the
 * same on every machine.
 */
test('every page keeps to the byte budgets and loads nothing from elsewhere', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  // Four pages at once in the tests' browser: their server does not shed load (playwright.config.ts).
  const result = await measurePageWeight(origin, {
    executablePath: testBrowserPath,
    pagesAtOnce: 4,
  });

  const home = result.pages.find((page) => page.path === '/')!;
  // React, React DOM and React Router alone are about 107 kB: less means nothing was measured.
  expect(home.jsKB).toBeGreaterThan(100);
  // The isolation check found each isolated page's own code (else it could not see a leak).
  for (const [owner, chunks] of Object.entries(result.pageOnlyChunks)) {
    expect(chunks.length, owner).toBeGreaterThan(0);
  }
  const missed = pageWeightVerdicts(result).filter((verdict) => !verdict.ok);
  expect(missed).toEqual([]);
});
