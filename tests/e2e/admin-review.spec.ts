import type { APIRequestContext, Page } from '@playwright/test';
import { newEventDocument } from '#app/features/admin/events/new-event.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { type FormValues, sampleValues, sentValues, uniqueToken } from './support/form-values.ts';
import { newSalon, type Salon } from './support/salons.ts';

/**
 * The organiser's review of event registrations (docs/product/data.md#review-status): tabs,
 * selection, history.
 */
const view = adminViews.event_registrations;

function main(page: Page) {
  return page.getByRole('main');
}

/** A boat-party registration through the public API; its name as the admin lists it. */
async function register(request: APIRequestContext, token: string): Promise<string> {
  const values: FormValues = {
    ...sampleValues('event_registrations', token),
    event_name: 'Waves & AI',
  };
  const response = await request.post('/api/submissions/event_registrations', {
    data: { key: newSubmissionKey(), values: sentValues('event_registrations', values) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return String(values[view.columns[0]!.key]);
}

function statusTabs(page: Page) {
  return main(page).getByRole('group', { name: 'Review status' });
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

test('the organiser approves two registrations with a message; the tab and the history show it', async ({
  page,
  request,
}) => {
  const shared = uniqueToken();
  const names = [];
  for (const suffix of ['a', 'b', 'c']) names.push(await register(request, `${shared}${suffix}`));

  await page.goto('/admin');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${view.title} Admin`);
  await main(page).getByRole('searchbox', { name: 'Search' }).fill(shared);
  await expect(main(page).getByRole('checkbox', { name: `Select ${names[2]}` })).toBeVisible();

  await main(page)
    .getByRole('checkbox', { name: `Select ${names[0]}` })
    .check();
  await main(page)
    .getByRole('checkbox', { name: `Select ${names[1]}` })
    .check();
  const bar = main(page).getByRole('region', { name: 'Selected entries' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Approve' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Approve 2 registrations?' });
  await confirmation
    .getByRole('textbox', { name: 'Message (optional)' })
    .fill('See you on the boat.');
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(bar).toBeHidden();
  await expect(confirmation).toBeHidden();
  // Other tests decide on the same event at the same time: at least these two are counted.
  const placesLine = main(page)
    .getByRole('list', { name: 'Places' })
    .getByText(/^Waves & AI.* — \d+ of \d+ places approved/);
  await expect
    .poll(async () => Number(/ — (\d+) of /.exec((await placesLine.textContent()) ?? '')?.[1] ?? 0))
    .toBeGreaterThanOrEqual(2);

  // The tab counts the whole table, where other tests approve too: its rows show these two.
  const approved = statusTabs(page).getByRole('button', { name: /^Approved \(\d+\)$/ });
  await approved.click();
  await expect(approved).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]status=approved/);
  await expect(main(page).getByRole('button', { name: names[0] })).toBeVisible();
  await expect(main(page).getByRole('button', { name: names[1] })).toBeVisible();
  await expect(main(page).getByRole('button', { name: names[2] })).toHaveCount(0);

  await main(page).getByRole('button', { name: names[0] }).click();
  const dialog = page.getByRole('dialog');
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByText('Pending → Approved')).toBeVisible();
  await expect(history.getByText('See you on the boat.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin?status=approved');
  await expect(statusTabs(page).getByRole('button', { name: /^Approved/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(statusTabs(page).getByRole('button', { name: /^All/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("filtered to one event, the list shows that event's places and nobody else's", async ({
  page,
}) => {
  const token = uniqueToken();
  const first = await newSalon(page, `Places Supper ${token}`, { registration: true });
  const second = await newSalon(page, `Places Lunch ${token}`, { registration: true });
  const places = main(page).getByRole('list', { name: 'Places' });
  const lineOf = (salon: Salon) => places.getByRole('listitem').filter({ hasText: salon.title });

  await page.goto('/admin');
  await expect(lineOf(first)).toHaveCount(1);
  await expect(lineOf(second)).toHaveCount(1);

  await page.goto(`/admin?filter=${encodeURIComponent(first.eventName)}`);
  await expect(main(page).getByRole('combobox', { name: view.filter!.label })).toHaveValue(
    first.eventName,
  );
  await expect(places.getByRole('listitem')).toHaveCount(1);
  // A new event's places, as `New event` starts it (newSalon keeps them).
  const { capacity } = newEventDocument();
  if (capacity.kind !== 'total') throw new Error('a new event starts with one total of places');
  await expect(lineOf(first)).toHaveText(
    `${first.title} — 0 of ${capacity.places} places approved · ${capacity.places} free · 0 waitlisted`,
  );
});
