import type { Page } from '@playwright/test';
import { coOrganiser, julyKeynoteSpeaker, organiser, type Person } from '#content/people.ts';
import { expect, test } from './fixtures.ts';

/** What docs/product/screens.md#event-pages says each event page shows. */
type EventPageCase = {
  path: string;
  h1: string;
  crumb: string;
  /** The hero's facts (date, time, place, capacity, price) in order, exactly. */
  facts: string[];
  /** The agenda: each block's heading (title and duration), in order. */
  agenda?: { heading: string; blocks: string[] };
  /** Other sections by heading, each with its list items in order. */
  lists: { heading: string; items: (string | RegExp)[] }[];
  bios: { heading: string; people: Person[] };
  cta: string;
  form: { id: string; title: string; subtitle?: RegExp };
};

const pages: EventPageCase[] = [
  {
    path: '/events/ai-power-circle',
    h1: 'AI Power Circle',
    crumb: 'AI Power Circle',
    facts: [
      'Wednesday 23 July 2025',
      '6:00-8:00 PM',
      "Lumen Analytics, King's Cross, London",
      '35 spots',
      'Free for community members',
    ],
    agenda: {
      heading: 'The Evening Agenda',
      blocks: [
        'Keynote · 30 min',
        'Visibility Workshop · 30 min',
        'Spark Talks from 5 Women · 30 min',
        'Network & Connect · 30 min',
      ],
    },
    lists: [{ heading: "What You'll Gain", items: Array<RegExp>(6).fill(/\w/) }],
    bios: { heading: 'Meet the Speaker and Organiser', people: [julyKeynoteSpeaker, organiser] },
    cta: 'Register Your Interest',
    form: { id: 'register', title: 'Register Your Interest', subtitle: /35 spots/ },
  },
  {
    path: '/events/waves-ai',
    h1: 'Waves & AI',
    crumb: 'Waves & AI',
    facts: [
      'Friday 29 August 2025',
      '6:00-9:00 PM',
      'Private boat at a central London pier',
      '40 spots',
      'Paid: pricing shared after a successful application',
    ],
    agenda: {
      heading: 'On Board: The Programme',
      blocks: [
        'Visibility Lab · 30 min',
        'Speed Mentoring · 30 min',
        'AI Jam · 30 min',
        'Sisterhood Networking · 30 min',
        'Celebration · 60 min',
      ],
    },
    lists: [
      {
        heading: 'The Evening, Hour by Hour',
        items: [
          /^6:00 PMBoarding/,
          /^6:30 PMVisibility Lab$/,
          /^7:00 PMReverse Mentoring \+ AI Jam$/,
          /^7:30 PMOpen Networking$/,
          /^8:00 PMDJ & Dancing$/,
          /^9:00 PMDock/,
        ],
      },
    ],
    bios: { heading: 'Your Hosts', people: [organiser, coOrganiser] },
    cta: 'Register to Come Aboard',
    form: { id: 'register', title: 'Register for Waves & AI', subtitle: /ticket price/ },
  },
  {
    path: '/events/women-leading-ai',
    h1: 'Women Leading In AI',
    crumb: 'Women Leading In AI',
    facts: [
      'Wednesday 10 September 2025',
      '6:00-9:30 PM',
      'Private club in central London',
      '30 spots',
      'By application',
    ],
    lists: [
      { heading: 'What to Expect', items: Array<RegExp>(4).fill(/\w/) },
      { heading: "Who It's For", items: Array<RegExp>(4).fill(/\w/) },
    ],
    bios: { heading: 'Your Host', people: [organiser] },
    cta: 'Apply to Attend',
    form: { id: 'apply', title: 'Apply for the Evening' },
  },
  {
    path: '/events/ai-power-circle-virtual',
    h1: 'Virtual AI Power Circle',
    crumb: 'Virtual AI Power Circle',
    facts: [
      'Monday 21 July 2025',
      '5:00 PM BST',
      'Online: private link shared on confirmation',
      'Limited spots',
      'Free for community members',
    ],
    agenda: {
      heading: 'The Sessions',
      blocks: ['Lightning Talk · 10 min', 'Open Circle · 25 min', 'Reverse Mentoring · 25 min'],
    },
    lists: [{ heading: "Who It's For", items: Array<RegExp>(3).fill(/\w/) }],
    bios: { heading: 'Your Host', people: [organiser] },
    cta: 'Apply to Attend',
    form: { id: 'apply', title: 'Apply to Attend', subtitle: /August/ },
  },
  {
    path: '/events/autumn-retreat',
    h1: 'Women Leading AI 2025 Retreat',
    crumb: 'Autumn Retreat',
    facts: ['December 2025', '2.5 days', 'Countryside estate near London', '20 senior women'],
    lists: [
      { heading: 'What the Programme Covers', items: Array<RegExp>(4).fill(/\w/) },
      { heading: "Who It's For", items: [/senior|Directors/, /board/, /peers/] },
    ],
    bios: { heading: 'Your Host', people: [organiser] },
    cta: 'Apply for the Retreat',
    form: { id: 'apply', title: 'Apply for the Retreat' },
  },
  {
    path: '/events/ai-influence',
    h1: 'AI x Influence: Boardroom Readiness Sessions',
    crumb: 'AI x Influence',
    facts: ['November 2025', 'London', 'Half-day masterclass plus panel'],
    lists: [
      {
        heading: 'What the Programme Covers',
        items: [/governance/, /board's language/, /board profile/, /^The panel/],
      },
      { heading: "Who It's For", items: Array<RegExp>(3).fill(/\w/) },
    ],
    bios: { heading: 'Your Host', people: [organiser] },
    cta: 'Register Interest',
    form: { id: 'register-interest', title: 'Register Interest' },
  },
  {
    path: '/events/leadership-labs',
    h1: 'AI Leadership Labs',
    crumb: 'AI Leadership Labs',
    facts: [
      'Third Thursday each month',
      '6:30-8:30 PM',
      'Central London',
      '25 participants per session',
    ],
    lists: [
      { heading: 'What Each Lab Covers', items: Array<RegExp>(4).fill(/\w/) },
      { heading: "Who It's For", items: Array<RegExp>(3).fill(/\w/) },
    ],
    bios: { heading: 'Your Host', people: [organiser] },
    cta: 'Apply to Join',
    form: { id: 'apply', title: 'Apply to Join' },
  },
];

async function expectEventPage(page: Page, path: string, spec: EventPageCase) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1);

  await expect(main.getByRole('link', { name: 'Back to Community' })).toHaveAttribute('href', '/');

  const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['wlai', 'Events']);
  await expect(trail.getByRole('link', { name: 'wlai' })).toHaveAttribute(
    'href',
    '/wlai/community',
  );
  await expect(trail.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/wlai/events');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(spec.crumb);

  await expect(main.getByRole('definition')).toHaveText(spec.facts);

  if (spec.agenda) {
    const agenda = main.getByRole('region', { name: spec.agenda.heading, exact: true });
    await expect(agenda.getByRole('heading', { level: 3 })).toHaveText(spec.agenda.blocks);
  }
  for (const list of spec.lists) {
    const region = main.getByRole('region', { name: list.heading, exact: true });
    await expect(region.getByRole('listitem')).toHaveText(list.items);
  }

  const bios = main.getByRole('region', { name: spec.bios.heading, exact: true });
  await expect(bios.getByRole('heading', { level: 3 })).toHaveText(
    spec.bios.people.map((person) => person.name),
  );
  for (const person of spec.bios.people) {
    await expect(bios.getByText(person.role, { exact: true })).toBeVisible();
    await expect(bios.getByText(person.bio[0]!)).toBeVisible();
  }

  const form = main.getByRole('region', { name: spec.form.title, exact: true });
  await expect(form).toHaveAttribute('id', spec.form.id);
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(spec.form.title);
  if (spec.form.subtitle) await expect(form).toContainText(spec.form.subtitle);

  // On a wide screen the form sits beside the details, in view from the start.
  await expect(form).toBeInViewport();
  // On a phone it follows them, and the hero's button scrolls it into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = main.getByRole('link', { name: spec.cta, exact: true });
  await expect(button).toHaveAttribute('href', `#${spec.form.id}`);
  await expect(form).not.toBeInViewport();
  await button.click();
  await expect(form).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${spec.form.id}$`));
}

test.describe('event pages', () => {
  for (const spec of pages) {
    test(`${spec.path} shows its facts, programme, bios and form`, async ({ page }) => {
      await expectEventPage(page, spec.path, spec);
    });
  }

  test('the /wlai twin of the boat page is the same page', async ({ page }) => {
    const spec = pages.find((entry) => entry.path === '/events/waves-ai')!;
    await expectEventPage(page, '/wlai/events/waves-ai', spec);
    await expect(page).toHaveTitle('Waves & AI: Summer Boat Event | Women Leading AI');
  });

  test('the July meetup thanks its venue host', async ({ page }) => {
    await page.goto('/events/ai-power-circle');
    await expect(page.getByRole('region', { name: 'Thank You to Our Venue Host' })).toContainText(
      'Lumen Analytics',
    );
  });

  test('the breadcrumb and back links lead to the community and the events pages', async ({
    page,
  }) => {
    await page.goto('/events/leadership-labs');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Events' })
      .click();
    await expect(page).toHaveURL('/wlai/events');
    await page.goto('/events/leadership-labs');
    await page.getByRole('main').getByRole('link', { name: 'Back to Community' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible();
  });
});
