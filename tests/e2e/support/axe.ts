import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2 AA (docs/product/additions.md). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe's findings on the page, one line each (rule, help, its first three places): the whole page,
 * or only inside `include`, less what `exclude` names (a frame no script may enter).
 *
 * Axe runs in the page itself (`setLegacyMode`): the site allows frames of its own origin only
 * (`frame-src 'self'`, server/http/security-headers.ts), which that mode reads as well; the default
 * mode's second page for gathering frames' results took half of each run's time
 * (docs/performance.md#the-test-suites-time). It gathers the violations only: with every result
 * type (a selector built for each node that passed) the accessibility specs took 7–9 % longer
 * (docs/decisions/079-end-to-end-tests-without-traces.md).
 */
export async function axeViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  // `options` first: it replaces the rules `withTags` chose.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode();
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Loads the page again in the chosen theme (applied before the first paint: no colour mid-change). */
export async function withTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(theme === 'dark');
}

/**
 * Axe's findings in both themes on the page just loaded: as loaded (the system's theme, light in
 * the test browser: checked, not assumed), then loaded again in dark. One load fewer than
 * {@link withTheme} twice; a test that has changed the page since loading it uses that instead.
 */
export async function axeViolationsInBothThemes(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
  ready: () => Promise<void> = async () => {},
): Promise<Record<'light' | 'dark', string[]>> {
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('light')),
    'the page was loaded in the light theme',
  ).toBe(true);
  await ready();
  const light = await axeViolations(page, scope);
  await withTheme(page, 'dark');
  await ready();
  return { light, dark: await axeViolations(page, scope) };
}
