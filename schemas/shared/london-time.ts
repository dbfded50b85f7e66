/**
 * London time (docs/decisions/070-london-time.md): event days and times are wall-clock values in
 * Europe/London, and this module is the one place that turns them into instants and instants
 * back into London's day, time and offset. London's offset at an instant comes from
 * `@date-fns/tz` (the runtime's own time-zone data, read through Intl).
 *
 * NOTE: a wall time on the two mornings the clocks change is read as RFC 5545 reads the
 * calendar file's `TZID=Europe/London` times, so the site and every calendar program agree
 * (docs/product/rules.md#clock-changes):
 * - 01:00–01:59 on the last Sunday of October happens twice; it means the first, in summer time
 *   (01:30 is 00:30 UTC).
 * - 01:00–01:59 on the last Sunday of March does not happen; it is read with the offset before
 *   the change (01:30 is 01:30 UTC, which London's clocks call 02:30).
 * Keep this module out of the public pages' chunks: the home page has no bytes to give (070).
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

const london = 'Europe/London';
const minute = 60_000;
const oneDay = 24 * 60 * minute;

/** London's offset from UTC at an instant, in minutes: 0 in winter, 60 in summer. */
function londonOffset(instant: number): number {
  return tzOffset(london, new Date(instant));
}

/** `60` → `+01:00`, `0` → `+00:00`: an ISO 8601 offset. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** London's clock at an instant: its day, its time to the second and its offset. */
export type LondonClock = { day: string; time: string; offset: string };

export function londonClock(instant: Date): LondonClock {
  const offset = londonOffset(instant.getTime());
  // The instant moved by the offset reads London's wall clock in its UTC fields.
  const wall = new Date(instant.getTime() + offset * minute).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 19), offset: offsetText(offset) };
}

/** The day (`YYYY-MM-DD`) it is in London at an instant: the day events are reckoned by. */
export function londonDay(instant: Date): string {
  return londonClock(instant).day;
}

/**
 * The instant a London wall time stands for (`2027-07-15`, `18:00` → 17:00 UTC); midnight
 * without a time. Of the offsets London has the day before and the day after, the earlier's
 * instant is taken where London's clock reads it as that wall time (the first of a repeated
 * hour), else the later's; a wall time the clocks skip keeps the offset before the change.
 */
export function londonInstant(wallDay: string, time = '00:00'): Date {
  const wall = Date.parse(`${wallDay}T${time}:00Z`);
  const before = wall - londonOffset(wall - oneDay) * minute;
  const after = wall - londonOffset(wall + oneDay) * minute;
  const readsAs = (instant: number) => instant + londonOffset(instant) * minute === wall;
  return new Date(readsAs(before) || !readsAs(after) ? before : after);
}

/**
 * `2025-07-23`, `18:00` → `2025-07-23T18:00:00+01:00`: a London wall time with the offset that
 * makes it {@link londonInstant}'s instant (ISO 8601, as schema.org reads it).
 */
export function londonDateTime(wallDay: string, time: string): string {
  const wall = Date.parse(`${wallDay}T${time}:00Z`);
  const offset = (wall - londonInstant(wallDay, time).getTime()) / minute;
  return `${wallDay}T${time}:00${offsetText(offset)}`;
}

/**
 * Whether London's clocks skip a wall time: 01:00–01:59 on the last Sunday of March, when they go
 * from 01:00 to 02:00. {@link londonInstant} reads such a time with the offset before the change,
 * an instant London's clocks call an hour later; the editor refuses it
 * (docs/product/rules.md#clock-changes).
 */
export function londonSkips(wallDay: string, time: string): boolean {
  const clock = londonClock(londonInstant(wallDay, time));
  return clock.day !== wallDay || clock.time.slice(0, 5) !== time;
}

/**
 * The mornings London's clocks go forward, of the years `first` to `last`: the last Sunday of
 * March, when it skips an hour (each is checked against the time-zone data).
 */
export function springForwardDays(first: number, last: number): string[] {
  const days: string[] = [];
  for (let year = first; year <= last; year += 1) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    lastOfMarch.setUTCDate(31 - lastOfMarch.getUTCDay());
    const day = lastOfMarch.toISOString().slice(0, 10);
    if (londonSkips(day, '01:30')) days.push(day);
  }
  return days;
}
