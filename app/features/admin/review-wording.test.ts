import { describe, expect, it } from 'vitest';
import {
  confirmQuestion,
  countOf,
  mailedLine,
  reviewActionsOf,
  resultLine,
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
    const counts = (selected: number, changing: number, withdrawn = 0) => ({
      selected,
      changing,
      withdrawn,
    });
    expect(unchangedLine('event_registrations', 'waitlisted', counts(5, 3))).toBe(
      '2 applications already waitlisted.',
    );
    expect(unchangedLine('event_registrations', 'approved', counts(5, 2, 1))).toBe(
      '2 applications already approved. 1 application was withdrawn by the applicant and is left as it is.',
    );
    expect(unchangedLine('event_registrations', 'declined', counts(2, 0, 2))).toBe(
      '2 applications were withdrawn by the applicant and are left as they are.',
    );
    expect(unchangedLine('enquiries', 'archived', counts(2, 2))).toBe('');
  });

  it('says what a change did, and why it left the rows it left', () => {
    expect(
      resultLine('event_registrations', 'Approve', 'approved', {
        changed: [1, 2],
        unchanged: [],
        withdrawn: 0,
        missing: [],
        mailed: 2,
      }),
    ).toBe('Approve: 2 applications changed.');
    expect(
      resultLine('event_registrations', 'Approve', 'approved', {
        changed: [1],
        unchanged: [
          { id: 2, status: 'approved' },
          { id: 3, status: 'withdrawn' },
          { id: 4, status: 'declined' },
        ],
        withdrawn: 1,
        missing: [],
        mailed: 1,
      }),
    ).toBe(
      'Approve: 1 application changed. 1 application was withdrawn by the applicant and is left as it is. 1 application was changed by someone else meanwhile and is left as it is.',
    );
  });
});
