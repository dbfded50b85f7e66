import { describe, expect, it } from 'vitest';
import {
  capacityLine,
  confirmQuestion,
  countOf,
  mailedLine,
  reviewActionsOf,
  unchangedLine,
} from './review-wording.ts';

describe('the review actions', () => {
  it("offers the organiser her statuses but a new row's", () => {
    expect(reviewActionsOf('event_registrations').map((action) => action.label)).toEqual([
      'Approve',
      'Waitlist',
      'Decline',
    ]);
    expect(reviewActionsOf('enquiries')).toEqual([
      { status: 'answered', label: 'Mark answered' },
      { status: 'archived', label: 'Archive' },
    ]);
  });

  it('asks in words that fit the count', () => {
    expect(confirmQuestion('event_registrations', 'Approve', 3)).toBe('Approve 3 applications?');
    expect(confirmQuestion('enquiries', 'Archive', 1)).toBe('Archive 1 enquiry?');
    expect(countOf('partnership_enquiries', 2)).toBe('2 enquiries');
  });

  it('says how many people the change mails', () => {
    expect(mailedLine(0)).toBe('No one will be mailed.');
    expect(mailedLine(1)).toBe('1 person will be mailed.');
    expect(mailedLine(1234)).toBe('1,234 people will be mailed.');
    const counts = (selected: number, changing: number) => ({ selected, changing });
    expect(unchangedLine('event_registrations', 'waitlisted', counts(5, 3))).toBe(
      '2 applications already waitlisted.',
    );
    expect(unchangedLine('enquiries', 'archived', counts(2, 2))).toBe('');
  });

  it("words an event's places", () => {
    const boat = {
      slug: 'summer-boat',
      title: 'Waves & AI: Summer Boat Party',
      table: 'event_registrations',
      places: 40,
      perSession: false,
      approved: 38,
      waitlisted: 3,
      free: 2,
      waitlistHead: null,
    };
    expect(capacityLine(boat)).toBe(
      'Waves & AI: Summer Boat Party — 38 of 40 places approved · 2 free · 3 waitlisted',
    );
    expect(capacityLine({ ...boat, places: 25, perSession: true, free: null, waitlisted: 0 })).toBe(
      'Waves & AI: Summer Boat Party — 38 approved · 25 per session',
    );
    expect(capacityLine({ ...boat, places: null, free: null, waitlisted: 0 })).toBe(
      'Waves & AI: Summer Boat Party — 38 approved',
    );
  });
});
