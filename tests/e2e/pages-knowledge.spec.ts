import type { Locator, Page } from '@playwright/test';
import { organiser } from '#content/people.ts';
import { playbookAuthor } from '#content/playbook.ts';
import { keyMetrics, reportSource, reportSources } from '#content/report.ts';
import { siteConfig } from '#content/site.ts';
import { expect, test } from './fixtures.ts';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('quarterly report', () => {
  for (const path of ['/reports', '/wlai/reports']) {
    test(`${path} shows the foreword, summary, sourced key metrics and the survey`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Women in AI Quarterly Report' }),
      ).toBeVisible();
      await expect(main(page)).toContainText('1,000 women');
      await expect(main(page)).toContainText('amplify 1,000 women in AI');

      const foreword = region(page, 'Founder’s Foreword');
      await expect(foreword).toContainText('When I started Women Leading AI');
      await expect(foreword).toContainText(organiser.name);
      await expect(region(page, 'Executive Summary')).toContainText(
        'between 22% and 29% of the global AI workforce',
      );

      const table = region(page, 'Key Metrics').getByRole('table', {
        name: /Women’s representation and funding in AI/,
      });
      await expect(table.getByRole('columnheader')).toHaveText(['Metric', 'Figure', 'Source']);
      const expectedRows = [
        ['Women in AI roles globally', '22-29%'],
        ['Women in senior AI executive roles', 'under 14%'],
        ['Women in machine-learning engineering in Europe', 'about 14%'],
        ['VC funding to all-women AI teams in the UK', '2%'],
      ] as const;
      await expect(table.getByRole('rowheader')).toHaveText(expectedRows.map(([label]) => label));
      for (const [index, [label, figure]] of expectedRows.entries()) {
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label }) });
        const [figureCell, sourceCell] = [
          row.getByRole('cell').nth(0),
          row.getByRole('cell').nth(1),
        ];
        await expect(figureCell.locator('span').first()).toHaveText(figure);
        const source = reportSource(keyMetrics[index]!.sourceId);
        expect(source.url).toMatch(/^https:\/\/(www\.)?[a-z.-]+\.(org|uk|com)\//);
        await expect(sourceCell).toContainText(source.publisher);
        const link = sourceCell.getByRole('link', { name: new RegExp(`^${escape(source.title)}`) });
        await expectNewTabLink(link, source.url);
      }

      await expect(region(page, 'Four Insights').getByRole('heading', { level: 3 })).toHaveCount(4);
      const actions = region(page, 'What Companies Can Do');
      await expect(actions.getByRole('listitem')).toHaveCount(5);
      await expect(actions).toContainText('Sponsor, don’t just mentor');

      const surveyButtons = main(page).getByRole('button', { name: 'Take the Survey' });
      await expect(surveyButtons).toHaveCount(2);
      for (const button of await surveyButtons.all()) {
        await expect(button).toHaveAttribute('data-enquiry-tag', 'reports:survey');
      }
      await expect(
        region(page, 'Add Your Voice to the Next Report').getByRole('button', {
          name: 'Take the Survey',
        }),
      ).toBeVisible();

      const sources = region(page, 'Sources').getByRole('listitem');
      await expect(sources).toHaveCount(reportSources.length);
      for (const [index, source] of reportSources.entries()) {
        await expect(sources.nth(index)).toContainText(source.publisher);
        await expectNewTabLink(sources.nth(index).getByRole('link'), source.url);
      }
    });
  }
});

