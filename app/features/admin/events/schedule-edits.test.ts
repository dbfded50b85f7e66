import { describe, expect, it } from 'vitest';
import {
  instantOfWallTime,
  londonWallTime,
  ruleFor,
  ruleOf,
  ruleParts,
  scheduleOfKind,
} from './schedule-edits.ts';

describe('the When group', () => {
  it('turns a schedule into another kind, keeping its first day and times', () => {
    const day = {
      kind: 'single',
      date: '2027-01-21',
      startTime: '18:00',
      endTime: '20:00',
    } as const;
    expect(scheduleOfKind(day, 'range')).toEqual({
      kind: 'range',
      startDate: '2027-01-21',
      endDate: '2027-01-21',
      startTime: '18:00',
      endTime: '20:00',
    });
    // 21 January 2027 is the third Thursday.
    expect(scheduleOfKind(day, 'recurring')).toMatchObject({ rule: 'FREQ=MONTHLY;BYDAY=3TH' });
    expect(scheduleOfKind(day, 'month')).toEqual({ kind: 'month', month: '2027-01' });
    expect(scheduleOfKind({ kind: 'month', month: '2027-03' }, 'single')).toEqual({
      kind: 'single',
      date: '2027-03-01',
    });
  });

  it('reads and writes a repeat', () => {
    expect(ruleParts('FREQ=WEEKLY;BYDAY=TU')).toEqual({ every: 'week', ordinal: '1', day: 'TU' });
    expect(ruleOf({ every: 'month', ordinal: '-1', day: 'FR' })).toBe('FREQ=MONTHLY;BYDAY=-1FR');
    expect(ruleOf(ruleParts('FREQ=MONTHLY;BYDAY=2WE'))).toBe('FREQ=MONTHLY;BYDAY=2WE');
    // The 29th is a fifth weekday: the last one.
    expect(ruleFor('2027-01-29')).toEqual({ every: 'month', ordinal: '-1', day: 'FR' });
  });

  it("shows the closing time on London's clock and stores it in UTC", () => {
    expect(londonWallTime('2027-07-21T17:00:00.000Z')).toBe('2027-07-21T18:00');
    expect(londonWallTime('2027-01-21T18:00:00.000Z')).toBe('2027-01-21T18:00');
    expect(instantOfWallTime('2027-07-21T18:00')).toBe('2027-07-21T17:00:00.000Z');
    expect(instantOfWallTime('')).toBeNull();
    expect(londonWallTime(null)).toBe('');
  });
});
