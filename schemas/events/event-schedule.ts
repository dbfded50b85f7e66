/**
 * When an event is, in the four forms the organiser needs (docs/decisions/035-events-are-data.md):
 * one day, a run of days, a series that repeats ("third Thursday monthly"), or a month whose day
 * is not fixed yet. Days and times are wall-clock values in Europe/London
 * (content/event-pages.ts `eventTimeZone`). Plain data and formatting, no zod: the page, the
 * card and the calendar file read the same words from it.
 */
import type { EventCalendar } from '#content/event-pages.ts';
import { monthNames, weekdayNames } from './calendar/calendar-names.ts';

/** `YYYY-MM-DD`. */
export type EventDay = string;
/** `HH:mm`, 24-hour. */
export type EventClock = string;

type EventTimes = { startTime?: EventClock; endTime?: EventClock };

export type EventSchedule =
  | ({ kind: 'single'; date: EventDay } & EventTimes)
  | ({ kind: 'range'; startDate: EventDay; endDate: EventDay } & EventTimes)
  | ({ kind: 'recurring'; firstDate: EventDay; rule: string } & EventTimes)
  | { kind: 'month'; month: string };

export type EventScheduleKind = EventSchedule['kind'];

export const eventDayPattern = /^\d{4}-\d{2}-\d{2}$/;
export const eventClockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const eventMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
/**
 * The repeats the product words: the nth (or last) weekday of each month, or one weekday every
 * week (RFC 5545 RRULE values, without the `RRULE:` prefix).
 */
export const recurrenceRulePattern =
  /^FREQ=(MONTHLY;BYDAY=(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)|WEEKLY;BYDAY=(MO|TU|WE|TH|FR|SA|SU))$/;

/**
 * The years an event's days and its closing time may fall in: the site words and orders every
 * day of them, and both engines store them (PostgreSQL's timestamps know no year 0). Fixed, not
 * counted from today, so an event that was valid stays valid
 * (docs/decisions/052-event-text-like-every-stored-text.md).
 */
export const eventYears = { first: 2000, last: 2100 } as const;
export const eventYearsError = `Choose a year from ${eventYears.first} to ${eventYears.last}.`;

/** Whether a `YYYY...` value (a day, a month, an ISO time) falls in `eventYears`. */
export function inEventYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= eventYears.first && year <= eventYears.last;
}

const ruleDays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const ordinals: Record<string, string> = {
  '1': 'First',
  '2': 'Second',
  '3': 'Third',
  '4': 'Fourth',
  '-1': 'Last',
};

type CalendarDay = { year: number; month: number; day: number; weekday: number };

/** A `YYYY-MM-DD` day's fields, or undefined when it is not a real day (31 June). */
export function calendarDay(value: EventDay): CalendarDay | undefined {
  if (!eventDayPattern.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day, weekday: date.getUTCDay() };
}

function requireDay(value: EventDay): CalendarDay {
  const day = calendarDay(value);
  if (!day) throw new Error(`${value} is not a day`);
  return day;
}

const monthName = (day: CalendarDay) => monthNames[day.month - 1]!;

/** `2025-07-23` → `Wednesday 23 July 2025`: a day as the site says it, its weekday computed. */
export function formatDay(value: EventDay): string {
  const day = requireDay(value);
  return `${weekdayNames[day.weekday]} ${day.day} ${monthName(day)} ${day.year}`;
}

/** `2025-12-12` to `2025-12-14` → `12-14 December 2025`; across months or years, both in full. */
function dayRange(startValue: EventDay, endValue: EventDay): string {
  const start = requireDay(startValue);
  const end = requireDay(endValue);
  if (start.year !== end.year) {
    return `${start.day} ${monthName(start)} ${start.year} - ${end.day} ${monthName(end)} ${end.year}`;
  }
  if (start.month !== end.month) {
    return `${start.day} ${monthName(start)} - ${end.day} ${monthName(end)} ${end.year}`;
  }
  return `${start.day}-${end.day} ${monthName(end)} ${end.year}`;
}

/** `FREQ=MONTHLY;BYDAY=3TH` → `Third Thursday each month`; `FREQ=WEEKLY;BYDAY=TU` → `Every Tuesday`. */
export function describeRecurrence(rule: string): string {
  const match = recurrenceRulePattern.exec(rule);
  if (!match) throw new Error(`${rule} is not a repeat the product words`);
  const [, , ordinal, monthlyDay, weeklyDay] = match;
  if (weeklyDay) return `Every ${weekdayNames[ruleDays.indexOf(weeklyDay)]}`;
  return `${ordinals[ordinal!]} ${weekdayNames[ruleDays.indexOf(monthlyDay!)]} each month`;
}

/** Whether `value` is a day the rule repeats on (the series' first date must be one). */
export function fallsOnRecurrence(value: EventDay, rule: string): boolean {
  const match = recurrenceRulePattern.exec(rule);
  const day = calendarDay(value);
  if (!match || !day) return false;
  const [, , ordinal, monthlyDay, weeklyDay] = match;
  if (weeklyDay) return ruleDays[day.weekday] === weeklyDay;
  if (ruleDays[day.weekday] !== monthlyDay) return false;
  if (ordinal === '-1') return day.day + 7 > daysInMonth(day.year, day.month);
  return Math.ceil(day.day / 7) === Number(ordinal);
}

