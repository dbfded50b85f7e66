import { describe, expect, it } from 'vitest';
import { londonDay } from '#schemas/shared/london-time.ts';
import { addMonths, nextDay, retentionEndsAt } from './retention-dates.ts';

describe('retention dates', () => {
  it('reads the London day of an instant, across midnight in summer and winter', () => {
    // British Summer Time: 23:30 UTC is already the next day in London.
    expect(londonDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(londonDay(new Date('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    // Winter: London is UTC.
    expect(londonDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
  });

  it('adds whole calendar months, keeping the day or taking the shorter month’s last', () => {
    expect(addMonths('2025-03-14', 12)).toBe('2026-03-14');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 24)).toBe('2027-12-15');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
  });

  it('moves to the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('ends a period at the London midnight after its last day', () => {
    // Winter: London midnight is midnight UTC.
    expect(retentionEndsAt('2025-01-10', 12).toISOString()).toBe('2026-01-11T00:00:00.000Z');
    // Summer: London midnight is 23:00 UTC the day before.
    expect(retentionEndsAt('2025-07-23', 12).toISOString()).toBe('2026-07-23T23:00:00.000Z');
    // The day the clocks go forward (29 March 2026): midnight is still GMT.
    expect(retentionEndsAt('2025-03-28', 12).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // One day after the clocks went forward, midnight is BST.
    expect(retentionEndsAt('2025-03-29', 12).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});
