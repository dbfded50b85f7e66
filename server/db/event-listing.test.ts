import { describe, expect, it } from 'vitest';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { formatDay, nextSessionDay } from '#schemas/events/event-schedule.ts';
import { eventCards } from '#schemas/pages/event-view.ts';
import { seededEventDocuments } from './event-seed.ts';

/** The seeded events as stored records, published, with `change` applied to some. */
function records(change: (document: EventDocument) => Partial<EventRecord> = () => ({})) {
  return seededEventDocuments().map((document, index): EventRecord => ({
    id: index + 1,
    status: 'published',
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
    publishedAt: '2026-11-26T00:00:00.000Z',
    applicationsClosedAt: null,
    cancelledAt: null,
    cancellationMessage: null,
    calendarSequence: 0,
    document,
    ...change(document),
  }));
}

/** A copy of the document dated `date` (a single day, its times kept), closing at its start. */
function dated(document: EventDocument, date: string): Partial<EventRecord> {
  const { schedule } = document;
  const times =
    schedule.kind === 'month' ? {} : { startTime: schedule.startTime, endTime: schedule.endTime };
  return {
    document: {
      ...document,
      schedule: { kind: 'single', date, ...times },
      applicationsCloseAt: `${date}T09:00:00.000Z`,
    },
  };
}

const now = new Date('2026-11-28T12:00:00Z');

describe('the events listing', () => {
  it('orders the upcoming cards by date, soonest first, a series by its next session', () => {
    const days: Record<string, string> = {
      'waves-ai': '2027-03-05',
      'ai-power-circle': '2027-01-20',
      'autumn-retreat': '2026-12-10',
    };
    const { upcoming } = eventCards(
      records((document) => (days[document.slug] ? dated(document, days[document.slug]!) : {})),
      now,
    );
    const order = upcoming.map((card) => card.id);
    const labs = upcoming.find((card) => card.id === 'leadership-labs')!;
    // The labs meet on the third Thursday: 17 December 2026 is the next after 28 November.
    expect(labs.date).toBe('Third Thursday, monthly · next Thursday 17 December 2026');
    expect(order.indexOf('autumn-retreat')).toBeLessThan(order.indexOf('leadership-labs'));
    expect(order.indexOf('leadership-labs')).toBeLessThan(order.indexOf('ai-power-circle'));
    expect(order.indexOf('ai-power-circle')).toBeLessThan(order.indexOf('waves-ai'));
    // Only a series names a next session.
    expect(
      upcoming.filter((card) => card.date.includes(' · next ')).map((card) => card.id),
    ).toEqual(['leadership-labs']);
  });

  it('lists past events apart, the latest first, none of them to apply from', () => {
    const days: Record<string, string> = {
      'waves-ai': '2026-10-02',
      'ai-power-circle': '2026-06-17',
      'autumn-retreat': '2026-11-20',
    };
    const { upcoming, past } = eventCards(
      records((document) => (days[document.slug] ? dated(document, days[document.slug]!) : {})),
      now,
    );
    // The seeded 2025 events left at their dates are past too, after the 2026 ones.
    expect(past.map((card) => card.id)).toEqual([
      'autumn-retreat',
      'waves-ai',
      'ai-power-circle',
      'women-leading-ai',
      'ai-power-circle-virtual',
    ]);
    expect(past.every((card) => card.standing === 'past')).toBe(true);
    // The July meetup is the featured event while it is to come; past, it is highlighted no more.
    expect(past.some((card) => card.featured)).toBe(false);
    expect(past.map((card) => card.date).join()).not.toContain(' · next ');
    expect(upcoming.map((card) => card.id)).not.toContain('waves-ai');
  });

  it('leaves a cancelled event off the listing, whatever its date', () => {
    const cancelled = new Set(['ai-power-circle', 'waves-ai']);
    const { upcoming, past } = eventCards(
      records((document) =>
        cancelled.has(document.slug)
          ? {
              ...(document.slug === 'waves-ai' ? dated(document, '2026-10-02') : {}),
              status: 'cancelled',
              cancelledAt: '2026-09-01T10:00:00.000Z',
            }
          : {},
      ),
      now,
    );
    const listed = [...upcoming, ...past].map((card) => card.id);
    expect(listed).not.toContain('ai-power-circle');
    expect(listed).not.toContain('waves-ai');
    expect(listed).toContain('leadership-labs');
  });

  it('marks a closed event’s card: applications closed', () => {
    const { upcoming } = eventCards(
      records((document) =>
        document.slug === 'ai-power-circle'
          ? { ...dated(document, '2027-01-20'), applicationsClosedAt: '2026-11-27T10:00:00.000Z' }
          : {},
      ),
      now,
    );
    expect(upcoming.find((card) => card.id === 'ai-power-circle')?.standing).toBe('closed');
  });
});

describe('a series’ next session', () => {
  const labs = {
    kind: 'recurring',
    firstDate: '2025-07-17',
    rule: 'FREQ=MONTHLY;BYDAY=3TH',
  } as const;

  it('is the next day the rule repeats on, today included, never before the first date', () => {
    expect(nextSessionDay(labs, '2026-11-28')).toBe('2026-12-17');
    expect(nextSessionDay(labs, '2026-12-17')).toBe('2026-12-17');
    expect(nextSessionDay(labs, '2025-01-01')).toBe('2025-07-17');
    expect(
      nextSessionDay(
        { kind: 'recurring', firstDate: '2026-01-27', rule: 'FREQ=MONTHLY;BYDAY=-1TU' },
        '2026-12-01',
      ),
    ).toBe('2026-12-29');
    expect(formatDay('2026-12-17')).toBe('Thursday 17 December 2026');
    expect(formatDay('2025-09-10')).toBe('Wednesday 10 September 2025');
  });
});
