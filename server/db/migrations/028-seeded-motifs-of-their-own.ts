import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DatabaseSchema } from '../schema.ts';

/**
 * Each seeded event has artwork of its own (docs/design.md#artwork): the boardroom sessions and
 * the labs, seeded with the July meetup's city, get a lit stage and a workshop's wall of notes.
 * Only where the seeded event still has the city: a motif the organiser chose is hers. The change
 * moves `updated_at`, so the page, its share image and an open editor see it.
 */
const newMotifs = { 'ai-influence': 'stage', 'leadership-labs': 'workshop' } as const;

export function seededMotifsMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<DatabaseSchema>;
      for (const [slug, motif] of Object.entries(newMotifs)) {
        await db
          .updateTable('events')
          .set({ motif, updated_at: new Date().toISOString() })
          .where('slug', '=', slug)
          .where('motif', '=', 'city')
          .execute();
      }
    },
    // The city is not put back: it was one picture for three events.
    async down() {},
  };
}
