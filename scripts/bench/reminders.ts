import { sessionStartAfter } from '#schemas/events/organising/event-reminders.ts';
import { runReminders } from '#server/events/organising/event-reminders.ts';
import type { Engine } from '#server/db/database.ts';
import { eventBySlug } from '#server/events/event-store.ts';
import { insertRows } from '#tests/fixtures/admin.ts';
import { createMigratedTestDatabase } from '#tests/setup/test-database.ts';
import { round, timed } from './stats.ts';
import { atMost, exactly, type Verdict } from './verdicts.ts';

/**
 * The reminder run at scale (server/events/organising/event-reminders.ts): a published event with
 * 1,000 approved guests, its "day before" reminder due; one run claims it and queues a mail to
 * each. Three runs on a fresh database of each engine, the claim and the mails removed between
 * them; each run is checked to have queued exactly one mail per guest under one claim.
 */
export const reminderBudgets = { runMs: 2000 };

export const reminderGuests = 1000;
const runs = 3;
/** A seeded event with a fixed day and start time (content/event-pages.ts). */
const benchedEvent = 'ai-power-circle';

export type ReminderResult = {
  engine: Engine;
  /** Each run's time, in milliseconds. */
  runMs: number[];
  medianMs: number;
  /** The fewest mails a run queued, and the most claims it left (each must be whole). */
  fewestMails: number;
  mostClaims: number;
};

export async function measureReminders(engine: Engine): Promise<ReminderResult> {
  const testDatabase = await createMigratedTestDatabase(engine);
  const { database } = testDatabase;
  try {
    const event = await eventBySlug(database, benchedEvent);
    const start = event && sessionStartAfter(event.document.schedule, new Date(0));
    if (!event || event.status !== 'published' || !start) {
      throw new Error(`${benchedEvent} is not a published event with a start time`);
    }
    await insertRows(
      database,
      event.document.form.table,
      Array.from({ length: reminderGuests }, (_, index) => ({
        event_name: event.document.form.eventName,
        status: 'approved',
        status_changed_at: new Date(start.getTime() - 30 * 86_400_000).toISOString(),
        suspected_spam: false,
        full_name: `Guest ${index}`,
        email: `reminder-bench-${index}@example.com`,
      })),
    );
    const dayBefore = new Date(start.getTime() - 24 * 3_600_000);
    const runMs: number[] = [];
    let fewestMails = Number.POSITIVE_INFINITY;
    let mostClaims = 0;
    for (let run = 0; run < runs; run++) {
      await database.db.deleteFrom('event_reminders').execute();
      await database.db.deleteFrom('mail_outbox').execute();
      const { ms } = await timed(() => runReminders(database, dayBefore));
      runMs.push(round(ms));
      const mails = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', 'event-reminder')
        .executeTakeFirstOrThrow();
      const claims = await database.db
        .selectFrom('event_reminders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('event_id', '=', event.id)
        .executeTakeFirstOrThrow();
      fewestMails = Math.min(fewestMails, Number(mails.count));
      mostClaims = Math.max(mostClaims, Number(claims.count));
    }
    const sorted = [...runMs].sort((a, b) => a - b);
    return { engine, runMs, medianMs: sorted[1]!, fewestMails, mostClaims };
  } finally {
    await testDatabase.drop();
  }
}

export function remindersTable(results: readonly ReminderResult[]): string[] {
  return [
    `Reminder run, ${reminderGuests} approved guests, ${runs} runs`,
    ...results.map(
      (result) =>
        `  ${result.engine.padEnd(9)} ${result.runMs.join(' / ')} ms (median ${result.medianMs})`,
    ),
  ];
}

export function remindersVerdicts(results: readonly ReminderResult[]): Verdict[] {
  return results.flatMap((result) => [
    atMost(
      'reminders',
      `${result.engine}: run median (ms)`,
      result.medianMs,
      reminderBudgets.runMs,
    ),
    exactly(
      'reminders',
      `${result.engine}: mails queued per run`,
      result.fewestMails,
      reminderGuests,
    ),
    exactly('reminders', `${result.engine}: claims per run`, result.mostClaims, 1),
  ]);
}
