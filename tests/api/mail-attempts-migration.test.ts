import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Migration 014 (server/db/migrations/014-mail-attempts.ts) on an outbox that already holds mail:
 * each row gains its recipient's address from its stored envelope, lowercased, so a person's row
 * lists the mails queued before it too; nothing else changes.
 */
describe(`migration 014 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '012-one-application-per-event' });
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it("fills each queued mail's recipient address from its envelope", async () => {
    const envelopes = [
      { kind: 'confirmation', to: { name: 'Ada', address: ' Ada.Lovelace@Example.com ' } },
      { kind: 'organiser-notice', to: { address: 'organiser@example.com' } },
    ];
    for (const [index, envelope] of envelopes.entries()) {
      await database.db
        .insertInto('mail_outbox' as never)
        .values({
          message_id: `<migration-014-${index}@example.com>`,
          submission_table: 'enquiries',
          submission_id: 1,
          kind: envelope.kind,
          recipient: envelope.to.address,
          subject: 'A subject',
          message: JSON.stringify({ ...envelope, subject: 'A subject' }),
          next_attempt_at: 0,
        } as never)
        .execute();
    }

    expect(await migrateToLatest(database)).toContain('014-mail-attempts');

    const rows = await database.db
      .selectFrom('mail_outbox')
      .select(['recipient_address', 'sent_body', 'status'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { recipient_address: 'ada.lovelace@example.com', sent_body: null, status: 'queued' },
      { recipient_address: 'organiser@example.com', sent_body: null, status: 'queued' },
    ]);
    const attempts = await database.db.selectFrom('mail_attempts').selectAll().execute();
    expect(attempts).toEqual([]);
  });
});
