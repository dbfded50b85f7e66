import { describe, expect, it } from 'vitest';
import type { EventRemindersView } from '#schemas/events/organising/event-reminders.ts';
import { chosenRemindersLine, nextReminderLine, sentReminderLine } from './reminders-wording.ts';

const view: EventRemindersView = { offsets: [1440, 120], timed: true, sent: [], next: null };

describe('the Reminders dialog’s words', () => {
  it('name the reminders chosen in order, or that none goes', () => {
    expect(chosenRemindersLine([120, 1440])).toBe('A day before and two hours before the start.');
    expect(chosenRemindersLine([60])).toBe('An hour before the start.');
    expect(chosenRemindersLine([10080, 1440, 60])).toBe(
      'A week before, a day before and an hour before the start.',
    );
    expect(chosenRemindersLine([])).toBe('No reminders go for this event.');
  });

  it('say when the next goes in London time, or why none is coming', () => {
    expect(
      nextReminderLine({
        ...view,
        next: {
          sessionStart: '2027-05-20T17:00:00.000Z',
          offset: 1440,
          moment: '2027-05-19T17:00:00.000Z',
        },
      }),
    ).toBe('Next: a day before, on 19 May 2027, 18:00.');
    expect(nextReminderLine({ ...view, timed: false })).toMatch(/no start time/u);
    expect(nextReminderLine(view)).toMatch(/^No reminder is to go/u);
  });

  it('tell of a reminder sent: which, of which session, when and to how many', () => {
    expect(
      sentReminderLine({
        sessionStart: '2027-05-20T17:00:00.000Z',
        offset: 120,
        sentAt: '2027-05-20T15:00:04.000Z',
        mails: 12,
      }),
    ).toBe(
      'Two hours before the session of 20 May 2027, 18:00: sent 20 May 2027, 16:00 to 12 guests.',
    );
  });
});
