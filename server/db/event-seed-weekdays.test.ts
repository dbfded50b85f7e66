import { describe, expect, it } from 'vitest';
import { eventPages } from '#content/event-pages.ts';
import { events, virtualPowerCircle } from '#content/events.ts';
import { toEventCard, toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import { correctWeekdays } from '#schemas/events/event-schedule.ts';
import { seededEventDocuments } from './event-seed.ts';

/** Every weekday the site shows agrees with its date (docs/product/rules.md#calendar-files). */
describe('weekdays', () => {
  it('are put right where they name a date wrongly, and left where they are right', () => {
    expect(correctWeekdays('Tuesday 10 September 2025, 6:00-9:30 PM')).toBe(
      'Wednesday 10 September 2025, 6:00-9:30 PM',
    );
    expect(correctWeekdays('Monday, 21 July 2025 and Friday 29 August 2025')).toBe(
      'Monday, 21 July 2025 and Friday 29 August 2025',
    );
    expect(correctWeekdays('Sunday 1 March 2026.')).toBe('Sunday 1 March 2026.');
    // No real day: nothing to compute from.
    expect(correctWeekdays('Friday 31 June 2025')).toBe('Friday 31 June 2025');
  });

  it('agree with their dates in every seeded event: its stored words, page and card', () => {
    const wrong = seededEventDocuments().flatMap((document) => {
      const record = { document } as EventRecord;
      const shown = [
        JSON.stringify(document),
        JSON.stringify(toEventPage(record)),
        JSON.stringify(toEventCard(record) ?? null),
      ].join('\n');
      return correctWeekdays(shown) === shown ? [] : [document.slug];
    });
    expect(wrong).toEqual([]);
    // The content the seed reads, cards included.
    const content = JSON.stringify([eventPages, events, virtualPowerCircle]);
    expect(correctWeekdays(content)).toBe(content);
  });
});
