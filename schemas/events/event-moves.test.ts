import { describe, expect, it } from 'vitest';
import { movesGuests } from './event-moves.ts';

const placed = {
  schedule: { kind: 'single', date: '2027-05-20', startTime: '18:00', endTime: '20:00' },
  venue: { text: 'Central London', disclosure: 'area' },
  attendance: 'in-person',
  keptBack: { venue: 'The Glasshouse', address: '12 Quay Street', arrival: 'Ring the bell.' },
} as const;

describe('a change that moves an event for its guests', () => {
  it('is one of its date, time or place, not of anything else', () => {
    expect(movesGuests(placed, structuredClone(placed))).toBe(false);
    // The same schedule written in another key order, or with an absent time left undefined.
    expect(
      movesGuests(placed, {
        ...placed,
        schedule: { endTime: '20:00', startTime: '18:00', date: '2027-05-20', kind: 'single' },
      }),
    ).toBe(false);
    expect(
      movesGuests(placed, { ...placed, keptBack: { ...placed.keptBack, arrival: 'Knock.' } }),
    ).toBe(false);
    expect(
      movesGuests(placed, { ...placed, schedule: { ...placed.schedule, startTime: '19:00' } }),
    ).toBe(true);
    expect(
      movesGuests(placed, { ...placed, schedule: { ...placed.schedule, date: '2027-05-21' } }),
    ).toBe(true);
    expect(
      movesGuests(placed, { ...placed, keptBack: { ...placed.keptBack, address: '1 Dock Road' } }),
    ).toBe(true);
    expect(movesGuests(placed, { ...placed, attendance: 'online' })).toBe(true);
    expect(movesGuests(placed, { ...placed, venue: { ...placed.venue, text: 'Leeds' } })).toBe(
      true,
    );
  });
});
