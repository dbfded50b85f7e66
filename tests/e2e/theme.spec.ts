import type { Page } from '@playwright/test';
import { waitingAttribute } from '#schemas/pages/page-hydration.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts, isHydrated, recordClosedPopovers } from './support/before-hydration.ts';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The lightness (0–1) of the page's background as the browser paints it. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const colour = getComputedStyle(document.body).backgroundColor;
    const lightness = /^oklch\(([\d.]+)/.exec(colour)?.[1];
    if (lightness === undefined) throw new Error(`Unexpected background colour ${colour}`);
    return Number(lightness);
  });

async function chooseTheme(page: Page, option: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: /theme/i }).click();
  await page.getByRole('menuitemradio', { name: option }).click();
}

/** Loads the page with every script file blocked: only the inline theme script can run. */
async function reloadWithoutAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
  // Not until hydration: without its scripts the page never hydrates.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.unroute('**/assets/*.js');
}

test.describe('theme', () => {
  test('defaults to the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('a chosen theme persists across reloads and is applied before the app loads', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/net::ERR_FAILED/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await chooseTheme(page, 'Light');
    expect(await isDark(page)).toBe(false);

    await page.reload();
    expect(await isDark(page)).toBe(false);
    await expect(page.getByRole('button', { name: /theme/i })).toHaveAccessibleName(/Light/);

    // No flash: with the app's scripts blocked, the stored choice is already applied.
    await reloadWithoutAppScripts(page);
    expect(await isDark(page)).toBe(false);
    // The stored choice wins over the system's dark setting in the stylesheet too.
    expect(await backgroundLightness(page)).toBeGreaterThan(0.9);

    await page.reload();
    await chooseTheme(page, 'Dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await reloadWithoutAppScripts(page);
    expect(await isDark(page)).toBe(true);
    expect(await backgroundLightness(page)).toBeLessThan(0.3);

    await page.reload();
    await chooseTheme(page, 'System');
    await reloadWithoutAppScripts(page);
    expect(await isDark(page)).toBe(false);
  });

  test('the theme menu works from the keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const button = page.getByRole('button', { name: /theme/i });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Change theme (Dark)');
    expect(await isDark(page)).toBe(true);
  });

  test('the theme control is named for what it does', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /theme/i })).toBeVisible();
  });
});

/** The dot beside an option of the open theme menu: it marks the chosen one. */
const choiceDot = (page: Page, option: 'Light' | 'Dark' | 'System') =>
  page.getByRole('menuitemradio', { name: option }).locator('svg').first();

test.describe('theme before the scripts arrive', () => {
  test('one click opens the theme menu, and it stays open once the page has hydrated', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const closedPopovers = await recordClosedPopovers(page);

    const button = page.getByRole('button', { name: /theme/i });
    await button.click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await closedPopovers()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('a choice made in the menu waits, visibly, and is made once the page has hydrated', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });

    await page.getByRole('button', { name: /theme/i }).click();
    await expect(choiceDot(page, 'System')).toBeVisible();
    const dark = page.getByRole('menuitemradio', { name: 'Dark' });
    await dark.click({ force: true });
    await expect(dark).toHaveAttribute(waitingAttribute, '');
    await expect(dark).toHaveAttribute('aria-busy', 'true');
    expect(await isDark(page)).toBe(false);
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page.getByRole('menu')).toBeHidden();
    const button = page.getByRole('button', { name: /theme/i });
    await expect(button).toHaveAccessibleName('Change theme (Dark)');
    await expect(button).toBeFocused();
    expect(await backgroundLightness(page)).toBeLessThan(0.3);
    await button.click();
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await expect(choiceDot(page, 'Dark')).toBeVisible();
    await expect(choiceDot(page, 'System')).toBeHidden();
  });

  test('the menu marks the stored choice before the page has hydrated', async ({ page }) => {
    await page.goto('/about');
    await chooseTheme(page, 'Light');
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /theme/i }).click();
    await expect(choiceDot(page, 'Light')).toBeVisible();
    await expect(choiceDot(page, 'System')).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`without JavaScript, on a ${scheme} system`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: scheme });

    test(`the page has the ${scheme} theme, and no theme control`, async ({ page }) => {
      await page.goto('/about');
      const lightness = await backgroundLightness(page);
      if (scheme === 'dark') expect(lightness).toBeLessThan(0.3);
      else expect(lightness).toBeGreaterThan(0.9);
      // A choice could not be kept without scripts: the control is not offered.
      await expect(page.getByRole('button', { name: /theme/i })).toBeHidden();
    });
  });
}
