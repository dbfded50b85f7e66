import { expect, test } from './fixtures.ts';
import { axeViolations, axeViolationsInBothThemes } from './support/axe.ts';
import { holdScripts, isHydrated } from './support/before-hydration.ts';
import { servedEntries } from './support/served-paths.ts';

/** WCAG 2.2 AA, in both themes, on every screen (docs/product/additions.md#smaller-additions). */

/** A page's <main> as served (the prerendered HTML), for comparing a twin with its screen. */
function mainOf(html: string): string {
  return /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

test('every /wlai twin serves the same page body as its screen', async ({ request }) => {
  // So the axe results of a screen hold for its twin (their head differs only in meta tags).
  const twins = servedEntries.filter((entry) => entry.path !== entry.canonicalPath);
  expect(twins.length).toBeGreaterThan(20);
  for (const twin of twins) {
    const [twinHtml, screenHtml] = await Promise.all([
      request.get(twin.path).then((response) => response.text()),
      request.get(twin.canonicalPath).then((response) => response.text()),
    ]);
    expect(mainOf(twinHtml), twin.path).not.toBe('');
    expect(mainOf(twinHtml), twin.path).toBe(mainOf(screenHtml));
  }
});

test.describe('accessibility and layout of every screen', () => {
  for (const entry of servedEntries.filter((route) => route.path === route.canonicalPath)) {
    test(`${entry.path}: no axe violations in light and dark, one h1, no sideways scroll at 320 px`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(entry.path);
      expect(
        await axeViolationsInBothThemes(page, entry.path === '/' ? {} : { include: 'main' }),
      ).toEqual({ light: [], dark: [] });
      await expect(page.locator('h1')).toHaveCount(1);

      await page.setViewportSize({ width: 320, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal scroll at 320 px').toBeLessThanOrEqual(0);
    });
  }
});

test("the header's menus, opened before the scripts arrive: no axe violations in light and dark", async ({
  page,
}) => {
  await holdScripts(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    for (const name of ['Community', 'AI School']) {
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
      await trigger.click();
      await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
      expect(await axeViolations(page), `${name}, ${scheme}`).toEqual([]);
    }
    await page.getByRole('button', { name: /theme/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page), `theme menu, ${scheme}`).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page), `phone menu, ${scheme}`).toEqual([]);
  }
  expect(await isHydrated(page)).toBe(false);
});
