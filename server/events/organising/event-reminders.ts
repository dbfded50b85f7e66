import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '#schemas/organisers/audit-log.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import {
  defaultReminderOffsets,
  dueReminder,
  hasStartTime,
  nextReminder,
  orderedOffsets,
  remindsGuest,
  sessionStartAfter,
  type DueReminder,
  type EventRemindersView,
  type ReminderOffset,
} from '#schemas/events/organising/event-reminders.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { queueReminderMails } from '#server/mail/event-reminder-mails.ts';
import { startRepeatingJob, type RepeatingJob } from '#server/repeating-job.ts';
import { approvedGuests } from '#server/events/event-applications.ts';
import { eventById, listEvents } from '#server/events/event-store.ts';

/**
 * Sends each event's reminders at their time (schemas/events/organising/event-reminders.ts holds
 * the rules): a run looks at every published event, and for one whose reminder is due, claims it
 * and queues one mail to each approved guest who held her place by the reminder's moment. The claim
 * is the
 * `event_reminders` row (migration 032), written in the transaction that queues the mails; its
 * unique index lets one transaction only write it, so with two servers running, or a run that
 * overlaps the last, each reminder goes once.
 */

/** The reminders chosen for `eventId`: the defaults until the organiser changes them. */
export async function reminderOffsetsOf(
  executor: Executor,
  eventId: number,
): Promise<ReminderOffset[]> {
  return (await chosenOffsets(executor, [eventId]))(eventId);
}

/** The reminders chosen for each of `eventIds`, read at once: the defaults for an event without. */
async function chosenOffsets(
  executor: Executor,
  eventIds: readonly number[],
): Promise<(eventId: number) => ReminderOffset[]> {
  const rows =
    eventIds.length === 0
      ? []
      : await executor.db
          .selectFrom('event_reminder_settings')
          .select(['event_id', 'offsets'])
          .where('event_id', 'in', eventIds)
          .execute();
  const chosen = new Map(
    rows.map((row) => [Number(row.event_id), JSON.parse(row.offsets) as ReminderOffset[]]),
  );
  return (eventId) => chosen.get(eventId) ?? [...defaultReminderOffsets];
}

/** Keeps the organiser's choice of reminders for the event, and writes it in the audit log. */
export async function setReminderOffsets(
  database: Database,
  event: Pick<EventRecord, 'id'>,
  offsets: readonly ReminderOffset[],
  organiser: { email: string },
): Promise<void> {
  const chosen = orderedOffsets(offsets);
  await inTransaction(database, async (trx) => {
    const values = {
      offsets: JSON.stringify(chosen),
      changed_by: organiser.email,
      changed_at: new Date().toISOString(),
    };
    await trx.db
      .insertInto('event_reminder_settings')
      .values({ event_id: event.id, ...values })
      .onConflict((conflict) => conflict.column('event_id').doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      actor: organiser.email,
      action: 'event.reminders',
      target: 'events',
      targetId: event.id,
      details: { event: event.id, offsets: chosen },
    });
  });
}

/** What one reminder claimed and queued: none when another run had claimed it first. */
type Claimed = { reminderId: number; mails: number } | undefined;

/**
 * Claims the reminder `due` of `event` and queues its mails, in one transaction; undefined when
 * it was claimed already (by an earlier run, or another server at the same moment).
 */
