import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

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

    await page.reload();
    await chooseTheme(page, 'Dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await reloadWithoutAppScripts(page);
    expect(await isDark(page)).toBe(true);

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
