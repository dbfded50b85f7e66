import type { APIRequestContext, Page } from '@playwright/test';
import { eventNames } from '#content/event-names.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import {
  boatRegistration,
  storedRows,
  storedStatuses,
  storeManyDirectly,
} from './support/stored-rows.ts';
import { visibleNotices } from './support/notices.ts';
import { sampleValues, sentValues, uniqueToken } from './support/form-values.ts';

/**
 * The admin's address holds what it shows: search, filter, status tab and page, so back, forward
 * and a shared link work; people of several events are flagged and filtered; a status change can
 * cover every row a list matches
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events).
 */
function main(page: Page) {
  return page.getByRole('main');
}

const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search' });
const eventFilter = (page: Page) => main(page).getByRole('combobox', { name: 'Filter by event' });
const statusTab = (page: Page, label: string) =>
  main(page)
    .getByRole('group', { name: 'Review status' })
    .getByRole('button', { name: new RegExp(`^${label}`) });
const pagerStatus = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /of [\d,]+ / });
const tableRows = (page: Page) =>
  main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const selectedBar = (page: Page) => main(page).getByRole('region', { name: 'Selected entries' });

/** `count` registrations named and addressed after `token`, stored at once. */
function storeRegistrations(
  token: string,
  count: number,
  extra: (index: number) => Record<string, string> = () => ({}),
) {
  storeManyDirectly(
    'event_registrations',
    Array.from({ length: count }, (_, index) => ({
      ...boatRegistration(token, index),
      ...extra(index),
    })),
  );
}

