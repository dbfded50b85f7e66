import type { APIRequestContext, Page, Response } from '@playwright/test';
import { eventNames, virtualEventDate } from '#content/event-names.ts';
import { withProductPrefix } from '#content/site.ts';
import { placeHref } from '#schemas/organisers/admin-addresses.ts';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, axeViolationsInBothThemes, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { adminNavigation, placeLink } from './support/admin-frame.ts';
import { sampleValues, submitThroughApi, uniqueToken } from './support/form-values.ts';

/**
 * The admin's own frame (docs/product/screens.md#the-admin-frame): no public header or footer,
 * places grouped by what the organiser does with what waits in each
 * (docs/decisions/031-admin-frame-and-pending-counts.md), the organiser and Sign out; at a
 * desktop's and a phone's width.
 */
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

function isCounts(response: Response): boolean {
  return new URL(response.url()).pathname === '/api/admin/counts' && response.ok();
}

/** Goes to `path` and returns the counts the page read on its way (GET /api/admin/counts). */
async function openWithCounts(page: Page, path: string): Promise<AdminCounts> {
  const counted = page.waitForResponse(isCounts);
  await page.goto(path);
  return (await (await counted).json()) as AdminCounts;
}

/** The number a place's link shows (0 when it shows none). */
async function shownCount(page: Page, title: string): Promise<number> {
  const name = (await placeLink(page, title).getAttribute('aria-label')) ?? '';
  const text = name || ((await placeLink(page, title).textContent()) ?? '');
  const match = /\((\d[\d,]*) \w+\)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

/** What a form's page fixes for the tables whose rows need it. */
const fixedValues: Partial<Record<SubmissionTable, Record<string, string>>> = {
  event_registrations: { event_name: eventNames.summerBoat },
  virtual_event_registrations: {
    event_name: eventNames.virtualCircle,
    event_date: virtualEventDate,
  },
  retreat_applications: { event_name: 'Women Leading AI 2025 Retreat' },
  enquiries: { tag: 'summit:ticket:vip' },
};

async function submitPending(request: APIRequestContext, table: SubmissionTable, token: string) {
  const values = { ...sampleValues(table, token), ...fixedValues[table] };
  await submitThroughApi(request, table, values);
  return String(values.full_name ?? values.name);
}

/** Every place of the admin: each table's view and the Mail view. */
const axePlaces = [...submissionTables, 'mail'] as const;

/**
 * One place with a row to show, in both themes: axe over the whole page, frame and view alike.
 * The place gets a pending row of its own (the Mail view lists the mail it sent). A table's view
 * is searched for that row: its one row is drawn by the same code as a hundred, and axe's time
 * does not grow with the rows other specs have left in the table.
 */
async function placeOnAxe(
  page: Page,
  request: APIRequestContext,
  place: (typeof axePlaces)[number],
) {
  const token = uniqueToken();
  await submitPending(request, place === 'mail' ? 'enquiries' : place, token);
  await page.goto(place === 'mail' ? placeHref(place) : `${placeHref(place)}?q=${token}`);
  const main = page.getByRole('main');
  const ready = async () => {
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('table').first()).toBeVisible();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
  };
  expect(await axeViolationsInBothThemes(page, {}, ready), place).toEqual({ light: [], dark: [] });
  if (place !== 'mail') await expect(main.getByRole('row').nth(1)).toContainText(token);
}

