import { describe, expect, it } from 'vitest';
import {
  answersLine,
  arrivalWords,
  attendanceLine,
  attendanceRateWords,
  ratingLabel,
  shareOf,
  thankedLine,
  wordedAnswersLabel,
} from './attendance-wording.ts';

describe('the words of who came and what they thought', () => {
  it('says how the door went: no-shows once the event is over, walk-ins when there were any', () => {
    expect(attendanceLine({ expected: 50, arrived: 42, walkIns: 3, noShows: 8 })).toBe(
      'Arrived 42 of 50 · 8 no-shows · 3 walk-ins',
    );
    expect(attendanceLine({ expected: 12, arrived: 11, walkIns: 1, noShows: 1 })).toBe(
      'Arrived 11 of 12 · 1 no-show · 1 walk-in',
    );
    expect(attendanceLine({ expected: 30, arrived: 30, walkIns: 0, noShows: 0 })).toBe(
      'Arrived 30 of 30 · 0 no-shows',
    );
    // Still under way: nobody is a no-show yet.
    expect(attendanceLine({ expected: 1200, arrived: 1100, walkIns: 0, noShows: null })).toBe(
      'Arrived 1,100 of 1,200',
    );
  });

  it('gives the rate of a past event as a whole percentage', () => {
    expect(attendanceRateWords({ expected: 50, arrived: 42, walkIns: 3, noShows: 8 })).toBe(
      'Attendance 84%',
    );
    expect(attendanceRateWords({ expected: 3, arrived: 2, walkIns: 0, noShows: 1 })).toBe(
      'Attendance 67%',
    );
    expect(
      attendanceRateWords({ expected: 0, arrived: 0, walkIns: 0, noShows: 0 }),
    ).toBeUndefined();
  });

  it('says each guest’s arrival in London time', () => {
    expect(arrivalWords({ kind: 'arrived', at: '2025-06-12T17:42:10.000Z' })).toBe('Arrived 18:42');
    expect(arrivalWords({ kind: 'arrived', at: '2025-12-11T18:05:00.000Z' })).toBe('Arrived 18:05');
    expect(arrivalWords({ kind: 'walk-in', at: '2025-06-12T17:50:00.000Z' })).toBe('Walk-in');
    expect(arrivalWords({ kind: 'no-show' })).toBe('No-show');
  });

  it('counts the answers, their average and each rating’s share', () => {
    expect(answersLine(0, null)).toBe('No answer yet.');
    expect(answersLine(1, 5)).toBe('1 answer · average 5 of 5');
    expect(answersLine(12, 4.3)).toBe('12 answers · average 4.3 of 5');
    expect(ratingLabel(4)).toBe('4 · Very good');
    expect(wordedAnswersLabel(1)).toBe('Read 1 answer in words');
    expect(wordedAnswersLabel(4)).toBe('Read 4 answers in words');
    expect(shareOf(7, 12)).toBe(58);
    expect(shareOf(0, 0)).toBe(0);
  });

  it('says who thanked the guests, when and how many', () => {
    expect(
      thankedLine({
        sentAt: '2025-10-03T09:12:00.000Z',
        mails: 14,
        question: 'What would make our next event better for you?',
        sentBy: 'ada@example.org',
      }),
    ).toBe('Thanked 14 guests on 3 Oct 2025, 10:12 by ada@example.org.');
  });
});
