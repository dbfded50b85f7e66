import {
  calendarDay,
  eventClockPattern,
  eventYears,
  fallsOnRecurrence,
  formatDay,
  type EventSchedule,
} from './event-schedule.ts';
import { londonSkips, springForwardDays } from '#schemas/shared/london-time.ts';

/**
 * A start or end time London's clocks skip on one of the event's days: 01:00–01:59 on the
 * morning they go forward (docs/product/rules.md#clock-changes). The editor refuses it: the page
 * would say 01:30 while every calendar program, the reminders and the closing read 02:30.
 * Kept out of event-schedule.ts, which the public pages load: London time stays in the admin's
 * and the server's code (docs/decisions/070-london-time.md).
 */

let forwardDays: readonly string[] | undefined;

/** The spring-forward mornings of the event years, read once. */
function springForwardMornings(): readonly string[] {
  forwardDays ??= springForwardDays(eventYears.first, eventYears.last);
  return forwardDays;
}

/**
 * The first day of `schedule` on which London skips `time` as its start (`startTime`) or end
 * (`endTime`): a single day, a range's first or last day, or any session of a series; none when
 * every day has it, or when a day or the time is not one (their own errors say so).
 */
export function dayWithoutTime(
  schedule: Exclude<EventSchedule, { kind: 'month' }>,
  which: 'startTime' | 'endTime',
): string | undefined {
  const time = schedule[which];
  if (!time || !eventClockPattern.test(time)) return undefined;
  if (schedule.kind === 'recurring') {
    return springForwardMornings().find(
      (day) =>
        day >= schedule.firstDate &&
        fallsOnRecurrence(day, schedule.rule) &&
        londonSkips(day, time),
    );
  }
  const day =
    schedule.kind === 'single'
      ? schedule.date
      : which === 'startTime'
        ? schedule.startDate
        : schedule.endDate;
  return calendarDay(day) && londonSkips(day, time) ? day : undefined;
}

/** The editor's error beside the time. */
export function skippedTimeError(day: string): string {
  return `London's clocks skip this time on ${formatDay(day)}: they go from 01:00 to 02:00.`;
}
