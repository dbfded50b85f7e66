import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DatabaseSchema } from '../schema.ts';

/**
 * One verb per event (docs/product/rules.md#words-that-keep-their-promise): the boat party, a
 * registration, called visitors to `Apply to Come Aboard`; the virtual circle, an application,
 * thanked them with `Registration submitted!`. Each takes its form's verb, only where the
 * seeded words are still there (what the organiser wrote is hers). The change moves
 * `updated_at`, so the page and an open editor see it.
 */
export function oneVerbPerSeededEventMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<DatabaseSchema>;
      const now = new Date().toISOString();
      await db
        .updateTable('events')
        .set({ cta_label: 'Register to Come Aboard', updated_at: now })
        .where('slug', '=', 'waves-ai')
        .where('cta_label', '=', 'Apply to Come Aboard')
        .execute();
      const virtual = await db
        .selectFrom('events')
        .select(['id', 'form_notices'])
        .where('slug', '=', 'ai-power-circle-virtual')
        .executeTakeFirst();
      if (!virtual) return;
      const notices = JSON.parse(virtual.form_notices) as { success: { title: string } };
      if (notices.success.title !== 'Registration submitted!') return;
      notices.success.title = 'Application submitted!';
      await db
        .updateTable('events')
        .set({ form_notices: JSON.stringify(notices), updated_at: now })
        .where('id', '=', virtual.id)
        .execute();
    },
    // The mixed verbs are not put back.
    async down() {},
  };
}
