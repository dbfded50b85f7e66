import { describe, expect, it } from 'vitest';
import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import { capacityLine } from './capacity-wording.ts';

const boat: EventCapacity = {
  id: 3,
  slug: 'summer-boat',
  title: 'Waves & AI: Summer Boat Party',
  table: 'event_registrations',
  eventName: 'Waves & AI: Summer Boat Party',
  places: 40,
  perSession: false,
  approved: 38,
  waitlisted: 3,
  free: 2,
  waitlistHead: null,
};

describe('capacityLine', () => {
  it('gives an event with a number of places its approvals, free places and waitlist', () => {
    expect(capacityLine(boat)).toBe(
      'Waves & AI: Summer Boat Party — 38 of 40 places approved · 2 free · 3 waitlisted',
    );
    expect(capacityLine({ ...boat, approved: 0, free: 40, waitlisted: 0 })).toBe(
      'Waves & AI: Summer Boat Party — 0 of 40 places approved · 40 free · 0 waitlisted',
    );
  });

  it('says a series is limited per session, not overall', () => {
    const series = { ...boat, places: 25, perSession: true, free: null };
    expect(capacityLine({ ...series, approved: 12, waitlisted: 0 })).toBe(
      'Waves & AI: Summer Boat Party — 12 approved · up to 25 per session',
    );
    expect(capacityLine({ ...series, approved: 0, waitlisted: 2 })).toBe(
      'Waves & AI: Summer Boat Party — 0 approved · up to 25 per session · 2 waitlisted',
    );
  });

  it('says an event without a number has no overall limit', () => {
    expect(capacityLine({ ...boat, places: null, free: null, approved: 0, waitlisted: 0 })).toBe(
      'Waves & AI: Summer Boat Party — 0 approved · no overall limit',
    );
    expect(capacityLine({ ...boat, places: null, free: null, approved: 1200 })).toBe(
      'Waves & AI: Summer Boat Party — 1,200 approved · no overall limit · 3 waitlisted',
    );
  });
});
