import { describe, expect, it } from 'vitest';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import type { DoorGuest, DoorList } from '#schemas/check-in/check-ins.ts';
import {
  doorCounts,
  guestOfScan,
  keepUnchanged,
  nextBatch,
  searchableGuests,
  searchGuests,
  shownGuests,
  withBatchAnswer,
  withList,
  withUndo,
  withUndoAnswer,
  withWalkInAnswer,
  type DoorState,
  type QueuedWrite,
} from './door-state.ts';

function guest(row: number, name: string, company: string, code: string): DoorGuest {
  return { guest: row, name, company, code, arrivedAt: null, walkIn: false };
}

const list: DoorList = {
  event: { id: 7, title: 'Salon', date: 'Thursday 9 October 2025' },
  counts: { expected: 3, arrived: 1 },
  guests: [
    guest(1, 'Ada Lovelace', 'Analytical Engines', 'ABCD-EFGH'),
    {
      ...guest(2, 'Grace Hopper', 'Navy Computing', 'JKMN-PQRS'),
      arrivedAt: '2025-10-09T17:40:00Z',
    },
    guest(3, 'Zoë Åberg', 'Nordic Data', '0123-4567'),
  ],
};

const door: DoorState = { list, arrivedHere: [], queue: [] };

const checkIn = (key: string, row: number, at = '2025-10-09T17:42:00Z'): QueuedWrite => ({
  kind: 'check-in',
  key,
  guest: row,
  at,
});

describe('the guests the door shows', () => {
  it('lays the queued writes over the list: a check-in and a walk-in show at once', () => {
    const shown = shownGuests({
      ...door,
      queue: [
        checkIn('k1', 1),
        { kind: 'walk-in', key: 'k2', name: 'Bea Walker', company: '', at: '2025-10-09T17:43:00Z' },
      ],
    });
    expect(shown.map((shown) => [shown.name, shown.arrivedAt, shown.waiting, shown.here])).toEqual([
      ['Ada Lovelace', '2025-10-09T17:42:00Z', true, true],
      ['Bea Walker', '2025-10-09T17:43:00Z', true, true],
      ['Grace Hopper', '2025-10-09T17:40:00Z', false, false],
      ['Zoë Åberg', null, false, false],
    ]);
    expect(doorCounts(shown)).toEqual({ expected: 4, arrived: 3 });
  });

  it('keeps the first arrival of a guest checked in twice, and shows an undo', () => {
    const shown = shownGuests({
      list,
      arrivedHere: [2],
      queue: [
        checkIn('k1', 2, '2025-10-09T17:50:00Z'),
        checkIn('k2', 1),
        { kind: 'undo', key: 'k3', guest: 1, at: '2025-10-09T17:44:00Z' },
      ],
    });
    expect(shown.find((one) => one.guest === 2)?.arrivedAt).toBe('2025-10-09T17:40:00Z');
    expect(shown.find((one) => one.guest === 1)).toMatchObject({ arrivedAt: null, here: false });
    expect(doorCounts(shown)).toEqual({ expected: 3, arrived: 1 });
  });

  it('offers an undo only for the arrivals this phone recorded', () => {
    expect(shownGuests({ ...door, arrivedHere: [2] })[1]!.here).toBe(true);
    expect(shownGuests(door)[1]!.here).toBe(false);
  });
});

describe('searching as she types', () => {
  const guests = searchableGuests(shownGuests(door));
  const names = (query: string) => searchGuests(guests, query).map((found) => found.name);

  it('finds by name, company or code, in any case, without accents, word by word', () => {
    expect(names('')).toHaveLength(3);
    expect(names('ada')).toEqual(['Ada Lovelace']);
    expect(names('NAVY')).toEqual(['Grace Hopper']);
    expect(names('zoe aberg')).toEqual(['Zoë Åberg']);
    expect(names('love engines')).toEqual(['Ada Lovelace']);
    expect(names('jkmn')).toEqual(['Grace Hopper']);
    expect(names('ABCDEFGH')).toEqual(['Ada Lovelace']);
    expect(names('nobody')).toEqual([]);
  });

  it('reads a whole code as a person types it, look-alike letters included', () => {
    expect(names('o123 4567')).toEqual(['Zoë Åberg']);
    expect(names('abcd-efgh')).toEqual(['Ada Lovelace']);
  });
});

describe('a scan', () => {
  const guests = shownGuests(door);

  it('names the guest whose code the QR image holds', () => {
    expect(guestOfScan(guests, 7, checkInPayload(7, 'JKMN-PQRS'))).toMatchObject({ guest: 2 });
    expect(guestOfScan(guests, 7, 'abcd efgh')).toMatchObject({ guest: 1 });
  });

  it('says why a scan names nobody here', () => {
    expect(guestOfScan(guests, 7, checkInPayload(8, 'JKMN-PQRS'))).toBe('other-event');
    expect(guestOfScan(guests, 7, checkInPayload(7, 'ZZZZ-ZZZZ'))).toBe('unknown');
    expect(guestOfScan(guests, 7, 'https://example.com')).toBe('unreadable');
  });
});

