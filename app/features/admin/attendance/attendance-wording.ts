import {
  attendanceRate,
  type EventAttendance,
  type GuestArrival,
} from '#schemas/events/attendance.ts';
import {
  ratingWords,
  type EventThanks,
  type FeedbackRating,
} from '#schemas/feedback/event-feedback.ts';
import { guestsWord } from '../guests/guests-wording.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

/**
 * What the admin says of who came and what they thought
 * (docs/product/screens.md#an-events-guests; the counts: schemas/events/attendance.ts).
 */

function counted(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** `Arrived 42 of 50 · 8 no-shows · 3 walk-ins`: no-shows once the event is over, walk-ins if any. */
export function attendanceLine({ expected, arrived, walkIns, noShows }: EventAttendance): string {
  return [
    `Arrived ${arrived.toLocaleString('en-GB')} of ${expected.toLocaleString('en-GB')}`,
    noShows === null ? undefined : counted(noShows, 'no-show', 'no-shows'),
    walkIns > 0 ? counted(walkIns, 'walk-in', 'walk-ins') : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/** `Attendance 84%`; undefined when nobody was expected. */
export function attendanceRateWords(attendance: EventAttendance): string | undefined {
  const rate = attendanceRate(attendance);
  return rate === null ? undefined : `Attendance ${rate}%`;
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** A guest card's word for her arrival: `Arrived 18:42`, `Walk-in`, `No-show`. */
export function arrivalWords(arrival: GuestArrival): string {
  switch (arrival.kind) {
    case 'arrived':
      return `Arrived ${londonClock.format(new Date(arrival.at))}`;
    case 'walk-in':
      return 'Walk-in';
    case 'no-show':
      return 'No-show';
  }
}

/** `12 answers · average 4.3 of 5`, or that none came yet. */
export function answersLine(count: number, average: number | null): string {
  if (count === 0 || average === null) return 'No answer yet.';
  return `${counted(count, 'answer', 'answers')} · average ${average.toLocaleString('en-GB')} of 5`;
}

/** What opens the answers that say something beside their rating: `Read 4 answers in words`. */
export function wordedAnswersLabel(count: number): string {
  return `Read ${counted(count, 'answer', 'answers')} in words`;
}

/** A rating with its word: `4 · Very good`. */
export function ratingLabel(rating: FeedbackRating): string {
  return `${rating} · ${ratingWords[rating]}`;
}

/** A rating's share of the answers, as a whole percentage. */
export function shareOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** `Thanked 14 guests on 3 Oct 2025, 10:12 by ada@example.org.` */
export function thankedLine(thanks: EventThanks): string {
  return `Thanked ${guestsWord(thanks.mails)} on ${formatLondon(thanks.sentAt)} by ${thanks.sentBy}.`;
}
