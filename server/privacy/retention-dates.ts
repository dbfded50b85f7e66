import { londonInstant } from '#schemas/shared/london-time.ts';

/**
 * The calendar of retention (docs/decisions/048-retention-job.md): a period is whole calendar
 * months in Europe/London, the time zone of the site's days (event days, the admin's dates). A
 * row counted from a day is kept through the same day `months` later and is due from the next
 * midnight in London.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The day `months` calendar months after `day`; a day the shorter month lacks becomes its last
 * (31 January plus one month is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const lastDate = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(date, lastDate))}`;
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a row counted from `startDay` is past `months`: midnight in London after its last day. */
export function retentionEndsAt(startDay: string, months: number): Date {
  return londonInstant(nextDay(addMonths(startDay, months)));
}
