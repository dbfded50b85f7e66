import { dayAfter, nextSessionDay, type EventSchedule } from '#schemas/events/event-schedule.ts';
import { londonDay, londonInstant } from '#schemas/shared/london-time.ts';

/**
 * When an event's reminders go: how long before a session's start each goes, which session they
 * are for, which one is due at a moment, and who it reaches. The rules of a reminder that knows
 * its event, kept apart from the job that will send them so each can be tried with the clock
 * moved; server/events/organising/event-reminders.ts sends them.
 */

/** A reminder, as minutes before a session's start. */
export type ReminderOffset = number;

/** A day before, and two hours before: what a new event has until the organiser changes it. */
export const defaultReminderOffsets: readonly ReminderOffset[] = [24 * 60, 2 * 60];

const minute = 60_000;

/**
 * The reminders an organiser can choose, latest last; any of them, or none. A choice of fixed
 * moments reads the same in her list and in the mail ("a day before"), and no two reminders can
 * fall in the same minute.
 */
export const reminderChoices = [
  { offset: 7 * 24 * 60, label: 'A week before' },
  { offset: 2 * 24 * 60, label: 'Two days before' },
  { offset: 24 * 60, label: 'A day before' },
  { offset: 6 * 60, label: 'Six hours before' },
  { offset: 2 * 60, label: 'Two hours before' },
  { offset: 60, label: 'An hour before' },
] as const satisfies readonly { offset: ReminderOffset; label: string }[];

/** Whether `offset` is one of {@link reminderChoices}. */
export function isReminderChoice(offset: number): boolean {
  return reminderChoices.some((choice) => choice.offset === offset);
}

/** The words of a reminder (`A day before`); minutes for one no longer offered. */
export function reminderLabel(offset: ReminderOffset): string {
  return (
    reminderChoices.find((choice) => choice.offset === offset)?.label ?? `${offset} minutes before`
  );
}

/** The chosen reminders in one order, earliest first, each once. */
export function orderedOffsets(offsets: readonly ReminderOffset[]): ReminderOffset[] {
  return [...new Set(offsets)].sort((a, b) => b - a);
}

/** A reminder sent, as the organiser's list shows it. */
export type SentReminder = {
  sessionStart: string;
  offset: ReminderOffset;
  sentAt: string;
  mails: number;
};

/** An event's reminders in the admin: what she chose, what went, and what goes next. */
export type EventRemindersView = {
  offsets: ReminderOffset[];
  /** False for an event without a start time: nothing to remind of. */
  timed: boolean;
  sent: SentReminder[];
  /** The next reminder to go, while the event is published and to come. */
  next: { sessionStart: string; offset: ReminderOffset; moment: string } | null;
};

/** Whether the event has a start time to remind of: a day and an hour, not a month. */
export function hasStartTime(
  schedule: EventSchedule,
): schedule is Exclude<EventSchedule, { kind: 'month' }> & { startTime: string } {
  return schedule.kind !== 'month' && schedule.startTime !== undefined;
}

/**
 * The start of the session a reminder at `now` is for: the event's own for a dated event, a
 * series' next session (today's while it has not begun); none for an event without a start
 * time (a month, or a day with no time: nothing to remind of an hour before).
 */
export function sessionStartAfter(schedule: EventSchedule, now: Date): Date | undefined {
  if (!hasStartTime(schedule)) return undefined;
  const { startTime } = schedule;
  if (schedule.kind === 'single') return londonInstant(schedule.date, startTime);
  if (schedule.kind === 'range') return londonInstant(schedule.startDate, startTime);
  // A series: today's session while it has not begun, else the next one's.
  const today = londonDay(now);
  const todays = nextSessionDay(schedule, today);
  const start = londonInstant(todays, startTime);
  if (start > now) return start;
  return londonInstant(nextSessionDay(schedule, dayAfter(todays)), startTime);
}

/** A reminder of one session: which, and the moment it goes. */
export type DueReminder = { sessionStart: Date; offset: ReminderOffset; moment: Date };

/**
 * The reminder due at `now` for the session starting at `start`: of the moments
 * (start − offset) already reached before the start, the latest. A reminder whose moment passed
 * while a later one's has passed too (the server was down through it) is stale and never sent:
 * she gets the nearer one only. None once the session has begun.
 */
export function dueReminder(
  start: Date,
  offsets: readonly ReminderOffset[],
  now: Date,
): DueReminder | undefined {
  if (now >= start) return undefined;
  const reached = offsets
    .map((offset) => ({
      sessionStart: start,
      offset,
      moment: new Date(start.getTime() - offset * minute),
    }))
    .filter(({ moment }) => moment <= now)
    .sort((a, b) => b.moment.getTime() - a.moment.getTime());
  return reached[0];
}

/**
 * Whether a guest who holds her place since `since` (her registration, or her approval) gets the
 * reminder going at `moment`: only if she held it by then. Someone who registers after the "day
 * before" moment is never told "tomorrow" late; she gets the next reminder.
 */
export function remindsGuest(since: Date, moment: Date): boolean {
  return since <= moment;
}

/**
 * The next reminder to go after `now`: of the session to come, the earliest moment still ahead;
 * for a series whose session has none left, the next session's first. None for an event with
 * no start time, no reminders, or nothing left to remind of.
 */
export function nextReminder(
  schedule: EventSchedule,
  offsets: readonly ReminderOffset[],
  now: Date,
): DueReminder | undefined {
  const ahead = (start: Date) =>
    orderedOffsets(offsets)
      .map((offset) => ({
        sessionStart: start,
        offset,
        moment: new Date(start.getTime() - offset * minute),
      }))
      .find(({ moment }) => moment > now);
  const start = sessionStartAfter(schedule, now);
  if (!start || offsets.length === 0) return undefined;
  const next = ahead(start);
  if (next || schedule.kind !== 'recurring') return next;
  const following = sessionStartAfter(schedule, start);
  return following && ahead(following);
}
