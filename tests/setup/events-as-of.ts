/**
 * The instant the tests' servers judge the events at (EVENTS_AS_OF): 1 July 2025, before the
 * first seeded event, so the seeded events take applications as they did that summer and the
 * tests of forms, review and mail keep the same events, words and dates year after year. The
 * tests of the date rule itself (the seeded events as past, the listing by date) set it off and
 * run at the real time (docs/decisions/058-events-as-of.md).
 */
export const seededEventsSeason = '2025-07-01T09:00:00Z';

/** The setting that judges the events at the real time (for the tests of the date rule). */
export const realTime = { EVENTS_AS_OF: '' } as const;
