import type { Locator, Page } from '@playwright/test';
import { organiser } from '#content/people.ts';
import { siteConfig } from '#content/site.ts';
import { eventPages } from '#content/event-pages.ts';
import { expect, test } from './fixtures.ts';

/** The seeded in-person events by date, soonest first: the labs by their next session. */
/**
 * The in-person seeded events by date, as of the seeded events' season the site judges them at
 * (tests/setup/events-as-of.ts): the labs' next session, 17 July 2025, comes first.
 */
const applyLinks = [
  '/wlai/events/leadership-labs',
  '/wlai/events/ai-power-circle',
  '/wlai/events/waves-ai',
  '/wlai/events/women-leading-ai',
  '/wlai/events/autumn-retreat',
];

async function expectExternalInvite(link: Locator) {
  await expect(link).toHaveAttribute('href', siteConfig.external.chatInvite);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

async function expectManifestoAndOrganiser(page: Page) {
  const manifesto = page.getByRole('region', { name: 'Stronger Together' });
  await expect(
    manifesto.getByRole('heading', { level: 2, name: 'Stronger Together' }),
  ).toBeVisible();
  await expect(manifesto).toContainText('Our Manifesto');
  await expect(manifesto.getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('heading', { level: 3, name: organiser.name, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(organiser.role, { exact: true })).toBeVisible();
}

test.describe('community home', () => {
  for (const path of ['/', '/community', '/wlai', '/wlai/community']) {
    test(`${path} shows the hero, why-join, features, manifesto and organiser`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Community');
      await expect(page.getByText('Private, Purposeful, Powerful', { exact: true })).toBeVisible();

      const whyJoin = page.getByRole('region', { name: 'Why Join Our Community?' });
      const bullets = whyJoin.getByRole('list').first().getByRole('listitem');
      await expect(bullets).toHaveCount(4);
      await expect(bullets.nth(0)).toContainText('10-12 free exclusive events per year');
      await expect(bullets.nth(1)).toContainText('downloadable resources library');
      for (const title of ['Real-time Conversations', 'Exclusive Events', 'Collaboration']) {
        await expect(whyJoin.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }

      await expectManifestoAndOrganiser(page);
      await expect(page.getByRole('region', { name: 'More Events Coming Up' })).toBeVisible();
    });
  }

  test("the 'Join the Slack Community' button opens the invite in a new tab", async ({ page }) => {
    await page.goto('/');
    const join = page.getByRole('main').getByRole('link', { name: /^Join the Slack Community/ });
    await expect(join).toHaveCount(1);
    await expectExternalInvite(join);
  });

  test('five event cards link to their event pages; only the featured one is in-person badged', async ({
    page,
  }) => {
    await page.goto('/wlai');
    const events = page.getByRole('region', { name: 'More Events Coming Up' });
    const cards = events.getByRole('article');
    // The five seeded events by date; other tests may have published more of their own. Each
    // card's button says its event's own call to action (one verb per event).
    const seeded = new Set(applyLinks);
    const links = await cards
      .getByRole('link')
      .evaluateAll((found) =>
        found.map((link) => [link.getAttribute('href') ?? '', link.textContent?.trim()] as const),
      );
    const seededLinks = links.filter(([href]) => seeded.has(href));
    expect(seededLinks.map(([href]) => href)).toEqual(applyLinks);
    for (const [href, name] of seededLinks) {
      const event = eventPages.find((page) => href.endsWith(`/events/${page.slug}`))!;
      expect(name, href).toBe(event.cta);
    }

    await expect(events.getByText('In-Person Event', { exact: true })).toHaveCount(1);
    const featured = cards.filter({ has: page.getByText('In-Person Event', { exact: true }) });
    await expect(featured).toHaveCount(1);
    await expect(featured.getByRole('link', { name: 'Register Your Interest' })).toHaveAttribute(
      'href',
      '/wlai/events/ai-power-circle',
    );
    await expect(featured).toHaveAttribute('data-featured', 'true');
    await expect(featured.getByText('In-Person Event', { exact: true })).toBeVisible();
    // One event, one set of facts: the card has its page's places
    // (docs/product/rules.md#the-featured-event).
    await expect(featured).toContainText('35 spots');
    await expect(events.getByRole('img', { name: 'Virtual event' })).toHaveCount(0);
  });

  test("a card's button takes the visitor to the event page", async ({ page }) => {
    await page.goto('/');
    const events = page.getByRole('region', { name: 'More Events Coming Up' });
    await events
      .getByRole('article', { name: 'Waves & AI: Summer Boat Party' })
      .getByRole('link', { name: 'Register to Come Aboard' })
      .click();
    await expect(page).toHaveURL('/wlai/events/waves-ai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('about page', () => {
  for (const path of ['/about', '/wlai/about']) {
    test(`${path} shows mission, values, manifesto, organiser and the join button`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Women Leading AI');
      await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();

      const values = page.getByRole('region', { name: 'Our Values' });
      await expect(values.getByRole('heading', { level: 3 })).toHaveText([
        'Community First',
        'Rise Together',
      ]);

      await expectManifestoAndOrganiser(page);

      const join = page.getByRole('main').getByRole('link', { name: /^Join The Slack Community/ });
      await expect(join).toHaveCount(1);
      await expectExternalInvite(join);
    });
  }
});

test.describe('events listing', () => {
  for (const path of ['/events', '/wlai/events']) {
    test(`${path} lists every event with the virtual circle`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
      const listing = page.getByRole('region', { name: 'Upcoming Events' });
      // The six seeded events (other tests may have published more of their own).
      expect(await listing.getByRole('article').count()).toBeGreaterThanOrEqual(6);

      // The featured one: a copy another test made keeps the card's words until edited.
      const meetup = listing
        .getByRole('article', { name: 'AI Power Circle: July Meetup' })
        .and(page.locator('[data-featured]'));
      await expect(meetup).toContainText('35 spots');
      await expect(meetup).toContainText('Wednesday 23 July 2025');
      await expect(meetup.getByText('In-Person Event', { exact: true })).toBeVisible();
      await expect(meetup.getByRole('link', { name: 'Register Your Interest' })).toHaveAttribute(
        'href',
        '/wlai/events/ai-power-circle',
      );

      const labs = listing.getByRole('article', { name: 'AI Leadership Labs' });
      await expect(labs).toContainText('25 per session');
      await expect(labs).toContainText('Third Thursday, monthly');

      const virtual = listing.getByRole('article', { name: 'Virtual AI Power Circle' });
      await expect(virtual.getByRole('img', { name: 'Virtual event' })).toBeVisible();
      await expect(virtual).toContainText('Monday 21 July 2025');
      await expect(virtual).toContainText('5:00 PM BST');
      await expect(virtual).toContainText('Online');
      await expect(virtual).toContainText('Limited spots');
      await expect(virtual.getByRole('link', { name: 'Apply to Attend' })).toHaveAttribute(
        'href',
        '/wlai/events/ai-power-circle-virtual',
      );
      await expect(listing.getByRole('img', { name: 'Virtual event' })).toHaveCount(1);
    });
  }

  test('the featured July meetup is its page’s: its facts, its agenda and its form', async ({
    page,
  }) => {
    // One event, one set of facts (docs/product/rules.md#the-featured-event).
    await page.goto('/events');
    const featured = page.getByRole('region', { name: 'AI Power Circle: July Meetup' });
    for (const fact of [
      'Wednesday 23 July 2025',
      '6:00-8:00 PM',
      "Lumen Analytics, King's Cross, London",
      '35 spots',
      'Free for community members',
    ]) {
      await expect(featured.getByRole('definition').filter({ hasText: fact })).toBeVisible();
    }
    await expect(featured.getByText('35 of 35 places left')).toBeVisible();
    await expect(featured.getByText('Approval required')).toBeVisible();

    const agenda = page.getByRole('region', { name: 'The Evening Agenda' }).getByRole('listitem');
    await expect(agenda).toHaveCount(4);
    const expected = [
      'Keynote · 30 min',
      'Visibility Workshop · 30 min',
      'Spark Talks from 5 Women · 30 min',
      'Network & Connect · 30 min',
    ];
    for (const [index, heading] of expected.entries()) {
      await expect(agenda.nth(index).getByRole('heading', { level: 3 })).toHaveText(heading);
    }

    const register = page.locator('section#register');
    await expect(register.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Register Your Interest' })).toHaveId('register');

    await featured.getByRole('link', { name: 'Register Your Interest' }).click();
    await expect(page).toHaveURL(/#register$/);
    await expect(register.getByRole('heading', { level: 2 })).toBeInViewport();
  });
});
