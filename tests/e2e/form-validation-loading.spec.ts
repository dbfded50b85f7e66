import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storedRows } from './support/stored-rows.ts';
import { expectNotice, visibleNotices } from './support/notices.ts';
import { hydrationImports } from './support/first-view.ts';
import {
  fieldOf,
  fillForm,
  formFields,
  sampleValues,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';

/**
 * Decision 012: a page with a form loads no zod with its first view; the validation code loads
 * when the visitor starts on the form, and a submit it cannot reach keeps what was typed.
 */

const assets = new URL('../../build/client/assets/', import.meta.url);
const scriptOf = (pathname: string) =>
  readFileSync(new URL(`.${pathname.replace(/^\/assets/, '')}`, assets), 'utf8');

// NOTE: `$ZodError` is the name zod registers its error class under ($constructor): a string the
// minifier keeps, in zod's own code only (the first test checks that it marks just the chunk
// the forms import on demand).
const zodMarker = '$ZodError';
const zodChunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => `/assets/${name}`)
  .filter((pathname) => scriptOf(pathname).includes(zodMarker));
const isZodChunk = (url: URL) => zodChunks.includes(url.pathname);

const somethingWentWrong = {
  title: 'Something went wrong',
  description: 'Please try again later.',
};
const required = 'This field is required.';

/**
 * Every script of code the page requests, by path: the build's chunks. A rendered page's state
 * script (`<path>.state.js`, its loader data: decision 036) holds no code.
 */
function watchScripts(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && !url.pathname.endsWith('.state.js')) {
      scripts.add(url.pathname);
    }
  });
  return scripts;
}

const eventPage = '/events/ai-power-circle';
function registrationForm(page: Page) {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Register Your Interest', exact: true });
}
const fullName = formFields.event_registrations[0]!;

test("zod is in one chunk, which the forms' validation chunk (with its messages) imports", () => {
  expect(zodChunks).toHaveLength(1);
  const zodFile = zodChunks[0]!.replace('/assets/', '');
  const validation = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((pathname) =>
      scriptOf(pathname).includes(
        'Please enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name',
      ),
    );
  expect(validation).toHaveLength(1);
  // The same file, or the validation chunk imports zod's: either way both load on demand only
  // (the tests below), the admin's and the "Your data" page's schemas sharing zod's file.
  if (validation[0] !== zodChunks[0]) expect(scriptOf(validation[0]!)).toContain(zodFile);
});

for (const path of [eventPage, '/summit', '/partners']) {
  test(`${path}: the first view neither imports nor loads zod`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const imports = hydrationImports(html);
    expect(imports.length).toBeGreaterThanOrEqual(3);
    expect(imports.filter((href) => scriptOf(href).includes(zodMarker))).toEqual([]);

    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(5);
    expect([...scripts].filter((pathname) => scriptOf(pathname).includes(zodMarker))).toEqual([]);
  });
}

/** Blank answers (spaces) pass the browser's own checks; only the schema refuses them. */
function blankAnswers(table: 'event_registrations' | 'enquiries'): FormValues {
  const values = sampleValues(table, uniqueToken());
  for (const field of formFields[table]) {
    if (field.kind === 'text' || field.kind === 'textarea') values[field.column] = '   ';
  }
  return values;
}

async function expectRequiredMessages(form: Locator, table: 'event_registrations' | 'enquiries') {
  const blank = formFields[table].filter(
    (field) => (field.kind === 'text' || field.kind === 'textarea') && !field.optional,
  );
  expect(blank.length).toBeGreaterThan(0);
  for (const field of blank) {
    const input = fieldOf(form, field);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(required);
  }
  await expect(form.getByText(required, { exact: true })).toHaveCount(blank.length);
  await expect(fieldOf(form, blank[0]!)).toBeFocused();
}

