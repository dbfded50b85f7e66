import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const allCourseTitles = [
  'AI Foundations for Women Leaders',
  'Generative AI in Practice',
  'Building Your Personal Brand in AI',
  'Data Storytelling for Decision-Makers',
  'Responsible AI: From Principles to Practice',
  'AI Product Strategy Masterclass',
];

const courseList = (page: Page) => page.getByRole('list', { name: 'Courses' });
const courseTitles = (page: Page) => courseList(page).getByRole('heading', { level: 3 });
const levelSelect = (page: Page) => page.getByLabel('Skill level');
const topicSelect = (page: Page) => page.getByLabel('Topic');

test.describe('course directory', () => {
  test('shows all six courses with their badges, details and buttons', async ({ page }) => {
    await page.goto('/ai-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Courses' })).toBeVisible();
    await expect(courseList(page).getByRole('listitem')).toHaveCount(6);
    await expect(courseTitles(page)).toHaveText(allCourseTitles);
    await expect(page.getByRole('status')).toHaveText('Showing all 6 courses');

    const udemy = page.getByRole('article', { name: 'AI Foundations for Women Leaders' });
    await expect(udemy.getByText('Beginner', { exact: true })).toBeVisible();
    await expect(udemy.getByText('Free', { exact: true })).toBeVisible();
    await expect(udemy.getByText('Self-paced', { exact: true })).toBeVisible();
    await expect(udemy.getByText('Leadership in AI', { exact: true })).toBeVisible();
    await expect(udemy.getByText('Maya Okafor', { exact: true })).toBeVisible();
    const enrol = udemy.getByRole('link', { name: 'Enroll Now on Udemy (opens in a new tab)' });
    await expect(enrol).toHaveAttribute('href', /^https:\/\/www\.udemy\.com\/course\/.+/);
    await expect(enrol).toHaveAttribute('target', '_blank');
    await expect(enrol).toHaveAttribute('rel', 'noopener noreferrer');

    const playlist = page.getByRole('article', { name: 'Generative AI in Practice' });
    await expect(playlist.getByText('Free', { exact: true })).toBeVisible();
    const view = playlist.getByRole('link', { name: 'View Course (opens in a new tab)' });
    await expect(view).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/playlist\?list=.+/);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: /Enroll Now on Udemy/ })).toHaveCount(1);

    // The four placeholder courses: a disabled button with a note, never a dead link.
    for (const title of allCourseTitles.slice(2)) {
      const card = page.getByRole('article', { name: title });
      await expect(card.getByText('Paid', { exact: true })).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
      const button = card.getByRole('button', { name: 'View Course' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Coming soon');
    }
  });

  test('offers the levels and the grouped topics of the product description', async ({ page }) => {
    await page.goto('/ai-courses');
    await expect(levelSelect(page)).toHaveValue('all');
    await expect(levelSelect(page).locator('option')).toHaveText([
      'All Levels',
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);

    await expect(topicSelect(page)).toHaveValue('all');
    await expect(topicSelect(page).locator(':scope > option')).toHaveText(['All Topics']);
    const groups = await topicSelect(page)
      .locator('optgroup')
      .evaluateAll((elements) =>
        elements.map((group) => ({
          label: group.getAttribute('label'),
          options: [...group.querySelectorAll('option')].map((option) => option.textContent),
        })),
      );
    expect(groups).toEqual([
      {
        label: 'Leadership',
        options: [
          'Career Growth',
          'Personal Branding',
          'Leadership in AI',
          'AI Consulting Skills',
          'AI Freelancing',
        ],
      },
      {
        label: 'AI and Technical Skills',
        options: [
          'Generative AI & ML',
          'Computer Vision',
          'Natural Language Processing',
          'Data & Storytelling',
          'Responsible AI & Ethics',
          'AI Product Strategy',
        ],
      },
    ]);
  });

  test('filters by level, by topic and by both, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/ai-courses');
    await levelSelect(page).selectOption({ label: 'Advanced' });
    await expect(courseTitles(page)).toHaveText([
      'Responsible AI: From Principles to Practice',
      'AI Product Strategy Masterclass',
    ]);
    await expect(page).toHaveURL(/\/ai-courses\?level=advanced$/);
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 6 courses');

    await levelSelect(page).selectOption({ label: 'All Levels' });
    await topicSelect(page).selectOption({ label: 'Generative AI & ML' });
    await expect(courseTitles(page)).toHaveText(['Generative AI in Practice']);
    await expect(page).toHaveURL(/\/ai-courses\?topic=generative-ai-ml$/);

    await topicSelect(page).selectOption({ label: 'Responsible AI & Ethics' });
    await levelSelect(page).selectOption({ label: 'Advanced' });
    await expect(courseTitles(page)).toHaveText(['Responsible AI: From Principles to Practice']);

    await topicSelect(page).selectOption({ label: 'Computer Vision' });
    await expect(courseList(page)).toHaveCount(0);
    await expect(page.getByText('No courses found matching your filters.')).toHaveText(
      'No courses found matching your filters.',
    );

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(courseList(page).getByRole('listitem')).toHaveCount(6);
    await expect(levelSelect(page)).toHaveValue('all');
    await expect(topicSelect(page)).toHaveValue('all');
    await expect(page).toHaveURL(/\/ai-courses$/);
  });

  test('keeps the chosen filters in the URL across a reload', async ({ page }) => {
    await page.goto('/ai-courses');
    await levelSelect(page).selectOption({ label: 'Intermediate' });
    await expect(page).toHaveURL(/\?level=intermediate$/);
    await page.reload();
    await expect(levelSelect(page)).toHaveValue('intermediate');
    await expect(courseTitles(page)).toHaveText([
      'Building Your Personal Brand in AI',
      'Data Storytelling for Decision-Makers',
    ]);
  });

  test('a shared /wlai link opens with its filters applied', async ({ page }) => {
    await page.goto('/wlai/ai-courses?level=beginner&topic=leadership-in-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Courses' })).toBeVisible();
    await expect(levelSelect(page)).toHaveValue('beginner');
    await expect(topicSelect(page)).toHaveValue('leadership-in-ai');
    await expect(courseTitles(page)).toHaveText(['AI Foundations for Women Leaders']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the prerendered page lists every course', async ({ page }) => {
      await page.goto('/ai-courses?level=advanced');
      await expect(courseTitles(page)).toHaveText(allCourseTitles);
    });
  });
});

