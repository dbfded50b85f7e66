import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every submission table gains `applicant_key`: its email as schemas/applications/applicant-key.ts
 * normalises it, indexed, so a second application to the same event is found
 * (docs/product/data.md#duplicate-applications). Existing rows are filled here with the rule as it
 * was written (frozen in this file).
 */
const tables = [
  'event_registrations',
  'virtual_event_registrations',
  'retreat_applications',
  'leadership_labs_applications',
  'private_evening_applications',
  'partnership_enquiries',
  'private_invite_requests',
  'enquiries',
];

function keyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export function applicantKeyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of tables) {
        await db.schema.alterTable(name).addColumn('applicant_key', 'text').execute();
        const rows = (
          await sql<{
            id: number;
            email: string;
          }>`select id, email from ${sql.table(name)}`.execute(db)
        ).rows;
        for (const row of rows) {
          await sql`update ${sql.table(name)} set applicant_key = ${keyOf(row.email)} where id = ${row.id}`.execute(
            db,
          );
        }
        await db.schema
          .createIndex(`${name}_applicant_key_idx`)
          .on(name)
          .column('applicant_key')
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of tables) {
        await db.schema.dropIndex(`${name}_applicant_key_idx`).execute();
        await db.schema.alterTable(name).dropColumn('applicant_key').execute();
      }
    },
  };
}
