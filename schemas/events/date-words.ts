/**
 * The words in an event's free text that name its date (docs/product/rules.md#dates-said-once):
 * a copy moves them to its own date, and the editor flags those that name another. Plain
 * functions of text and days, for the server's copies and the editor alike.
 */
import { monthNames, weekdayNames } from './calendar/calendar-names.ts';
import { calendarDay, eventDays, type EventSchedule } from './event-schedule.ts';

/** What a day is called in words: its weekday, day of the month, month and year. */
export type DayWords = { weekday?: string; day?: number; month: string; year: number };

/** The words of the event's first day (a month's event has no weekday or day). */
export function dayWordsOf(schedule: EventSchedule): DayWords {
  const { firstDay } = eventDays(schedule);
  const day = calendarDay(firstDay)!;
  const month = monthNames[day.month - 1]!;
  return schedule.kind === 'month'
    ? { month, year: day.year }
    : { weekday: weekdayNames[day.weekday]!, day: day.day, month, year: day.year };
}

const weekday = `(?:${weekdayNames.join('|')})`;
const month = `(?:${monthNames.join('|')})`;

/**
 * A date in words, longest first: `Wednesday 23 July 2025`, `23 July 2025`, `July 2025`, or a
 * month, a weekday or a year alone (`July Meetup`, `Wednesday evening`, `2025 Retreat`).
 */
const dateWords = new RegExp(
  [
    `\\b(?:${weekday},? )?\\d{1,2} ${month}(?: \\d{4})?\\b`,
    `\\b${month} \\d{1,2},? \\d{4}\\b`,
    `\\b${month}(?: \\d{4})?\\b`,
    `\\b${weekday}s?\\b`,
    `\\b(?:19|20|21)\\d{2}\\b`,
  ].join('|'),
  'g',
);

/** Each word of `phrase` that is a weekday, a month, a day of the month or a year. */
function partsOf(phrase: string) {
  const weekdayWord = weekdayNames.find((name) => phrase.startsWith(name));
  const monthWord = monthNames.find((name) => new RegExp(`\\b${name}\\b`).test(phrase));
  const numbers = [...phrase.matchAll(/\b\d+\b/g)].map((match) => Number(match[0]));
  return {
    weekday: weekdayWord,
    month: monthWord,
    day: numbers.find((number) => number <= 31),
    year: numbers.find((number) => number > 31),
  };
}

/** Whether every part `phrase` names is a part of `day`'s words. */
function namesDay(phrase: string, day: DayWords): boolean {
  const parts = partsOf(phrase);
  return (
    (parts.weekday === undefined || parts.weekday === day.weekday) &&
    (parts.month === undefined || parts.month === day.month) &&
    (parts.day === undefined || parts.day === day.day) &&
    (parts.year === undefined || parts.year === day.year)
  );
}

/**
 * `text` with every date phrase that names `from` said of `to` instead, part by part:
 * `AI Power Circle: July Meetup` → `AI Power Circle: March Meetup`; `Wednesday 23 July 2025` →
 * `Thursday 18 March 2027`. A phrase naming another day is left as it is (the editor flags it).
 */
export function moveDateWords(text: string, from: DayWords, to: DayWords): string {
  return text.replace(dateWords, (phrase) => {
    if (!namesDay(phrase, from)) return phrase;
    let moved = phrase;
    const parts = partsOf(phrase);
    if (parts.weekday) moved = moved.replace(parts.weekday, to.weekday ?? parts.weekday);
    if (parts.month) moved = moved.replace(new RegExp(`\\b${parts.month}\\b`), to.month);
    if (parts.year !== undefined) moved = moved.replace(String(parts.year), String(to.year));
    if (parts.day !== undefined && to.day !== undefined) {
      moved = moved.replace(new RegExp(`\\b${parts.day}\\b`), String(to.day));
    }
    return moved;
  });
}

/** Every string of `value` (an event document's words) passed through `change`. */
export function mapWords<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapWords(item, change)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapWords(item, change)]),
    ) as T;
  }
  return value;
}

/** A date phrase in an event's words that does not name the event's own day. */
export type StrayDate = { path: string; phrase: string };

/**
 * The date phrases in `words` (an event document's text, by path) that name another day than
 * `day`: `July Meetup` in a March event's eyebrow, `Tuesday` for a Wednesday. A series names its
 * weekday and no month; its words are not read.
 */
export function strayDates(words: Readonly<Record<string, string>>, day: DayWords): StrayDate[] {
  return Object.entries(words).flatMap(([path, text]) =>
    [...text.matchAll(dateWords)]
      .map((match) => match[0])
      .filter((phrase) => !namesDay(phrase, day))
      .map((phrase) => ({ path, phrase })),
  );
}

/** The keys of an event document that hold no words: structure, addresses, choices. */
const notWords = new Set([
  'slug',
  'schedule',
  'applicationsCloseAt',
  'motif',
  'cover',
  'table',
  'kind',
  'id',
  'hosts',
  'attendance',
  'capacity',
  'eventDate',
  'map',
  'to',
]);

/** Every string of a document with the path it sits at (`sections.1.items.0.title`). */
export function documentWords(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return path ? { [path]: value } : {};
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign(
    {},
    ...Object.entries(value)
      .filter(([key]) => !notWords.has(key))
      .map(([key, item]) => documentWords(item, path ? `${path}.${key}` : key)),
  );
}

/**
 * The date phrases of an event document being edited that name another day than its schedule's
 * first: none while its schedule is not a whole one yet.
 */
export function strayDatesOf(document: unknown): StrayDate[] {
  const schedule = (document as { schedule?: EventSchedule } | null)?.schedule;
  let day: DayWords;
  try {
    if (!schedule) return [];
    day = dayWordsOf(schedule);
  } catch {
    return [];
  }
  return strayDates(documentWords(document), day);
}
