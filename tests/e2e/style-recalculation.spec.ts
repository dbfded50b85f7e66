import type { Page } from '@playwright/test';
import { laidOutAttribute } from '#schemas/pages/page-bands.ts';
import { expect, test } from './fixtures.ts';

/**
 * Adding an element to a page restyles that element, not the whole page
 * (docs/decisions/081-has-rules-anchored-near-their-subject.md). The hydration starter adds
 * module preloads to the head and a script to the body after the first paint, and the app adds
 * elements as the visitor uses it; a stylesheet rule whose `:has()` watches the whole document
 * made each of those restyle every element of the page (303–726 of them).
 */

const pages = ['/', '/founding-25', '/events', '/events/ai-power-circle', '/your-data'];

/** Elements whose style the browser recalculated for a link added to the head and a block to the body. */
async function elementsRestyledByInsertions(page: Page): Promise<number> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
  await page.evaluate(() => {
    // Nothing is left to recalculate before the probe starts.
    void document.body.offsetHeight;
    performance.mark('insertions-start');
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href: '/' });
    document.head.append(link);
    document.body.append(document.createElement('div'));
    void document.body.offsetHeight;
    performance.mark('insertions-end');
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ts: number; args?: { elementCount?: number } }[];
  };
  const at = (name: string) => trace.traceEvents.find((event) => event.name === name)!.ts;
  const [start, end] = [at('insertions-start'), at('insertions-end')];
  return trace.traceEvents
    .filter((event) => event.name === 'UpdateLayoutTree' && event.ts >= start && event.ts <= end)
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

for (const path of pages) {
  test(`${path}: an element added to the page restyles only itself`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(laidOutAttribute, '');
    const restyled = await elementsRestyledByInsertions(page);
    // The two added elements and their parents; a page has some 300–800.
    expect(restyled).toBeGreaterThan(0);
    expect(restyled).toBeLessThanOrEqual(10);
  });
}
