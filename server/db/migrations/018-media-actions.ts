import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The organiser's uploads are kept in `admin_actions` like her other actions
 * (docs/decisions/040-cover-photos.md): `media.upload` with the stored photo's name in the new
 * `media` column, so who uploaded which photo, and when, can be seen again.
 */
export function mediaActionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_actions').addColumn('media', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_actions').dropColumn('media').execute();
    },
  };
}
