import type { Locator, Page } from '@playwright/test';
import { bannerMembers } from '#content/founding-members.ts';
import { needsScriptsAttribute, waitingAttribute } from '#schemas/pages/page-hydration.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts, isHydrated } from './support/before-hydration.ts';

/**
 * Every control a visitor can reach before the page's scripts arrive either works without them
 * (links, the header's menus: header.spec.ts, theme.spec.ts) or is inert until they do
 * (docs/product/rules.md#controls-before-the-scripts): a button that needs the app is marked
 * disabled, and a press on it waits, marked busy, and is made once the page has hydrated; the
 * course filters are disabled until then.
 */

/** Loads `path` with its scripts held back; `release` lets them come. */
async function beforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  return async () => {
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
  };
}

/** Presses `button` before hydration: it is inert, and the press waits for the app, visibly. */
async function pressBeforeHydration(button: Locator) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  // The press is held, not lost: disabled to assistive technology, the button still takes it.
  await button.click({ force: true });
  await expect(button).toHaveAttribute(waitingAttribute, '');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveCSS('cursor', 'progress');
}

async function expectDoneWaiting(button: Locator) {
  await expect(button).not.toHaveAttribute(waitingAttribute);
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(button).not.toHaveAttribute(needsScriptsAttribute);
}

const bannerCard = (page: Page) =>
  page.getByRole('main').getByRole('article', { name: bannerMembers[0]!.name, exact: true });

test.describe('pressed before the scripts arrive, a control does what was asked once they have', () => {
  test('an enquiry button opens its dialog', async ({ page }) => {
    const hydrate = await beforeHydration(page, '/summit');
    const button = page.getByRole('button', { name: 'Get Your Seat Now', exact: true });
    await pressBeforeHydration(button);
    await expect(page.getByRole('dialog')).toBeHidden();

    await hydrate();
    const dialog = page.getByRole('dialog', { name: 'Get Your Seat Now' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeVisible();
    await expectDoneWaiting(button);
  });

  test('only the last press counts', async ({ page }) => {
    const hydrate = await beforeHydration(page, '/summit');
    const first = page.getByRole('button', { name: 'Apply to Speak', exact: true });
    const last = page.getByRole('button', { name: 'Sponsor the Summit', exact: true });
    await pressBeforeHydration(first);
    await pressBeforeHydration(last);
    await expect(first).not.toHaveAttribute(waitingAttribute);

    await hydrate();
    await expect(page.getByRole('dialog', { name: 'Sponsor the Summit' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test("Share shares the page, within the press's user activation", async ({ page }) => {
    await page.addInitScript(() => {
      // The device's share sheet, recorded: what it was given, and whether the press still
      // counted as the visitor's (a share sheet opens only then).
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: unknown }).shared = {
            url: data.url,
            userActivation: navigator.userActivation.isActive,
          };
          return Promise.resolve();
        },
      });
    });
    const hydrate = await beforeHydration(page, '/events/ai-power-circle');
    const button = page.getByRole('main').getByRole('button', { name: 'Share', exact: true });
    await pressBeforeHydration(button);

    await hydrate();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared))
      .toEqual({ url: page.url(), userActivation: true });
    await expectDoneWaiting(button);
  });

  test("Copy LinkedIn copies the member's address", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const hydrate = await beforeHydration(page, '/founding-member-banners');
    const button = bannerCard(page).getByRole('button', { name: /^Copy LinkedIn/ });
    await pressBeforeHydration(button);

    await hydrate();
    await expect(bannerCard(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      bannerMembers[0]!.linkedinUrl,
    );
  });

  test('Download Banner downloads the banner', async ({ page }) => {
    const hydrate = await beforeHydration(page, '/founding-member-banners');
    const button = bannerCard(page).getByRole('button', { name: /^Download Banner/ });
    await pressBeforeHydration(button);

    const download = page.waitForEvent('download');
    await hydrate();
    expect((await download).suggestedFilename()).toMatch(/_founding_member_banner\.png$/);
  });

  test('the course filters are disabled until the page can filter', async ({ page }) => {
    const hydrate = await beforeHydration(page, '/ai-courses');
    const level = page.getByLabel('Skill level');
    await expect(level).toBeDisabled();
    await expect(page.getByLabel('Topic')).toBeDisabled();

    await hydrate();
    await expect(level).toBeEnabled();
    await level.selectOption({ label: 'Advanced' });
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 6 courses');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a control that needs the app is disabled, and looks it', async ({ page }) => {
    for (const [path, name] of [
      ['/summit', 'Get Your Seat Now'],
      ['/events/ai-power-circle', 'Share'],
      ['/founding-member-banners', `Download Banner of ${bannerMembers[0]!.name}`],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('main').getByRole('button', { name, exact: true }).first();
      await expect(button, path).toBeDisabled();
      await expect(button, path).toHaveCSS('opacity', '0.6');
      await expect(button, path).toHaveCSS('cursor', 'not-allowed');
    }
    await page.goto('/ai-courses');
    await expect(page.getByLabel('Skill level')).toBeDisabled();
  });
});
