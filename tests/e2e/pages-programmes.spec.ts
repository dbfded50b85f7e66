import type { Locator } from '@playwright/test';
import { foundingMembers } from '#content/founding-members.ts';
import { organiser } from '#content/people.ts';
import { partnerTools } from '#content/partner-tools.ts';
import { resourceFileUrl, siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('summit', () => {
  // docs/product/screens.md#summit, written out here so a wrong content change fails the test.
  const tiers = [
    {
      id: 'early-bird',
      name: 'Early Bird',
      price: '£49',
      perks: ['Full-day summit entry', 'Lunch and snacks', 'Access to all sessions'],
    },
    {
      id: 'general',
      name: 'General Admission',
      price: '£95',
      perks: ['Full-day summit entry', 'Access to all sessions', 'Video replays of every session'],
    },
    {
      id: 'vip',
      name: 'VIP',
      price: '£150',
      perks: [
        'Everything in General Admission',
        'Front-row seating',
        'Evening mixer with the speakers',
        'Printed AI prompt deck',
      ],
    },
    {
      id: 'digital',
      name: 'Digital Access',
      price: '£19',
      perks: ['Live stream of the main stage', 'Replay bundle of every session'],
    },
  ] as const;

  for (const path of ['/summit', '/wlai/summit']) {
    test(`${path} shows the date, seats, four tiers and every button`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Women Leading AI Summit');
      await expect(main.getByText('27 November 2025')).toBeVisible();
      await expect(main.getByText('London', { exact: true })).toBeVisible();
      await expect(main.getByText('150 in-person seats', { exact: true })).toBeVisible();
      await expect(main.getByText('50 digital passes', { exact: true })).toBeVisible();

      const tickets = main.getByRole('region', { name: 'Choose Your Ticket' });
      const cards = tickets.getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const [index, tier] of tiers.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(tier.name);
        await expect(card.getByText(tier.price, { exact: true })).toBeVisible();
        await expect(card.getByRole('listitem')).toHaveText([...tier.perks]);
        // Visible label 'Select Ticket'; screen readers also hear which tier.
        const select = card.getByRole('button', { name: `Select Ticket (${tier.name})` });
        await expect(select).toBeVisible();
        await expect(select).toHaveAttribute('data-enquiry-tag', `summit:ticket:${tier.id}`);
      }
      await expect(main.getByText('Most Popular')).toHaveCount(1);
      await expect(cards.nth(1).getByText('Most Popular')).toBeVisible();
      await expect(main.getByRole('button', { name: /^Select Ticket/ })).toHaveCount(4);

      for (const [name, tag] of [
        ['Get Your Seat Now', 'summit:seat'],
        ['Apply to Speak', 'summit:speak'],
        ['Sponsor the Summit', 'summit:sponsor'],
        ['Showcase Your AI Tool', 'summit:showcase'],
        ['Apply to Exhibit', 'summit:exhibit'],
      ] as const) {
        const button = main.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('data-enquiry-tag', tag);
      }

      const sponsorPack = main.getByRole('link', { name: /^Download Sponsor Pack/ });
      await expect(sponsorPack).toBeVisible();
      await expectNewTabLink(sponsorPack, resourceFileUrl(siteConfig.sponsorPackFile));
      expect(resourceFileUrl(siteConfig.sponsorPackFile)).toBe(
        '/storage/resources/summit-sponsor-pack.pdf',
      );
    });
  }
});

test.describe('founding board', () => {
  for (const path of ['/the-board', '/wlai/the-board']) {
    test(`${path} shows both tracks, the dates, limits and hours`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(/volunteer-based and by application only/)).toBeVisible();
      await expect(main.getByText('Applications are due 28 July 2025.')).toBeVisible();
      const selection = main.getByRole('region', { name: 'How Selection Works' });
      await expect(selection).toContainText('28 July 2025');
      await expect(selection).toContainText('Applications due');
      await expect(selection).toContainText('1 August 2025');
      await expect(selection).toContainText('Final board announced');

      for (const [name, hours] of [
        ['Executive Board', 'About 2 hours per month'],
        ['Advisory Board', 'About 2 hours per quarter'],
      ] as const) {
        const track = main.getByRole('article', { name });
        await expect(track.getByText(hours)).toBeVisible();
        await expect(track.getByText('Up to 5 members')).toBeVisible();
        const apply = track.getByRole('link', { name: new RegExp(`^Apply for the ${name}`) });
        await expect(apply).toBeVisible();
        await expectNewTabLink(apply, siteConfig.external.boardApplicationForm);
      }
      await expect(main.getByRole('link', { name: /^Apply/ })).toHaveCount(2);
    });
  }
});

