import { expect, test } from './fixtures.ts';
import { servedEntries } from './support/served-paths.ts';

/** Every internal link and resource resolves; every external link opens safely in a new tab. */
test('no link on the site leads to a missing page or file', async ({ page, request }) => {
  test.slow();
  const internal = new Set<string>();
  // Screens only: each /wlai twin serves the same page body (accessibility.spec.ts checks that).
  for (const entry of servedEntries.filter((route) => route.path === route.canonicalPath)) {
    await page.goto(entry.path);
    const links = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        raw: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel') ?? '',
      })),
    );
    for (const link of links) {
      const url = new URL(link.href);
      if (url.protocol === 'mailto:') continue;
      // A calendar subscription (`webcal://<the site>/events.ics`): a file of the site's own.
      if (url.protocol === 'webcal:') {
        internal.add(url.pathname);
        continue;
      }
      if (url.origin === new URL(page.url()).origin) {
        if (link.raw.startsWith('#')) {
          // An in-page link must have its target on the page.
          await expect(page.locator(link.raw), `${entry.path} → ${link.raw}`).toHaveCount(1);
        } else {
          internal.add(url.pathname);
        }
        continue;
      }
      expect(link.target, `${entry.path} → ${link.href}`).toBe('_blank');
      expect(link.rel.split(/\s+/).sort(), `${entry.path} → ${link.href}`).toEqual([
        'noopener',
        'noreferrer',
      ]);
    }
  }
  expect(internal.size).toBeGreaterThan(20);
  for (const path of internal) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
