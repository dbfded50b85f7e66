import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { sampleValues, submitThroughApi, uniqueToken } from './support/form-values.ts';

test('shots', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 3; i++) {
    await submitThroughApi(request, 'retreat_applications', { ...sampleValues('retreat_applications', uniqueToken()), event_name: 'Women Leading AI 2025 Retreat' });
    await submitThroughApi(request, 'event_registrations', { ...sampleValues('event_registrations', uniqueToken()), event_name: 'Waves & AI' });
  }
  await submitThroughApi(request, 'enquiries', { ...sampleValues('enquiries', uniqueToken()), tag: 'summit:ticket:vip' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: '/tmp/a/shots/signin-1280.png' });
  await signInDirectly(context, baseURL!);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin?view=retreat_applications');
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `/tmp/a/shots/retreat-1280-${theme}.png` });
    await page.goto('/admin');
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `/tmp/a/shots/registrations-1280-${theme}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin?view=retreat_applications');
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `/tmp/a/shots/retreat-390-${theme}.png` });
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.screenshot({ path: `/tmp/a/shots/menu-390-${theme}.png` });
  }
});

test('signed-out phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: '/tmp/a/shots/signin-390.png' });
});