async function submit(
  request: APIRequestContext,
  table: SubmissionTable,
  values: Record<string, string | boolean>,
) {
  const response = await request.post(`/api/submissions/${table}`, {
    data: {
      key: newSubmissionKey(),
      values: sentValues(table, { ...sampleValues(table, uniqueToken()), ...values }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

test('search, filter, status tab and page are in the address; back and forward restore each', async ({
  page,
}) => {
  const token = uniqueToken();
  storeRegistrations(token, 103);
  storeRegistrations(`${token}m`, 2, () => ({ event_name: eventNames.julyMeetup }));

  await page.goto('/admin');
  await expect(pagerStatus(page)).toBeVisible();
  // Typing refines one search: the address follows it, replaced rather than stacked.
  await searchBox(page).fill(token.slice(0, 4));
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${token.slice(0, 4)}$`));
  await searchBox(page).fill(token);
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${token}$`));
  await expect(pagerStatus(page)).toHaveText('Showing 1–100 of 105 registrations');

  await eventFilter(page).selectOption(eventNames.summerBoat);
  await expect(page).toHaveURL(/[?&]filter=Waves\+%26\+AI(&|$)/);
  await expect(pagerStatus(page)).toHaveText('Showing 1–100 of 103 registrations');
  await statusTab(page, 'Pending').click();
  await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
  // Exactly: a waitlist offer beside it reads "Approve …, next on the waitlist".
  await main(page).getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagerStatus(page)).toHaveText('Showing 101–103 of 103 registrations');

  await page.goBack();
  await expect(pagerStatus(page)).toHaveText('Showing 1–100 of 103 registrations');
  await expect(statusTab(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(statusTab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(eventFilter(page)).toHaveValue(eventNames.summerBoat);
  await page.goBack();
  await expect(eventFilter(page)).toHaveValue('');
  await expect(pagerStatus(page)).toHaveText('Showing 1–100 of 105 registrations');
  await expect(searchBox(page)).toHaveValue(token);
  // One step back from the search is the admin before it: the keystrokes were not stacked.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(searchBox(page)).toHaveValue('');

  for (let step = 0; step < 4; step += 1) await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(searchBox(page)).toHaveValue(token);
  await expect(eventFilter(page)).toHaveValue(eventNames.summerBoat);
  await expect(statusTab(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
  await expect(pagerStatus(page)).toHaveText('Showing 101–103 of 103 registrations');
});

// On the Leadership Labs view: admin-review.spec.ts counts every approved registration.
test('a bookmarked address with a search and a status tab opens that view', async ({ page }) => {
  const token = uniqueToken();
  storeManyDirectly(
    'leadership_labs_applications',
    Array.from({ length: 3 }, (_, index) => ({
      submission_key: newSubmissionKey(),
      full_name: `${token} Person ${index}`,
      job_title: 'Director',
      company: 'Orbital Labs',
      email: `${token}-${index}@example.com`,
      applicant_key: `${token}-${index}@example.com`,
      linkedin_url: `https://www.linkedin.com/in/${token}-${index}`,
      current_goals: 'To lead a team.',
      status: index === 1 ? 'approved' : 'pending',
    })),
  );

  await page.goto(`/admin/tables/leadership_labs_applications?q=${token}&status=approved`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Leadership Labs Admin');
  await expect(searchBox(page)).toHaveValue(token);
  await expect(statusTab(page, 'Approved')).toHaveAttribute('aria-pressed', 'true');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first().getByRole('cell').first()).toHaveText(
    new RegExp(`^${token} Person 1`),
  );
  await expect(pagerStatus(page)).toHaveText('Showing 1–1 of 1 applications');
});

test('a person who applied to several events has a badge naming them, and a filter finds them', async ({
  page,
  request,
}) => {
  const token = uniqueToken();
  const ann = { full_name: `Ann ${token}`, email: `ann.${token}@gmail.com` };
  await submit(request, 'event_registrations', { ...ann, event_name: eventNames.summerBoat });
  await submit(request, 'event_registrations', {
    ...ann,
    email: `ann${token}+meetup@gmail.com`,
    event_name: eventNames.julyMeetup,
  });
  await submit(request, 'retreat_applications', { ...ann, event_name: eventNames.retreat });
  await submit(request, 'event_registrations', {
    full_name: `Bea ${token}`,
    email: `bea.${token}@example.com`,
    event_name: eventNames.summerBoat,
  });

  await page.goto(`/admin?q=${token}`);
  await expect(tableRows(page)).toHaveCount(3);
  const boat = tableRows(page)
    .filter({ hasText: eventNames.summerBoat })
    .filter({ hasText: `Ann ${token}` });
  await expect(
    boat.getByRole('note', {
      name: `3 events: also applied to ${eventNames.julyMeetup} and ${eventNames.retreat}`,
    }),
  ).toHaveText('3 events');
  await expect(
    tableRows(page)
      .filter({ hasText: `Bea ${token}` })
      .getByRole('note'),
  ).toHaveCount(0);

  const several = main(page).getByRole('button', { name: 'Several events' });
  await several.click();
  await expect(several).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]multi=1(&|$)/);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(tableRows(page).filter({ hasText: `Bea ${token}` })).toHaveCount(0);

  await page.goto(`/admin/tables/retreat_applications?q=${token}&multi=1`);
  await expect(main(page).getByRole('button', { name: 'Several events' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first().getByRole('note')).toHaveText('3 events');
  // Enquiries are for no event.
  await page.goto('/admin/tables/enquiries');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Enquiries Admin');
  await expect(main(page).getByRole('button', { name: 'Several events' })).toHaveCount(0);
});

test('"Select all matching" chooses every page; the confirmation says how many are mailed', async ({
  page,
}) => {
  const token = uniqueToken();
  storeRegistrations(token, 103, (index): Record<string, string> =>
    index === 0 ? { status: 'waitlisted' } : {},
  );
  const ids = storedRows('event_registrations', 'company', 'Lumen Analytics')
    .filter((row) => String(row.full_name).startsWith(token))
    .map((row) => Number(row.id));
  expect(ids).toHaveLength(103);

  await page.goto(`/admin?q=${token}`);
  await expect(pagerStatus(page)).toHaveText('Showing 1–100 of 103 registrations');
  // By keyboard: Space ticks, Enter presses.
  await main(page).getByRole('checkbox', { name: 'Select all on this page' }).press('Space');
  await expect(main(page).getByText('All 100 on this page are selected.')).toBeVisible();
  await expect(selectedBar(page).getByText('100 selected')).toBeVisible();
  await main(page).getByRole('button', { name: 'Select all 103 matching' }).press('Enter');
  await expect(selectedBar(page).getByText('All 103 matching selected')).toBeVisible();

  await selectedBar(page).getByRole('button', { name: 'Waitlist' }).press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Waitlist 103 registrations?' });
  await expect(
    confirmation.getByText('102 people will be mailed. 1 registration already waitlisted.'),
  ).toBeVisible();
  // The question takes the focus: Enter confirms.
  await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The notice names the first people, then how many more.
  await expect(visibleNotices(page).locator('[data-title]')).toHaveText(
    new RegExp(`^Waitlisted 102 registrations: ${token} Person \\d+, .+ and 99 more$`),
  );
  await expect(selectedBar(page)).toBeHidden();
  expect(new Set(storedStatuses('event_registrations', ids))).toEqual(new Set(['waitlisted']));
  await expect(statusTab(page, 'Waitlisted')).toHaveText(/^Waitlisted \([\d,]+\)$/);
});

test('approving past an event\'s places says by how many; "Approve anyway" approves them', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The browser logs the refusal that asks for the confirmation.
  allowedConsoleErrors.push(/status of 409 \(Conflict\)/);
  const token = uniqueToken();
  storeManyDirectly(
    'retreat_applications',
    Array.from({ length: 21 }, (_, index) => {
      const email = `${token}-${index}@example.com`;
      return {
        submission_key: newSubmissionKey(),
        full_name: `${token} Applicant ${index}`,
        job_title: 'Director',
        company: 'Kestrel Legal',
        email,
        applicant_key: email,
        linkedin_url: `https://www.linkedin.com/in/${token}-${index}`,
        why_apply: 'To think with peers.',
        event_name: eventNames.retreat,
      };
    }),
  );
  const ids = storedRows('retreat_applications', 'company', 'Kestrel Legal')
    .filter((row) => String(row.full_name).startsWith(token))
    .map((row) => Number(row.id));

  await page.goto(`/admin/tables/retreat_applications?q=${token}`);
  await expect(pagerStatus(page)).toHaveText('Showing 1–21 of 21 applications');
  await main(page).getByRole('checkbox', { name: 'Select all on this page' }).check();
  await selectedBar(page).getByRole('button', { name: 'Approve' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Approve 21 applications?' });
  await expect(confirmation.getByText('21 people will be mailed.')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();

  const question = confirmation.getByRole('alert');
  await expect(question).toContainText(
    /This approves \d+ more (person|people) than the 20 places of .+\. Approve anyway\?/,
  );
  expect(new Set(storedStatuses('retreat_applications', ids))).toEqual(new Set(['pending']));
  const anyway = confirmation.getByRole('button', { name: 'Approve anyway' });
  await expect(anyway).toBeFocused();
  await anyway.click();
  await expect(selectedBar(page)).toBeHidden();
  expect(new Set(storedStatuses('retreat_applications', ids))).toEqual(new Set(['approved']));
  await expect(
    main(page)
      .getByRole('list', { name: 'Places' })
      .getByText(/^Women Leading AI 2025 Retreat — \d+ of 20 places approved · 0 free/),
  ).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters, the selection bar and "Select all matching" fit the page', async ({
    page,
  }) => {
    const token = uniqueToken();
    storeRegistrations(token, 102);
    await page.goto(`/admin?q=${token}`);
    await main(page).getByRole('checkbox', { name: 'Select all on this page' }).check();
    await main(page).getByRole('button', { name: 'Select all 102 matching' }).click();
    await expect(selectedBar(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    for (const control of [
      main(page).getByRole('button', { name: 'Several events' }),
      selectedBar(page).getByRole('button', { name: 'Waitlist' }),
      main(page).getByRole('button', { name: 'Clear selection' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
