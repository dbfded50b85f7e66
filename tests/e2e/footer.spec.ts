import { resourceButtonLabel, resources } from '#content/resources.ts';
import { resourceFileUrl, siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';

test('the footer has the resources, the navigation and connect columns and © 2025', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');

  const navigation = footer.getByRole('navigation', { name: 'Navigation' });
  for (const [name, href] of [
    ['Community', '/'],
    ['Events', '/events'],
    ['Founding 22', '/founding-22'],
    ['About', '/about'],
  ] as const) {
    await expect(navigation.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const resourceSection = footer.getByRole('region', { name: 'Resources' });
  const cards = resourceSection.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const [index, resource] of resources.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: resource.title })).toBeVisible();
    await expect(card.getByText(resource.type, { exact: true })).toBeVisible();
    const button = card.getByRole('link', { name: new RegExp(resourceButtonLabel(resource.type)) });
    await expect(button).toHaveAttribute('href', resourceFileUrl(resource.pdfPath));
    await expect(button).toHaveAttribute('target', '_blank');
  }

  const connect = footer.getByRole('heading', { name: 'Connect' }).locator('..');
  await expect(connect.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    siteConfig.external.professionalProfile,
  );
  await expect(connect.getByRole('link', { name: /Slack/ })).toHaveAttribute(
    'href',
    siteConfig.external.chatInvite,
  );
  await expect(footer).toContainText('© 2025 Women Leading AI');
});

test("the public pages' footer has resource cards, compact on a phone", async ({ page }) => {
  // On a phone the six cards are one row that scrolls sideways, not a tall stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const resources = page.getByRole('contentinfo').getByRole('region', { name: 'Resources' });
  await expect(resources.getByRole('article')).toHaveCount(6);
  const box = (await resources.boundingBox())!;
  expect(box.height).toBeLessThan(400);
});
