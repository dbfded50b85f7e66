import { describe, expect, it } from 'vitest';
import { dayWordsOf, moveDateWords, strayDates } from './date-words.ts';

const july = dayWordsOf({ kind: 'single', date: '2025-07-23', startTime: '18:00' });
const march = dayWordsOf({ kind: 'single', date: '2027-03-18', startTime: '18:00' });
const december = dayWordsOf({ kind: 'month', month: '2025-12' });

describe('date words', () => {
  it('name a day by its weekday, day, month and year; a month’s event by month and year', () => {
    expect(july).toEqual({ weekday: 'Wednesday', day: 23, month: 'July', year: 2025 });
    expect(december).toEqual({ month: 'December', year: 2025 });
  });

  it('move every phrase naming the day to the new one, part by part', () => {
    expect(moveDateWords('Wednesday 23 July 2025, 6 PM', july, march)).toBe(
      'Thursday 18 March 2027, 6 PM',
    );
    expect(moveDateWords('AI Power Circle: July Meetup', july, march)).toBe(
      'AI Power Circle: March Meetup',
    );
    expect(moveDateWords('Join us on July 23, 2025 for the 2025 edition', july, march)).toBe(
      'Join us on March 18, 2027 for the 2027 edition',
    );
    expect(moveDateWords('Wednesday evenings in London', july, march)).toBe(
      'Thursday evenings in London',
    );
  });

  it('leave phrases naming another day, and words that are no date', () => {
    const text = 'Since 9 May 2024 we have met monthly; March on, leaders.';
    expect(moveDateWords(text, july, march)).toBe(text);
  });

  it('flag each phrase that names another day than the event’s, by where it is', () => {
    expect(
      strayDates(
        {
          eyebrow: 'July Meetup · In-Person Event',
          intro: 'On Thursday 18 March 2027 we meet again.',
          'meta.description': 'A March evening on Tuesday 18 March 2027.',
        },
        march,
      ),
    ).toEqual([
      { path: 'eyebrow', phrase: 'July' },
      { path: 'meta.description', phrase: 'Tuesday 18 March 2027' },
    ]);
    expect(strayDates({ title: 'Winter Retreat, December 2025' }, december)).toEqual([]);
  });
});
