import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';
import {
  expandedToAssistiveTechnology,
  holdScripts,
  isHydrated,
  recordClosedPopovers,
} from './support/before-hydration.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The phone menu is open; tapping `Events` in it goes there and closes it, as the app does. */
async function expectFollowingALinkClosesPhoneMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'Events', exact: true }).tap();
  await expect(page).toHaveURL('/events');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
}

/**
 * The Community dropdown from the keyboard, with or without scripts: Enter opens it, Tab enters
 * it, Escape closes it and returns the focus to its button, Space opens and closes it.
 */
async function expectKeyboardDisclosure(page: Page, trigger: Locator) {
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Main Community' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();
}

test.describe('desktop header', () => {
  test('the Community dropdown opens on hover with its two sections', async ({ page }) => {
    await page.goto('/summit');
    const trigger = mainNav(page).getByRole('button', { name: 'Community' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('heading', { name: 'Community Hub' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Special Programs' })).toBeVisible();
    const links = {
      'Main Community': '/',
      About: '/about',
      'The Board': '/the-board',
      'Founding 25': '/founding-25',
      Partners: '/partners',
      // Added by the product (docs/product/screens.md#header): linked from nowhere before.
      'Advisory Circle': '/advisory-circle',
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await panel.getByRole('link', { name: 'The Board' }).click();
    await expect(page).toHaveURL('/the-board');
    await expect(panel).toBeHidden();
  });

  test('the AI School dropdown has Learning Paths and Resources, with the external playbook', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'AI School' });
    await trigger.hover();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('heading', { name: 'Learning Paths' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Resources' })).toBeVisible();
    // Its parts are groups, not landmarks: the footer's "Resources" is the page's only one.
    await expect(panel.getByRole('group', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resources' })).toHaveCount(1);
    for (const [name, href] of Object.entries({
      'AI Courses': '/ai-courses',
      // Added by the product (docs/product/screens.md#header): linked from nowhere before.
      Hackathons: '/ai-hackathons',
      Mentorship: '/mentorship',
    })) {
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(panel.getByRole('link', { name: 'Playbook', exact: true })).toHaveAttribute(
      'href',
      '/playbook',
    );
    const external = panel.getByRole('link', { name: /Online Playbook/ });
    await expect(external).toHaveAttribute('href', siteConfig.external.externalPlaybook);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a dropdown closes about 100 ms after the pointer leaves', async ({ page }) => {
    // The page's clock, paused: the delay is checked on the page's own timers, not raced against
    // a busy CPU (wall-clock timing failed at load average 15).
    await page.clock.install({ time: new Date('2025-07-01T09:00:00Z') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2025-07-01T09:01:00Z'));
    const trigger = mainNav(page).getByRole('button', { name: 'Community' });
    await trigger.hover();
    const panel = page.locator(`#${(await trigger.getAttribute('aria-controls'))!}`);
    await expect(panel).toBeVisible();

    await page.mouse.move(700, 600);
    await page.clock.runFor(90);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
  });

  test('moving from the button into the panel keeps the dropdown open', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Community' });
    await trigger.hover();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name: 'Partners' }).hover();
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
  });

  test('the dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Community' });
    await expectKeyboardDisclosure(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('direct links, the active highlight and the join button', async ({ page }) => {
    await page.goto('/community');
    await expect(mainNav(page).getByRole('button', { name: 'Community' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(mainNav(page).getByRole('button', { name: 'AI School' })).not.toHaveAttribute(
      'data-active',
    );

    for (const [name, href] of [
      ['Summit', '/summit'],
      ['Events', '/events'],
      ['AI Whisperer', '/ai-whisperer'],
      ['Reports', '/reports'],
    ] as const) {
      await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await mainNav(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/reports');
    await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('button', { name: 'Community' })).not.toHaveAttribute(
      'data-active',
    );

    // The pages the product added to the menus highlight their menu.
    for (const [path, menu] of [
      ['/ai-hackathons', 'AI School'],
      ['/mentorship', 'AI School'],
      ['/advisory-circle', 'Community'],
    ] as const) {
      await page.goto(path);
      await expect(mainNav(page).getByRole('button', { name: menu })).toHaveAttribute(
        'data-active',
        'true',
      );
    }

    await page.goto('/wlai/summit');
    await expect(mainNav(page).getByRole('link', { name: 'Summit' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const join = page
      .getByRole('banner')
      .getByRole('link', { name: /Join Community/ })
      .first();
    await expect(join).toHaveAttribute('href', siteConfig.external.chatInvite);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('a tap opens a dropdown and a tap elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'AI School' });
    await trigger.tap();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.touchscreen.tap(1000, 700);
    await expect(panel).toBeHidden();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the toggle opens a flat list with the AI School heading and the join button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of [
      'Main Community',
      'About',
      'The Board',
      'Founding 25',
      'Partners',
      'Advisory Circle',
      'AI Courses',
      'Hackathons',
      'Mentorship',
      'Playbook',
      'Summit',
      'Events',
      'AI Whisperer',
      'Reports',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('heading', { name: 'AI School' })).toBeVisible();
    const join = menu.getByRole('link', { name: /Join Community/ });
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    await expectFollowingALinkClosesPhoneMenu(page);
  });

  test('a link to the page already shown still closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'About', exact: true }).tap();
    await expect(menu).toBeHidden();
  });
});

/**
 * The menus are native popovers (docs/decisions/029-controls-before-scripts.md): they work before
 * the page's scripts arrive, and hydration leaves them as the visitor left them.
 */
test.describe('before the scripts arrive', () => {
  for (const [name, section] of [
    ['Community', 'Community Hub'],
    ['AI School', 'Learning Paths'],
  ] as const) {
    test(`one click opens the ${name} dropdown, and it stays open once the page has hydrated`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      const closedPopovers = await recordClosedPopovers(page);

      const trigger = mainNav(page).getByRole('button', { name });
      await trigger.click();
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('heading', { name: section })).toBeVisible();
      expect(await expandedToAssistiveTechnology(page, name)).toBe(true);
      expect(await isHydrated(page)).toBe(false);

      release();
      await expect.poll(() => isHydrated(page)).toBe(true);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      expect(await closedPopovers()).toEqual([]);

      // The app has it now: a click elsewhere closes it.
      await page.mouse.click(700, 600);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('one tap opens the phone menu, and it stays open once the page has hydrated', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      const closedPopovers = await recordClosedPopovers(page);

      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      expect(await expandedToAssistiveTechnology(page, 'Close menu')).toBe(true);
      expect(await isHydrated(page)).toBe(false);

      release();
      await expect.poll(() => isHydrated(page)).toBe(true);
      // React read the open menu rather than resetting it.
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(menu).toBeVisible();
      expect(await closedPopovers()).toEqual([]);

      // The app has it now.
      await expectFollowingALinkClosesPhoneMenu(page);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dropdowns open and close with a click, a click elsewhere, Escape and the keyboard', async ({
    page,
  }) => {
    await page.goto('/about');
    const community = mainNav(page).getByRole('button', { name: 'Community' });
    const aiSchool = mainNav(page).getByRole('button', { name: 'AI School' });
    const panelOf = async (trigger: typeof community) =>
      page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const communityPanel = await panelOf(community);
    const aiSchoolPanel = await panelOf(aiSchool);

    expect(await expandedToAssistiveTechnology(page, 'Community')).toBe(false);
    await community.click();
    await expect(communityPanel.getByRole('link', { name: 'Partners' })).toBeVisible();
    expect(await expandedToAssistiveTechnology(page, 'Community')).toBe(true);
    await community.click();
    await expect(communityPanel).toBeHidden();

    // One menu at a time; a click elsewhere closes it.
    await community.click();
    await aiSchool.click();
    await expect(communityPanel).toBeHidden();
    await expect(aiSchoolPanel.getByRole('link', { name: 'AI Courses' })).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(aiSchoolPanel).toBeHidden();

    await expectKeyboardDisclosure(page, community);

    // A link in the menu is a plain link.
    await community.click();
    await communityPanel.getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the menu opens and closes, and its links work', async ({ page }) => {
      await page.goto('/about');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu.getByRole('heading', { name: 'AI School' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await menu.getByRole('link', { name: 'Reports', exact: true }).tap();
      await expect(page).toHaveURL('/reports');
      await expect(menu).toBeHidden();
    });
  });
});
