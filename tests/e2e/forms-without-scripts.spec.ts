import type { Locator, Page } from '@playwright/test';
import { acknowledgementTexts } from '#content/form-notices.ts';
import { formFallbackMs } from '#schemas/pages/page-hydration.ts';
import { submissionKeyPattern } from '#schemas/submissions/submission-forms.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './support/before-hydration.ts';
import {
  fieldOf,
  fillForm,
  formFields,
  sampleValues,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';
import { expectedRow, formOf, forms, type FormCase } from './support/page-forms.ts';
import { storedRows } from './support/stored-rows.ts';

/**
 * Every form works without scripts (docs/product/rules.md#forms-without-scripts): it posts to
 * its page's own address, and the page comes back with the acknowledgement in the form's place,
 * or with the form, everything typed in it and each error beside its field.
 */

function emailOf(values: Record<string, unknown>): string {
  return String(values.email);
}

async function send(page: Page, spec: FormCase) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(spec.path),
  );
  await formOf(page, spec).getByRole('button', { name: spec.submitLabel }).click();
  return answer;
}

/** The acknowledgement the app shows in the form area, here from the server. */
async function expectAcknowledged(section: Locator, spec: FormCase, email: string) {
  await expect(section.getByRole('heading', { name: spec.success.title })).toBeVisible();
  await expect(section.getByText(acknowledgementTexts.confirmationOnItsWay(email))).toBeVisible();
  await expect(
    section.getByRole('link', { name: acknowledgementTexts.sendAnother }),
  ).toHaveAttribute('href', /^\?#[\w-]+-form$/);
  await expect(section.getByRole('textbox')).toHaveCount(0);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const spec of forms) {
    test(`${spec.path}: the form stores one row and the page says it arrived`, async ({ page }) => {
      const values = sampleValues(spec.table, uniqueToken());
      await page.goto(spec.path);
      await fillForm(formOf(page, spec), spec.table, values);
      const answer = await send(page, spec);
      expect(answer.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(spec.path);
      await expectAcknowledged(formOf(page, spec), spec, emailOf(values));

      const rows = storedRows(spec.table, 'email', emailOf(values));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(expectedRow(spec, values));

      // `Send another` fetches the page anew, at its empty form.
      await formOf(page, spec)
        .getByRole('link', { name: acknowledgementTexts.sendAnother })
        .click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}\\?#[\\w-]+-form$`));
      const [first] = formFields[spec.table];
      await expect(fieldOf(formOf(page, spec), first!)).toHaveValue('');
    });
  }

  const registration = forms.find((spec) => spec.path === '/events/ai-power-circle')!;

  test('a value the server refuses comes back beside its field, with everything typed kept', async ({
    page,
    allowedConsoleErrors,
  }) => {
    // The browser's own line for a document answered 400.
    allowedConsoleErrors.push(/status of 400 \(Bad Request\)/);
    const values: FormValues = {
      ...sampleValues(registration.table, uniqueToken()),
      // A web address the browser accepts and the form does not: not a LinkedIn profile.
      linkedin_url: 'https://example.com/in/ada',
    };
    await page.goto(registration.path);
    await fillForm(formOf(page, registration), registration.table, values);
    const answer = await send(page, registration);
    expect(answer.status()).toBe(400);

    const form = formOf(page, registration);
    await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    for (const field of formFields[registration.table]) {
      const input = fieldOf(form, field);
      if (field.kind === 'checkbox')
        await expect(input).toBeChecked({ checked: Boolean(values[field.column]) });
      else await expect(input).toHaveValue(String(values[field.column]));
    }
    const linkedin = form.getByRole('textbox', { name: 'LinkedIn URL' });
    await expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    await expect(linkedin).toHaveAccessibleDescription(/LinkedIn/);
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(storedRows(registration.table, 'email', emailOf(values))).toHaveLength(0);

    // Put right, the same form is sent again from the answer, and stored once.
    await linkedin.fill(`https://www.linkedin.com/in/ada-${uniqueToken()}`);
    expect((await send(page, registration)).status()).toBe(200);
    await expectAcknowledged(formOf(page, registration), registration, emailOf(values));
    expect(storedRows(registration.table, 'email', emailOf(values))).toHaveLength(1);
  });

  test('the same form sent twice the same day is stored once', async ({ page }) => {
    const enquiry = forms.find((spec) => spec.table === 'partnership_enquiries')!;
    const values = sampleValues(enquiry.table, uniqueToken());
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto(enquiry.path);
      await fillForm(formOf(page, enquiry), enquiry.table, values);
      expect((await send(page, enquiry)).status()).toBe(200);
      await expectAcknowledged(formOf(page, enquiry), enquiry, emailOf(values));
    }
    expect(storedRows(enquiry.table, 'email', emailOf(values))).toHaveLength(1);
  });

  test('another site cannot send a form to this one', async ({ request }) => {
    const values = sampleValues(registration.table, uniqueToken());
    const response = await request.post(registration.path, {
      headers: { origin: 'https://evil.example' },
      form: { form: registration.table, ...registration.fixed, ...values, lead_session: 'on' },
    });
    expect(response.status()).toBe(403);
    expect(storedRows(registration.table, 'email', emailOf(values))).toHaveLength(0);
  });
});

test('a form sent while the scripts are still on their way is posted after a few seconds', async ({
  page,
}) => {
  const spec = forms.find((form) => form.path === '/partners')!;
  const values = sampleValues(spec.table, uniqueToken());
  const release = await holdScripts(page);
  await page.goto(spec.path, { waitUntil: 'domcontentloaded' });
  await fillForm(formOf(page, spec), spec.table, values);
  const sentAt = Date.now();
  const answer = await send(page, spec);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(formFallbackMs - 500);
  expect(answer.status()).toBe(200);
  await expectAcknowledged(formOf(page, spec), spec, emailOf(values));
  const rows = storedRows(spec.table, 'email', emailOf(values));
  expect(rows).toHaveLength(1);
  // The key the page's first script made, not the one the server makes for a page without any.
  expect(String(rows[0]!.submission_key)).toMatch(/^[0-9a-f-]{36}$/);
  expect(String(rows[0]!.submission_key)).toMatch(submissionKeyPattern);
  release();
});
