import { eventPages } from '#content/event-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * On a phone (390×844) an event page's first screen holds what a visitor decides by: the title,
 * the date with its year and the time, the place, the places left and the call to action, before
 * any scrolling (docs/product/screens.md#event-pages).
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const event of eventPages) {
  test(`/events/${event.slug} holds its title, when, where, places and call to action on a phone's first screen`, async ({
    page,
  }) => {
    await page.goto(`/events/${event.slug}`);
    const fact = (kind: string) => event.facts.find((candidate) => candidate.kind === kind)?.value;
    const glance = page.getByRole('list', { name: 'When and where' });
    const firstScreen = [
      page.getByRole('heading', { level: 1, name: event.title }),
      glance.getByText([fact('date'), fact('time')].filter(Boolean).join(' · '), { exact: true }),
      glance.getByText((fact('venue') ?? fact('online'))!, { exact: true }),
      page.locator('[data-places]'),
      page.getByRole('link', { name: event.cta, exact: true }),
    ];
    for (const part of firstScreen) await expect(part).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('the hosts’ faces sit side by side: no two overlap', async ({ page }) => {
  // The July meetup has two hosts, shown by their initials.
  await page.goto('/events/ai-power-circle');
  const faces = await page
    .getByRole('list', { name: 'Hosts' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(faces.length).toBeGreaterThan(1);
  for (const [index, face] of faces.entries()) {
    const next = faces[index + 1];
    if (next) expect(next.left).toBeGreaterThanOrEqual(face.right);
  }
});
