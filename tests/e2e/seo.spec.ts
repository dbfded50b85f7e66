import { siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';
import { servedEntries } from './support/served-paths.ts';

// What a crawler reads: the prerendered HTML as served, before any script runs.
test.use({ javaScriptEnabled: false });

const { siteUrl } = siteConfig;
const twinPrefix = new RegExp(`^/${siteConfig.productSegment}(?=/|$)`);

/** The address a page should name as canonical: its unprefixed path on the public site. */
function expectedCanonical(path: string): string {
  const unprefixed = path.replace(twinPrefix, '') || '/';
  return unprefixed === '/' ? siteUrl : `${siteUrl}${unprefixed}`;
}

function canonicalIn(html: string): string | undefined {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0];
  return link ? /\bhref="([^"]*)"/.exec(link)?.[1] : undefined;
}

test('every route has its title, description, Open Graph tags and canonical link', async ({
  page,
}) => {
  // One page walks every route: a fresh browser context per route would cost more than the check.
  test.setTimeout(180_000);
  for (const entry of servedEntries) {
    const at = entry.path;
    expect((await page.goto(entry.path))?.status(), at).toBe(200);
    const head = page.locator('head');
    const canonical = expectedCanonical(entry.path);

    await expect(head.locator('title'), at).toHaveCount(1);
    const title = await page.title();
    expect(title.trim(), at).not.toBe('');
    expect(title, at).toContain(siteConfig.brand);

    const description = head.locator('meta[name="description"]');
    await expect(description, at).toHaveCount(1);
    const descriptionText = (await description.getAttribute('content')) ?? '';
    expect(descriptionText.trim(), at).not.toBe('');
    expect(descriptionText.length, at).toBeLessThanOrEqual(160);

    await expect(head.locator('meta[property="og:title"]'), at).toHaveAttribute('content', title);
    await expect(head.locator('meta[property="og:description"]'), at).toHaveAttribute(
      'content',
      descriptionText,
    );
    await expect(head.locator('meta[property="og:url"]'), at).toHaveAttribute('content', canonical);
    await expect(head.locator('link[rel="canonical"]'), at).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]'), at).toHaveAttribute('href', canonical);
  }
});

test('a /wlai twin names its unprefixed route as canonical', async ({ request }) => {
  const twins = servedEntries.filter((entry) => twinPrefix.test(entry.path));
  expect(twins.length).toBeGreaterThan(0);
  for (const twin of twins) {
    const [twinHtml, ownHtml] = await Promise.all([
      request.get(twin.path).then((response) => response.text()),
      request.get(twin.canonicalPath).then((response) => response.text()),
    ]);
    expect(canonicalIn(twinHtml), twin.path).toBe(canonicalIn(ownHtml));
    expect(canonicalIn(twinHtml), twin.path).not.toContain(`/${siteConfig.productSegment}`);
  }
});

test('titles are unique across screens', async ({ request }) => {
  // Two routes of the same screen ('/' and '/community', '/founding-25' and '/founding-22',
  // every /wlai twin) share its route module and may share its title.
  const screensByTitle = new Map<string, Set<string>>();
  for (const entry of servedEntries) {
    const html = await (await request.get(entry.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    screensByTitle.set(title, (screensByTitle.get(title) ?? new Set()).add(entry.file));
  }
  const shared = [...screensByTitle].filter(([, files]) => files.size > 1);
  expect(shared, 'titles used by more than one screen').toEqual([]);
});

test('sitemap.xml lists the canonical addresses of the listed routes and of the events', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/\bxml\b/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

  // The listed routes and the seeded events' pages; any other address is an event another test
  // published (the server lists every published event: docs/decisions/039).
  const eventPage = /^\/events\/[a-z0-9-]+$/;
  const listed = servedEntries.filter((entry) => entry.listed || eventPage.test(entry.path));
  const canonicals = await Promise.all(
    listed.map(async (entry) => canonicalIn(await (await request.get(entry.path)).text())),
  );
  expect(locations).toEqual(expect.arrayContaining(canonicals));
  for (const other of locations.filter((location) => !canonicals.includes(location))) {
    expect(new URL(other).pathname).toMatch(eventPage);
  }
  expect(new Set(locations).size).toBe(locations.length);
  expect(locations).toContain(siteUrl);
  for (const hidden of ['/admin', '/founding-member-banners', `/${siteConfig.productSegment}`]) {
    expect(locations.some((location) => location.startsWith(`${siteUrl}${hidden}`))).toBe(false);
  }
});

test('robots.txt allows crawling, keeps out the admin and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain(`Disallow: /${siteConfig.productSegment}/admin`);
  expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(lines.some((line) => /^Disallow: \/?$/.test(line))).toBe(false);
});

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') {
    return undefined;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every page names a share image that is a real 1200×630 PNG, and a large card', async ({
  request,
}) => {
  const checked = new Set<string>();
  for (const entry of servedEntries) {
    const html = await (await request.get(entry.path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, entry.path).toMatch(new RegExp(`^${siteUrl}/share/[a-z0-9-]+\\.png$`));
    // A page the server answers whole (the feedback page) is written as HTML, without the `/`.
    expect(html, entry.path).toMatch(/<meta name="twitter:card" content="summary_large_image"\/?>/);
    const path = new URL(image!).pathname;
    if (checked.has(path)) continue;
    checked.add(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
    expect(pngSize(await response.body()), path).toEqual({ width: 1200, height: 630 });
  }
  // One image per screen path: twins share their page's.
  expect(checked.size).toBe(new Set(servedEntries.map((entry) => entry.canonicalPath)).size);
});
