import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

/**
 * Organisers with roles (docs/decisions/045-organiser-roles.md, docs/product/data.md#admin_users):
 * each account gets a role and a name; every account that exists already is an owner (until now
 * every account could do everything). A new account's role is always written by whoever makes
 * it; the column's default is the role that can do least.
 *
 * `admin_invitations`: an owner's invitation, its link's token kept only as a SHA-256. The
 * invitation mail's outbox row names it (`submission_table` 'admin_invitations',
 * `submission_id` its id).
 */
export function organiserRolesMigration(engine: Engine): Migration {
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const timestamp = engine === 'postgres' ? sql`timestamptz(3)` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admin_users')
        .addColumn('role', 'text', (col) => col.notNull().defaultTo('viewer'))
        .execute();
      await db.schema
        .alterTable('admin_users')
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await sql`update admin_users set role = 'owner'`.execute(db);

      let table = db.schema.createTable('admin_invitations');
      table =
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (col) =>
              col.primaryKey().generatedByDefaultAsIdentity(),
            )
          : table.addColumn('id', 'integer', (col) => col.primaryKey());
      await table
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull().unique())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('invited_by', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('accepted_at', timestamp)
        .addColumn('cancelled_at', timestamp)
        .execute();
      await db.schema
        .createIndex('admin_invitations_email_idx')
        .on('admin_invitations')
        .column('email')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_invitations').execute();
      await db.schema.alterTable('admin_users').dropColumn('name').execute();
      await db.schema.alterTable('admin_users').dropColumn('role').execute();
    },
  };
}