test.describe('hackathons', () => {
  test('lists upcoming and past hackathons with a register button for the next one', async ({
    page,
  }) => {
    await page.goto('/ai-hackathons');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Hackathons' })).toBeVisible();

    const register = page.getByRole('button', { name: 'Register for Next Event' });
    await expect(register).toBeVisible();
    await expect(register).toHaveAttribute(
      'data-enquiry-tag',
      'hackathons:register:ai-for-good-2025',
    );

    const upcoming = page.getByRole('region', { name: 'Upcoming Hackathons' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
      'AI for Good Hackathon',
      'GenAI Builders Weekend',
    ]);
    const weekend = upcoming.getByRole('article', { name: 'GenAI Builders Weekend' });
    await expect(weekend.getByText('24–25 January 2026')).toBeVisible();
    await expect(weekend.getByText('100 participants')).toBeVisible();
    await expect(
      weekend.getByRole('button', { name: 'Register Interest in the GenAI Builders Weekend' }),
    ).toHaveAttribute('data-enquiry-tag', 'hackathons:register:genai-builders-2026');

    const past = page.getByRole('region', { name: 'Past Hackathons' });
    await expect(past.getByRole('heading', { level: 3 })).toHaveText([
      'Responsible AI Sprint',
      'Health AI Challenge',
    ]);
    await expect(past.getByRole('button')).toHaveCount(0);
    const sprint = past.getByRole('article', { name: 'Responsible AI Sprint' });
    await expect(sprint.getByRole('heading', { name: 'Winning project ClearLoan' })).toBeVisible();
    await expect(sprint.getByText('by Team Lumen')).toBeVisible();
    await expect(
      sprint.getByRole('list', { name: 'Highlights' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(sprint.getByText('64 took part')).toBeVisible();

    const images = page.locator('main img');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '360');
    }
  });
});

test.describe('mentorship', () => {
  test('shows mentors, career guides and success stories with their buttons', async ({ page }) => {
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find a Mentor' })).toHaveAttribute(
      'data-enquiry-tag',
      'mentorship:find',
    );
    await expect(page.getByRole('button', { name: 'Become a Mentor' })).toHaveAttribute(
      'data-enquiry-tag',
      'mentorship:become',
    );

    const mentors = page.getByRole('region', { name: 'Featured Mentors' });
    await expect(mentors.getByRole('heading', { level: 3 })).toHaveText([
      'Amara Osei',
      'Claire Donnelly',
      'Dr. Mei Tanaka',
      'Rachel Adebayo',
    ]);
    const amara = mentors.getByRole('article', { name: 'Amara Osei' });
    await expect(amara.getByText('Head of Machine Learning')).toBeVisible();
    await expect(amara.getByText('4.9 out of 5')).toBeVisible();
    await expect(amara.getByRole('list', { name: 'Expertise' }).getByRole('listitem')).toHaveText([
      'Machine learning',
      'Team leadership',
      'Healthcare AI',
    ]);
    await expect(mentors.getByText('5.0 out of 5')).toBeVisible();

    const connect = mentors.getByRole('button', { name: /^Connect with / });
    await expect(connect).toHaveCount(4);
    await expect(
      mentors.getByRole('button', { name: 'Connect with Dr. Mei Tanaka' }),
    ).toHaveAttribute('data-enquiry-tag', 'mentorship:connect:dr-mei-tanaka');
    expect(
      await connect.evaluateAll((buttons) => buttons.map((button) => button.dataset.enquiryTag)),
    ).toEqual([
      'mentorship:connect:amara-osei',
      'mentorship:connect:claire-donnelly',
      'mentorship:connect:dr-mei-tanaka',
      'mentorship:connect:rachel-adebayo',
    ]);

    const guides = page.getByRole('region', { name: 'Career Guides' });
    await expect(guides.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(
      guides.getByRole('heading', { name: 'Negotiating Your Salary in an AI Role' }),
    ).toBeVisible();
    await expect(guides.getByText('6 min read')).toBeVisible();

    const stories = page.getByRole('region', { name: 'Success Stories' });
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText([
      'Hannah Whitfield',
      'Zainab Hussain',
      'Lucía Fernández',
    ]);
    await expect(stories.getByText('Mentored by Claire Donnelly')).toBeVisible();
    await expect(stories.getByText('AI Product Manager', { exact: true })).toBeVisible();
  });
});