describe("the queue and the server's answers", () => {
  it('sends the first run of check-ins as one batch', () => {
    const queue: QueuedWrite[] = [
      checkIn('a', 1),
      checkIn('b', 3),
      { kind: 'undo', key: 'c', guest: 1, at: '2025-10-09T17:45:00Z' },
      checkIn('d', 1),
    ];
    expect(nextBatch(queue, 1000).map((write) => write.key)).toEqual(['a', 'b']);
    expect(nextBatch(queue, 1).map((write) => write.key)).toEqual(['a']);
    expect(nextBatch(queue.slice(2), 1000)).toEqual([]);
  });

  it('merges a batch: recorded here, recorded first by the other phone, refused', () => {
    const queued: DoorState = {
      ...door,
      queue: [checkIn('a', 1), checkIn('b', 3), checkIn('c', 2), checkIn('later', 3)],
    };
    const { door: after, refused } = withBatchAnswer(queued, {
      outcomes: [
        { key: 'a', outcome: 'checked-in', guest: 1, arrivedAt: '2025-10-09T17:42:00.000Z' },
        { key: 'b', outcome: 'already', guest: 3, arrivedAt: '2025-10-09T17:30:00.000Z' },
        { key: 'c', outcome: 'refused', reason: 'withdrawn', message: 'She withdrew.' },
      ],
      counts: { expected: 3, arrived: 3 },
    });
    expect(after.queue.map((write) => write.key)).toEqual(['later']);
    expect(after.arrivedHere).toEqual([1]);
    expect(refused).toEqual([{ write: checkIn('c', 2), message: 'She withdrew.' }]);
    const shown = shownGuests(after);
    expect(shown.map((one) => [one.guest, one.arrivedAt, one.here])).toEqual([
      [1, '2025-10-09T17:42:00.000Z', true],
      [2, '2025-10-09T17:40:00Z', false],
      // The other phone's time, not this one's: she is no longer this phone's to undo.
      [3, '2025-10-09T17:30:00.000Z', false],
    ]);
  });

  it('takes back a check-in or walk-in still queued, and queues the undo of a sent one', () => {
    const queued: DoorState = {
      ...door,
      arrivedHere: [2],
      queue: [
        checkIn('a', 1),
        { kind: 'walk-in', key: 'w', name: 'Bea Walker', company: '', at: '2025-10-09T17:43:00Z' },
      ],
    };
    const shown = shownGuests(queued);
    const ada = shown.find((one) => one.guest === 1)!;
    const bea = shown.find((one) => one.name === 'Bea Walker')!;
    const grace = shown.find((one) => one.guest === 2)!;
    expect(withUndo(queued, ada, 'u1', 'now').queue.map((write) => write.key)).toEqual(['w']);
    expect(withUndo(queued, bea, 'u1', 'now').queue.map((write) => write.key)).toEqual(['a']);
    const undone = withUndo(queued, grace, 'u1', '2025-10-09T17:50:00Z');
    expect(undone.queue.at(-1)).toEqual({
      kind: 'undo',
      key: 'u1',
      guest: 2,
      at: '2025-10-09T17:50:00Z',
    });
    expect(undone.arrivedHere).toEqual([]);
  });

  it('merges an undo (a walk-in leaves the list) and a walk-in (she joins it)', () => {
    const walkIn: DoorGuest = { ...guest(9, 'Bea Walker', '', 'WXYZ-0123'), walkIn: true };
    const added = withWalkInAnswer(
      {
        ...door,
        queue: [{ kind: 'walk-in', key: 'w', name: 'Bea Walker', company: '', at: 'x' }],
      },
      'w',
      {
        outcome: 'added',
        guest: { ...walkIn, arrivedAt: '2025-10-09T17:43:00Z' },
        counts: { expected: 4, arrived: 2 },
      },
    );
    expect(added.queue).toEqual([]);
    expect(added.arrivedHere).toEqual([9]);
    expect(shownGuests(added).map((one) => one.name)).toContain('Bea Walker');
    const undone = withUndoAnswer(
      { ...added, queue: [{ kind: 'undo', key: 'u', guest: 9, at: 'x' }] },
      'u',
      { guest: 9, outcome: 'undone', counts: { expected: 3, arrived: 1 } },
    );
    expect(undone.list.guests.map((one) => one.guest)).toEqual([1, 2, 3]);
    expect(undone.arrivedHere).toEqual([]);
  });

  it('keeps only the arrivals a fresh list still holds as this phone’s', () => {
    const after = withList({ ...door, arrivedHere: [1, 2] }, list);
    expect(after.arrivedHere).toEqual([2]);
  });
});

describe('a list of hundreds', () => {
  it('keeps each guest that did not change as the same object, so her row is not drawn again', () => {
    const before = shownGuests(door);
    const after = keepUnchanged(before, shownGuests({ ...door, queue: [checkIn('a', 1)] }));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.arrivedAt).toBe('2025-10-09T17:42:00Z');
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });
});