test.describe('signed out', () => {
  for (const viewport of [desktop, phone]) {
    test(`at ${viewport.width} px: the sign-in in the admin's frame, without the public header or footer`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Organiser sign-in' }),
      ).toBeVisible();
      await expect(main.getByLabel('Email', { exact: true })).toBeVisible();
      await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();

      // No public header (its menus and Join Community) and no public footer.
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Join Community/ })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // The site's name and the way back to it; no places before signing in.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Women Leading AI' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(banner.getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(adminNavigation(page)).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
        expect(await axeViolations(page), `${theme} theme`).toEqual([]);
      }
    });
  }
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInDirectly(context, baseURL!);
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: desktop });

    test('the places stand in groups beside the view, each with what waits there', async ({
      page,
      request,
    }) => {
      // Something waits in at least one table of each kind.
      await submitPending(request, 'private_evening_applications', uniqueToken());
      await submitPending(request, 'partnership_enquiries', uniqueToken());
      const counts = await openWithCounts(page, '/admin');

      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { level: 1, name: 'Event Registrations Admin' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      const navigation = adminNavigation(page);
      await expect(navigation).toBeVisible();
      // Each table's link in the group its view names, in the order of the views.
      for (const label of ['Registrations', 'Applications', 'Enquiries'] as const) {
        const tables = (Object.keys(adminViews) as SubmissionTable[]).filter(
          (table) => adminViews[table].group === label,
        );
        expect(tables.length, label).toBeGreaterThan(0);
        const group = navigation.getByRole('list', { name: label });
        await expect(group.getByRole('link')).toHaveCount(tables.length);
        for (const [index, table] of tables.entries()) {
          const waiting = counts.tables[table];
          const word = reviewKinds[table] === 'application' ? 'pending' : 'new';
          await expect(group.getByRole('link').nth(index)).toHaveAccessibleName(
            waiting > 0
              ? `${adminViews[table].title} (${waiting.toLocaleString('en-GB')} ${word})`
              : adminViews[table].title,
          );
        }
      }
      expect(counts.tables.private_evening_applications).toBeGreaterThan(0);
      expect(counts.tables.partnership_enquiries).toBeGreaterThan(0);
      // By event first: the events' guests, then the events, in a group of their own.
      await expect(navigation.getByRole('list', { name: 'Events' }).getByRole('link')).toHaveText([
        'Guests',
        'Events',
      ]);
      await expect(placeLink(page, 'Mail')).toBeVisible();
      await expect(placeLink(page, 'People')).toBeVisible();
      await expect(placeLink(page, 'Erasure requests')).toBeVisible();
      await expect(placeLink(page, 'Audit log')).toBeVisible();
      await expect(placeLink(page, 'Retention')).toBeVisible();
      await expect(placeLink(page, 'Organisers')).toBeVisible();
      // Every table has its place, beside Guests, Mail, Events, People, Erasure requests, the
      // Audit log, Retention and the Organisers.
      await expect(navigation.getByRole('link')).toHaveCount(submissionTables.length + 8);

      // The current place, and the organiser beside the places (at the left of the view).
      await expect(placeLink(page, 'Event Registrations')).toHaveAttribute('aria-current', 'page');
      const navBox = (await navigation.boundingBox())!;
      const mainBox = (await page.getByRole('main').boundingBox())!;
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x + 1);
      await expect(page.getByRole('banner').getByText(/^organiser-.*@example\.com$/)).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Sign out' }),
      ).toBeVisible();

      // A place is a link: its address is the view's, and it becomes current.
      await placeLink(page, 'Private Evening').click();
      await expect(page).toHaveURL(/\/admin\/tables\/private_evening_applications$/);
      await expect(placeLink(page, 'Private Evening')).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Private Evening Admin' }),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });

    test("a decision lowers its place's number without a reload", async ({ page, request }) => {
      const title = adminViews.private_evening_applications.title;
      // Other tests add entries at the same time: the number is read again until a round saw
      // no one else's entry arrive between its two readings.
      let lowered = false;
      for (let round = 0; round < 3 && !lowered; round += 1) {
        const token = uniqueToken();
        const name = await submitPending(request, 'private_evening_applications', token);
        const before = await openWithCounts(
          page,
          `/admin/tables/private_evening_applications?q=${token}`,
        );
        expect(await shownCount(page, title)).toBe(before.tables.private_evening_applications);

        const main = page.getByRole('main');
        await main.getByRole('checkbox', { name: `Select ${name}` }).check();
        const bar = main.getByRole('region', { name: 'Selected entries' });
        await bar.getByRole('button', { name: 'Approve' }).click();
        const counted = page.waitForResponse(isCounts);
        await bar.getByRole('button', { name: 'Confirm' }).click();
        const after = (await (await counted).json()) as AdminCounts;
        await expect
          .poll(() => shownCount(page, title))
          .toBe(after.tables.private_evening_applications);
        lowered =
          after.tables.private_evening_applications ===
          before.tables.private_evening_applications - 1;
      }
      expect(lowered).toBe(true);
    });

    test('the /wlai twin has the same frame, and its places lead to their one address', async ({
      page,
    }) => {
      const twin = withProductPrefix('/admin');
      await page.goto(twin);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(placeLink(page, 'Event Registrations')).toHaveAttribute('aria-current', 'page');
      await placeLink(page, 'Leadership Labs').click();
      await expect(page).toHaveURL(/\/admin\/tables\/leadership_labs_applications$/);
      await expect(placeLink(page, 'Leadership Labs')).toHaveAttribute('aria-current', 'page');
      await placeLink(page, 'Event Registrations').click();
      await expect(page).toHaveURL(/\/admin$/);
      expect(new URL(page.url()).pathname).toBe('/admin');
    });

    test('a view that fails to render keeps the frame, not the public header and footer', async ({
      page,
      allowedConsoleErrors,
    }) => {
      // The failure is logged, as every render failure is.
      allowedConsoleErrors.push(/./);
      // A summary without its stat cards' numbers: the view cannot render.
      await page.route(
        (url) => url.pathname === '/api/admin/tables/event_registrations/summary',
        (route) => route.fulfill({ status: 200, json: {} }),
      );
      await page.goto('/admin');
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Back to the site' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });

    test('Sign out leaves the frame for the sign-in form', async ({ page }) => {
      await page.goto('/admin/mail');
      await expect(placeLink(page, 'Mail')).toHaveAttribute('aria-current', 'page');
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(adminNavigation(page)).toHaveCount(0);
      expect((await page.request.get('/api/admin/counts')).status()).toBe(401);
    });

    for (const place of axePlaces) {
      test(`no axe violations in the ${place} place, light and dark`, async ({ page, request }) => {
        await placeOnAxe(page, request, place);
      });
    }
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: phone });

    test('the places fold under Menu; choosing one shuts it; no sideways scroll', async ({
      page,
      request,
    }) => {
      await submitPending(request, 'enquiries', uniqueToken());
      const counts = await openWithCounts(page, '/admin');
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { level: 1, name: 'Event Registrations Admin' }),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      const menu = page.getByRole('banner').getByRole('button', { name: /^Menu/ });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(adminNavigation(page)).toBeHidden();
      // Shut, the button tells what waits in all places together.
      const waiting =
        Object.values(counts.tables).reduce((sum, count) => sum + count, 0) +
        counts.failedMails +
        counts.erasureRequests;
      await expect(menu).toHaveAccessibleName(`Menu (${waiting.toLocaleString('en-GB')} waiting)`);

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(adminNavigation(page)).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Sign out' }),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await menu.click();
        await expect(adminNavigation(page)).toBeVisible();
        expect(await axeViolations(page), `open menu, ${theme} theme`).toEqual([]);
      }

      await placeLink(page, 'Enquiries').click();
      await expect(page).toHaveURL(/\/admin\/tables\/enquiries$/);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Enquiries Admin' }),
      ).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(adminNavigation(page)).toBeHidden();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await page.reload();
      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `enquiries, ${theme} theme`).toEqual([]);
      }
    });

    test('Sign out is in the menu', async ({ page }) => {
      await page.goto('/admin');
      await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
    });

    for (const place of axePlaces) {
      test(`no axe violations in the ${place} place, light and dark`, async ({ page, request }) => {
        await placeOnAxe(page, request, place);
      });
    }
  });
});
