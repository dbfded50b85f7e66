import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { eventBySlug } from '#server/events/event-store.ts';
import { toEventCard, toEventPage } from '#schemas/events/event-record.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Migration 027 (server/db/migrations/027-weekdays-from-dates.ts) on a database seeded when the
 * private evening's words called 10 September 2025 a Tuesday: every word of it says Wednesday
 * after, the date its form stores is unchanged, and its version moves on.
 */
describe(`migration 027 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '026-repeated-audit-entries' });
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('puts every wrong weekday right, and nothing else', async () => {
    // The private evening as the seed stored it before: its own words say Tuesday.
    const tuesday = (text: string) =>
      text.replaceAll('Wednesday 10 September 2025', 'Tuesday 10 September 2025');
    const before = await database.db
      .selectFrom('events')
      .selectAll()
      .where('slug', '=', 'women-leading-ai')
      .executeTakeFirstOrThrow();
    const facts = JSON.parse(before.facts) as { kind: string; text?: string }[];
    const oldFacts = facts.map((fact) =>
      fact.kind === 'date' ? { ...fact, text: 'Tuesday 10 September 2025' } : fact,
    );
    const oldListing = {
      ...(JSON.parse(before.listing!) as object),
      date: 'Tuesday 10 September 2025',
    };
    await database.db
      .updateTable('events')
      .set({
        facts: JSON.stringify(oldFacts),
        listing: JSON.stringify(oldListing),
        meta_description: tuesday(before.meta_description),
      })
      .where('id', '=', before.id)
      .execute();
    const others = await database.db
      .selectFrom('events')
      .selectAll()
      .where('slug', '!=', 'women-leading-ai')
      .orderBy('id')
      .execute();

    await migrateToLatest(database, { upTo: '027-weekdays-from-dates' });

    const after = await database.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    const everyWord = JSON.stringify(after);
    expect(everyWord).not.toContain('Tuesday');
    expect(after.meta_description).toContain('Wednesday 10 September 2025, 6:00-9:30 PM');
    expect(after.form_event_date).toBe(before.form_event_date);
    expect(after.updated_at).not.toBe(before.updated_at);
    const event = (await eventBySlug(database, 'women-leading-ai'))!;
    expect(toEventPage(event).facts.find((fact) => fact.kind === 'date')?.value).toBe(
      'Wednesday 10 September 2025',
    );
    expect(toEventCard(event)?.date).toBe('Wednesday 10 September 2025');
    // The events whose words were right are as they were, their versions too.
    expect(
      await database.db
        .selectFrom('events')
        .selectAll()
        .where('slug', '!=', 'women-leading-ai')
        .orderBy('id')
        .execute(),
    ).toEqual(others);
  });
});
