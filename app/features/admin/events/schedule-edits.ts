/**
 * The `When` group's arithmetic (schemas/events/event-schedule.ts): another kind of schedule from
 * the one there, a series' repeat from its parts, and the closing time between the document's UTC
 * instant and the London clock the organiser reads.
 */
import { weekdayNames } from '#schemas/events/calendar/calendar-names.ts';
import { eventDays, type EventSchedule } from '#schemas/events/event-schedule.ts';
import { londonClock, londonInstant } from '#schemas/shared/london-time.ts';

export const scheduleKinds: readonly (readonly [EventSchedule['kind'], string])[] = [
  ['single', 'One day'],
  ['range', 'A run of days'],
  ['recurring', 'A series'],
  ['month', 'A month, the day not yet set'],
];

/** The schedule as another kind, keeping its first day and its times. */
export function scheduleOfKind(current: EventSchedule, kind: EventSchedule['kind']): EventSchedule {
  if (current.kind === kind) return current;
  const day = eventDays(current).firstDay;
  const times =
    current.kind === 'month'
      ? {}
      : {
          ...(current.startTime ? { startTime: current.startTime } : {}),
          ...(current.endTime ? { endTime: current.endTime } : {}),
        };
  switch (kind) {
    case 'single':
      return { kind, date: day, ...times };
    case 'range':
      return { kind, startDate: day, endDate: day, ...times };
    case 'recurring':
      return { kind, firstDate: day, rule: ruleOf(ruleFor(day)), ...times };
    case 'month':
      return { kind, month: day.slice(0, 7) };
  }
}

export const ruleDays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** The names of `ruleDays`, Monday first (`weekdayNames` starts on Sunday). */
export const ruleDayNames = ruleDays.map((_, index) => weekdayNames[(index + 1) % 7]!);
export const ruleOrdinals = [
  ['1', 'First'],
  ['2', 'Second'],
  ['3', 'Third'],
  ['4', 'Fourth'],
  ['-1', 'Last'],
] as const;

export type RuleParts = { every: 'month' | 'week'; ordinal: string; day: string };

/** `FREQ=MONTHLY;BYDAY=3TH` → the third Thursday of each month. */
export function ruleParts(rule: string): RuleParts {
  const weekly = /^FREQ=WEEKLY;BYDAY=([A-Z]{2})$/.exec(rule);
  if (weekly) return { every: 'week', ordinal: '1', day: weekly[1]! };
  const monthly = /^FREQ=MONTHLY;BYDAY=(-1|\d)([A-Z]{2})$/.exec(rule);
  return monthly
    ? { every: 'month', ordinal: monthly[1]!, day: monthly[2]! }
    : { every: 'month', ordinal: '1', day: 'MO' };
}

export function ruleOf(parts: RuleParts): string {
  return parts.every === 'week'
    ? `FREQ=WEEKLY;BYDAY=${parts.day}`
    : `FREQ=MONTHLY;BYDAY=${parts.ordinal}${parts.day}`;
}

/** The monthly repeat a day falls on: `2027-01-21` is the third Thursday. */
export function ruleFor(day: string): RuleParts {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { every: 'month', ordinal: '1', day: 'MO' };
  const weekday = ruleDays[(date.getUTCDay() + 6) % 7]!;
  const nth = Math.ceil(date.getUTCDate() / 7);
  return { every: 'month', ordinal: nth > 4 ? '-1' : String(nth), day: weekday };
}

/** `2027-01-21T18:00:00.000Z` → `2027-01-21T18:00` (London; a `datetime-local` value). */
export function londonWallTime(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const { day, time } = londonClock(date);
  return `${day}T${time.slice(0, 5)}`;
}

/** A London `datetime-local` value → the document's UTC instant; empty → none. */
export function instantOfWallTime(wall: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wall);
  if (!match) return null;
  return londonInstant(match[1]!, match[2]).toISOString();
}
