import { foundingMembers } from '#content/founding-members.ts';
import { partnerTools } from '#content/partner-tools.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { artworkElements } from '#schemas/artwork/artwork.ts';
import { artworkOf } from '#schemas/artwork/artwork-cover.ts';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { uniqueToken } from './support/form-values.ts';

/** The site's own artwork drawn where people, partners and page titles are. */
test.describe('artwork', () => {
  test('every partner tile shows its mark drawn from the artwork', async ({ page }) => {
    await page.goto('/partners');
    const tools = page.getByRole('region', { name: 'Tools Our Members Use' });
    const tiles = tools.getByRole('article');
    await expect(tiles).toHaveCount(partnerTools.length);
    for (const tool of partnerTools) {
      const tile = tiles.filter({ hasText: tool.description });
      const mark = tile.locator('svg:has(linearGradient)');
      await expect(mark).toHaveCount(1);
      await expect(mark).toBeVisible();
    }
  });

  test('founding members without a portrait show their initials on their emblem', async ({
    page,
  }) => {
    await page.goto('/founding-25');
    const grid = page.getByRole('region', { name: 'The Founding Circle' });
    const withoutPortrait = foundingMembers.filter((member) => !member.image);
    expect(withoutPortrait.length).toBeGreaterThan(0);
    for (const member of withoutPortrait) {
      const avatar = grid.getByLabel(member.name, { exact: true });
      await expect(avatar.locator('[data-slot="avatar-art"]')).toBeVisible();
      const box = await avatar.boundingBox();
      expect(box && Math.round(box.width), member.name).toBe(box && Math.round(box.height));
    }
  });

  test('a page title sits under its own band of artwork, the same at /wlai', async ({ page }) => {
    const bandOf = async (path: string) => {
      await page.goto(path);
      const band = page.getByRole('main').locator('section').first().locator('svg').first();
      await expect(band).toBeVisible();
      // The large diamond: where it sits and how big it is identify the picture.
      return band.locator('polygon').first().getAttribute('points');
    };
    /** The large diamond of the picture drawn for `pagePath`, as the browser draws it. */
    const diamondOf = (pagePath: string) =>
      artworkElements(artworkOf(pagePath, 1200, 630), 'g').find((e) => e.tag === 'polygon')
        ?.attributes.points;
    // Hydrating keeps the prerendered attributes: a picture the prerender drew for another
    // address than the page's would stay on screen, and differ from the share image.
    for (const path of ['/about', '/wlai/about', '/events', '/ai-courses']) {
      expect(await bandOf(path), path).toBe(diamondOf(path.replace('/wlai', '')));
    }
    expect(diamondOf('/partners')).not.toBe(diamondOf('/about'));
  });

  test("the 404 page and the admin's empty list show an emblem above their text", async ({
    page,
    context,
    baseURL,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(
      /^Failed to load resource: the server responded with a status of 404/,
    );
    const emblemAbove = async (text: string) => {
      const words = page.getByRole('main').getByText(text, { exact: true });
      await expect(words).toBeVisible();
      const emblem = page.getByRole('main').locator('[data-slot="avatar-art"]');
      await expect(emblem).toHaveCount(1);
      await expect(emblem).toBeVisible();
      const [picture, label] = [await emblem.boundingBox(), await words.boundingBox()];
      expect(picture!.y + picture!.height).toBeLessThanOrEqual(label!.y);
    };
    await page.goto(`/no-such-page-${uniqueToken()}`);
    await emblemAbove('Oops! Page not found');

    await signInDirectly(context, baseURL!);
    await page.goto(`/admin?q=no-match-${uniqueToken()}`);
    await emblemAbove(adminViews.event_registrations.emptyText);
  });
});
