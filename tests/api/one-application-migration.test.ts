import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Migration 012 (server/db/migrations/012-one-application-per-event.ts) on a database that
 * already holds the same person's applications to the same event more than once: every row is
 * kept, the later ones are marked as duplicates of the first, and from then on the database
 * refuses a second live one.
 */
type Seed = {
  name: string;
  table: SubmissionTable;
  email: string;
  values?: Record<string, unknown>;
  status?: string;
  spam?: boolean;
};

const meetup = { event_name: eventNames.julyMeetup };
const seeds: Seed[] = [
  { name: 'ada-1', table: 'event_registrations', email: 'ada@example.com', values: meetup },
  {
    name: 'ada-2',
    table: 'event_registrations',
    email: 'Ada+again@example.com',
    values: meetup,
    status: 'approved',
  },
  { name: 'ada-3', table: 'event_registrations', email: 'ada@example.com', values: meetup },
  {
    name: 'ada-boat',
    table: 'event_registrations',
    email: 'ada@example.com',
    values: { event_name: eventNames.summerBoat },
  },
  {
    name: 'bea-withdrawn',
    table: 'event_registrations',
    email: 'bea@example.com',
    values: meetup,
    status: 'withdrawn',
  },
  { name: 'bea-again', table: 'event_registrations', email: 'bea@example.com', values: meetup },
  {
    name: 'cat-spam',
    table: 'event_registrations',
    email: 'cat@example.com',
    values: meetup,
    spam: true,
  },
  { name: 'cat', table: 'event_registrations', email: 'cat@example.com', values: meetup },
  {
    name: 'dee-1',
    table: 'virtual_event_registrations',
    email: 'dee@example.com',
    values: { event_name: eventNames.virtualCircle, event_date: virtualEventDate },
  },
  {
    name: 'dee-2',
    table: 'virtual_event_registrations',
    email: 'dee@example.com',
    values: { event_name: eventNames.virtualCircle, event_date: virtualEventDate },
    status: 'declined',
  },
  { name: 'eve-1', table: 'leadership_labs_applications', email: 'eve@example.com' },
  { name: 'eve-2', table: 'leadership_labs_applications', email: 'EVE@example.com' },
  { name: 'fay-1', table: 'enquiries', email: 'fay@example.com' },
  { name: 'fay-2', table: 'enquiries', email: 'fay@example.com' },
];
/** Which seed each later row is kept as a duplicate of; every other row is left as it was. */
const expectedDuplicateOf: Record<string, string> = {
  'ada-2': 'ada-1',
  'ada-3': 'ada-1',
  'dee-2': 'dee-1',
  'eve-2': 'eve-1',
};

describe(`migration 012 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const ids = new Map<string, number>();

  async function rowsOf(table: SubmissionTable) {
    const { db, table: name } = submissionTable(database, table);
    return (await db.selectFrom(name).selectAll().orderBy('id').execute()) as Record<
      string,
      unknown
    >[];
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '011-status-search-index' });
    for (const seed of seeds) {
      const { db, table: name } = submissionTable(database, seed.table);
      const row = await db
        .insertInto(name)
        .values({
          ...toStoredRow(database.engine, {
            ...storedValues(seed.table),
            ...seed.values,
            email: seed.email,
            suspected_spam: seed.spam ?? false,
          }),
          submission_key: newSubmissionKey(),
          applicant_key: applicantKey(seed.email),
          ...(seed.status ? { status: seed.status } : {}),
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

  it('keeps every row, marks each later duplicate with the first, and changes nothing else', async () => {
    const tables = [...new Set(seeds.map((seed) => seed.table))];
    const before = new Map(tables.map((table) => [table, [] as Record<string, unknown>[]]));
    for (const table of tables) before.set(table, await rowsOf(table));

    expect(await migrateToLatest(database, { upTo: '012-one-application-per-event' })).toEqual([
      '012-one-application-per-event',
    ]);

    for (const table of tables) {
      const after = await rowsOf(table);
      expect(after).toHaveLength(before.get(table)!.length);
      for (const [index, row] of after.entries()) {
        const { duplicate_of: duplicateOf, ...rest } = row;
        expect(rest).toEqual(before.get(table)![index]);
        const seed = seeds.find(
          (candidate) => ids.get(candidate.name) === row.id && candidate.table === table,
        )!;
        const first = expectedDuplicateOf[seed.name];
        expect(duplicateOf, seed.name).toBe(first === undefined ? null : ids.get(first));
      }
    }
  });

  it('then refuses a second live application of the same person to the same event', async () => {
    const { db, table: name } = submissionTable(database, 'event_registrations');
    const again = db
      .insertInto(name)
      .values({
        ...toStoredRow(database.engine, {
          ...storedValues('event_registrations'),
          ...meetup,
          email: 'ADA@example.com',
        }),
        submission_key: newSubmissionKey(),
        applicant_key: applicantKey('ADA@example.com'),
      })
      .execute();
    const refused = await again.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused)).toBe(true);

    // Another event, a withdrawn one's person, a spam row's person: each has its one live row.
    for (const [email, values] of [
      ['ada@example.com', { event_name: eventNames.summerBoat }],
      ['bea@example.com', meetup],
      ['cat@example.com', meetup],
    ] as const) {
      const attempt = await db
        .insertInto(name)
        .values({
          ...toStoredRow(database.engine, {
            ...storedValues('event_registrations'),
            ...values,
            email,
          }),
          submission_key: newSubmissionKey(),
          applicant_key: applicantKey(email),
        })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(attempt), email).toBe(true);
    }
  });
});
