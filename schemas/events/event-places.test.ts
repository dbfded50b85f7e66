import { describe, expect, it } from 'vitest';
import { placesWords } from './event-places.ts';

describe('placesWords', () => {
  it('says each kind of places line as the event page shows it', () => {
    expect(placesWords({ kind: 'left', left: 12, of: 35 })).toBe('12 of 35 places left');
    expect(placesWords({ kind: 'waitlist', of: 35 })).toBe('Waitlist open');
    expect(placesWords({ kind: 'per-session', places: 20 })).toBe('20 places per session');
    expect(placesWords({ kind: 'limited' })).toBe('Limited places');
  });
});
