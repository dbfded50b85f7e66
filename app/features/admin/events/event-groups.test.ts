import { describe, expect, it } from 'vitest';
import type { AdminEventSummary } from '#schemas/events/admin-events.ts';
import {
  closingWords,
  eventGroups,
  overButNotPast,
  publishedSaveWords,
  savedWords,
} from './event-groups.ts';
import { londonDay } from '#schemas/shared/london-time.ts';
import { cancelMailLine } from './event-actions.tsx';

const now = new Date('2026-11-26T12:00:00Z');

function summary(id: number, changes: Partial<AdminEventSummary>): AdminEventSummary {
  return {
    id,
    slug: `event-${id}`,
    title: `Event ${id}`,
    status: 'published',
    phase: 'open',
    date: '',
    time: null,
    firstDay: '2027-01-21',
    lastDay: '2027-01-21',
    applicationsCloseAt: null,
    applicationsClosedAt: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    applications: { pending: 0, waitlisted: 0, approved: 0 },
    attendance: null,
    ...changes,
  };
}

describe('the events list', () => {
  it('puts each event in upcoming, past or drafts; a cancelled one by its date', () => {
    const groups = eventGroups(
      [
        summary(1, { firstDay: '2027-02-18', lastDay: '2027-02-18' }),
        summary(2, {
          firstDay: '2027-01-21',
          lastDay: '2027-01-21',
          phase: 'cancelled',
          status: 'cancelled',
        }),
        summary(3, { firstDay: '2025-07-23', lastDay: '2025-07-23' }),
        summary(4, { firstDay: '2026-10-01', lastDay: '2026-10-01', phase: 'past' }),
        summary(5, { firstDay: '2025-11-20', lastDay: null }),
        summary(6, {
          status: 'draft',
          phase: 'draft',
          firstDay: '2025-01-01',
          lastDay: '2025-01-01',
        }),
        summary(7, {
          firstDay: '2025-07-23',
          lastDay: '2025-07-23',
          phase: 'cancelled',
          status: 'cancelled',
        }),
      ],
      now,
    );
    // A series (no last day) stays upcoming; the earliest first.
    expect(groups.upcoming.map((event) => event.id)).toEqual([5, 2, 1]);
    // The latest first.
    expect(groups.past.map((event) => event.id)).toEqual([4, 3, 7]);
    expect(groups.drafts.map((event) => event.id)).toEqual([6]);
  });

  it("reckons today on London's clock", () => {
    expect(londonDay(new Date('2027-07-21T23:30:00Z'))).toBe('2027-07-22');
    expect(londonDay(new Date('2027-01-21T23:30:00Z'))).toBe('2027-01-21');
  });

  it('words the closing time', () => {
    const closes = { applicationsCloseAt: '2027-01-21T18:00:00.000Z', applicationsClosedAt: null };
    expect(closingWords(closes, now)).toBe('Closes 21 Jan 2027, 18:00');
    expect(closingWords(closes, new Date('2027-02-01T00:00:00Z'))).toBe(
      'Closed 21 Jan 2027, 18:00',
    );
    expect(closingWords({ ...closes, applicationsClosedAt: '2027-01-20T09:12:00.000Z' }, now)).toBe(
      'Closed by hand 20 Jan 2027, 09:12',
    );
    expect(closingWords({ applicationsCloseAt: null, applicationsClosedAt: null }, now)).toBe(
      'Open until closed by hand',
    );
  });

  it('says how many a cancellation mails: pending, waitlisted and approved', () => {
    expect(cancelMailLine({ pending: 1, waitlisted: 0, approved: 2 })).toBe(
      '3 people will be mailed: 1 pending, 0 waitlisted, 2 approved.',
    );
    expect(cancelMailLine({ pending: 0, waitlisted: 0, approved: 0 })).toBe(
      'No one has applied yet: no one will be mailed.',
    );
  });
});

describe('the warning of events over but not past', () => {
  it('names the published events whose last day is behind us that are still open or closed', () => {
    const over = overButNotPast(
      [
        summary(1, { firstDay: '2025-07-23', lastDay: '2025-07-23' }),
        summary(2, { firstDay: '2025-08-29', lastDay: '2025-08-29', phase: 'closed' }),
        summary(3, { firstDay: '2025-09-10', lastDay: '2025-09-10', phase: 'past' }),
        summary(4, {
          firstDay: '2025-10-01',
          lastDay: '2025-10-01',
          phase: 'cancelled',
          status: 'cancelled',
        }),
        summary(5, {
          status: 'draft',
          phase: 'draft',
          firstDay: '2025-01-01',
          lastDay: '2025-01-01',
        }),
        // A series never ends by itself; one on today is not over.
        summary(6, { firstDay: '2025-07-17', lastDay: null }),
        summary(7, { firstDay: '2026-11-26', lastDay: '2026-11-26' }),
      ],
      now,
    );
    expect(over.map((event) => event.id)).toEqual([1, 2]);
  });

  it('say before a published save whether the approved guests will be mailed, and after it how many were', () => {
    expect(publishedSaveWords(false, 12)).toBe('Visitors see your changes at once.');
    expect(publishedSaveWords(true, 0)).toBe('Visitors see your changes at once.');
    expect(publishedSaveWords(true, 1)).toBe(
      'Visitors see your changes at once. The date, time or place changes: the 1 approved guest will be mailed the new details and an updated calendar file.',
    );
    expect(savedWords(0)).toBeUndefined();
    expect(savedWords(3)).toBe('Mailed 3 approved guests the new details.');
  });
});
