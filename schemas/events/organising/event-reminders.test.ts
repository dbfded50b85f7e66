import { describe, expect, it } from 'vitest';
import {
  defaultReminderOffsets,
  dueReminder,
  isReminderChoice,
  nextReminder,
  orderedOffsets,
  reminderLabel,
  remindsGuest,
  sessionStartAfter,
} from './event-reminders.ts';

const at = (iso: string) => new Date(iso);

describe("an event's reminders", () => {
  it('are for a dated event’s start in London time, a series’ next session, and no undated one', () => {
    const single = {
      kind: 'single',
      date: '2027-05-20',
      startTime: '18:00',
      endTime: '20:00',
    } as const;
    // 18:00 in London in May is 17:00 UTC.
    expect(sessionStartAfter(single, at('2027-05-01T00:00:00Z'))).toEqual(
      at('2027-05-20T17:00:00Z'),
    );
    const winter = { ...single, date: '2027-12-09' };
    expect(sessionStartAfter(winter, at('2027-05-01T00:00:00Z'))).toEqual(
      at('2027-12-09T18:00:00Z'),
    );
    const series = {
      kind: 'recurring',
      firstDate: '2027-01-21',
      rule: 'FREQ=MONTHLY;BYDAY=3TH',
      startTime: '18:00',
      endTime: '20:00',
    } as const;
    // The third Thursday of May 2027 is the 20th: its session, until it begins; then June's.
    expect(sessionStartAfter(series, at('2027-05-20T16:59:00Z'))).toEqual(
      at('2027-05-20T17:00:00Z'),
    );
    expect(sessionStartAfter(series, at('2027-05-20T17:00:00Z'))).toEqual(
      at('2027-06-17T17:00:00Z'),
    );
    expect(
      sessionStartAfter({ kind: 'month', month: '2027-10' }, at('2027-05-01T00:00:00Z')),
    ).toBeUndefined();
    expect(
      sessionStartAfter({ kind: 'single', date: '2027-05-20' }, at('2027-05-01T00:00:00Z')),
    ).toBeUndefined();
  });

  it('go a day and two hours before, the nearer one only once both are past, none after the start', () => {
    const start = at('2027-05-20T17:00:00Z');
    const due = (now: string) => dueReminder(start, defaultReminderOffsets, at(now))?.offset;
    expect(due('2027-05-19T16:59:59Z')).toBeUndefined();
    expect(due('2027-05-19T17:00:00Z')).toBe(24 * 60);
    expect(due('2027-05-20T14:59:00Z')).toBe(24 * 60);
    // Down through the day before, up two hours before: only the two-hour reminder is due.
    expect(due('2027-05-20T15:00:00Z')).toBe(2 * 60);
    expect(due('2027-05-20T16:59:59Z')).toBe(2 * 60);
    expect(due('2027-05-20T17:00:00Z')).toBeUndefined();
    expect(dueReminder(start, [], at('2027-05-20T16:00:00Z'))).toBeUndefined();
    expect(dueReminder(start, [2 * 60], at('2027-05-20T15:30:00Z'))).toEqual({
      sessionStart: start,
      offset: 120,
      moment: at('2027-05-20T15:00:00Z'),
    });
  });

  it('reach a guest only if she held her place by the reminder’s moment', () => {
    const moment = at('2027-05-19T17:00:00Z');
    expect(remindsGuest(at('2027-05-01T10:00:00Z'), moment)).toBe(true);
    expect(remindsGuest(moment, moment)).toBe(true);
    expect(remindsGuest(at('2027-05-20T09:00:00Z'), moment)).toBe(false);
  });

  it('say which goes next: the session’s earliest still ahead, else a series’ next session', () => {
    const single = { kind: 'single', date: '2027-05-20', startTime: '18:00' } as const;
    const next = (
      schedule: Parameters<typeof nextReminder>[0],
      now: string,
      offsets = [1440, 120],
    ) => nextReminder(schedule, offsets, at(now));
    expect(next(single, '2027-05-01T00:00:00Z')).toEqual({
      sessionStart: at('2027-05-20T17:00:00Z'),
      offset: 1440,
      moment: at('2027-05-19T17:00:00Z'),
    });
    expect(next(single, '2027-05-19T17:00:00Z')?.offset).toBe(120);
    expect(next(single, '2027-05-20T15:00:00Z')).toBeUndefined();
    expect(next(single, '2027-05-01T00:00:00Z', [])).toBeUndefined();
    const series = {
      kind: 'recurring',
      firstDate: '2027-01-21',
      rule: 'FREQ=MONTHLY;BYDAY=3TH',
      startTime: '18:00',
    } as const;
    // May's session has no reminder left two hours before it: June's day-before is next.
    expect(next(series, '2027-05-20T16:00:00Z')).toEqual({
      sessionStart: at('2027-06-17T17:00:00Z'),
      offset: 1440,
      moment: at('2027-06-16T17:00:00Z'),
    });
  });

  it('are chosen from a fixed list, each once, earliest first', () => {
    expect(isReminderChoice(1440)).toBe(true);
    expect(isReminderChoice(17)).toBe(false);
    expect(orderedOffsets([120, 1440, 120, 60])).toEqual([1440, 120, 60]);
    expect(reminderLabel(120)).toBe('Two hours before');
    expect(reminderLabel(17)).toBe('17 minutes before');
  });
});
