import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { resources } from '#content/resources.ts';
import { expect, test } from './fixtures.ts';

/**
 * Decision 014: code every page would otherwise carry in its first view. The footer's resource
 * cards load their code when the footer comes near; the icons use the site's own runtime.
 */

const assets = new URL('../../build/client/assets/', import.meta.url);
const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
const [resourceCardsChunk] = chunks.filter((name) => name.startsWith('resource-cards-'));

/** Records whether the page has requested the resource cards' code. */
function watchResourceCardsCode(page: Page) {
  const requested = { value: false };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/assets/${resourceCardsChunk}`) requested.value = true;
  });
  return requested;
}

const resourceCards = (page: Page) =>
  page.getByRole('contentinfo').getByRole('region', { name: 'Resources' }).getByRole('article');

/** Whether React has hydrated the element (it keeps its fiber on hydrated DOM nodes). */
const isHydrated = (page: Page) =>
  resourceCards(page)
    .first()
    .evaluate((card) => Object.keys(card).some((key) => key.startsWith('__reactFiber')));

test.describe("the footer's resource cards", () => {
  test('are in the first view, but their code loads only when the footer comes near', async ({
    page,
  }) => {
    expect(resourceCardsChunk, 'the resource cards are a chunk of their own').toBeDefined();
    const requested = watchResourceCardsCode(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(resourceCards(page)).toHaveCount(resources.length);
    await expect(resourceCards(page).first()).toContainText(resources[0]!.title);
    expect(requested.value).toBe(false);
    expect(await isHydrated(page)).toBe(false);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.value).toBe(true);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(resourceCards(page)).toHaveCount(resources.length);
  });

  test('stay through a move to another page before their code has loaded', async ({ page }) => {
    const requested = watchResourceCardsCode(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.value).toBe(false);
    // The prerendered cards are still there (React did not replace them with nothing)...
    await expect(resourceCards(page)).toHaveCount(resources.length);
    // ...and hydrate once the footer comes near (a console error here fails the test).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(resourceCards(page)).toHaveCount(resources.length);
  });
});

test('a resource link focused before the code loads keeps the focus', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await isHydrated(page)).toBe(false);
  const link = resourceCards(page).nth(2).getByRole('link');
  // Focusing scrolls the footer into view: the code loads and the cards are rendered anew.
  await link.focus();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(link).toBeFocused();
});

test("the browser build draws icons with the site's runtime, not lucide's", () => {
  const source = (name: string) => readFileSync(new URL(name, assets), 'utf8');
  // NOTE: a prop only lucide's runtime reads; its name survives minification.
  expect(chunks.filter((name) => source(name).includes('absoluteStrokeWidth'))).toEqual([]);
  expect(chunks.filter((name) => source(name).includes('lucide lucide-'))).toHaveLength(1);
});

test.describe("a public page with a form (decision 013's 'forms' group)", () => {
  test("loads the form's code in one file, without the admin's table or the dialog", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/events/ai-power-circle', { waitUntil: 'networkidle' });
    const code = (await Promise.all(scripts)).join('\n');
    // The form and its controls are there...
    const has = (slot: string) => code.includes(`\`${slot}\``);
    for (const slot of ['input', 'label', 'textarea']) expect(has(slot), slot).toBe(true);
    expect(chunks.filter((name) => /^(form-section|submission-form|textarea)-/.test(name))).toEqual(
      [],
    );
    // ...and what only the admin or an enquiry dialog shows is not.
    for (const slot of ['table-container', 'dialog-content']) {
      expect(has(slot), slot).toBe(false);
    }
  });
});
