import type { Page, Request } from '@playwright/test';
import { acknowledgementTexts, alreadyAppliedNotice, type Notice } from '#content/form-notices.ts';
import { asksForConsent } from '#schemas/privacy/privacy-consent.ts';
import { honeypotField } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { storedMails, storedRows } from './support/stored-rows.ts';
import { expectNotice, noticeRegion, visibleNotices } from './support/notices.ts';
import {
  consentBoxOf,
  fieldOf,
  type FieldSpec,
  fillForm,
  formFields,
  type FormValues,
  sampleValues,
  sentValues,
  textValues,
  uniqueToken,
} from './support/form-values.ts';
import { expectedRow, formOf, forms, type FormCase } from './support/page-forms.ts';

const submissionsUrl = '**/api/submissions/**';
const isSubmission = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/submissions/');

function fieldsOf(spec: FormCase) {
  return formFields[spec.table];
}

function fieldByKind(spec: FormCase, kind: FieldSpec['kind']) {
  return fieldsOf(spec).find((field) => field.kind === kind);
}

function emailOf(values: FormValues): string {
  return String(values.email);
}

/** Every field still holds what the visitor entered. */
async function expectValuesKept(page: Page, spec: FormCase, values: FormValues) {
  const form = formOf(page, spec);
  for (const field of fieldsOf(spec)) {
    const input = fieldOf(form, field);
    if (field.kind === 'checkbox') await expect(input).toBeChecked({ checked: true });
    else await expect(input).toHaveValue(String(values[field.column]));
  }
}

/** Records the form posts a page makes and how many have finished. */
function watchSubmissions(page: Page) {
  const sent: Request[] = [];
  let settled = 0;
  page.on('request', (request) => {
    if (isSubmission(request)) sent.push(request);
  });
  const settle = (request: Request) => {
    if (isSubmission(request)) settled += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { sent, settled: () => settled };
}

/**
 * The form area says what arrived, with the focus on its heading
 * (docs/product/notices-and-errors.md#the-form-area-after-a-success); once: no notice says it
 * again, and none of an earlier failure is left.
 */
async function expectAcknowledged(
  page: Page,
  spec: FormCase,
  notice: Notice,
  confirmationTo: string | null,
) {
  const form = formOf(page, spec);
  const panel = form.getByRole('region', { name: notice.title, exact: true });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: notice.title, exact: true })).toBeFocused();
  if (notice.description) await expect(panel).toContainText(notice.description);
  if (spec.fixed.event_name) {
    await expect(panel).toContainText(acknowledgementTexts.forEvent(spec.fixed.event_name));
  }
  if (confirmationTo) {
    await expect(panel).toContainText(acknowledgementTexts.confirmationOnItsWay(confirmationTo));
  } else {
    await expect(panel).not.toContainText('on its way');
  }
  // The form itself is gone until the visitor asks for it again.
  await expect(form.getByRole('button', { name: spec.submitLabel, exact: true })).toHaveCount(0);
  await expect(visibleNotices(page)).toHaveCount(0);
}

/** 'Send another' brings back the empty form, with the focus in its first field. */
async function sendAnother(page: Page, spec: FormCase) {
  const form = formOf(page, spec);
  await form.getByRole('button', { name: acknowledgementTexts.sendAnother, exact: true }).click();
  await expect(fieldOf(form, fieldsOf(spec)[0]!)).toBeFocused();
}

const mechanismForms = new Set(['/events', '/partners']);

