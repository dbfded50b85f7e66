import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import {
  sampleValues,
  submitThroughApi,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';
import { storedRows } from './support/stored-rows.ts';

/**
 * Each place of the admin has an address of its own (docs/decisions/063-admin-places-with-addresses.md):
 * the back button, a bookmark and a link in a mail lead to the place, and the addresses of the
 * single page the admin once was (`/admin?view=…`) lead to theirs.
 */
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

test('an event, its guests and its editor are places: back and a bookmark lead to each', async ({
  page,
}) => {
  await page.goto('/admin/events');
  await expect(heading(page)).toHaveText('Events Admin');
  const guestsLink = page.getByRole('link', { name: /^Guests of / }).first();
  const title = (await guestsLink.getAttribute('aria-label'))!.replace(/^Guests of /, '');
  await guestsLink.click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/guests$/);
  const id = /\/admin\/events\/(\d+)\/guests$/.exec(page.url())![1];
  await expect(heading(page)).toHaveText(title);

  // A status tab is the query of the place's address.
  await page
    .getByRole('group', { name: 'Review status' })
    .getByRole('button', { name: /^Approved/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}/guests\\?status=approved$`));

  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`));
  await expect(heading(page)).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}/guests\\?status=approved$`));
  await expect(heading(page)).toHaveText(title);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(heading(page)).toHaveText('Events Admin');
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}/guests$`));

  // A bookmark, opened in a new tab: the same place.
  const other = await page.context().newPage();
  await other.goto(`/admin/events/${id}/guests?status=approved`);
  await expect(heading(other)).toHaveText(title);
  await expect(
    other.getByRole('group', { name: 'Review status' }).getByRole('button', { name: /^Approved/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await other.goto(`/admin/events/${id}`);
  await expect(other.getByRole('region', { name: 'Essentials' }).getByLabel('Title')).toHaveValue(
    title,
  );
  await other.close();
});

test("the admin's old addresses lead to their places, an organiser's notice to its entry", async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const enquiry: FormValues = { ...sampleValues('enquiries', token), tag: 'summit:ticket:vip' };
  await submitThroughApi(request, 'enquiries', enquiry);
  const [row] = storedRows('enquiries', 'email', String(enquiry.email));

  // The link of a notice mailed before the places had addresses.
  await page.goto(`/admin?view=enquiries&row=${row!.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/tables/enquiries\\?row=${row!.id}$`));
  await expect(page.getByRole('dialog')).toContainText(token);

  for (const [old, now, title] of [
    ['/admin?view=mail&status=failed', '/admin/mail?status=failed', 'Mail Admin'],
    ['/admin?view=events&event=new', '/admin/events/new', 'New event'],
    ['/admin?view=guests', '/admin/guests', 'Guests'],
    ['/admin?view=audit&action=review', '/admin/audit?action=review', 'Audit Log'],
    ['/wlai/admin?view=organisers', '/admin/organisers', 'Organisers'],
  ] as const) {
    await page.goto(old);
    await expect(page, old).toHaveURL(new RegExp(`${now.replace(/[?]/g, '\\?')}$`));
    await expect(heading(page), old).toContainText(title);
  }
});

test('the server answers each place with the admin, and an address of no place with 404', async ({
  request,
}) => {
  for (const path of [
    '/admin/events',
    '/admin/events/new',
    '/admin/events/1',
    '/admin/events/1/guests',
    '/admin/guests',
    '/admin/tables/retreat_applications',
    '/admin/mail',
    '/admin/mail/1',
    '/admin/people',
    '/admin/audit',
    '/admin/retention',
    '/admin/erasure-requests',
    '/admin/organisers',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('Loading...');
  }
  for (const path of [
    '/admin/nope',
    '/admin/events/abc',
    '/admin/tables/admin_users',
    '/admin/tables/event_registrations',
    '/wlai/admin/events',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
