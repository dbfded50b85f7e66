import { isEventTable } from '#schemas/events/event-document.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest, migrationNames } from '#server/db/migrate.ts';
import type { FormField } from '#schemas/submissions/form-fields.ts';
import {
  formColumns,
  submissionColumns,
  submissionForms,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import {
  createTestDatabase,
  databaseUrl,
  testEngine,
  type TestDatabase,
} from '#tests/setup/test-database.ts';

/** How each engine reports a boolean column: SQLite stores 0/1 (server/db/schema.ts). */
const storedBooleanType = testEngine() === 'postgres' ? 'bool' : 'integer';

/**
 * Each submission table's form columns, from its definition
 * (schemas/submissions/submission-forms.ts).
 */
const formColumnsOf = Object.fromEntries(
  submissionTables.map((table) => [table, formColumns(table)]),
) as Record<SubmissionTable, string[]>;

async function indexedColumns(database: Database, table: string): Promise<string[]> {
  if (database.engine === 'sqlite') {
    const { rows } = await sql<{ column: string }>`
      select ii.name as "column" from pragma_index_list(${table}) il,
        pragma_index_info(il.name) ii`.execute(database.db);
    return rows.map((row) => row.column);
  }
  const { rows } = await sql<{ column: string }>`
    select a.attname as "column" from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where c.relname = ${table}`.execute(database.db);
  return rows.map((row) => row.column);
}

describe(`migrations on ${testEngine()}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let applied: string[];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = createDatabase(testDatabase.target);
    applied = await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('applies the numbered migrations once, in order', async () => {
    expect(applied).toEqual(migrationNames(database.engine));
    expect(applied[0]).toBe('001-initial');
    expect(applied).toEqual([...applied].sort());
    for (const [index, name] of applied.entries()) {
      expect(name, 'numbered 001, 002… without a gap').toMatch(
        new RegExp(`^${String(index + 1).padStart(3, '0')}-[a-z0-9-]+$`),
      );
    }
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it('creates every submission table exactly as its definition says, column for column', async () => {
    const tables = await database.db.introspection.getTables();
    const byName = new Map(tables.map((table) => [table.name, table]));
    for (const table of submissionTables) {
      const stored = byName.get(table);
      expect(stored, table).toBeDefined();
      // An event form's rows carry their event's key besides (migration 030).
      expect(stored!.columns.map((column) => column.name).sort(), table).toEqual(
        [...submissionColumns(table), ...(isEventTable(table) ? ['event_id'] : [])].sort(),
      );
      const storedColumn = new Map(stored!.columns.map((column) => [column.name, column]));
      const { fields, context } = submissionForms[table];
      for (const [name, field] of Object.entries(fields) as [string, FormField][]) {
        const column = storedColumn.get(name)!;
        const label = `${table}.${name}`;
        // A field the visitor may leave empty is stored as NULL; every other one must be there.
        expect(column.isNullable, label).toBe(!field.required && field.kind !== 'checkbox');
        expect(column.dataType.toLowerCase(), label).toBe(
          field.kind === 'checkbox' ? storedBooleanType : 'text',
        );
      }
      for (const name of Object.keys(context)) {
        expect(storedColumn.get(name)!.isNullable, `${table}.${name}`).toBe(false);
      }
    }
  });

  it('creates the admin, rate-limit, secret and mail tables with their columns', async () => {
    const tables = await database.db.introspection.getTables();
    const byName = new Map(tables.map((table) => [table.name, table]));
    expect(
      byName
        .get('admin_users')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['created_at', 'email', 'id', 'name', 'password_hash', 'role', 'updated_at'].sort());
    expect(
      byName
        .get('admin_sessions')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['created_at', 'expires_at', 'id', 'last_seen_at', 'token_hash', 'user_id'].sort());
    expect(
      byName
        .get('rate_limits')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['bucket', 'hits', 'window_started_at']);
    expect(
      byName
        .get('app_secrets')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['name', 'value']);
    expect(
      byName
        .get('mail_outbox')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'anonymised_at',
        'attempts',
        'created_at',
        'id',
        'kind',
        'last_attempt_at',
        'last_error',
        'message',
        'message_id',
        'next_attempt_at',
        'recipient',
        'recipient_address',
        'sent_at',
        'sent_body',
        'status',
        'subject',
        'submission_id',
        'submission_table',
      ].sort(),
    );
    expect(
      byName
        .get('mail_attempts')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['attempted_at', 'error', 'id', 'mail_id', 'outcome']);
    expect(
      byName
        .get('status_changes')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'admin_email',
        'cause',
        'created_at',
        'from_status',
        'id',
        'message',
        'submission_id',
        'submission_table',
        'to_status',
      ].sort(),
    );
    expect(
      byName
        .get('admin_actions')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'action',
        'admin_email',
        'created_at',
        'event',
        'id',
        'mail_id',
        'media',
        'submission_id',
        'submission_table',
      ].sort(),
    );
    expect(
      byName
        .get('event_settings')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['auto_promote', 'event', 'updated_at', 'updated_by']);
  });

  it('creates the events tables: the event, its kept-back details, its history and earlier addresses', async () => {
    const tables = await database.db.introspection.getTables();
    const columnsOf = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columnsOf('events')).toEqual(
      [
        'id',
        'slug',
        'status',
        'title',
        'crumb',
        'eyebrow',
        'intro',
        'meta_title',
        'meta_description',
        'schedule_kind',
        'first_day',
        'last_day',
        'start_time',
        'end_time',
        'recurrence_rule',
        'attendance',
        'venue',
        'venue_disclosure',
        'map_query',
        'capacity_kind',
        'capacity_places',
        'price',
        'facts',
        'cta_label',
        'form_kind',
        'form_anchor',
        'form_title',
        'form_subtitle',
        'form_table',
        'form_event_name',
        'form_event_date',
        'form_submit_label',
        'form_submitting_label',
        'form_notices',
        'sections',
        'featured',
        'listing',
        'listing_position',
        'applications_close_at',
        'document_version',
        'created_at',
        'updated_at',
        'published_at',
        // Migration 016: what the organiser does to an event after it is written.
        'applications_closed_at',
        'cancelled_at',
        'cancellation_message',
        'calendar_sequence',
        'cover_image',
        'cover_alt',
        // Migration 017: what its generated picture shows.
        'motif',
      ].sort(),
    );
    expect(columnsOf('event_private_details')).toEqual(
      ['address', 'arrival', 'event_id', 'pricing', 'sample', 'updated_at', 'venue'].sort(),
    );
    expect(columnsOf('event_changes')).toEqual(
      ['action', 'admin_email', 'after', 'before', 'changed_at', 'event_id', 'id'].sort(),
    );
    expect(columnsOf('event_slugs')).toEqual(['event_id', 'retired_at', 'slug']);
    expect(await indexedColumns(database, 'events')).toEqual(
      expect.arrayContaining(['slug', 'status', 'first_day', 'form_table', 'form_event_name']),
    );
  });

  it('creates the audit log: who, when, what, on what, how many, the facts, and how many times (migrations 020, 026)', async () => {
    const tables = await database.db.introspection.getTables();
    expect(
      tables
        .find((table) => table.name === 'audit_log')
        ?.columns.map((column) => column.name)
        .sort(),
    ).toEqual([
      'action',
      'actor',
      'at',
      'details',
      'id',
      'repeat_key',
      'row_count',
      'target',
      'target_id',
      'times',
    ]);
    expect(await indexedColumns(database, 'audit_log')).toEqual(
      expect.arrayContaining(['at', 'id', 'repeat_key']),
    );
    // Written without a time or facts, it takes now and none, and happened once.
    const entry = await database.db
      .insertInto('audit_log')
      .values({ actor: 'system', action: 'sign-in' })
      .returning(['at', 'details', 'times'])
      .executeTakeFirstOrThrow();
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
    expect(entry.details).toBe('{}');
    expect(Number(entry.times)).toBe(1);
    // One entry per repeat key; entries without one are any number.
    const repeated = { actor: 'unknown', action: 'sign-in.failed' as const, repeat_key: 'k' };
    await database.db.insertInto('audit_log').values(repeated).execute();
    await expect(database.db.insertInto('audit_log').values(repeated).execute()).rejects.toThrow();
    await database.db.insertInto('audit_log').values({ actor: 'a', action: 'sign-in' }).execute();
    await database.db.deleteFrom('audit_log').execute();
  });

  it('creates the erasure requests: the address, when asked, when due, the outcome (migration 023)', async () => {
    const tables = await database.db.introspection.getTables();
    expect(
      tables
        .find((table) => table.name === 'erasure_requests')
        ?.columns.map((column) => column.name)
        .sort(),
    ).toEqual([
      'carried_out_at',
      'carried_out_by',
      'due_at',
      'email',
      'id',
      'requested_at',
      'status',
    ]);
    const first = { email: 'migration.erasure@example.com', due_at: '2027-01-01T00:00:00.000Z' };
    const stored = await database.db
      .insertInto('erasure_requests')
      .values(first)
      .returning(['status', 'requested_at'])
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(Math.abs(Date.parse(stored.requested_at) - Date.now())).toBeLessThan(60_000);
    // One open request per address; carried-out ones (no address) never collide.
    await expect(
      database.db.insertInto('erasure_requests').values(first).execute(),
    ).rejects.toThrow();
    await database.db
      .insertInto('erasure_requests')
      .values([
        { email: null, due_at: first.due_at, status: 'carried-out' },
        { email: null, due_at: first.due_at, status: 'carried-out' },
      ])
      .execute();
    await database.db.deleteFrom('erasure_requests').execute();
  });

  it('keeps a "Your data" ask as its address alone (migration 025)', async () => {
    const tables = await database.db.introspection.getTables();
    expect(
      tables
        .find((table) => table.name === 'your_data_asks')
        ?.columns.map((column) => column.name)
        .sort(),
    ).toEqual(['email', 'id']);
  });

  it('gives every account that existed an owner role, and keeps invitations by their token hash (migration 022)', async () => {
    const scratch = await createTestDatabase();
    const earlier = createDatabase(scratch.target);
    try {
      await migrateToLatest(earlier, { upTo: '021-anonymised-rows' });
      await sql`insert into admin_users (email, password_hash) values ('first@example.org', 'x'), ('second@example.org', 'y')`.execute(
        earlier.db,
      );
      await migrateToLatest(earlier);
      const users = await earlier.db
        .selectFrom('admin_users')
        .select(['email', 'role', 'name'])
        .orderBy('email')
        .execute();
      expect(users).toEqual([
        { email: 'first@example.org', role: 'owner', name: '' },
        { email: 'second@example.org', role: 'owner', name: '' },
      ]);
      // An account written without a role can do least.
      const later = await earlier.db
        .insertInto('admin_users')
        .values({ email: 'third@example.org', password_hash: 'z' })
        .returning('role')
        .executeTakeFirstOrThrow();
      expect(later.role).toBe('viewer');
      const tables = await earlier.db.introspection.getTables();
      expect(
        tables
          .find((table) => table.name === 'admin_invitations')
          ?.columns.map((column) => column.name)
          .sort(),
      ).toEqual(
        [
          'accepted_at',
          'cancelled_at',
          'created_at',
          'email',
          'expires_at',
          'id',
          'invited_by',
          'name',
          'nonce',
          'role',
          'token_hash',
        ].sort(),
      );
    } finally {
      await earlier.close();
      await scratch.drop();
    }
  });

  it('refuses a second event at the same address', async () => {
    const seeded = await database.db
      .selectFrom('events')
      .selectAll()
      .where('slug', '=', 'waves-ai')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = seeded;
    await expect(database.db.insertInto('events').values(copy).execute()).rejects.toThrow();
  });

  it('indexes created_at, event_name and email for the admin', async () => {
    for (const [name, columns] of Object.entries(formColumnsOf)) {
      const indexed = await indexedColumns(database, name);
      expect(indexed, name).toContain('created_at');
      expect(indexed, name).toContain('email');
      expect(indexed, name).toContain('submission_key');
      if (columns.includes('event_name')) expect(indexed, name).toContain('event_name');
    }
  });

  it.runIf(testEngine() === 'postgres')(
    'says how to get pg_trgm when the role may not create extensions',
    async () => {
      // A role that may create tables (migrations 001–004) but not extensions.
      const scratch = await createTestDatabase();
      const role = `wlai_limited_${randomBytes(4).toString('hex')}`;
      const admin = createDatabase(scratch.target);
      const url = new URL(databaseUrl(scratch.target));
      url.username = role;
      const limited = createDatabase({ engine: 'postgres', connectionString: url.toString() });
      try {
        await sql.raw(`create role ${role} login`).execute(admin.db);
        await sql.raw(`grant all on schema public to ${role}`).execute(admin.db);
        await expect(migrateToLatest(limited)).rejects.toThrow(
          /Migration 005-search-index failed: .*pg_trgm.*"create extension pg_trgm;"/s,
        );
      } finally {
        await limited.close();
        await admin.close();
        await scratch.drop();
        await sql.raw(`drop role if exists ${role}`).execute(database.db);
      }
    },
  );

  it('gives each row a numeric id and an ISO-8601 UTC created_at', async () => {
    const row = await database.db
      .insertInto('partnership_enquiries')
      .values({
        submission_key: 'k-1',
        name: 'Ada',
        company: 'Analytical Engines',
        email: 'ada@example.com',
        message: 'Hello',
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('number');
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a second row with the same submission key', async () => {
    const values = {
      submission_key: 'k-dup',
      name: 'Grace',
      email: 'grace@example.com',
      tag: 'summit:ticket:vip',
    };
    await database.db.insertInto('enquiries').values(values).execute();
    await expect(database.db.insertInto('enquiries').values(values).execute()).rejects.toThrow();
  });
});
