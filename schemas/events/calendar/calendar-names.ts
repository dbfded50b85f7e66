/**
 * The names of the days and months, as the event pages write them (en-GB). Written out, not
 * asked of `Intl`: the first formatter a page builds loads the browser's locale data, 150–420 ms
 * of a 4×-slowed phone before the event page could hydrate
 * (docs/decisions/013-first-view-javascript.md, 2026-11-29). In this folder so the public pages
 * read them from their `page-parts` chunk (vite.config.ts).
 */

/** Sunday first, as `Date.getUTCDay()` counts. */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
