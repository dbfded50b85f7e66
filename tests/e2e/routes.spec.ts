import { expect, test } from './fixtures.ts';
import { servedEntries } from './support/served-paths.ts';

test.describe('every route of the route table', () => {
  // Two tests (screens, twins) so the two workers share the walk; one page visits each route.
  for (const [label, entries] of [
    ['screens', servedEntries.filter((entry) => !entry.path.startsWith('/wlai'))],
    ['/wlai twins', servedEntries.filter((entry) => entry.path.startsWith('/wlai'))],
  ] as const) {
    test(`all ${label} answer 200 with header, heading and footer (the admin: its own frame), and print no sample marker`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      for (const entry of entries) {
        const at = entry.path;
        const response = await page.goto(entry.path);
        expect(response?.status(), at).toBe(200);
        await expect(page.getByRole('banner'), at).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'Women Leading AI' }),
          at,
        ).toHaveAttribute('href', '/');
        await expect(page.getByRole('heading', { level: 1 }), at).toBeVisible();
        if (/\/admin(\/join)?$/.test(entry.path)) {
          // The admin's own frame has no public footer (admin-frame.spec.ts), nor the page an
          // invitation links to.
          await expect(page.getByRole('contentinfo'), at).toHaveCount(0);
        } else {
          await expect(page.getByRole('contentinfo'), at).toBeVisible();
          await expect(page.getByRole('contentinfo'), at).toContainText('© 2025');
        }
        // Sample people are marked in the content files, never on the page
        // (docs/product/rules.md#sample-content).
        expect(await page.locator('body').innerText(), at).not.toMatch(/\(sample/i);
      }
    });
  }

  test('every screen also answers under /wlai except the banner, withdraw, "Your data" link, feedback and join pages', async ({
    request,
  }) => {
    const twins = servedEntries.filter((entry) => entry.path.startsWith('/wlai'));
    expect(twins.length).toBe(servedEntries.length - twins.length - 5);
    expect((await request.get('/wlai/founding-member-banners')).status()).toBe(404);
    // The withdraw link is the one the mails give: it has no second address.
    expect((await request.get('/wlai/withdraw')).status()).toBe(404);
    expect((await request.get('/withdraw')).status()).toBe(200);
    expect((await request.get('/wlai/your-data/view')).status()).toBe(404);
    expect((await request.get('/your-data/view')).status()).toBe(200);
    expect((await request.get('/wlai/feedback')).status()).toBe(404);
    expect((await request.get('/feedback')).status()).toBe(200);
    // Nor has the invitation's.
    expect((await request.get('/wlai/admin/join')).status()).toBe(404);
    expect((await request.get('/admin/join')).status()).toBe(200);
    expect((await request.get('/wlai/events/waves-ai')).status()).toBe(200);
    expect((await request.get('/wlai')).status()).toBe(200);
  });
});

test.describe('the not-found screen', () => {
  // An unknown event's address too: the app renders the screen there as the event route's.
  for (const path of ['/nope', '/a/b/c', '/wlai/nope', '/events/no-such-event']) {
    test(`${path} answers 404 with the 404 screen and logs the path`, async ({
      page,
      consoleMessages,
      allowedConsoleErrors,
    }) => {
      // Chromium's own line for a document answered 404.
      allowedConsoleErrors.push(
        /Failed to load resource: the server responded with a status of 404/,
      );
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect
        .poll(() => consoleMessages.map((message) => message.text()).join('\n'))
        .toContain(`non-existent route: ${path}`);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Join the Community' }),
      ).toBeVisible();
    });
  }
});

test.describe('caching and compression of the production build', () => {
  test('pages revalidate, hashed assets are immutable, both are compressed', async ({
    page,
    request,
  }) => {
    const page200 = await request.get('/about', { headers: { 'accept-encoding': 'br' } });
    expect(page200.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page200.headers()['content-encoding']).toBe('br');

    const assets: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
    });
    await page.goto('/');
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(
      assets.find((url) => url.endsWith('.js'))!,
      {
        headers: { 'accept-encoding': 'gzip, br' },
      },
    );
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });
});