function sendReminder(database: Database, event: EventRecord, due: DueReminder): Promise<Claimed> {
  return inTransaction(database, async (trx) => {
    const claim = await trx.db
      .insertInto('event_reminders')
      .values({
        event_id: event.id,
        session_start: due.sessionStart.toISOString(),
        offset_minutes: due.offset,
        mails: 0,
      })
      .onConflict((conflict) =>
        conflict.columns(['event_id', 'session_start', 'offset_minutes']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!claim) return undefined;
    const reminderId = Number(claim.id);
    // Only guests who held their place by the reminder's moment: a guest approved after the
    // "day before" moment is not told of it late; she gets the next one.
    const guests = (await approvedGuests(trx, event))
      .filter(({ since }) => remindsGuest(since, due.moment))
      .map(({ submission }) => submission);
    const mails = await queueReminderMails(trx, event, guests, {
      id: reminderId,
      sessionStart: due.sessionStart,
      offset: due.offset,
    });
    await trx.db
      .updateTable('event_reminders')
      .set({ mails })
      .where('id', '=', reminderId)
      .execute();
    await recordAudit(trx, {
      actor: systemActor,
      action: 'event.reminder',
      target: 'events',
      targetId: event.id,
      details: {
        event: event.id,
        offset: due.offset,
        session: due.sessionStart.toISOString(),
        mails,
      },
    });
    return { reminderId, mails };
  });
}

/** What a run did: the reminders it sent, and how many mails they queued. */
export type ReminderRun = { reminders: number; mails: number };

/**
 * One run at `now`: every published event whose reminder is due and not yet sent gets it. A
 * cancelled, unpublished or begun event gets none (only published events are looked at, and
 * none is due once a session has begun); after downtime a run sends the latest reminder reached,
 * never one a later one has overtaken.
 */
export async function runReminders(database: Database, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { reminders: 0, mails: 0 };
  const published = await listEvents(database, { status: 'published' });
  const offsetsOf = await chosenOffsets(
    database,
    published.map((event) => event.id),
  );
  for (const event of published) {
    const start = sessionStartAfter(event.document.schedule, now);
    if (!start) continue;
    const due = dueReminder(start, offsetsOf(event.id), now);
    if (!due) continue;
    const claimed = await sendReminder(database, event, due);
    if (!claimed) continue;
    run.reminders += 1;
    run.mails += claimed.mails;
  }
  return run;
}

/** The event's reminders as the admin shows them; undefined when there is no event `id`. */
export async function remindersView(
  executor: Executor,
  id: number,
  now: Date,
): Promise<EventRemindersView | undefined> {
  const event = await eventById(executor, id);
  if (!event) return undefined;
  const offsets = await reminderOffsetsOf(executor, id);
  const sent = await executor.db
    .selectFrom('event_reminders')
    .select(['session_start', 'offset_minutes', 'sent_at', 'mails'])
    .where('event_id', '=', id)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const { schedule } = event.document;
  const next = event.status === 'published' ? nextReminder(schedule, offsets, now) : undefined;
  return {
    offsets,
    timed: hasStartTime(schedule),
    sent: sent.map((row) => ({
      sessionStart: row.session_start,
      offset: Number(row.offset_minutes),
      sentAt: row.sent_at,
      mails: Number(row.mails),
    })),
    next: next
      ? {
          sessionStart: next.sessionStart.toISOString(),
          offset: next.offset,
          moment: next.moment.toISOString(),
        }
      : null,
  };
}

/**
 * Runs the reminders in the server process every `everyMs` (a minute), at the clock `now` (the
 * events' clock: tests and EVENTS_AS_OF move it), and wakes the mail worker when one queued
 * mail. A run that fails is logged; the next comes at its time and sends what is still due.
 */
export function startReminderJob(
  {
    database,
    now,
    log,
    queued,
  }: { database: Database; now: () => Date; log: FastifyBaseLogger; queued: () => void },
  { everyMs = 60_000, firstRunMs = 5_000 }: { everyMs?: number; firstRunMs?: number } = {},
): RepeatingJob {
  return startRepeatingJob(
    async () => {
      const run = await runReminders(database, now());
      if (run.mails > 0) queued();
      if (run.reminders > 0) log.info({ event: 'reminders', ...run }, 'reminders queued');
    },
    {
      firstRunMs,
      everyMs,
      failed: (error) => log.error({ event: 'reminders', err: error }, 'reminder run failed'),
    },
  );
}
