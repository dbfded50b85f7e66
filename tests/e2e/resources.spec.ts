import type { APIRequestContext } from '@playwright/test';
import { documentsByFile } from '#content/resource-documents/documents-by-file.ts';
import { resources } from '#content/resources.ts';
import { resourceFileUrl, siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';

/** Fetches a file of the resources storage path and checks it is a real PDF with its title. */
async function expectPdf(request: APIRequestContext, href: string, title: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  expect(body.toString('latin1'), href).toContain(`(${title})`);
  expect(body.length, href).toBeGreaterThan(3_000);
}

for (const path of ['/', '/wlai/about']) {
  test(`every resource card in the footer of ${path} opens a real PDF`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const cards = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Resources' })
      .getByRole('article');
    await expect(cards).toHaveCount(resources.length);

    for (const [index, resource] of resources.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link).toHaveAttribute('href', resourceFileUrl(resource.pdfPath));
      await expect(link).toHaveAttribute('target', '_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(`${siteConfig.resourceStoragePath}/`)).toBe(true);
      await expectPdf(request, href, resource.title);
    }
  });
}

test('the summit sponsor pack is a real PDF', async ({ request }) => {
  await expectPdf(
    request,
    resourceFileUrl(siteConfig.sponsorPackFile),
    documentsByFile[siteConfig.sponsorPackFile]!.title,
  );
});

test('a missing resource file answers 404', async ({ request }) => {
  const response = await request.get(resourceFileUrl('no-such-guide.pdf'));
  expect(response.status()).toBe(404);
});
