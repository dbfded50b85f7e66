import { describe, expect, it } from 'vitest';
import { arrivalOf, attendanceOf, attendanceRate } from './attendance.ts';

describe('who came to an event', () => {
  it('counts no-shows only once the event is over', () => {
    const door = { expected: 50, arrived: 42, walkIns: 3 };
    expect(attendanceOf(door, 'past')).toEqual({ ...door, noShows: 8 });
    for (const phase of ['open', 'closed', 'cancelled', 'draft'] as const) {
      expect(attendanceOf(door, phase).noShows).toBeNull();
    }
  });

  it('gives the rate of arrivals among the expected, none when nobody was expected', () => {
    expect(attendanceRate({ expected: 50, arrived: 42, walkIns: 3, noShows: 8 })).toBe(84);
    expect(attendanceRate({ expected: 0, arrived: 0, walkIns: 0, noShows: 0 })).toBeNull();
  });

  it('says of each guest whether she came, only of those expected', () => {
    const at = '2025-06-12T17:42:00.000Z';
    const over = { expected: true, phase: 'past' } as const;
    expect(arrivalOf({ arrivedAt: at, walkIn: false }, over)).toEqual({ kind: 'arrived', at });
    expect(arrivalOf({ arrivedAt: at, walkIn: true }, over)).toEqual({ kind: 'walk-in', at });
    expect(arrivalOf(undefined, over)).toEqual({ kind: 'no-show' });
    // Before the end nobody is a no-show; a guest not expected (withdrawn, erased) gets no word.
    expect(arrivalOf(undefined, { expected: true, phase: 'closed' })).toBeNull();
    expect(
      arrivalOf({ arrivedAt: at, walkIn: false }, { expected: false, phase: 'past' }),
    ).toBeNull();
  });
});
