import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '#schemas/shared/london-time.ts';
import { siteDataAt } from '#server/pages/site-data.ts';
import {
  createMigratedTestDatabase,
  testEngine,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/**
 * A series names its next session on its card and its page, and the pages rendered with it are good
 * only until that session's day has passed (server/pages/site-data.ts): the seeded labs meet on the
 * third Thursday of each month.
 */
describe(`a series' next session on ${testEngine()}`, () => {
  let testDatabase: MigratedTestDatabase;
  beforeAll(async () => {
    testDatabase = await createMigratedTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.close();
  });

  it('is named on the card and the page, and ends the rendered pages’ validity', async () => {
    const { database } = testDatabase;
    const onDay = async (now: Date) => {
      const data = siteDataAt(database, now);
      const { upcoming } = await data.eventListing();
      const page = await data.eventPage('leadership-labs');
      return {
        card: upcoming.find((card) => card.id === 'leadership-labs')?.date,
        page: page?.nextSession,
        validUntil: data.validUntil()?.toISOString(),
      };
    };
    expect(await onDay(new Date('2026-11-28T12:00:00Z'))).toEqual({
      card: 'Third Thursday, monthly · next Thursday 17 December 2026',
      page: 'Thursday 17 December 2026',
      validUntil: londonInstant('2026-12-18').toISOString(),
    });
    // On the day itself it is still the next; the day after, January's is.
    expect((await onDay(new Date('2026-12-17T21:00:00Z'))).page).toBe('Thursday 17 December 2026');
    expect(await onDay(new Date('2026-12-18T00:30:00Z'))).toEqual({
      card: 'Third Thursday, monthly · next Thursday 21 January 2027',
      page: 'Thursday 21 January 2027',
      validUntil: londonInstant('2027-01-22').toISOString(),
    });
  });
});
