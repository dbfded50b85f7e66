import { expect, test } from './fixtures.ts';

/**
 * On the community's own domain the private evening page hides its back link and its breadcrumbs
 * use /community and /events (docs/product/rules.md#private-evening-on-the-community-domain).
 * Chromium sends `*.localhost` to this machine, so a host name carrying the domain marker reaches
 * the test server.
 */
test('the private evening page follows the host name', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });

  await page.goto(`http://womenleadingai.localhost:${port}/events/women-leading-ai`);
  await expect(breadcrumb.getByRole('link', { name: 'wlai' })).toHaveAttribute(
    'href',
    '/community',
  );
  await expect(breadcrumb.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('link', { name: /Back to/ })).toHaveCount(0);

  await page.goto(`http://127.0.0.1:${port}/events/women-leading-ai`);
  await expect(breadcrumb.getByRole('link', { name: 'wlai' })).toHaveAttribute(
    'href',
    '/wlai/community',
  );
  await expect(breadcrumb.getByRole('link', { name: 'Events' })).toHaveAttribute(
    'href',
    '/wlai/events',
  );
  await expect(page.getByRole('link', { name: /Back to/ })).toBeVisible();
});
