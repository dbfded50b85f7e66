import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allConfirmedGuestDetails,
  confirmedGuestDetailsOf,
} from '#content/confirmed-guest-details.ts';
import { eventNames } from '#content/event-names.ts';
import { eventPageOf, eventPages, julyMeetupPage } from '#content/event-pages.ts';
import { events, virtualPowerCircle } from '#content/events.ts';
import { validateEventDocument } from '#schemas/events/event-document.ts';
import { formValuesOf } from '#schemas/submissions/submission-forms.ts';
import { eventPlace } from '#schemas/events/calendar/calendar-links.ts';
import { toEventCard, toEventPage } from '#schemas/events/event-record.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedEvents } from '#server/db/event-seed.ts';
import { toStoredRow } from '#server/db/schema.ts';
import {
  currentSlugOf,
  eventBySlug,
  eventOfFormValues,
  listEvents,
} from '#server/events/event-store.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * The events tables (migration 015, docs/decisions/035-events-are-data.md): seeded from the
 * site's content, every event reads back as today's page, card and kept-back details.
 */
describe(`stored events on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('holds every event page, published, with no closing time', async () => {
    const stored = await listEvents(database, { status: 'published' });
    expect(stored.map((event) => event.document.slug).sort()).toEqual(
      eventPages.map((page) => page.slug).sort(),
    );
    for (const event of stored) {
      expect(event.document.applicationsCloseAt, event.document.slug).toBeNull();
      expect(event.publishedAt, event.document.slug).not.toBeNull();
      expect(validateEventDocument(event.document), event.document.slug).toEqual({
        success: true,
        document: event.document,
      });
    }
    expect(await listEvents(database, { status: 'draft' })).toEqual([]);
  });

  it('reads every event back as its page reads today, the July meetup included', async () => {
    for (const page of eventPages) {
      const stored = await eventBySlug(database, page.slug);
      expect(stored, page.slug).toBeDefined();
      expect(toEventPage(stored!), page.slug).toStrictEqual(page);
    }
    expect(toEventPage((await eventBySlug(database, 'ai-power-circle'))!).capacity).toEqual({
      places: 35,
    });
    expect(await eventBySlug(database, 'no-such-event')).toBeUndefined();
  });

  it('words every fact from the event’s data but the few the content words otherwise', async () => {
    const ownWords = (await listEvents(database)).flatMap((event) =>
      event.document.facts.flatMap((fact) =>
        fact.text ? [`${event.document.slug} ${fact.kind}: ${fact.text}`] : [],
      ),
    );
    expect(ownWords.sort()).toEqual(
      [
        'ai-power-circle-virtual time: 5:00 PM BST',
        'autumn-retreat time: 2.5 days',
        'autumn-retreat spots: 20 senior women',
        'ai-influence time: Half-day masterclass plus panel',
      ].sort(),
    );
  });

  it('reads the cards back as the listing shows them, each with its page’s place, the July meetup with its page’s places', async () => {
    const cards = (await listEvents(database))
      .flatMap((event) => {
        const card = toEventCard(event);
        return card ? [{ position: event.document.listing!.position, card }] : [];
      })
      .sort((a, b) => a.position - b.position)
      .map(({ card }) => card);
    // The content's cards, each placed as its page places it (one place line: decision 058's
    // rules, docs/product/rules.md#dates-said-once), its button its page's call to action (one
    // verb per event, docs/product/rules.md#words-that-keep-their-promise).
    const placed = [...events, virtualPowerCircle].map(({ locationNote: _note, ...card }) => {
      const page = eventPages.find((candidate) => candidate.slug === card.id)!;
      return { ...card, location: eventPlace(page)!, action: page.cta };
    });
    const [julyCard, ...otherCards] = placed;
    expect(julyCard!.id).toBe(julyMeetupPage.slug);
    expect(julyCard!.location).toBe("Lumen Analytics, King's Cross, London");
    expect(cards).toStrictEqual([
      { ...julyCard, spots: { kind: 'total', count: 35 } },
      ...otherCards,
    ]);
    expect(cards.filter((card) => card.featured).map((card) => card.id)).toEqual([
      'ai-power-circle',
    ]);
    const cardWords = (await listEvents(database)).flatMap(({ document: { slug, listing } }) =>
      (['date', 'time', 'spots'] as const).flatMap((key) =>
        listing?.[key] ? [`${slug} ${key}: ${JSON.stringify(listing[key])}`] : [],
      ),
    );
    expect(cardWords.sort()).toEqual(
      [
        'leadership-labs date: "Third Thursday, monthly"',
        'autumn-retreat time: "Weekend (2.5 days)"',
        'autumn-retreat spots: {"kind":"limited","count":20}',
        'ai-power-circle-virtual time: "5:00 PM BST"',
      ].sort(),
    );
  });

  it('keeps back what the approval mail gives, and nothing for an event without it', async () => {
    for (const page of eventPages) {
      const stored = await eventBySlug(database, page.slug);
      expect(stored!.document.keptBack ?? undefined, page.slug).toStrictEqual(
        confirmedGuestDetailsOf(page),
      );
    }
    const kept = await database.db.selectFrom('event_private_details').select('event_id').execute();
    expect(kept).toHaveLength(allConfirmedGuestDetails().length);
  });

  it('keeps one history line per seeded event and no earlier addresses', async () => {
    const changes = await database.db
      .selectFrom('event_changes')
      .select(['event_id', 'action', 'admin_email', 'before', 'after'])
      .execute();
    expect(changes).toHaveLength(eventPages.length);
    for (const change of changes) {
      expect(change).toMatchObject({ action: 'seed', admin_email: null, before: null });
      expect(JSON.parse(change.after!)).toMatchObject({ status: 'published' });
    }
    expect(await database.db.selectFrom('event_slugs').selectAll().execute()).toEqual([]);
  });

  it('finds the event a form’s values are for as the content’s pages did', async () => {
    for (const page of eventPages) {
      const { table, context = {} } = page.form.submission;
      const values = { ...context, full_name: 'Ada Lovelace' };
      expect(eventPageOf(table, values)?.slug, page.slug).toBe(page.slug);
      expect((await eventOfFormValues(database, table, values))?.document.slug, page.slug).toBe(
        page.slug,
      );
    }
    expect(
      await eventOfFormValues(database, 'event_registrations', { event_name: 'Another event' }),
    ).toBeUndefined();
  });

  it('leads an earlier address to the event’s address today', async () => {
    const boat = (await eventBySlug(database, 'waves-ai'))!;
    await database.db
      .insertInto('event_slugs')
      .values({ slug: 'summer-boat', event_id: boat.id, retired_at: '2026-11-26T09:00:00.000Z' })
      .execute();
    expect(await currentSlugOf(database, 'summer-boat')).toBe('waves-ai');
    expect(await currentSlugOf(database, 'waves-ai')).toBeUndefined();
    await database.db.deleteFrom('event_slugs').where('slug', '=', 'summer-boat').execute();
  });

  it('leads an earlier address nowhere while its event is a draft, and on once it is up', async () => {
    const boat = (await eventBySlug(database, 'waves-ai'))!;
    await database.db
      .insertInto('event_slugs')
      .values({ slug: 'summer-boat', event_id: boat.id, retired_at: '2026-11-26T09:00:00.000Z' })
      .execute();
    const statusOf = (status: 'draft' | 'published' | 'cancelled') =>
      database.db.updateTable('events').set({ status }).where('id', '=', boat.id).execute();
    await statusOf('draft');
    expect(await currentSlugOf(database, 'summer-boat')).toBeUndefined();
    await statusOf('cancelled');
    expect(await currentSlugOf(database, 'summer-boat')).toBe('waves-ai');
    await statusOf(boat.status);
    expect(await currentSlugOf(database, 'summer-boat')).toBe('waves-ai');
    await database.db.deleteFrom('event_slugs').where('slug', '=', 'summer-boat').execute();
  });

  it('seeds nothing more when run again', async () => {
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await seedEvents(database.db, database.engine)).toBe(0);
    expect(await listEvents(database)).toHaveLength(eventPages.length);
    const changes = await database.db.selectFrom('event_changes').select('id').execute();
    expect(changes).toHaveLength(eventPages.length);
  });
});

describe(`migration 015 on ${testEngine()} over stored rows`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '014-mail-attempts' });
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('adds the events and leaves the registrations and settings as they were', async () => {
    const values = {
      ...formValuesOf('event_registrations', freshValues('event_registrations')),
      event_name: eventNames.julyMeetup,
      submission_key: newSubmissionKey(),
    };
    await database.db
      .insertInto('event_registrations')
      .values(toStoredRow(database.engine, values))
      .execute();
    await database.db
      .insertInto('event_settings')
      .values({
        event: julyMeetupPage.slug,
        auto_promote: database.engine === 'sqlite' ? 1 : true,
        updated_by: 'organiser@example.com',
        updated_at: '2026-11-20T10:00:00.000Z',
      })
      .execute();
    const before = await database.db.selectFrom('event_registrations').selectAll().execute();

    expect(await migrateToLatest(database, { upTo: '015-events' })).toEqual(['015-events']);

    expect(await database.db.selectFrom('event_registrations').selectAll().execute()).toEqual(
      before,
    );
    expect(await database.db.selectFrom('event_settings').select('event').execute()).toEqual([
      { event: julyMeetupPage.slug },
    ]);
    // The picture's motif comes with migration 017, which writes it for the seeded events.
    const { motif, ...withoutMotif } = julyMeetupPage;
    const stored = await eventBySlug(database, julyMeetupPage.slug);
    expect(toEventPage(stored!)).toStrictEqual(withoutMotif);
    expect(await migrateToLatest(database, { upTo: '015-events' })).toEqual([]);

    await migrateToLatest(database);
    const latest = await eventBySlug(database, julyMeetupPage.slug);
    expect(toEventPage(latest!)).toStrictEqual(julyMeetupPage);
    expect(motif).toBe('city');
  });
});
