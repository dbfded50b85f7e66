import { describe, expect, it } from 'vitest';
import {
  boardroomPage,
  julyMeetupPage,
  leadershipLabsPage,
  retreatPage,
  summerBoatPage,
  type EventPage,
} from '#content/event-pages.ts';
import {
  describeRecurrence,
  eventCalendarOf,
  eventDays,
  fallsOnRecurrence,
  formatEventDate,
  formatEventTime,
  type EventSchedule,
} from './event-schedule.ts';

const factValue = (page: EventPage, kind: 'date' | 'time') =>
  page.facts.find((fact) => fact.kind === kind)?.value;

describe('event schedules', () => {
  it('words one day and its times as the July meetup and the boat pages do', () => {
    const july: EventSchedule = {
      kind: 'single',
      date: '2025-07-23',
      startTime: '18:00',
      endTime: '20:00',
    };
    expect(formatEventDate(july)).toBe(factValue(julyMeetupPage, 'date'));
    expect(formatEventTime(july)).toBe(factValue(julyMeetupPage, 'time'));
    expect(eventCalendarOf(july)).toEqual(julyMeetupPage.calendar);
    const boat: EventSchedule = {
      kind: 'single',
      date: '2025-08-29',
      startTime: '18:00',
      endTime: '21:00',
    };
    expect(formatEventDate(boat)).toBe('Friday 29 August 2025');
    expect(formatEventTime(boat)).toBe(factValue(summerBoatPage, 'time'));
    expect(eventDays(boat)).toEqual({ firstDay: '2025-08-29', lastDay: '2025-08-29' });
  });

  it('words a series as the Leadership Labs page does, and gives its calendar rule', () => {
    const labs: EventSchedule = {
      kind: 'recurring',
      firstDate: '2025-07-17',
      rule: 'FREQ=MONTHLY;BYDAY=3TH',
      startTime: '18:30',
      endTime: '20:30',
    };
    expect(formatEventDate(labs)).toBe(factValue(leadershipLabsPage, 'date'));
    expect(formatEventTime(labs)).toBe(factValue(leadershipLabsPage, 'time'));
    expect(eventCalendarOf(labs)).toEqual(leadershipLabsPage.calendar);
    expect(eventDays(labs)).toEqual({ firstDay: '2025-07-17', lastDay: null });
    expect(describeRecurrence('FREQ=MONTHLY;BYDAY=-1FR')).toBe('Last Friday each month');
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=TU')).toBe('Every Tuesday');
    expect(fallsOnRecurrence('2025-07-17', 'FREQ=MONTHLY;BYDAY=3TH')).toBe(true);
    expect(fallsOnRecurrence('2025-07-10', 'FREQ=MONTHLY;BYDAY=3TH')).toBe(false);
    expect(fallsOnRecurrence('2025-07-25', 'FREQ=MONTHLY;BYDAY=-1FR')).toBe(true);
  });

  it('words a month with no day yet as the retreat and boardroom pages do, with no calendar', () => {
    const retreat: EventSchedule = { kind: 'month', month: '2025-12' };
    expect(formatEventDate(retreat)).toBe(factValue(retreatPage, 'date'));
    expect(formatEventDate({ kind: 'month', month: '2025-11' })).toBe(
      factValue(boardroomPage, 'date'),
    );
    expect(formatEventTime(retreat)).toBeUndefined();
    expect(eventCalendarOf(retreat)).toBeUndefined();
    expect(eventDays(retreat)).toEqual({ firstDay: '2025-12-01', lastDay: '2025-12-31' });
    expect(eventDays({ kind: 'month', month: '2028-02' }).lastDay).toBe('2028-02-29');
  });

  it('words a run of days within a month, across months and across years', () => {
    const range = (startDate: string, endDate: string) => ({
      kind: 'range' as const,
      startDate,
      endDate,
    });
    expect(formatEventDate(range('2026-12-12', '2026-12-14'))).toBe('12-14 December 2026');
    expect(formatEventDate(range('2026-11-30', '2026-12-02'))).toBe(
      '30 November - 2 December 2026',
    );
    expect(formatEventDate(range('2026-12-31', '2027-01-02'))).toBe(
      '31 December 2026 - 2 January 2027',
    );
    expect(
      eventCalendarOf({
        ...range('2026-12-12', '2026-12-14'),
        startTime: '16:00',
        endTime: '13:00',
      }),
    ).toEqual({ start: '2026-12-12T16:00', end: '2026-12-14T13:00' });
  });

  it('words times across noon and a start alone', () => {
    const day = { kind: 'single', date: '2026-03-05' } as const;
    expect(formatEventTime({ ...day, startTime: '11:00', endTime: '14:30' })).toBe(
      '11:00 AM-2:30 PM',
    );
    expect(formatEventTime({ ...day, startTime: '12:00' })).toBe('12:00 PM');
    expect(formatEventTime({ ...day, startTime: '00:30', endTime: '01:00' })).toBe('12:30-1:00 AM');
    expect(formatEventTime(day)).toBeUndefined();
    expect(eventCalendarOf({ ...day, startTime: '18:00' })).toBeUndefined();
  });
});
