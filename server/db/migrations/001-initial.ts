import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/** One migration for both engines; the few type differences are decided here. */
function columns(engine: Engine) {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // Millisecond precision on both engines, so an ISO string round-trips exactly (the admin's
  // export pages by created_at).
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    id<T extends string>(table: CreateTableBuilder<T>) {
      return engine === 'postgres'
        ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (col) => col.primaryKey());
    },
    createdAt<T extends string>(table: CreateTableBuilder<T>, name = 'created_at') {
      return table.addColumn(name, timestamp, (col) => col.notNull().defaultTo(now));
    },
    timestamp,
    boolean: engine === 'postgres' ? ('boolean' as const) : ('integer' as const),
    falseValue: engine === 'postgres' ? sql`false` : sql`0`,
  };
}

type SubmissionColumn = { name: string; kind: 'text' | 'optional-text' | 'boolean' };

/**
 * Submission tables: docs/product/data.md#submission-tables,
 * docs/product/additions.md#every-form-reaches-the-organiser.
 */
const submissionTables: Record<string, SubmissionColumn[]> = {
  event_registrations: [
    { name: 'full_name', kind: 'text' },
    { name: 'job_title', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'linkedin_url', kind: 'text' },
    { name: 'why_attend', kind: 'text' },
    { name: 'lead_session', kind: 'boolean' },
    { name: 'event_name', kind: 'text' },
  ],
  virtual_event_registrations: [
    { name: 'full_name', kind: 'text' },
    { name: 'job_title', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'linkedin_url', kind: 'text' },
    { name: 'why_attend', kind: 'text' },
    { name: 'lead_session', kind: 'boolean' },
    { name: 'event_name', kind: 'text' },
    { name: 'event_date', kind: 'text' },
  ],
  partnership_enquiries: [
    { name: 'name', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'message', kind: 'text' },
  ],
  retreat_applications: [
    { name: 'full_name', kind: 'text' },
    { name: 'job_title', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'linkedin_url', kind: 'text' },
    { name: 'why_apply', kind: 'text' },
    { name: 'event_name', kind: 'text' },
  ],
  leadership_labs_applications: [
    { name: 'full_name', kind: 'text' },
    { name: 'job_title', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'linkedin_url', kind: 'text' },
    { name: 'current_goals', kind: 'text' },
  ],
  private_evening_applications: [
    { name: 'full_name', kind: 'text' },
    { name: 'job_title', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'linkedin_url', kind: 'text' },
    { name: 'why_interested', kind: 'text' },
    { name: 'current_challenges', kind: 'text' },
  ],
  private_invite_requests: [
    { name: 'name', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'role', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'challenge', kind: 'text' },
    { name: 'newsletter', kind: 'boolean' },
  ],
  enquiries: [
    { name: 'name', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'company', kind: 'optional-text' },
    { name: 'message', kind: 'optional-text' },
    { name: 'tag', kind: 'text' },
  ],
};

export const submissionTableNames = Object.keys(submissionTables);

/** Columns the admin filters or searches by exact value get an index (plus created_at). */
const indexedColumns = ['event_name', 'email', 'tag'];

export function initialMigration(engine: Engine): Migration {
  const column = columns(engine);
  return {
    async up(db: Kysely<unknown>) {
      for (const [tableName, tableColumns] of Object.entries(submissionTables)) {
        let table = column.id(db.schema.createTable(tableName));
        table = table.addColumn('submission_key', 'text', (col) => col.notNull().unique());
        for (const { name, kind } of tableColumns) {
          table =
            kind === 'boolean'
              ? table.addColumn(name, column.boolean, (col) =>
                  col.notNull().defaultTo(column.falseValue),
                )
              : table.addColumn(name, 'text', (col) => (kind === 'text' ? col.notNull() : col));
        }
        table = column.createdAt(table);
        await table.execute();

        await db.schema
          .createIndex(`${tableName}_created_at_idx`)
          .on(tableName)
          .column('created_at')
          .execute();
        for (const { name } of tableColumns.filter((c) => indexedColumns.includes(c.name))) {
          await db.schema
            .createIndex(`${tableName}_${name}_idx`)
            .on(tableName)
            .column(name)
            .execute();
        }
      }

      let users = column.id(db.schema.createTable('admin_users'));
      users = users
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull());
      users = column.createdAt(users);
      users = column.createdAt(users, 'updated_at');
      await users.execute();

      let sessions = column.id(db.schema.createTable('admin_sessions'));
      sessions = sessions
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('admin_users.id').onDelete('cascade'),
        );
      sessions = column.createdAt(sessions);
      sessions = sessions
        .addColumn('last_seen_at', column.timestamp, (col) => col.notNull())
        .addColumn('expires_at', column.timestamp, (col) => col.notNull());
      await sessions.execute();
      await db.schema
        .createIndex('admin_sessions_user_id_idx')
        .on('admin_sessions')
        .column('user_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_sessions').execute();
      await db.schema.dropTable('admin_users').execute();
      for (const tableName of Object.keys(submissionTables).reverse()) {
        await db.schema.dropTable(tableName).execute();
      }
    },
  };
}
