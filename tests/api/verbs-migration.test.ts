import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { eventBySlug } from '#server/events/event-store.ts';
import { strayVerbsOf } from '#schemas/events/form-verbs.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Migration 029 (server/db/migrations/029-one-verb-per-seeded-event.ts) on a database seeded when
 * the boat party's button said Apply and the virtual circle's notice said Registration: each says
 * its form's verb after; words the organiser changed stay hers.
 */
describe(`migration 029 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '028-seeded-motifs-of-their-own' });
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const row = (slug: string) =>
    database.db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

  it('gives each seeded event its form’s verb, and leaves what the organiser wrote', async () => {
    // The seeded words of before, and an event whose organiser wrote her own.
    const virtual = await row('ai-power-circle-virtual');
    const notices = JSON.parse(virtual.form_notices) as { success: { title: string } };
    notices.success.title = 'Registration submitted!';
    await database.db
      .updateTable('events')
      .set({ form_notices: JSON.stringify(notices) })
      .where('id', '=', virtual.id)
      .execute();
    await database.db
      .updateTable('events')
      .set({ cta_label: 'Apply to Come Aboard' })
      .where('slug', '=', 'waves-ai')
      .execute();
    const labs = await row('leadership-labs');
    await database.db
      .updateTable('events')
      .set({ cta_label: 'Register for the Labs' })
      .where('id', '=', labs.id)
      .execute();
    const before = await database.db.selectFrom('events').selectAll().orderBy('id').execute();

    await migrateToLatest(database);

    const boat = (await eventBySlug(database, 'waves-ai'))!;
    expect(boat.document.cta).toBe('Register to Come Aboard');
    expect(strayVerbsOf(boat.document)).toEqual([]);
    const circle = (await eventBySlug(database, 'ai-power-circle-virtual'))!;
    expect(circle.document.form.notices.success.title).toBe('Application submitted!');
    expect(strayVerbsOf(circle.document)).toEqual([]);
    expect((await row('leadership-labs')).cta_label).toBe('Register for the Labs');
    const after = await database.db.selectFrom('events').selectAll().orderBy('id').execute();
    const changed = after
      .filter((event, index) => JSON.stringify(event) !== JSON.stringify(before[index]))
      .map((event) => event.slug);
    expect(changed.sort()).toEqual(['ai-power-circle-virtual', 'waves-ai']);
  });
});
