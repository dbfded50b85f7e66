import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventNames, virtualEventDate } from '#content/event-names.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { createDatabase, isUniqueViolation, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { newSubmissionKey, storedValues } from '#tests/fixtures/submissions.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Migration 030 (server/db/migrations/030-applications-by-event-key.ts) on a database whose rows
 * found their event by its stored name: every row of a seeded event is linked to it by key; a row
 * no event's form stores stays unlinked and is named in the migration's log; from then on one
 * live application per person goes by the key, whatever name a row holds.
 */
type Seed = {
  name: string;
  table: SubmissionTable;
  email: string;
  values?: Record<string, unknown>;
  /** The seeded event's address it belongs to; none for a row no event stores. */
  event: string | null;
};

const seeds: Seed[] = [
  {
    name: 'ada-meetup',
    table: 'event_registrations',
    email: 'ada@example.com',
    values: { event_name: eventNames.julyMeetup },
    event: 'ai-power-circle',
  },
  {
    name: 'ada-boat',
    table: 'event_registrations',
    email: 'ada@example.com',
    values: { event_name: eventNames.summerBoat },
    event: 'waves-ai',
  },
  {
    name: 'bea-virtual',
    table: 'virtual_event_registrations',
    email: 'bea@example.com',
    values: { event_name: eventNames.virtualCircle, event_date: virtualEventDate },
    event: 'ai-power-circle-virtual',
  },
  {
    name: 'bea-virtual-other-date',
    table: 'virtual_event_registrations',
    email: 'bea@example.com',
    values: { event_name: eventNames.virtualCircle, event_date: 'Some other day' },
    event: null,
  },
  {
    name: 'cat-retreat',
    table: 'retreat_applications',
    email: 'cat@example.com',
    values: { event_name: eventNames.retreat },
    event: 'autumn-retreat',
  },
  {
    name: 'dee-labs',
    table: 'leadership_labs_applications',
    email: 'dee@example.com',
    event: 'leadership-labs',
  },
  {
    name: 'eve-evening',
    table: 'private_evening_applications',
    email: 'eve@example.com',
    event: 'women-leading-ai',
  },
  {
    name: 'fay-gone',
    table: 'event_registrations',
    email: 'fay@example.com',
    values: { event_name: 'An Evening Long Gone' },
    event: null,
  },
];

describe(`migration 030 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const ids = new Map<string, number>();
  const eventIds = new Map<string, number>();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '029-one-verb-per-seeded-event' });
    for (const { id, slug, form_table: table } of await database.db
      .selectFrom('events')
      .select(['id', 'slug', 'form_table'])
      .execute()) {
      if (table) eventIds.set(slug, id);
    }
    for (const seed of seeds) {
      const { db, table: name } = submissionTable(database, seed.table);
      const row = await db
        .insertInto(name)
        .values({
          ...toStoredRow(database.engine, {
            ...storedValues(seed.table),
            ...seed.values,
            email: seed.email,
          }),
          submission_key: newSubmissionKey(),
          applicant_key: applicantKey(seed.email),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(seed.name, row.id);
    }
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('links every row to its event by key, and names the rows it cannot link', async () => {
    for (const seed of seeds) {
      if (seed.event) expect(eventIds.has(seed.event), seed.event).toBe(true);
    }
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await migrateToLatest(database, { upTo: '030-applications-by-event-key' })).toEqual([
        '030-applications-by-event-key',
      ]);
      for (const seed of seeds) {
        const { db, table: name } = submissionTable(database, seed.table);
        const row = await db
          .selectFrom(name)
          .select('event_id')
          .where('id', '=', ids.get(seed.name)!)
          .executeTakeFirstOrThrow();
        expect(row.event_id, seed.name).toBe(seed.event ? eventIds.get(seed.event) : null);
      }
      const lines = warned.mock.calls.map((call) => String(call[0]));
      expect(lines).toHaveLength(2);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `1 row\\(s\\) of event_registrations .*"No event": ids ${ids.get('fay-gone')}$`,
          ),
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `1 row\\(s\\) of virtual_event_registrations .*ids ${ids.get('bea-virtual-other-date')}$`,
          ),
        ),
      );
    } finally {
      warned.mockRestore();
    }
  });

  it('then holds one live application per person and event by key, whatever name it holds', async () => {
    const { db, table: name } = submissionTable(database, 'event_registrations');
    const insert = (email: string, eventName: string, eventId: number) =>
      db
        .insertInto(name)
        .values({
          ...toStoredRow(database.engine, {
            ...storedValues('event_registrations'),
            event_name: eventName,
            email,
          }),
          submission_key: newSubmissionKey(),
          applicant_key: applicantKey(email),
          event_id: eventId,
        })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    const meetup = eventIds.get('ai-power-circle')!;
    // Ada's second application to the meetup under a new name of it: the key says it is the same.
    expect(isUniqueViolation(await insert('ADA@example.com', 'The Meetup Renamed', meetup))).toBe(
      true,
    );
    // One name, two keys: two events, and one live application to each.
    const boat = eventIds.get('waves-ai')!;
    expect(await insert('gia@example.com', eventNames.julyMeetup, meetup)).toBeUndefined();
    expect(await insert('gia@example.com', eventNames.julyMeetup, boat)).toBeUndefined();
    // The key names a stored event.
    expect(await insert('hal@example.com', eventNames.julyMeetup, 999_999)).toBeInstanceOf(Error);
  });
});
