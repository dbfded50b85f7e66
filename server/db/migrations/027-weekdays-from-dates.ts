import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { correctWeekdays } from '#schemas/events/event-schedule.ts';
import type { DatabaseSchema } from '../schema.ts';

/** The words of an event a weekday may be written in: its introduction, search words, facts, card. */
const wordedColumns = ['intro', 'meta_title', 'meta_description', 'facts', 'listing'] as const;

/**
 * A weekday is computed from its date, never typed (docs/product/rules.md#calendar-files): every
 * stored event's words that name a date with the wrong weekday are put right (the private
 * evening, seeded as "Tuesday 10 September 2025", is a Wednesday). The forms' stored event date
 * is left as it is: submissions are matched by it. Each event corrected moves its `updated_at`,
 * so its page, files and an open editor see the change.
 */
export function weekdaysFromDatesMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<DatabaseSchema>;
      const events = await db
        .selectFrom('events')
        .select(['id', ...wordedColumns])
        .execute();
      for (const event of events) {
        const corrected: Partial<Record<(typeof wordedColumns)[number], string>> = {};
        for (const column of wordedColumns) {
          const text = event[column];
          if (text === null) continue;
          const right = correctWeekdays(text);
          if (right !== text) corrected[column] = right;
        }
        if (Object.keys(corrected).length === 0) continue;
        await db
          .updateTable('events')
          .set({ ...corrected, updated_at: new Date().toISOString() })
          .where('id', '=', event.id)
          .execute();
      }
    },
    // Nothing to undo: a wrong weekday is not put back.
    async down() {},
  };
}
