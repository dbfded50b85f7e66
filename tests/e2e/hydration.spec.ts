import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deferredScriptType,
  hydratedMark,
  hydrationStarterScript,
  modulesAttribute,
  stateAttribute,
  waitingAttribute,
} from '#schemas/pages/page-hydration.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './support/before-hydration.ts';
import { storedRows } from './support/stored-rows.ts';
import { fillForm, sampleValues, uniqueToken } from './support/form-values.ts';
import { seededEventSlugs } from './support/served-paths.ts';

/**
 * The page first, its code after (docs/product/rules.md#the-page-first-its-code-after;
 * app/lib/hydration.ts): the first paint waits for no script; the page hydrates after.
 * The other specs use the pages hydrated (what "works once the scripts arrive" means), but for
 * the controls before the scripts arrive: the header's menus (header.spec.ts), the theme menu
 * (theme.spec.ts) and every other control (controls-before-scripts.spec.ts).
 */

const hydrated = (page: Page) => page.evaluate(() => window.__siteHydrated === true);

test('no script is requested before the first paint, and the page hydrates after it', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => hydrated(page)).toBe(true);
  const timing = await page.evaluate((mark) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint, scripts, hydrated: performance.getEntriesByName(mark)[0]?.startTime };
  }, hydratedMark);
  expect(timing.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.hydrated).toBeGreaterThan(timing.paint);
});

test('every built page holds its hydration script inert, with nothing preloaded', async ({
  request,
}) => {
  // The build's own output, every page of it (scripts/defer-hydration.ts), and the pages the
  // server renders from the stored events (server/pages/rendered-pages.ts), as it sends them.
  const client = path.resolve('build/client');
  const built = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ name: file, html: readFileSync(path.join(client, file), 'utf8') }));
  expect(built.length).toBeGreaterThan(25);
  const addresses = [
    '/',
    '/community',
    '/events',
    '/wlai/events',
    ...seededEventSlugs.map((slug) => `/events/${slug}`),
    '/wlai/events/waves-ai',
    '/events/no-such-event',
  ];
  const rendered = await Promise.all(
    addresses.map(async (address) => ({
      name: address,
      html: await (await request.get(address)).text(),
    })),
  );
  for (const { name, html } of [...built, ...rendered]) {
    expect(html, name).not.toMatch(/<link\b[^>]*\bmodulepreload\b/);
    expect(html, name).not.toMatch(/<script\b[^>]*\btype="module"/);
    const deferred = [
      ...html.matchAll(
        new RegExp(
          `<script type="${deferredScriptType}"(?: ${stateAttribute}="([^"]*)")? ${modulesAttribute}="([^"]*)">[\\s\\S]*?</script><script>([\\s\\S]*?)</script>`,
          'g',
        ),
      ),
    ];
    expect(deferred, name).toHaveLength(1);
    const [, state, modules, starter] = deferred[0]!;
    expect(starter, name).toBe(hydrationStarterScript);
    for (const module of modules!.split(' ')) {
      expect(existsSync(path.join(client, module)), `${name}: ${module}`).toBe(true);
    }
    // A rendered page too large for its data inline names its state script, served as code
    // that hands the app the data (decision 036); its data is then nowhere in the page.
    if (state !== undefined) {
      const script = await request.get(state);
      expect(script.status(), `${name}: ${state}`).toBe(200);
      expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toMatch(
        /^window\.__reactRouterContext\.streamController\.enqueue\(/,
      );
      expect(html, name).not.toContain('streamController.enqueue');
    }
  }
  // The event pages are the ones too large (the July meetup's is).
  expect(rendered.find(({ name }) => name === '/events/ai-power-circle')?.html).toContain(
    `${stateAttribute}="/events/ai-power-circle.state.js"`,
  );
  // The prerendered ones as the server sends them too.
  for (const address of ['/about', '/admin', '/nope']) {
    const html = await (await request.get(address)).text();
    expect(html.split(`<script type="${deferredScriptType}"`), address).toHaveLength(2);
  }
});

test('before its scripts arrive a page reads fully and its links work', async ({ page }) => {
  const release = await holdScripts(page);
  // Not until 'load': the held scripts hold it back.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('article').first()).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  // The header's link: until the page has loaded and laid out its bands, a band above the footer
  // is laid out only when it comes near the screen, and can move the footer's links as the page
  // scrolls to them (docs/decisions/080-bands-laid-out-after-the-load.md).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Events', exact: true })
    .click({
      noWaitAfter: true,
    });
  await page.waitForURL('/events', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
});

test('a form sent before the page hydrated waits, visibly, and is sent with what was typed once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/events/ai-power-circle', { waitUntil: 'domcontentloaded' });
  const form = page
    .getByRole('main')
    .getByRole('region', { name: 'Register Your Interest', exact: true });
  const values = sampleValues('event_registrations', uniqueToken());
  await fillForm(form, 'event_registrations', values);
  await form.getByRole('button', { name: 'Register Interest', exact: true }).click();

  const held = form.locator('form');
  await expect(held).toHaveAttribute(waitingAttribute, '');
  await expect(held).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL('/events/ai-power-circle');
  expect(storedRows('event_registrations', 'email', String(values.email))).toHaveLength(0);

  release();
  await expect(form.getByRole('heading', { name: 'Registration submitted!' })).toBeFocused();
  expect(storedRows('event_registrations', 'email', String(values.email))).toEqual([
    expect.objectContaining({ full_name: values.full_name, email: values.email }),
  ]);
});
