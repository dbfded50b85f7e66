import { describe, expect, it } from 'vitest';
import type { EventGuest } from '#schemas/events/organising/event-guests.ts';
import {
  emptyGuestsWords,
  guestCountsLine,
  guestDecisions,
  guestsExportHref,
  noEventWords,
} from './guests-wording.ts';

const guest = (overrides: Partial<EventGuest> = {}): EventGuest => ({
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  about: 'Head of Data · Lumen Analytics',
  status: 'pending',
  createdAt: '2025-07-01T09:00:00.000Z',
  answers: [],
  erased: false,
  arrival: null,
  ...overrides,
});

describe('the Guests place’s words', () => {
  it('counts each status that has someone, in the table’s order', () => {
    const counts = { pending: 3, approved: 12, waitlisted: 0, declined: 1, withdrawn: 0 };
    expect(guestCountsLine('event_registrations', counts as never)).toBe(
      '3 pending · 12 approved · 1 declined',
    );
    expect(guestCountsLine('event_registrations', {} as never)).toBe('No one yet');
  });

  it('tells an event with nothing received from a filter that matches no one', () => {
    expect(emptyGuestsWords(0, 0, undefined)?.title).toBe('Nothing received yet.');
    expect(emptyGuestsWords(0, 0, 'approved')?.title).toBe('Nothing received yet.');
    expect(emptyGuestsWords(5, 2, 'approved')).toBeNull();
    expect(emptyGuestsWords(5, 0, 'approved')).toEqual({
      title: 'Nothing matches this filter.',
      description: 'No guest is approved. Choose All to see everyone.',
    });
    expect(emptyGuestsWords(5, 5, undefined)).toBeNull();
  });

  it('offers each decision but the guest’s own, and none on a withdrawn or erased guest', () => {
    expect(guestDecisions('retreat_applications', guest()).map((a) => a.label)).toEqual([
      'Approve',
      'Waitlist',
      'Decline',
    ]);
    expect(
      guestDecisions('retreat_applications', guest({ status: 'approved' })).map((a) => a.label),
    ).toEqual(['Waitlist', 'Decline']);
    expect(guestDecisions('retreat_applications', guest({ status: 'withdrawn' }))).toEqual([]);
    expect(guestDecisions('retreat_applications', guest({ erased: true }))).toEqual([]);
  });

  it('counts a table’s entries of no event in words', () => {
    expect(noEventWords('event_registrations', 1)).toBe('1 entry in Event Registrations');
    expect(noEventWords('retreat_applications', 1200)).toBe('1,200 entries in Retreat & Boardroom');
  });

  it('exports the event’s guests by its key, at the chosen status', () => {
    expect(guestsExportHref('event_registrations', 12, 'approved')).toBe(
      '/api/admin/tables/event_registrations/export?event=12&status=approved',
    );
    expect(guestsExportHref('event_registrations', 12, undefined)).toBe(
      '/api/admin/tables/event_registrations/export?event=12',
    );
  });
});
