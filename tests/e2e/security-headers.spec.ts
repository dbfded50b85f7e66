import { observatoryScore } from '#tests/support/observatory.ts';
import { expect, test } from './fixtures.ts';
import { servedEntries } from './support/served-paths.ts';

// Every page, as the HTTP Observatory would fetch it through the site's TLS proxy.
const pages = [...servedEntries.map((entry) => entry.path), '/admin', '/no-such-page'];

test('every page scores A+ (at least 125) by the HTTP Observatory rules', async ({
  request,
  baseURL,
}) => {
  for (const path of pages) {
    const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect([200, 404], path).toContain(response.status());
    const result = observatoryScore({
      headers: response.headers(),
      html: await response.text(),
      origin: new URL(baseURL!).origin,
    });
    expect(result.results['strict-transport-security']!.modifier, path).toBe(0);
    expect(result.results['content-security-policy']!.result, path).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(result.score, `${path}: ${JSON.stringify(result.results)}`).toBeGreaterThanOrEqual(125);
    expect(result.grade, path).toBe('A+');
  }
});

test('scripts, styles, fonts and files carry the same protections', async ({ request, page }) => {
  const assets = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(assets.size).toBeGreaterThan(2);
  for (const url of [...assets, '/api/health', '/robots.txt']) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], url).toMatch(/^default-src 'none'/);
  }
});