test.describe('private advisory circle', () => {
  test('the hero button brings the request form into view; tiers and steps are shown', async ({
    page,
  }) => {
    await page.goto('/advisory-circle');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Private Advisory Circle' }),
    ).toBeVisible();

    const tiers = region(page, 'Three Ways to Work With the Circle');
    for (const [name, label] of [
      ['1:1 Advisor', 'start here'],
      ['Bespoke Team of Advisors', 'level up'],
      ['Local Peer Network', 'stay ahead'],
    ] as const) {
      const card = tiers
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(tiers).toContainText('invitation-only circle');

    await expect(region(page, 'How It Works').getByRole('heading', { level: 3 })).toHaveText([
      'Request your invite',
      'Have a private conversation',
      'Meet your circle',
    ]);
    await expect(region(page, 'Who the Advisors Are').getByRole('listitem')).toHaveCount(4);
    await expect(main(page).getByRole('blockquote')).toBeVisible();

    const form = region(page, 'Request Your Private Invite');
    await expect(form.getByRole('heading', { level: 2 })).toHaveText('Request Your Private Invite');
    await expect(form).not.toBeInViewport();
    await main(page).getByRole('link', { name: 'Request Private Invite' }).click();
    await expect(form).toBeInViewport();
    await expect(form).toBeFocused();
    await expect(page).toHaveURL(/\/advisory-circle#request-invite$/);
  });
});

test.describe('AI Playbook', () => {
  for (const path of ['/playbook', '/wlai/playbook']) {
    test(`${path} has its sections in order with the glossary, types, checklist and author`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'The AI Playbook' })).toBeVisible();
      await expect(main(page)).toContainText('How to use this playbook');

      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        'Glossary',
        'What Even Is AI?',
        'How AI Learns',
        'When Robots Lie',
        'Is AI Always Fair?',
        'Giving Robots Rules (Ethical AI)',
        'Where You Already Use AI',
        'About the Author',
      ]);

      const glossary = region(page, 'Glossary');
      await expect(glossary.getByRole('term')).toHaveText([
        'AI',
        'Machine Learning',
        'Neural Network',
        'Bias',
        'Misinformation',
        'Disinformation',
        'Generative AI',
        'Ethical AI',
      ]);
      await expect(glossary.getByRole('definition')).toHaveCount(8);

      await expect(region(page, 'What Even Is AI?').getByRole('listitem')).toHaveCount(4);
      await expect(region(page, 'How AI Learns').getByRole('heading', { level: 3 })).toHaveText([
        'Supervised learning',
        'Unsupervised learning',
        'Reinforcement learning',
        'Why it sometimes gets things wrong',
      ]);
      await expect(region(page, 'How AI Learns').getByRole('heading', { level: 4 })).toHaveCount(3);
      const lies = region(page, 'When Robots Lie');
      for (const name of ['Deepfakes', 'Scam messages', 'Bots', 'A real example']) {
        await expect(lies.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      await expect(lies.getByRole('heading', { name: /^How to fix it/ })).toBeVisible();

      const fairness = region(page, 'Is AI Always Fair?');
      await expect(fairness.getByRole('heading', { level: 3 })).toHaveText([
        'Data bias',
        'Confirmation bias',
        'Societal bias',
        'A real example',
      ]);

      const checklist = region(page, 'Giving Robots Rules (Ethical AI)').getByRole('list', {
        name: 'The good AI checklist',
      });
      await expect(checklist.getByRole('listitem').locator('strong')).toHaveText([
        'Safe',
        'Fair',
        'Helpful',
        'Explainable',
      ]);

      const everyday = region(page, 'Where You Already Use AI');
      await expect(everyday.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(everyday.getByRole('heading', { level: 4 })).toHaveCount(2);

      const author = region(page, 'About the Author');
      await expect(author.getByRole('heading', { name: organiser.name })).toBeVisible();
      const portrait = author.getByRole('img', { name: playbookAuthor.portrait.alt });
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute('src', '/images/playbook/author-portrait.svg');
      await expect(portrait).toHaveAttribute('width', '240');
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });
  }

  test('the contents links jump to their sections', async ({ page }) => {
    await page.goto('/playbook');
    await page
      .getByRole('navigation', { name: 'Playbook contents' })
      .getByRole('link', { name: 'Is AI Always Fair?' })
      .click();
    await expect(page).toHaveURL(/#is-ai-fair$/);
    await expect(
      region(page, 'Is AI Always Fair?').getByRole('heading', { level: 2 }),
    ).toBeInViewport();
  });
});

test.describe('AI Whisperer', () => {
  test('introduces the series and links to the community in a new tab', async ({ page }) => {
    await page.goto('/ai-whisperer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Whisperer' })).toBeVisible();
    await expect(main(page)).toContainText('using AI well at work');
    await expect(region(page, 'What We Cover').getByRole('listitem')).toHaveCount(6);

    const joinButtons = main(page).getByRole('link', { name: /^Join Community/ });
    await expect(joinButtons).toHaveCount(2);
    for (const button of await joinButtons.all()) {
      await expectNewTabLink(button, siteConfig.external.chatInvite);
    }
    await expect(
      region(page, 'Join the Conversation').getByRole('link', { name: /^Join Community/ }),
    ).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
