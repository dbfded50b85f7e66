import { readFile } from 'node:fs/promises';
import type { ParsedMail } from 'mailparser';
import { eventNames } from '#content/event-names.ts';
import type { HeldData } from '#schemas/privacy/your-data-api.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import type { BuiltServer } from '#tests/setup/built-server.ts';
import { expect, test } from './fixtures.ts';
import { mailFilesTo as mailFilesOf } from './support/mail-files.ts';
import { type FormValues, sampleValues, sentValues, uniqueToken } from './support/form-values.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

/**
 * "Your data" as a person and the organiser live it (docs/decisions/047-your-data.md), on a built
 * server of its own writing its mails to files: she sends an application, asks for her link on
 * /your-data, opens it from the mail, sees and downloads what is held, and asks for erasure; the
 * organiser confirms it in the admin, and the link then shows nothing held.
 */
test.describe.configure({ mode: 'serial' });

const table = 'retreat_applications';
let own: OwnServer | undefined;
let server: BuiltServer;
let admin: OwnServer['admin'];

test.beforeAll(async () => {
  own = await startOwnServer();
  ({ server, admin } = own);
});
test.afterAll(() => own?.stop());

/** An application through the public API, as the form sends it. */
async function apply(token: string): Promise<{ name: string; email: string }> {
  const values: FormValues = { ...sampleValues(table, token), event_name: eventNames.retreat };
  const response = await fetch(`${server.origin}/api/submissions/${table}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: newSubmissionKey(), values: sentValues(table, values) }),
  });
  expect(response.status).toBe(201);
  return { name: String(values.full_name), email: String(values.email) };
}

function mailFilesTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
  return mailFilesOf(server.mailDirectory, address, subject);
}

/** The path and query of her link, from the one "Your data" mail to `address`. */
async function yourDataLinkTo(address: string): Promise<string> {
  await expect
    .poll(async () => (await mailFilesTo(address, /^Your data at/)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail] = await mailFilesTo(address, /^Your data at/);
  const link = /https?:\/\/\S+\/your-data\/view\?token=[A-Za-z0-9._-]+/.exec(mail!.text ?? '');
  if (!link) throw new Error('no "Your data" link in the mail');
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}

test('she asks for her link, sees and downloads her data and asks for erasure; the organiser confirms', async ({
  page,
}) => {
  const person = await apply(uniqueToken());
  const unknown = `nobody-${uniqueToken()}@example.com`;

  // The same answer for an address nobody used.
  await page.goto(`${server.origin}/your-data`);
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If we hold anything, a link is on its way.',
  );
  const unknownAnswer = await page.getByRole('main').innerText();

  await page.getByRole('link', { name: 'Use another address' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If we hold anything, a link is on its way.',
  );
  expect(await page.getByRole('main').innerText()).toBe(unknownAnswer);

  const link = await yourDataLinkTo(person.email);
  expect(await mailFilesTo(unknown, /./)).toHaveLength(0);

  await page.goto(`${server.origin}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(person.email, { exact: true }).first()).toBeVisible();
  const forms = page.getByRole('region', { name: 'Forms you sent' });
  await expect(forms.getByRole('heading', { level: 3 })).toHaveText(/Retreat/);
  await expect(forms.getByText(person.name, { exact: true })).toBeVisible();
  const mails = page.getByRole('region', { name: 'Emails we sent you' });
  await expect(mails.getByText(/^Your data at/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('your-data.json');
  const held = JSON.parse(await readFile(await file.path(), 'utf8')) as HeldData;
  expect(held.address).toBe(person.email);
  expect(held.submissions[0]!.fields).toContainEqual({ label: 'Full Name', value: person.name });

  await page.getByRole('button', { name: 'Ask us to erase it' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your request');
  await expect(page.getByRole('status')).toContainText('We will erase everything we hold');

  // The organiser confirms it in the admin.
  await page.goto(`${server.origin}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/ Admin$/);
  await page.getByRole('link', { name: /^Erasure requests/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erasure Requests');
  await page.getByRole('button', { name: `Erase now: ${person.email}` }).click();
  await page
    .getByRole('button', { name: `Yes, erase everything held for ${person.email}` })
    .click();
  await expect(page.getByText('No erasure requests are waiting.')).toBeVisible();

  // Her link now shows that nothing is held.
  await page.goto(`${server.origin}${link}`);
  await expect(page.getByRole('status')).toHaveText('We hold nothing for this address.');
  await expect(page.getByText(person.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask us to erase it' })).toHaveCount(0);
});

test.describe('a link that does not work', () => {
  // The browser reports the API's 400 for the changed token.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a changed link says so and offers a new one', async ({ page }) => {
    await page.goto(`${server.origin}/your-data/view?token=not-a-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/your-data$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test('the privacy notice and the footer lead to it; crawlers are kept from the link page', async ({
  page,
}) => {
  await page.goto(`${server.origin}/privacy`);
  await page
    .getByRole('region', { name: 'Your rights' })
    .getByRole('link', { name: 'Your data' })
    .click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }),
  ).toHaveAttribute('href', '/your-data');
  const robots = await (await fetch(`${server.origin}/robots.txt`)).text();
  expect(robots.split('\n')).toContain('Disallow: /your-data/view');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the request form still asks, and says the same', async ({ page }) => {
    const person = await apply(uniqueToken());
    await page.goto(`${server.origin}/wlai/your-data`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Email me the link' }).click();
    // The answer keeps the form's fragment, which names the answer's card.
    await expect(page).toHaveURL(/\/wlai\/your-data\/sent#get-your-link$/);
    await expect(page.getByRole('status')).toContainText(
      'If we hold anything, a link is on its way.',
    );
    await yourDataLinkTo(person.email);
  });
});
