import { describe, expect, it } from 'vitest';
import {
  londonClock,
  londonDateTime,
  londonDay,
  londonInstant,
  londonSkips,
  springForwardDays,
} from '#schemas/shared/london-time.ts';

const iso = (instant: Date) => instant.toISOString();

describe('London time', () => {
  it('reads a wall time in summer and in winter, and an instant back', () => {
    expect(iso(londonInstant('2027-07-15', '18:00'))).toBe('2027-07-15T17:00:00.000Z');
    expect(iso(londonInstant('2027-01-21'))).toBe('2027-01-21T00:00:00.000Z');
    expect(londonClock(new Date('2027-07-15T17:00:09.500Z'))).toEqual({
      day: '2027-07-15',
      time: '18:00:09',
      offset: '+01:00',
    });
    expect(londonClock(new Date('2027-01-21T23:59:59Z'))).toEqual({
      day: '2027-01-21',
      time: '23:59:59',
      offset: '+00:00',
    });
    expect(londonDay(new Date('2027-07-15T23:30:00Z'))).toBe('2027-07-16');
  });

  // 28 March 2027: at 01:00 UTC London's clocks go from 01:00 to 02:00.
  it('reads a wall time the March change skips with the offset before it, as RFC 5545 does', () => {
    expect(iso(londonInstant('2027-03-28', '00:59'))).toBe('2027-03-28T00:59:00.000Z');
    expect(iso(londonInstant('2027-03-28', '01:00'))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(londonInstant('2027-03-28', '01:30'))).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(londonInstant('2027-03-28', '02:00'))).toBe('2027-03-28T01:00:00.000Z');
    expect(iso(londonInstant('2027-03-28', '02:30'))).toBe('2027-03-28T01:30:00.000Z');
    // London's clocks call that instant 02:30; the offset written makes the same instant.
    expect(londonClock(londonInstant('2027-03-28', '01:30'))).toMatchObject({
      time: '02:30:00',
      offset: '+01:00',
    });
    expect(londonDateTime('2027-03-28', '01:30')).toBe('2027-03-28T01:30:00+00:00');
    expect(londonDateTime('2027-03-28', '02:30')).toBe('2027-03-28T02:30:00+01:00');
  });

  // 31 October 2027: at 01:00 UTC London's clocks go from 02:00 back to 01:00.
  it('reads the hour the October change repeats as its first, in summer time, as RFC 5545 does', () => {
    expect(iso(londonInstant('2027-10-31', '00:59'))).toBe('2027-10-30T23:59:00.000Z');
    expect(iso(londonInstant('2027-10-31', '01:00'))).toBe('2027-10-31T00:00:00.000Z');
    expect(iso(londonInstant('2027-10-31', '01:30'))).toBe('2027-10-31T00:30:00.000Z');
    expect(iso(londonInstant('2027-10-31', '01:59'))).toBe('2027-10-31T00:59:00.000Z');
    expect(iso(londonInstant('2027-10-31', '02:00'))).toBe('2027-10-31T02:00:00.000Z');
    expect(londonDateTime('2027-10-31', '01:30')).toBe('2027-10-31T01:30:00+01:00');
    // Both 01:30s read back as 01:30, each with its own offset.
    expect(londonClock(new Date('2027-10-31T00:30:00Z'))).toMatchObject({
      time: '01:30:00',
      offset: '+01:00',
    });
    expect(londonClock(new Date('2027-10-31T01:30:00Z'))).toMatchObject({
      time: '01:30:00',
      offset: '+00:00',
    });
  });

  it('names the wall times the March change skips, and only those', () => {
    for (const time of ['01:00', '01:30', '01:59'])
      expect(londonSkips('2027-03-28', time)).toBe(true);
    for (const [day, time] of [
      ['2027-03-28', '00:59'],
      ['2027-03-28', '02:00'],
      ['2027-03-27', '01:30'],
      ['2027-10-31', '01:30'],
      ['2027-07-15', '18:00'],
    ] as const) {
      expect(londonSkips(day, time), `${day} ${time}`).toBe(false);
    }
    expect(springForwardDays(2026, 2028)).toEqual(['2026-03-29', '2027-03-28', '2028-03-26']);
  });
});
