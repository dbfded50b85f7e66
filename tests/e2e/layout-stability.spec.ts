import type { Page } from '@playwright/test';
import { laidOutAttribute } from '#schemas/pages/page-bands.ts';
import { expect, test } from './fixtures.ts';

/**
 * A visitor who jumps down a loaded page (the End key, the scroll bar, a fast fling) finds it
 * laid out where she lands: nothing moves once it is drawn, and a link she presses is still
 * under her finger when she lets go (docs/decisions/080-bands-laid-out-after-the-load.md). The
 * pages are those where a band laid out only when it came near the screen moved the rest by up
 * to 539 px.
 */

const pages = ['/', '/events', '/events/ai-power-circle', '/about', '/ai-whisperer'];
const screens = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * The layout shift (the Cumulative Layout Shift score's units) the page records after a jump to
 * `fraction` of its scrollable height, once it has drawn a few frames there.
 */
function shiftAfterJump(page: Page, fraction: number) {
  return page.evaluate(async (to) => {
    const jumpedAt = performance.now();
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        if (entry.startTime >= jumpedAt) shift += entry.value;
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * to);
    for (let frame = 0; frame < 5; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    }
    observer.disconnect();
    return shift;
  }, fraction);
}

for (const path of pages) {
  test(`${path}: a jump down the page moves nothing`, async ({ page }) => {
    for (const screen of screens) {
      await page.setViewportSize(screen);
      for (const fraction of [0.75, 1]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(laidOutAttribute, '');
        expect(await shiftAfterJump(page, fraction), `${screen.name}, ${fraction}`).toBe(0);
      }
    }
  });
}