test(`${eventPage}: focusing a field loads the validation chunk; blank answers get their messages`, async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(eventPage);
  await page.waitForLoadState('networkidle');
  const form = registrationForm(page);

  const validationLoaded = page.waitForResponse((response) => isZodChunk(new URL(response.url())));
  await fieldOf(form, fullName).focus();
  expect((await validationLoaded).status()).toBe(200);

  await fillForm(form, 'event_registrations', blankAnswers('event_registrations'));
  await form.getByRole('button', { name: 'Register Interest', exact: true }).click();
  await expectRequiredMessages(form, 'event_registrations');
  expect(posts).toEqual([]);
});

test('/summit: in an enquiry dialog, focusing a field loads the validation chunk; blank answers get their messages', async ({
  page,
}) => {
  await page.goto('/summit');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Get Your Seat Now', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Seat Now', exact: true });
  const name = fieldOf(dialog, formFields.enquiries[0]!);
  await expect(name).toBeVisible();

  const validationLoaded = page.waitForResponse((response) => isZodChunk(new URL(response.url())));
  await name.focus();
  expect((await validationLoaded).status()).toBe(200);

  const values = blankAnswers('enquiries');
  await fillForm(dialog, 'enquiries', values);
  await dialog.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
  await expectRequiredMessages(dialog, 'enquiries');
  expect(storedRows('enquiries', 'email', String(values.email))).toHaveLength(0);
});

test(`${eventPage}: when the validation chunk cannot load, the values stay and the failure notice shows; back online, the next submit sends`, async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(
    /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    /^The event_registrations form could not be checked: TypeError/,
  );
  await page.route(isZodChunk, (route) => route.abort('internetdisconnected'));
  await page.goto(eventPage);
  const form = registrationForm(page);
  const submit = form.getByRole('button', { name: 'Register Interest', exact: true });
  const values = sampleValues('event_registrations', uniqueToken());
  await fillForm(form, 'event_registrations', values);

  await submit.click();
  await expectNotice(page, somethingWentWrong);
  for (const field of formFields.event_registrations) {
    const input = fieldOf(form, field);
    if (field.kind === 'checkbox') await expect(input).toBeChecked();
    else await expect(input).toHaveValue(String(values[field.column]));
  }
  await expect(submit).toBeEnabled();
  expect(storedRows('event_registrations', 'email', String(values.email))).toHaveLength(0);

  await page.unroute(isZodChunk);
  await submit.click();
  // Said once, in the form's place; the failure's notice is gone.
  await expect(form.getByRole('heading', { name: 'Registration submitted!' })).toBeFocused();
  await expect(visibleNotices(page)).toHaveCount(0);
  expect(storedRows('event_registrations', 'email', String(values.email))).toHaveLength(1);
});

test(`${eventPage}: a submit that beats the validation chunk says Submitting... and sends once it arrives`, async ({
  page,
}) => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(isZodChunk, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(eventPage);
  const form = registrationForm(page);
  const values = sampleValues('event_registrations', uniqueToken());
  await fillForm(form, 'event_registrations', values);

  await form.getByRole('button', { name: 'Register Interest', exact: true }).click();
  const sending = form.getByRole('button', { name: 'Submitting...', exact: true });
  await expect(sending).toBeDisabled();
  await expect(fieldOf(form, fullName)).toBeDisabled();
  expect(storedRows('event_registrations', 'email', String(values.email))).toHaveLength(0);

  arrive();
  // The form area thanks her, and no notice says it again; 'Send another' brings back the form.
  await expect(form.getByRole('heading', { name: 'Registration submitted!' })).toBeFocused();
  await expect(
    form.getByText("Thank you for your interest. We'll be in touch soon with next steps."),
  ).toBeVisible();
  await expect(visibleNotices(page)).toHaveCount(0);
  await form.getByRole('button', { name: 'Send another', exact: true }).click();
  await expect(fieldOf(form, fullName)).toHaveValue('');
  expect(storedRows('event_registrations', 'email', String(values.email))).toHaveLength(1);
});
