import { describe, expect, it } from 'vitest';
import {
  eventEndsAt,
  eventPhase,
  eventStartsAt,
  nextPhaseChange,
  type PhaseFacts,
} from './event-availability.ts';
import { londonInstant } from '#schemas/shared/london-time.ts';
import type { EventDocument } from './event-document.ts';
import type { EventSchedule } from './event-schedule.ts';

const july: EventSchedule = {
  kind: 'single',
  date: '2027-07-15',
  startTime: '18:00',
  endTime: '20:00',
};

function facts(overrides: Partial<PhaseFacts> = {}, document: Partial<EventDocument> = {}) {
  return {
    status: 'published',
    applicationsClosedAt: null,
    cancelledAt: null,
    ...overrides,
    document: { schedule: july, applicationsCloseAt: null, ...document } as EventDocument,
  } satisfies PhaseFacts;
}

describe('event availability', () => {
  it('reads London wall-clock times in summer and in winter time', () => {
    expect(londonInstant('2027-07-15', '18:00').toISOString()).toBe('2027-07-15T17:00:00.000Z');
    expect(londonInstant('2027-01-21', '18:00').toISOString()).toBe('2027-01-21T18:00:00.000Z');
    // The morning the clocks go forward (28 March 2027, 01:00 UTC).
    expect(londonInstant('2027-03-28', '03:00').toISOString()).toBe('2027-03-28T02:00:00.000Z');
    expect(londonInstant('2027-10-31', '00:30').toISOString()).toBe('2027-10-30T23:30:00.000Z');
  });

  it('starts and ends where the schedule says, a day without times ending at midnight', () => {
    expect(eventStartsAt(july).toISOString()).toBe('2027-07-15T17:00:00.000Z');
    expect(eventEndsAt(july)?.toISOString()).toBe('2027-07-15T19:00:00.000Z');
    expect(eventEndsAt({ kind: 'single', date: '2027-01-05' })?.toISOString()).toBe(
      '2027-01-06T00:00:00.000Z',
    );
    expect(eventEndsAt({ kind: 'month', month: '2027-02' })?.toISOString()).toBe(
      '2027-03-01T00:00:00.000Z',
    );
    expect(
      eventEndsAt({ kind: 'recurring', firstDate: '2025-07-17', rule: 'FREQ=MONTHLY;BYDAY=3TH' }),
    ).toBeUndefined();
  });

  it('is open until its closing time, closed after it, and past once it has ended', () => {
    const closing = facts({}, { applicationsCloseAt: '2027-07-10T12:00:00.000Z' });
    expect(eventPhase(closing, new Date('2027-07-10T11:59:59Z'))).toBe('open');
    expect(eventPhase(closing, new Date('2027-07-10T12:00:00Z'))).toBe('closed');
    expect(eventPhase(closing, new Date('2027-07-15T19:00:00Z'))).toBe('past');
    expect(nextPhaseChange(closing, new Date('2027-07-01T00:00:00Z'))?.toISOString()).toBe(
      '2027-07-10T12:00:00.000Z',
    );
    expect(nextPhaseChange(closing, new Date('2027-07-11T00:00:00Z'))?.toISOString()).toBe(
      '2027-07-15T19:00:00.000Z',
    );
  });

  it('is closed when the organiser closed it, cancelled when cancelled, and a draft is no one’s', () => {
    const before = new Date('2027-07-01T00:00:00Z');
    expect(eventPhase(facts({ applicationsClosedAt: '2027-06-30T00:00:00Z' }), before)).toBe(
      'closed',
    );
    expect(
      eventPhase(facts({ status: 'cancelled', cancelledAt: '2027-06-30T00:00:00Z' }), before),
    ).toBe('cancelled');
    expect(eventPhase(facts({ status: 'draft' }), before)).toBe('draft');
    expect(nextPhaseChange(facts({ status: 'draft' }), before)).toBeUndefined();
  });

  it('moves an event without a closing time to the past once it has ended, as any other', () => {
    // The seeded boat party: 29 August 2025, 18:00 to 21:00 in London (20:00 UTC, summer time).
    const seeded = facts(
      {},
      {
        schedule: { kind: 'single', date: '2025-08-29', startTime: '18:00', endTime: '21:00' },
      },
    );
    const before = new Date('2025-08-29T19:59:00Z');
    expect(eventPhase(seeded, before)).toBe('open');
    expect(nextPhaseChange(seeded, before)).toEqual(new Date('2025-08-29T20:00:00Z'));
    expect(eventPhase({ ...seeded, applicationsClosedAt: '2025-08-28T00:00:00Z' }, before)).toBe(
      'closed',
    );
    const after = new Date('2026-11-26T00:00:00Z');
    expect(eventPhase(seeded, after)).toBe('past');
    expect(eventPhase({ ...seeded, applicationsClosedAt: '2025-08-28T00:00:00Z' }, after)).toBe(
      'past',
    );
    expect(nextPhaseChange(seeded, after)).toBeUndefined();
  });
});