/** `2025-12-31` → `2026-01-01`. */
export function dayAfter(value: EventDay): EventDay {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A series' next session: the first day on or after `today` (and not before its first date)
 * that its rule repeats on. Every rule the product words repeats within five weeks.
 */
export function nextSessionDay(
  schedule: Extract<EventSchedule, { kind: 'recurring' }>,
  today: EventDay,
): EventDay {
  let day = schedule.firstDate > today ? schedule.firstDate : today;
  while (!fallsOnRecurrence(day, schedule.rule)) day = dayAfter(day);
  return day;
}

const datePhrase = new RegExp(
  `\\b(${weekdayNames.join('|')}),? (\\d{1,2}) (${monthNames.join('|')}),? (\\d{4})\\b`,
  'g',
);

/**
 * `text` with every weekday that names a day wrongly put right: `Tuesday 10 September 2025` →
 * `Wednesday 10 September 2025`. A weekday is computed from its date, never typed
 * (docs/product/rules.md#calendar-files); a phrase that is no real day is left as it is.
 */
export function correctWeekdays(text: string): string {
  return text.replace(
    datePhrase,
    (phrase, weekday: string, day: string, month: string, year: string) => {
      const value = `${year}-${String(monthNames.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
      const real = calendarDay(value);
      if (!real || weekdayNames[real.weekday] === weekday) return phrase;
      return phrase.replace(weekday, weekdayNames[real.weekday]!);
    },
  );
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `2025-12` → `December 2025`. */
function longMonth(value: string): string {
  const [year, month] = value.split('-').map(Number) as [number, number];
  return `${monthNames[month - 1]} ${year}`;
}

/** The date as the page's date fact and the card say it. */
export function formatEventDate(schedule: EventSchedule): string {
  switch (schedule.kind) {
    case 'single':
      return formatDay(schedule.date);
    case 'range':
      return dayRange(schedule.startDate, schedule.endDate);
    case 'recurring':
      return describeRecurrence(schedule.rule);
    case 'month':
      return longMonth(schedule.month);
  }
}

function clockParts(value: EventClock): { text: string; meridiem: 'AM' | 'PM' } {
  const [hour, minute] = value.split(':').map(Number) as [number, number];
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return {
    text: `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`,
    meridiem,
  };
}

/**
 * `18:00`-`20:00` → `6:00-8:00 PM`; across noon `11:00 AM-2:00 PM`; a start alone `6:00 PM`.
 * Undefined while the event has no time (a month, or a day whose time is not fixed).
 */
export function formatEventTime(schedule: EventSchedule): string | undefined {
  if (schedule.kind === 'month' || !schedule.startTime) return undefined;
  const start = clockParts(schedule.startTime);
  if (!schedule.endTime) return `${start.text} ${start.meridiem}`;
  const end = clockParts(schedule.endTime);
  return start.meridiem === end.meridiem
    ? `${start.text}-${end.text} ${end.meridiem}`
    : `${start.text} ${start.meridiem}-${end.text} ${end.meridiem}`;
}

/** The calendar file's times; undefined while the event has no day or no start and end time. */
export function eventCalendarOf(schedule: EventSchedule): EventCalendar | undefined {
  if (schedule.kind === 'month' || !schedule.startTime || !schedule.endTime) return undefined;
  switch (schedule.kind) {
    case 'single':
      return {
        start: `${schedule.date}T${schedule.startTime}`,
        end: `${schedule.date}T${schedule.endTime}`,
      };
    case 'range':
      return {
        start: `${schedule.startDate}T${schedule.startTime}`,
        end: `${schedule.endDate}T${schedule.endTime}`,
      };
    case 'recurring':
      return {
        start: `${schedule.firstDate}T${schedule.startTime}`,
        end: `${schedule.firstDate}T${schedule.endTime}`,
        recurrence: `RRULE:${schedule.rule}`,
      };
  }
}

/**
 * The first and last day the event can take place, for ordering and for "past": a month spans
 * its days; a series has no last day.
 */
export function eventDays(schedule: EventSchedule): {
  firstDay: EventDay;
  lastDay: EventDay | null;
} {
  switch (schedule.kind) {
    case 'single':
      return { firstDay: schedule.date, lastDay: schedule.date };
    case 'range':
      return { firstDay: schedule.startDate, lastDay: schedule.endDate };
    case 'recurring':
      return { firstDay: schedule.firstDate, lastDay: null };
    case 'month': {
      const [year, month] = schedule.month.split('-').map(Number) as [number, number];
      const last = String(daysInMonth(year, month)).padStart(2, '0');
      return { firstDay: `${schedule.month}-01`, lastDay: `${schedule.month}-${last}` };
    }
  }
}