for (const spec of forms) {
  test.describe(`${spec.path} form`, () => {
    test(`shows '${spec.submittingLabel}' while sending, stores one row on a double click, thanks the visitor in the form area and 'Send another' brings back the empty form`, async ({
      page,
    }) => {
      await page.goto(spec.path);
      const form = formOf(page, spec);
      const values = sampleValues(spec.table, uniqueToken());
      await fillForm(form, spec.table, values);

      const submissions = watchSubmissions(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(submissionsUrl, async (route) => {
        await released;
        await route.continue();
      });

      await form.getByRole('button', { name: spec.submitLabel, exact: true }).dblclick();
      const sending = form.getByRole('button', { name: spec.submittingLabel, exact: true });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      await expect(form.getByRole('button', { name: spec.submitLabel, exact: true })).toHaveCount(
        0,
      );
      for (const field of fieldsOf(spec)) await expect(fieldOf(form, field)).toBeDisabled();

      release();
      await expectAcknowledged(page, spec, spec.success, emailOf(values));
      // Said in place alone: the notice area is not even loaded.
      await expect(noticeRegion(page)).not.toBeAttached();
      await sendAnother(page, spec);
      await expect(form.getByRole('button', { name: spec.submitLabel, exact: true })).toBeEnabled();
      for (const field of fieldsOf(spec)) {
        const input = fieldOf(form, field);
        await expect(input).toBeEnabled();
        if (field.kind === 'checkbox') await expect(input).not.toBeChecked();
        else await expect(input).toHaveValue('');
      }
      await expect.poll(submissions.settled).toBe(submissions.sent.length);
      const rows = storedRows(spec.table, 'email', emailOf(values));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(expectedRow(spec, values));
    });

    test('keeps every value when sending fails, says so without logging the values, and a retry stores one row', async ({
      page,
      consoleMessages,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(
        /^Failed to load resource/,
        new RegExp(`^The ${spec.table} form (could not be sent|was not accepted)`),
      );
      await page.goto(spec.path);
      const form = formOf(page, spec);
      const submit = form.getByRole('button', { name: spec.submitLabel, exact: true });
      const values = sampleValues(spec.table, uniqueToken());
      await fillForm(form, spec.table, values);

      // The network fails.
      await page.route(submissionsUrl, (route) => route.abort(), { times: 1 });
      await submit.click();
      await expectNotice(page, spec.failed);
      await expectValuesKept(page, spec, values);
      await expect(submit).toBeEnabled();

      // The server answers with an error.
      await page.route(
        submissionsUrl,
        (route) =>
          route.fulfill({ status: 500, json: { error: 'internal', message: 'Server error.' } }),
        { times: 1 },
      );
      await submit.click();
      await expectNotice(page, spec.rejected);
      await expectValuesKept(page, spec, values);
      expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(0);

      // The visitor tries again: one row, the success said in place, the failure's notice gone.
      await submit.click();
      await expectAcknowledged(page, spec, spec.success, emailOf(values));
      const rows = storedRows(spec.table, 'email', emailOf(values));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(expectedRow(spec, values));

      const errors = consoleMessages.filter((message) => message.type() === 'error');
      expect(errors.some((message) => /could not be sent/.test(message.text()))).toBe(true);
      for (const message of consoleMessages) {
        for (const value of textValues(values)) expect(message.text()).not.toContain(value);
      }
    });

    // Field errors, browser checks and the honeypot come from the one SubmissionForm: checked
    // on two forms with different field sets and notices rather than on all ten.
    if (mechanismForms.has(spec.path)) {
      test("shows the server's field error beside its field, then sends once corrected", async ({
        page,
        allowedConsoleErrors,
      }) => {
        allowedConsoleErrors.push(
          /^Failed to load resource: the server responded with a status of 400/,
          new RegExp(`^The ${spec.table} form was not accepted \\(HTTP 400\\)`),
        );
        await page.goto(spec.path);
        const form = formOf(page, spec);
        const submit = form.getByRole('button', { name: spec.submitLabel, exact: true });
        const values = sampleValues(spec.table, uniqueToken());
        await fillForm(form, spec.table, values);

        // The real server receives an address it refuses (the browser's own checks are bypassed).
        await page.route(
          submissionsUrl,
          async (route) => {
            const body = route.request().postDataJSON() as { values: Record<string, unknown> };
            body.values.email = 'not-an-email-address';
            await route.continue({ postData: JSON.stringify(body) });
          },
          { times: 1 },
        );
        const refused = page.waitForResponse((response) => isSubmission(response.request()));
        await submit.click();
        expect((await refused).status()).toBe(400);

        await expectNotice(page, spec.rejected);
        const email = fieldOf(form, fieldByKind(spec, 'email')!);
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
        await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
        await expectValuesKept(page, spec, values);
        expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(0);

        await submit.click();
        await expectAcknowledged(page, spec, spec.success, emailOf(values));
        await sendAnother(page, spec);
        await expect(email).not.toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText('Please enter a valid email address.')).toHaveCount(0);
        expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(1);
      });

      test('sends nothing while the browser finds an invalid email or web address', async ({
        page,
      }) => {
        await page.goto(spec.path);
        const form = formOf(page, spec);
        const submit = form.getByRole('button', { name: spec.submitLabel, exact: true });
        const values = sampleValues(spec.table, uniqueToken());
        await fillForm(form, spec.table, values);
        const submissions = watchSubmissions(page);

        const invalid: [FieldSpec, string][] = [[fieldByKind(spec, 'email')!, 'ada-at-example']];
        const linkedin = fieldByKind(spec, 'linkedin');
        if (linkedin) invalid.push([linkedin, 'linkedin.com/in/ada']);
        for (const [field, wrong] of invalid) {
          const input = fieldOf(form, field);
          await input.fill(wrong);
          await submit.click();
          // The browser stops the form and puts the visitor on the field it refuses.
          await expect(input).toBeFocused();
          expect(
            await input.evaluate((element: HTMLInputElement) => element.validity.typeMismatch),
          ).toBe(true);
          await input.fill(String(values[field.column]));
        }
        expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(0);

        // Corrected, the form sends: its request is the first and only one this page made.
        await submit.click();
        await expectAcknowledged(page, spec, spec.success, emailOf(values));
        expect(submissions.sent).toHaveLength(1);
        expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(1);
      });

      const linkedinField = fieldByKind(spec, 'linkedin');
      if (linkedinField) {
        test('says beside the LinkedIn field that it takes a LinkedIn profile address, and sends nothing until it gets one', async ({
          page,
        }) => {
          const notAProfile =
            'Please enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name';
          await page.goto(spec.path);
          const form = formOf(page, spec);
          const submit = form.getByRole('button', { name: spec.submitLabel, exact: true });
          const values = sampleValues(spec.table, uniqueToken());
          await fillForm(form, spec.table, values);
          const submissions = watchSubmissions(page);
          const linkedin = fieldOf(form, linkedinField);

          for (const wrong of [
            'https://www.linkedin.com@evil.example/',
            'https://evil.example/linkedin.com/in/ada',
            'https://www.linkedin.com/in/ada\u202Eelpmaxe.live',
          ]) {
            await linkedin.fill(wrong);
            // The browser's own check takes any web address; the form's rule refuses these.
            expect(
              await linkedin.evaluate((element: HTMLInputElement) => element.validity.valid),
            ).toBe(true);
            await submit.click();
            await expect(linkedin).toHaveAttribute('aria-invalid', 'true');
            await expect(linkedin).toHaveAccessibleDescription(notAProfile);
            await expect(form.getByText(notAProfile, { exact: true })).toBeVisible();
            await expect(linkedin).toBeFocused();
            await expect(linkedin).toHaveValue(wrong);
          }
          expect(submissions.sent).toHaveLength(0);
          expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(0);

          // Corrected, the form sends: its request is the first and only one this page made.
          await linkedin.fill(String(values.linkedin_url));
          await submit.click();
          await expectAcknowledged(page, spec, spec.success, emailOf(values));
          await expect(form.getByText(notAProfile)).toHaveCount(0);
          expect(submissions.sent).toHaveLength(1);
          expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(1);
        });
      }

      test('keeps the honeypot off-screen, out of the tab order and hidden from assistive technology', async ({
        page,
      }) => {
        await page.goto(spec.path);
        const form = formOf(page, spec);
        const submit = form.getByRole('button', { name: spec.submitLabel, exact: true });
        await submit.scrollIntoViewIfNeeded();

        const honeypot = form.locator(`input[name="${honeypotField}"]`);
        await expect(honeypot).toHaveCount(1);
        await expect(honeypot).toHaveAttribute('autocomplete', 'wlai-leave-empty');
        await expect(honeypot).not.toBeInViewport();
        const box = await honeypot.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(0);
        await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
        await expect(form.getByRole('textbox')).toHaveCount(
          fieldsOf(spec).filter((field) => field.kind !== 'checkbox').length,
        );

        // Tab from the last visible field passes the privacy notice's box and link
        // (docs/product/screens.md#privacy-consent-on-forms) and lands on the submit button,
        // never on the honeypot.
        const fields = fieldsOf(spec);
        await fieldOf(form, fields[fields.length - 1]!).focus();
        if (asksForConsent(spec.table)) {
          await page.keyboard.press('Tab');
          await expect(consentBoxOf(form)).toBeFocused();
        }
        await page.keyboard.press('Tab');
        await expect(form.getByRole('link', { name: /^privacy notice/ })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(submit).toBeFocused();
      });
    }
  });
}

test('a second application to the same event from the same person says it is already in', async ({
  page,
}) => {
  const spec = forms.find((candidate) => candidate.path === '/events/ai-power-circle')!;
  const values = sampleValues(spec.table, uniqueToken());
  await page.goto(spec.path);
  const form = formOf(page, spec);
  await fillForm(form, spec.table, values);
  await form.getByRole('button', { name: spec.submitLabel, exact: true }).click();
  await expectAcknowledged(page, spec, spec.success, emailOf(values));
  await sendAnother(page, spec);

  // Again, the address written differently: the same person. Nothing new is stored or mailed.
  const again = { ...values, email: emailOf(values).toUpperCase() };
  await fillForm(form, spec.table, again);
  await form.getByRole('button', { name: spec.submitLabel, exact: true }).click();
  await expectAcknowledged(page, spec, alreadyAppliedNotice, null);
  expect(storedRows(spec.table, 'email', emailOf(values))).toHaveLength(1);
  expect(storedRows(spec.table, 'email', emailOf(again))).toHaveLength(0);
});

test('a filled-in honeypot is kept as suspected spam, with no mail', async ({ request }) => {
  const values = sampleValues('partnership_enquiries', uniqueToken());
  const response = await request.post('/api/submissions/partnership_enquiries', {
    data: {
      key: newSubmissionKey(),
      values: sentValues('partnership_enquiries', values),
      [honeypotField]: 'https://spam.example',
    },
  });
  expect(response.status()).toBe(201);
  const rows = storedRows('partnership_enquiries', 'email', emailOf(values));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.suspected_spam).toBe(1);
  expect(storedMails('partnership_enquiries', Number(rows[0]!.id))).toEqual([]);
});

for (const [path, formTitle] of [
  ['/events/ai-power-circle', 'Register Your Interest'],
  ['/events', 'Register Your Interest'],
] as const) {
  test(`'Register Your Interest' on ${path} scrolls to the form`, async ({ page }) => {
    // A phone: on a wide event page the form is beside the details already.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const form = page.getByRole('main').getByRole('region', { name: formTitle, exact: true });
    await expect(form).not.toBeInViewport();
    // The page's own button, not a card's (which says the same: one verb per event).
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Register Your Interest' })
      .and(page.locator('a[href^="#"]'))
      .click();
    await expect(form).toBeInViewport();
    await expect(form).toBeFocused();
  });
}
