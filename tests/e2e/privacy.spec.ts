import type { Page } from '@playwright/test';
import { currentPrivacyNotice } from '#content/privacy-notice.ts';
import { privacyErrors } from '#schemas/privacy/privacy-consent.ts';
import { retentionRules } from '#schemas/privacy/retention.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { consentBoxOf, fillForm, sampleValues, uniqueToken } from './support/form-values.ts';
import { formOf, forms } from './support/page-forms.ts';
import { storedRows } from './support/stored-rows.ts';

/**
 * The privacy notice and the consent at collection (docs/product/screens.md#privacy-notice;
 * docs/decisions/042-privacy-notice-and-consent.md).
 */

const labs = forms.find((spec) => spec.table === 'leadership_labs_applications')!;
const partners = forms.find((spec) => spec.table === 'partnership_enquiries')!;

async function expectNotice(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(
    main.getByText(
      `Version ${currentPrivacyNotice.version}, in effect since ${currentPrivacyNotice.publishedOn}`,
    ),
  ).toBeVisible();
  const retention = main.getByRole('region', { name: 'How long we keep your details' });
  // One line per table's rule, then her arrival and feedback at events, then the news consent.
  await expect(retention.getByRole('listitem')).toHaveCount(retentionRules.length + 2);
  await expect(main.getByRole('link', { name: /ico\.org\.uk/ })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
}

for (const path of ['/privacy', '/wlai/privacy']) {
  test(`${path} reads as the notice, with its version and date`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNotice(page);
  });
}

test('the footer links to the notice', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expectNotice(page);
});

test('an application form asks for consent; another form links to the notice', async ({ page }) => {
  await page.goto(labs.path);
  const box = consentBoxOf(formOf(page, labs));
  await expect(box).not.toBeChecked();
  await expect(formOf(page, labs).getByRole('link', { name: /privacy notice/ })).toHaveAttribute(
    'href',
    '/privacy',
  );

  await page.goto(partners.path);
  const enquiry = formOf(page, partners);
  await expect(enquiry.getByRole('checkbox')).toHaveCount(0);
  await expect(enquiry.getByText(/We use these details only to answer you/)).toBeVisible();
  await expect(enquiry.getByRole('link', { name: /privacy notice/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('an application is not sent without the consent box; ticked, its row holds the notice version', async ({
  page,
}) => {
  await page.goto(labs.path);
  const form = formOf(page, labs);
  const values = sampleValues(labs.table, uniqueToken());
  await fillForm(form, labs.table, values, { consent: false });
  await form.getByRole('button', { name: labs.submitLabel, exact: true }).click();

  const box = consentBoxOf(form);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(privacyErrors.consentMissing);
  await expect(box).toBeFocused();
  expect(storedRows(labs.table, 'email', String(values.email))).toHaveLength(0);

  await box.check();
  await form.getByRole('button', { name: labs.submitLabel, exact: true }).click();
  await expect(page.getByRole('heading', { name: labs.success.title })).toBeVisible();
  const rows = storedRows(labs.table, 'email', String(values.email));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.privacy_notice_version).toBe(currentPrivacyNotice.version);
  expect(String(rows[0]!.privacy_notice_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the server says beside the box that consent is missing, and stores nothing', async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The browser's own line for the 400 answer: the page again, with the error.
    allowedConsoleErrors.push(/status of 400 \(Bad Request\)/);
    await page.goto(labs.path);
    const values = sampleValues(labs.table, uniqueToken());
    await fillForm(formOf(page, labs), labs.table, values, { consent: false });
    await formOf(page, labs).getByRole('button', { name: labs.submitLabel }).click();

    const box = consentBoxOf(formOf(page, labs));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(privacyErrors.consentMissing);
    await expect(formOf(page, labs).getByRole('textbox', { name: 'Email' })).toHaveValue(
      String(values.email),
    );
    expect(storedRows(labs.table, 'email', String(values.email))).toHaveLength(0);

    await box.check();
    await formOf(page, labs).getByRole('button', { name: labs.submitLabel }).click();
    await expect(page.getByRole('heading', { name: labs.success.title })).toBeVisible();
    const rows = storedRows(labs.table, 'email', String(values.email));
    expect(rows[0]?.privacy_notice_version).toBe(currentPrivacyNotice.version);
  });
});

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the notice and the consent box pass axe at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/privacy');
      await withTheme(page, theme);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(labs.path);
      const form = formOf(page, labs);
      await fillForm(form, labs.table, sampleValues(labs.table, uniqueToken()), {
        consent: false,
      });
      await form.getByRole('button', { name: labs.submitLabel, exact: true }).click();
      await expect(consentBoxOf(form)).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    });
  }
}
