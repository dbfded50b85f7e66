import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { initialStatus, statusLabel } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { createAdminAccount, signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import {
  boatRegistration,
  registeredEventNames,
  registrationStats,
  storeDirectly,
  storedRows,
} from './support/stored-rows.ts';
import { expectNotice, visibleNotices } from './support/notices.ts';
import {
  sampleValues,
  submitThroughApi,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';

const genericSignInFailure = 'Email or password is incorrect.';
const listPath = '/api/admin/tables/event_registrations';
/** The browser logs the 401 of the session check (signed out) and of a refused sign-in. */
const unauthorized = /^Failed to load resource: the server responded with a status of 401/;

function main(page: Page) {
  return page.getByRole('main');
}

function heading(page: Page) {
  return main(page).getByRole('heading', { level: 1, name: 'Event Registrations Admin' });
}

function searchBox(page: Page) {
  return main(page).getByRole('searchbox', { name: 'Search' });
}

function eventFilter(page: Page) {
  return main(page).getByRole('combobox', { name: 'Filter by event' });
}

function exportButton(page: Page) {
  return main(page).getByRole('button', { name: 'Export CSV' });
}

/** The table's data rows (the header row has no cells). */
function tableRows(page: Page) {
  return main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** A stat card's number, by the card's label. */
async function statValue(page: Page, label: string): Promise<number> {
  const value = main(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())!.replace(/,/g, ''));
}

/** Three registrations whose every searchable column carries its own unique text. */
function threeRegistrations(token: string) {
  const registration = (suffix: string, extra: Partial<FormValues>): FormValues => ({
    full_name: `Ada Name${token}${suffix}`,
    job_title: `Job${token}${suffix} Lead`,
    company: `Co${token}${suffix}`,
    email: `mail${token}${suffix}@example.com`,
    linkedin_url: `https://www.linkedin.com/in/ada-${token}${suffix}`,
    why_attend: `Reasons ${token}${suffix}`,
    lead_session: true,
    event_name: 'AI Power Circle',
    ...extra,
  });
  return {
    // Inserted in this order: a is the oldest, c the newest.
    a: registration('a', { why_attend: `Said "hi", twice ${token}a` }),
    b: registration('b', { lead_session: false, event_name: 'Waves & AI' }),
    // Same company as a: two companies among the three rows.
    c: registration('c', { company: `Co${token}a`, why_attend: `=1+2 ${token}c` }),
  };
}

async function insertThreeRegistrations(request: APIRequestContext) {
  const token = uniqueToken();
  const rows = threeRegistrations(token);
  for (const values of [rows.a, rows.b, rows.c]) {
    await submitThroughApi(request, 'event_registrations', values);
  }
  return { token, ...rows };
}

/** Today as in London, `YYYY-MM-DD`: the export's file names take London's date. */
function londonDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

/**
 * The registration time a CSV holds for `values`' row: written as in London with its offset
 * (`2026-07-16 18:30:05 +01:00`), it must name the very second stored.
 */
function londonTimeIn(csv: string, values: FormValues): string {
  const line = csv.split('\r\n').find((record) => record.includes(String(values.email)))!;
  const written = /(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d) ([+-]\d\d:\d\d)/.exec(line);
  expect(written, line).not.toBeNull();
  const [text, day, time, offset] = written!;
  const stored = Date.parse(createdAt(values));
  expect(Date.parse(`${day}T${time}${offset}`)).toBe(stored - (stored % 1000));
  expect(['+00:00', '+01:00']).toContain(offset);
  return text;
}

function createdAt(values: FormValues): string {
  const [row] = storedRows('event_registrations', 'email', String(values.email));
  return String(row!.created_at);
}

/**
 * The cells a new registration shows: Name, Job Title, Company, Email, Speaker Interest, Event,
 * Date, then its Status.
 */
function cellsOf(values: FormValues) {
  return [
    String(values.full_name),
    String(values.job_title),
    String(values.company),
    String(values.email),
    values.lead_session ? 'Yes' : 'No',
    String(values.event_name),
    /\d{4}/,
    'Pending',
  ];
}

test.describe('signed out', () => {
  test.beforeEach(({ allowedConsoleErrors }) => {
    allowedConsoleErrors.push(unauthorized);
  });

  test('/admin shows the sign-in form, and the API answers 401 revealing nothing', async ({
    page,
    request,
  }) => {
    await page.goto('/admin');
    await expect(main(page).getByLabel('Email', { exact: true })).toBeVisible();
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(heading(page)).toHaveCount(0);
    await expect(main(page).getByRole('table')).toHaveCount(0);

    for (const path of [listPath, `${listPath}/export`, '/api/admin/tables/enquiries']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(await response.json(), path).toEqual({ error: 'unauthorized' });
    }
  });

  test('a wrong password or an unknown email shows one generic message', async ({ page }) => {
    const account = await createAdminAccount();
    await page.goto('/admin');
    const form = main(page);
    for (const [email, password] of [
      [account.email, `${account.password}-wrong`],
      [`nobody-${uniqueToken()}@example.com`, account.password],
    ] as const) {
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      // An unknown email is checked against a decoy at full scrypt cost: slow on purpose.
      await expect(form.getByRole('alert')).toHaveText(genericSignInFailure, { timeout: 20_000 });
      await expect(form.getByRole('alert')).toHaveCount(1);
      await expect(heading(page)).toHaveCount(0);
    }
  });

  test('signing in with an organiser account opens Event Registrations Admin', async ({ page }) => {
    const account = await createAdminAccount();
    await page.goto('/admin');
    await main(page).getByLabel('Email', { exact: true }).fill(account.email);
    await main(page).getByLabel('Password', { exact: true }).fill(account.password);
    await main(page).getByRole('button', { name: 'Sign in' }).click();

    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('banner').getByText(account.email)).toBeVisible();
    for (const label of ['Total Registrations', 'Speaker Interest', 'Unique Companies']) {
      await expect(main(page).getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    // The session survives a reload.
    await page.reload();
    await expect(heading(page)).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInDirectly(context, baseURL!);
  });

  test('first says it is loading, then the stat cards count every registration', async ({
    page,
    request,
  }) => {
    await insertThreeRegistrations(request);
    // Other tests add rows meanwhile: the cards must lie between the counts before and after.
    const before = registrationStats();

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === listPath,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/admin');
    await expect(heading(page)).toBeVisible();
    await expect(main(page).getByText('Loading registrations...')).toBeVisible();
    release();

    const shown = {
      total: await statValue(page, 'Total Registrations'),
      speakerInterest: await statValue(page, 'Speaker Interest'),
      uniqueCompanies: await statValue(page, 'Unique Companies'),
    };
    const after = registrationStats();
    for (const key of ['total', 'speakerInterest', 'uniqueCompanies'] as const) {
      expect(shown[key], key).toBeGreaterThanOrEqual(before[key]);
      expect(shown[key], key).toBeLessThanOrEqual(after[key]);
    }
    expect(before.total).toBeGreaterThanOrEqual(3);
    expect(before.speakerInterest).toBeGreaterThanOrEqual(2);
    expect(before.uniqueCompanies).toBeGreaterThanOrEqual(2);
  });

  test('the table shows the registrations columns newest first; search narrows it case-insensitively', async ({
    page,
    request,
  }) => {
    const { token, a, b, c } = await insertThreeRegistrations(request);
    await page.goto('/admin');
    await expect(main(page).getByRole('table').getByRole('columnheader')).toHaveText([
      'Name',
      'Job Title',
      'Company',
      'Email',
      'Speaker Interest',
      'Event',
      'Date',
      // The review status after the view's own columns (docs/product/screens.md#deciding-on-applications).
      'Status',
    ]);

    await searchBox(page).fill(token.toUpperCase());
    const rows = tableRows(page);
    await expect(rows).toHaveCount(3);
    for (const [index, values] of [c, b, a].entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('cell')).toHaveText(cellsOf(values));
      await expect(row.getByRole('link', { name: String(values.email) })).toHaveAttribute(
        'href',
        `mailto:${String(values.email)}`,
      );
      await expect(row.locator('time')).toHaveAttribute('datetime', createdAt(values));
    }

    for (const [search, expected] of [
      [`name${token}B`, [b]],
      [`MAIL${token.toUpperCase()}C@example.COM`, [c]],
      [`co${token}A`, [c, a]],
      [`JOB${token.toUpperCase()}B lead`, [b]],
    ] as const) {
      await searchBox(page).fill(search);
      await expect(tableRows(page), search).toHaveCount(expected.length);
      await expect(
        tableRows(page)
          .getByRole('cell')
          .filter({ hasText: /^Ada Name/ }),
      ).toHaveText(expected.map((values) => String(values.full_name)));
    }

    await searchBox(page).fill(`no-match-${uniqueToken()}`);
    await expect(
      main(page).getByText('No registrations found matching your criteria.'),
    ).toBeVisible();
    await expect(main(page).getByRole('table')).toHaveCount(0);
    await expect(exportButton(page)).toBeDisabled();
  });

  test('at 1280 px every column is in view, a long address wrapping in its cell', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = uniqueToken();
    const email = `a.rather.long.address.of.${token}@northwind-health-analytics.example.com`;
    storeDirectly('event_registrations', {
      ...boatRegistration(token, 0),
      email,
      applicant_key: email,
    });
    await page.goto(`/admin?q=${token}`);
    const row = tableRows(page).first();
    await expect(row.getByRole('link', { name: email })).toBeVisible();
    const table = main(page).getByRole('table');
    expect(
      await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      }),
    ).toBeLessThanOrEqual(0);
    // The last column's chip ends inside the window's width, wherever the row is down the page.
    const chip = (await row.getByText('Pending', { exact: true }).boundingBox())!;
    expect(chip.x + chip.width).toBeLessThanOrEqual(1280);
  });

  test("the event filter offers 'All Events' and each event name, and narrows the table", async ({
    page,
    request,
  }) => {
    const { token, a, b, c } = await insertThreeRegistrations(request);
    await page.goto('/admin');
    await searchBox(page).fill(token);
    await expect(tableRows(page)).toHaveCount(3);

    await expect(eventFilter(page)).toHaveValue('');
    // Every stored event of the table is offered (other tests add their own): the seeded two
    // once each, after 'All Events' (docs/product/screens.md#event-registrations-view).
    const options = eventFilter(page).getByRole('option');
    await expect(options.first()).toHaveText('All Events');
    for (const name of ['AI Power Circle', 'Waves & AI', ...registeredEventNames()]) {
      await expect(options.filter({ hasText: name }).getByText(name, { exact: true })).toHaveCount(
        1,
      );
    }

    await eventFilter(page).selectOption({ label: 'Waves & AI' });
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first().getByRole('cell')).toHaveText(cellsOf(b));

    await eventFilter(page).selectOption({ label: 'AI Power Circle' });
    await expect(tableRows(page)).toHaveCount(2);
    await expect(
      tableRows(page)
        .getByRole('cell')
        .filter({ hasText: /^Ada Name/ }),
    ).toHaveText([String(c.full_name), String(a.full_name)]);

    await eventFilter(page).selectOption({ label: 'All Events' });
    await expect(tableRows(page)).toHaveCount(3);
  });

  test("'Export CSV' downloads exactly the filtered rows and says how many", async ({
    page,
    request,
  }) => {
    const { token, a, c } = await insertThreeRegistrations(request);
    await page.goto('/admin');
    await searchBox(page).fill(token);
    await eventFilter(page).selectOption({ label: 'AI Power Circle' });
    await expect(tableRows(page)).toHaveCount(2);

    const dayBefore = londonDay();
    const downloading = page.waitForEvent('download');
    await exportButton(page).click();
    const download = await downloading;
    const dayAfter = londonDay();
    // The file says what it holds: the view, the event and that a search narrowed it, never
    // what was searched (docs/product/data.md#csv-export).
    expect(
      [dayBefore, dayAfter].map((day) => `event-registrations-ai-power-circle-search-${day}.csv`),
    ).toContain(download.suggestedFilename());

    const csv = await readFile(await download.path(), 'utf8');
    const londonA = londonTimeIn(csv, a);
    const londonC = londonTimeIn(csv, c);
    expect(csv).toBe(
      '\uFEFF' +
        // The registrations' nine columns, then the review status
        // (docs/product/data.md#csv-export).
        'Full Name,Job Title,Company,Email,LinkedIn URL,Why Attend,Lead Session,Event Name,Registration Date,Status,Decided At\r\n' +
        // Newest first; RFC 4180 quoting; a formula is neutralised.
        `Ada Name${token}c,Job${token}c Lead,Co${token}a,mail${token}c@example.com,https://www.linkedin.com/in/ada-${token}c,'=1+2 ${token}c,Yes,AI Power Circle,${londonC},Pending,\r\n` +
        `Ada Name${token}a,Job${token}a Lead,Co${token}a,mail${token}a@example.com,https://www.linkedin.com/in/ada-${token}a,"Said ""hi"", twice ${token}a",Yes,AI Power Circle,${londonA},Pending,\r\n`,
    );

    const notice = visibleNotices(page);
    await expect(notice).toHaveCount(1);
    await expect(notice.locator('[data-title]')).toHaveText('Export successful');
    await expect(notice.locator('[data-description]')).toContainText('2 registrations');
  });

  const otherTables: { table: SubmissionTable; fixed: Record<string, string> }[] = [
    {
      table: 'virtual_event_registrations',
      fixed: { event_name: 'Virtual AI Power Circle', event_date: 'Monday 21st July 2025' },
    },
    { table: 'retreat_applications', fixed: { event_name: 'Women Leading AI 2025 Retreat' } },
    { table: 'leadership_labs_applications', fixed: {} },
    { table: 'private_evening_applications', fixed: {} },
    { table: 'partnership_enquiries', fixed: {} },
    { table: 'private_invite_requests', fixed: {} },
    { table: 'enquiries', fixed: { tag: 'summit:ticket:vip' } },
  ];
  for (const { table, fixed } of otherTables) {
    const view = adminViews[table];
    test(`the ${view.title} view is in the admin navigation and lists its rows`, async ({
      page,
      request,
    }) => {
      const token = uniqueToken();
      const values = { ...sampleValues(table, token), ...fixed };
      await submitThroughApi(request, table, values);

      await page.goto('/admin');
      await expect(heading(page)).toBeVisible();
      const link = placeLink(page, view.title);
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(
        main(page).getByRole('heading', { level: 1, name: `${view.title} Admin` }),
      ).toBeVisible();

      await searchBox(page).fill(token);
      await expect(tableRows(page)).toHaveCount(1);
      const row = tableRows(page).first();
      await expect(row.getByRole('cell').first()).toHaveText(
        String(values.full_name ?? values.name),
      );
      await expect(row.getByRole('link', { name: String(values.email) })).toHaveAttribute(
        'href',
        `mailto:${String(values.email)}`,
      );

      // The name opens everything the visitor sent, under the CSV's column labels.
      await row.getByRole('button', { name: String(values.full_name ?? values.name) }).click();
      const details = page.getByRole('dialog');
      await expect(details.getByRole('term')).toHaveText(
        view.csvColumns.map((column) => column.label),
      );
      await expect(details.getByRole('definition')).toHaveText(
        view.csvColumns.map((column) => {
          const value = values[column.key];
          if (column.key === 'created_at') return /\d{4}/;
          if (column.key === 'status') return statusLabel(initialStatus(table));
          if (typeof value === 'boolean') return value ? 'Yes' : 'No';
          // A web address, then the host it opens.
          if (column.kind === 'url') return `${String(value)}Links to www.linkedin.com`;
          return value === undefined || value === '' ? '—' : value;
        }),
      );
      await details.getByRole('button', { name: 'Close' }).click();
      await expect(details).toHaveCount(0);
    });
  }

  test('stored markup and script URLs show as plain text; only http(s) becomes a link, with the host it opens', async ({
    page,
    request,
  }) => {
    const token = uniqueToken();
    const hostile: FormValues & { full_name: string; why_attend: string } = {
      ...sampleValues('event_registrations', token),
      full_name: `<script>window.xss = 'name'</script>${token}`,
      job_title: `"><img src=x onerror="window.xss = 'job'">`,
      company: `<a href="javascript:window.xss = 'company'">Co ${token}</a>`,
      why_attend: `javascript:window.xss = 'why' <b>bold</b>`,
      event_name: 'AI Power Circle',
    };
    await submitThroughApi(request, 'event_registrations', hostile);
    // The form refuses these LinkedIn URLs; a row stored before the rule, or some other way, may
    // hold one. The second reads `https://www.linkedin.com/evil.example@` on screen (U+202E
    // reverses what follows it) and opens elpmaxe.live.
    const storedLinks = [
      ['Script Link', `javascript:window.xss = 'linkedin'`],
      ['Disguised Link', 'https://www.linkedin.com@evil.example/in/ada'],
      ['Reversed Link', 'https://www.linkedin.com\u202E@elpmaxe.live/'],
    ] as const;
    for (const [name, linkedinUrl] of storedLinks) {
      storeDirectly('event_registrations', {
        submission_key: newSubmissionKey(),
        full_name: `${name} ${token}`,
        job_title: 'Analyst',
        company: 'Co',
        email: `${name.toLowerCase().replace(' ', '-')}-${token}@example.com`,
        linkedin_url: linkedinUrl,
        why_attend: 'Reasons',
        lead_session: 0,
        event_name: 'AI Power Circle',
      });
    }

    await page.goto('/admin');
    await searchBox(page).fill(token);
    await expect(tableRows(page)).toHaveCount(4);
    const hostileRow = tableRows(page).filter({ hasText: hostile.full_name });
    await expect(hostileRow.getByRole('cell')).toHaveText(cellsOf(hostile));
    await expect(main(page).locator('table img, table script, table b')).toHaveCount(0);
    // The only links in the table are the mailto: addresses (newest row first).
    await expect(main(page).getByRole('table').getByRole('link')).toHaveText([
      `reversed-link-${token}@example.com`,
      `disguised-link-${token}@example.com`,
      `script-link-${token}@example.com`,
      String(hostile.email),
    ]);

    await hostileRow.getByRole('button', { name: hostile.full_name }).click();
    let details = page.getByRole('dialog');
    await expect(details.getByText(hostile.why_attend, { exact: true })).toBeVisible();
    const linkedin = details.getByRole('link', { name: String(hostile.linkedin_url) });
    await expect(linkedin).toHaveAttribute('href', String(hostile.linkedin_url));
    await expect(linkedin).toHaveAccessibleDescription('Links to www.linkedin.com');
    await expect(details.getByText('Links to www.linkedin.com', { exact: true })).toBeVisible();
    await expect(details.locator('img, script, b')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // NOTE: closed before the next click: a click while the dialog closes lands on its backdrop.
    await expect(details).toHaveCount(0);

    // A link whose text says one host and opens another says the host it opens.
    for (const [name, linkedinUrl, host] of [
      ['Disguised Link', 'https://www.linkedin.com@evil.example/in/ada', 'evil.example'],
      ['Reversed Link', 'https://www.linkedin.com%E2%80%AE@elpmaxe.live/', 'elpmaxe.live'],
    ] as const) {
      await tableRows(page)
        .getByRole('button', { name: `${name} ${token}` })
        .click();
      details = page.getByRole('dialog');
      const link = details.getByRole('link', { name: /^https:\/\/www\.linkedin\.com/ });
      await expect(link).toHaveAttribute('href', linkedinUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription(`Links to ${host}`);
      await expect(details.getByText(`Links to ${host}`, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);
    }

    await tableRows(page)
      .getByRole('button', { name: `Script Link ${token}` })
      .click();
    details = page.getByRole('dialog');
    await expect(details.getByText(`javascript:window.xss = 'linkedin'`)).toBeVisible();
    await expect(details.getByRole('link', { name: /javascript/ })).toHaveCount(0);
    await expect(details.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(details.getByText(/^Links to/)).toHaveCount(0);
    await details.getByText(`javascript:window.xss = 'linkedin'`).click();
    // Still the admin, with that entry's details open (their address names the row).
    await expect(page).toHaveURL(/\/admin\?q=\w+&row=\d+$/);

    expect(await page.evaluate(() => (window as { xss?: string }).xss)).toBeUndefined();
  });

  test('signing out returns to the sign-in form and the API then answers 401', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(unauthorized);
    await page.goto('/admin');
    await expect(heading(page)).toBeVisible();
    expect((await page.request.get(listPath)).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(main(page).getByLabel('Email', { exact: true })).toBeVisible();
    await expect(heading(page)).toHaveCount(0);

    expect((await page.request.get(listPath)).status()).toBe(401);
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a failing list request shows the permissions notice', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(
      /^Failed to load resource: the server responded with a status of 500/,
    );
    await page.route(
      (url) => url.pathname === listPath,
      (route) => route.fulfill({ status: 500, json: { error: 'internal' } }),
    );
    await page.goto('/admin');
    await expectNotice(page, {
      title: 'Error',
      description: 'Failed to fetch registrations. Please check your permissions.',
    });
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pageOverflow = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('the sign-in form fits the page', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(unauthorized);
    await page.goto('/admin');
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);
  });

  test('the admin does not overflow the page; the table scrolls inside its container', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signInDirectly(context, baseURL!);
    await insertThreeRegistrations(request);
    await page.goto('/admin');
    await expect(heading(page)).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    expect(await pageOverflow(page)).toBe(0);

    const container = main(page).getByRole('table').locator('xpath=..');
    expect(await container.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    for (const control of [searchBox(page), eventFilter(page), exportButton(page)]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
