import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPages } from '#content/event-pages.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { realTime } from '#tests/setup/events-as-of.ts';
import { startBuiltPagesApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The date decides (docs/product/rules.md#open-closed-past): at the real time the seeded 2025
 * events are the community's past events, with no closing time among them. Each one's page says
 * so in its form's place, and its form is refused in those words by the JSON API and by its page
 * sent without scripts, storing nothing. The built pages on the engine of the run.
 */

const pastMessage = 'This event has taken place, so it takes no applications.';
/** Every seeded event but the monthly series, which goes on. */
const seededPast = eventPages.filter((page) => !page.calendar?.recurrence);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startBuiltPagesApp({ env: realTime });
});
afterAll(() => testApp?.close());

async function storedRows(): Promise<number> {
  const tables = [...new Set(seededPast.map((page) => page.form.submission.table))];
  const counts = await Promise.all(
    tables.map(async (table) => {
      const row = await testApp.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

describe(`the seeded 2025 events at the real time, on ${testEngine()}`, () => {
  it('are listed under Past Events, none of them to apply from', async () => {
    const listing = await testApp.app.inject({ method: 'GET', url: '/events' });
    expect(listing.statusCode).toBe(200);
    const [upcoming, past] = listing.body.split('Past Events');
    expect(past).toBeDefined();
    // Those with a card: every seeded event but the series and the AI influence session.
    const carded = seededPast.filter((page) => listing.body.includes(`/events/${page.slug}"`));
    expect(carded.length).toBe(seededPast.length - 1);
    for (const page of carded) {
      expect(past, page.slug).toContain(`/events/${page.slug}"`);
      expect(upcoming, page.slug).not.toContain(`/events/${page.slug}"`);
    }
    expect(upcoming).toContain('/events/leadership-labs"');
  });

  it.each(seededPast.map((page) => [page.slug, page] as const))(
    '%s: its page says it has taken place, and its form is refused in those words',
    async (_slug, page) => {
      const url = `/events/${page.slug}`;
      const shown = await testApp.app.inject({ method: 'GET', url });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('This event has taken place');
      expect(shown.body).toContain('See upcoming events');
      expect(shown.body).not.toContain(`${formPostFields.table}"`);

      const { table, context } = page.form.submission;
      const values = { ...freshValues(table), ...context };
      const json = await testApp.app.inject({
        method: 'POST',
        url: `/api/submissions/${table}`,
        payload: { key: newSubmissionKey(), values },
      });
      expect(json.statusCode, json.body).toBe(409);
      expect(json.json()).toEqual({ error: 'event_not_open', message: pastMessage });

      const posted = new URLSearchParams({
        [formPostFields.table]: table,
        ...Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            value === true ? 'on' : String(value),
          ]),
        ),
      });
      const noScript = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: posted.toString(),
      });
      expect(noScript.statusCode).toBe(409);
      expect(noScript.headers['cache-control']).toBe('no-store');
      expect(noScript.body).toContain('This event has taken place');
      expect(noScript.body).toContain('href="/events"');
      expect(noScript.body).not.toContain('<script');
      expect(await storedRows()).toBe(0);
    },
  );
});
