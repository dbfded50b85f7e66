import { describe, expect, it } from 'vitest';
import { eventEndsAt, eventStartsAt } from '#schemas/events/event-availability.ts';
import { sessionStartAfter } from '#schemas/events/organising/event-reminders.ts';
import { londonDateTime } from '#schemas/shared/london-time.ts';

const iso = (date: Date) => date.toISOString();

/** The clock changes read once (schemas/shared/london-time.ts), by every rule that reads a start. */
describe('an event on the morning the clocks change', () => {
  it('gives an event in the repeated hour one start: its page’s, its reminders’ and its calendar’s', () => {
    const night = {
      kind: 'single',
      date: '2027-10-31',
      startTime: '01:30',
      endTime: '03:00',
    } as const;
    const start = eventStartsAt(night);
    expect(iso(start)).toBe('2027-10-31T00:30:00.000Z');
    expect(sessionStartAfter(night, new Date('2027-10-30T12:00:00Z'))).toEqual(start);
    expect(Date.parse(londonDateTime(night.date, night.startTime))).toBe(start.getTime());
    // Two and a half hours: the repeated hour counts twice.
    expect(eventEndsAt(night)!.getTime() - start.getTime()).toBe(2.5 * 60 * 60_000);
  });
});