test.describe('partners', () => {
  for (const path of ['/partners', '/wlai/partners']) {
    test(`${path} shows nine partner tiles linking out and the enquiry form's place`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      const tools = main.getByRole('region', { name: 'Tools Our Members Use' });
      await expect(tools.getByRole('article')).toHaveCount(9);
      await expect(tools.getByRole('link')).toHaveCount(9);
      await expect(tools.locator('img')).toHaveCount(0);
      expect(partnerTools).toHaveLength(9);
      for (const tool of partnerTools) {
        const tile = tools.getByRole('article').filter({ hasText: tool.description });
        const link = tile.getByRole('link', { name: new RegExp(`^${escapeRegExp(tool.name)}`) });
        await expectNewTabLink(link, siteConfig.external.partnerTools[tool.id]);
        await expect(tile.getByText(tool.memberUse)).toBeVisible();
      }

      const enquiry = main.getByRole('region', { name: 'Partnership Enquiry' });
      await expect(enquiry).toHaveAttribute('id', 'partnership-enquiry');
    });
  }

  test('a whole tile opens its tool in a new tab', async ({ page, context }) => {
    await context.route('https://**/*', (route) => route.fulfill({ body: 'partner site' }));
    await page.goto('/partners');
    const tile = page.getByRole('article').filter({ hasText: partnerTools[0]!.description });
    const popupPromise = page.waitForEvent('popup');
    // The middle of the tile is text, not the link: the link's overlay must catch the click.
    await tile.click();
    const popup = await popupPromise;
    expect(popup.url()).toContain(new URL(partnerTools[0]!.url).host);
  });
});

test.describe('founding members', () => {
  for (const path of ['/founding-25', '/founding-22', '/wlai/founding-25']) {
    test(`${path} shows 25 members in five columns with clamped quotes`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      const grid = main.getByRole('region', { name: 'The Founding Circle' });
      const cards = grid.getByRole('article');
      await expect(cards).toHaveCount(25);

      // Five columns at 1366 px: cards 1-5 share a row left to right, card 6 starts the next one.
      const boxes = await Promise.all(
        [0, 1, 2, 3, 4, 5].map(async (index) => (await cards.nth(index).boundingBox())!),
      );
      for (let index = 1; index < 5; index += 1) {
        expect(boxes[index]!.y).toBe(boxes[0]!.y);
        expect(boxes[index]!.x).toBeGreaterThan(boxes[index - 1]!.x + boxes[0]!.width / 2);
      }
      expect(boxes[5]!.x).toBe(boxes[0]!.x);
      expect(boxes[5]!.y).toBeGreaterThan(boxes[0]!.y);

      for (const [index, member] of foundingMembers.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
        await expect(card.getByText(member.role, { exact: true })).toBeVisible();
        await expect(card.getByText(member.company, { exact: true })).toBeVisible();
        const quote = card.getByText(`“${member.quote}”`);
        await expect(quote).toHaveCSS('-webkit-line-clamp', '4');
        const linkedin = card.getByRole('link', {
          name: `${member.name} on LinkedIn (opens in a new tab)`,
        });
        await expectNewTabLink(linkedin, member.linkedinUrl);
      }

      // The clamp really cuts a long quote short.
      const longest = foundingMembers.reduce((a, b) => (b.quote.length > a.quote.length ? b : a));
      const clamped = grid.getByText(`“${longest.quote}”`);
      expect(await clamped.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

      // Members with an image show it; the others show their initials.
      const withImage = foundingMembers.find((member) => member.image)!;
      const image = grid.getByRole('img', { name: withImage.name });
      await expect(image).toBeVisible();
      expect(await image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      const withoutImage = foundingMembers.find((member) => !member.image)!;
      await expect(grid.getByLabel(withoutImage.name, { exact: true })).toBeVisible();
    });

    test(`${path} has the community links, the profile text and the organiser`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toContainText('22 founding members');

      await expectNewTabLink(
        main.getByRole('link', { name: /^Join the Slack Community/ }),
        siteConfig.external.chatInvite,
      );

      const profile = main.getByRole('region', { name: 'Add It to Your LinkedIn Profile' });
      await expect(profile.getByRole('term')).toHaveText([
        'Title',
        'Company',
        'Dates',
        'Description',
      ]);
      await expect(profile.getByRole('definition')).toHaveText([
        'Founding Member',
        'Women Leading AI',
        'July 2025 – Present',
        /^One of the 22 founding members of Women Leading AI, /,
      ]);
      await expectNewTabLink(
        profile.getByRole('link', { name: /^Open Our LinkedIn Company Page/ }),
        siteConfig.external.companyPage,
      );

      await expect(main.getByRole('heading', { name: organiser.name })).toBeVisible();
      await expect(main.getByText(organiser.bio[0]!)).toBeVisible();

      const tellMeMore = main.getByRole('link', { name: 'Tell Me More' });
      await expect(tellMeMore).toHaveAttribute('href', '/community');
      await tellMeMore.click();
      await expect(page).toHaveURL('/community');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/summit', '/the-board', '/partners', '/founding-25']) {
    test(`${path} fits 390 px without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
