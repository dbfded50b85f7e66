import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { renderMail } from '#server/mail/mail-layout.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Migration 024 (server/db/migrations/024-kept-mails-without-keys.ts) on an outbox whose sent
 * mails were kept with their recipients' links: each kept body loses its withdraw, "Your data"
 * and invitation links, named in the words the layout now writes; the rest of it is unchanged.
 */
const siteUrl = 'https://womenleadingai.com';
const links = {
  withdraw: `${siteUrl}/withdraw?token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc.def-_ghi.jkl`,
  yourData: `${siteUrl}/your-data/view?token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..mno.pqr.stu`,
  invitation: `${siteUrl}/admin/join?token=2GlxHG9KU6O3mDn1sKx1wtdW-ifjEraOLJMRKgkVHuU`,
};

/** A mail with each link, as the layout renders it: the sent parts, and the kept ones. */
const mail = renderMail({
  title: 'A mail with every link',
  preheader: 'Links',
  blocks: [
    { kind: 'paragraph', text: 'Hello,' },
    { kind: 'link', label: 'See the event', url: `${siteUrl}/events/ai-power-circle` },
    {
      kind: 'link',
      label: 'Withdraw my registration',
      url: { url: links.withdraw, keptAs: 'her withdraw link' },
    },
    {
      kind: 'link',
      label: 'See your data',
      url: { url: links.yourData, keptAs: 'her “Your data” link' },
      button: true,
    },
    {
      kind: 'link',
      label: 'Choose my password',
      url: { url: links.invitation, keptAs: 'her invitation link' },
      button: true,
    },
  ],
  footer: ['Why you got it.'],
  siteUrl,
});

describe(`migration 024 on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    await migrateToLatest(database, { upTo: '023-erasure-requests' });
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it("takes every recipient's link out of the mails kept before, in the layout's words", async () => {
    // Kept as sent before: the recipient's parts, links and all.
    const keptBefore = {
      from: 'site@example.com',
      text: mail.text,
      html: mail.html,
      attachments: [],
    };
    const plain = {
      from: 'site@example.com',
      text: 'No link.',
      html: '<p>No link.</p>',
      attachments: [],
    };
    for (const [index, body] of [keptBefore, plain].entries()) {
      await database.db
        .insertInto('mail_outbox' as never)
        .values({
          message_id: `<migration-024-${index}@example.com>`,
          submission_table: 'enquiries',
          submission_id: 1,
          kind: 'confirmation',
          recipient: 'ada@example.com',
          recipient_address: 'ada@example.com',
          subject: 'A subject',
          message: '{}',
          status: 'sent',
          next_attempt_at: 0,
          sent_body: JSON.stringify(body),
        } as never)
        .execute();
    }

    expect(await migrateToLatest(database, { upTo: '024-kept-mails-without-keys' })).toEqual([
      '024-kept-mails-without-keys',
    ]);

    const rows = await database.db
      .selectFrom('mail_outbox')
      .select('sent_body')
      .orderBy('id')
      .execute();
    const [migrated, untouched] = rows.map((row) => JSON.parse(row.sent_body!) as typeof plain);
    expect(untouched).toEqual(plain);
    expect(migrated!.html).toBe(mail.kept.html);
    for (const link of Object.values(links)) {
      expect(migrated!.text).not.toContain(link);
      expect(migrated!.html).not.toContain(link);
    }
    expect(JSON.stringify(migrated)).not.toContain('token=');
    expect(migrated!.text).toContain(`${siteUrl}/events/ai-power-circle`);
    for (const words of ['her withdraw link', 'her “Your data” link', 'her invitation link']) {
      expect(migrated!.text).toContain(`[${words}: only in the mail she received]`);
    }
  });
});
