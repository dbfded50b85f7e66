import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

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

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`without JavaScript, on a ${scheme} system`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: scheme });

    test(`the page has the ${scheme} theme`, async ({ page }) => {
      await page.goto('/about');
      const lightness = await backgroundLightness(page);
      if (scheme === 'dark') expect(lightness).toBeLessThan(0.3);
      else expect(lightness).toBeGreaterThan(0.9);
    });
  });
}
