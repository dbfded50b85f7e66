import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from './door-state.ts';
import {
  alreadyOutcome,
  arrivalTime,
  countsLine,
  scanRefusedOutcome,
  sendingLine,
  waitingWords,
} from './door-wording.ts';

const checkIn: QueuedWrite = { kind: 'check-in', key: 'a', guest: 1, at: '2025-10-09T17:42:00Z' };
const undo: QueuedWrite = { kind: 'undo', key: 'b', guest: 2, at: '2025-10-09T17:43:00Z' };

describe('what the door says', () => {
  it('counts the arrivals and tells the time in London', () => {
    expect(countsLine({ arrived: 12, expected: 50 })).toBe('Arrived 12 of 50');
    // 17:42 UTC is 18:42 in London's summer time; 18:05 UTC in January is 18:05.
    expect(arrivalTime('2025-10-09T17:42:00Z')).toBe('18:42');
    expect(arrivalTime('2026-01-15T18:05:00Z')).toBe('18:05');
  });

  it('says what waits to be sent, with or without a connection', () => {
    const sending = { online: true, sending: false, problem: null };
    expect(waitingWords([checkIn])).toBe('1 check-in');
    expect(waitingWords([checkIn, checkIn, undo])).toBe('2 check-ins and 1 undo');
    expect(sendingLine({ ...sending, online: false, queue: [checkIn, checkIn, checkIn] })).toBe(
      'Offline: 3 check-ins waiting',
    );
    expect(sendingLine({ ...sending, online: false, queue: [] })).toBe(
      'Offline: all check-ins sent',
    );
    expect(sendingLine({ ...sending, queue: [] })).toBe('All check-ins sent');
    expect(sendingLine({ ...sending, sending: true, queue: [checkIn] })).toBe(
      'Sending 1 check-in...',
    );
    expect(sendingLine({ ...sending, queue: [checkIn] })).toBe(
      '1 check-in waiting: sending again shortly',
    );
    expect(sendingLine({ ...sending, problem: 'Signed out.', queue: [checkIn] })).toBe(
      'Signed out. 1 check-in waiting.',
    );
  });

  it('announces what a scan came to', () => {
    expect(alreadyOutcome('Ada Lovelace', '2025-10-09T17:40:00Z').text).toBe(
      'Already checked in at 18:40: Ada Lovelace',
    );
    expect(scanRefusedOutcome('unknown').text).toBe('Not a guest of this event');
  });
});
