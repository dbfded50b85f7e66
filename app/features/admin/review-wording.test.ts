import { describe, expect, it } from 'vitest';
import { confirmQuestion, countOf, reviewActionsOf } from './review-wording.ts';

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
});
