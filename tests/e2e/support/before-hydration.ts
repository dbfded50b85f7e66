import type { Page } from '@playwright/test';
import { hydratedMark } from '#schemas/pages/page-hydration.ts';

/**
 * The page before its scripts arrive (app/lib/hydration.ts): every script of the site is held
 * until `release` is called, as on a phone whose scripts come seconds after the first paint.
 * Navigate with `waitUntil: 'domcontentloaded'`: the held scripts hold back the page's load.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Whether the app has hydrated: the user-timing mark it sets then. */
export function isHydrated(page: Page) {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, hydratedMark);
}

/**
 * Records every popover that closes from now on (its id), so a test can tell that hydration
 * left an open menu open rather than closing and reopening it.
 */
export async function recordClosedPopovers(page: Page) {
  await page.evaluate(() => {
    const closed: string[] = [];
    (window as unknown as { closedPopovers: string[] }).closedPopovers = closed;
    // `toggle` does not bubble: listened to on the way down.
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState === 'closed') {
          closed.push((event.target as HTMLElement).id);
        }
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { closedPopovers: string[] }).closedPopovers);
}

/**
 * Whether the browser tells assistive technology that the button named `name` is expanded, from
 * Chromium's own accessibility tree: before hydration the button has no `aria-expanded`, and the
 * browser takes the state from the popover it opens.
 */
export async function expandedToAssistiveTechnology(page: Page, name: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => node.role?.value === 'button' && node.name?.value === name && !node.ignored,
    );
    if (!button) throw new Error(`No button named ${name}`);
    return button.properties?.find((property) => property.name === 'expanded')?.value.value;
  } finally {
    await session.detach();
  }
}
