import { describe, expect, it } from 'vitest';
import {
  confirmQuestion,
  countOf,
  entryWords,
  decidedLine,
  freePlacesWarning,
  leftLine,
  mailedLine,
  namesLine,
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

  it('calls every entry by the word of its form, and who sent it', () => {
    expect(entryWords('event_registrations')).toEqual({
      one: 'registration',
      many: 'registrations',
      sender: 'the guest',
    });
    expect(entryWords('virtual_event_registrations').one).toBe('registration');
    for (const table of [
      'retreat_applications',
      'leadership_labs_applications',
      'private_evening_applications',
    ] as const) {
      expect(entryWords(table)).toEqual({
        one: 'application',
        many: 'applications',
        sender: 'the applicant',
      });
    }
    expect(entryWords('partnership_enquiries').one).toBe('enquiry');
    expect(entryWords('enquiries').one).toBe('enquiry');
    expect(entryWords('private_invite_requests')).toEqual({
      one: 'request',
      many: 'requests',
      sender: 'the sender',
    });
  });

  it('asks in words that fit the count', () => {
    expect(confirmQuestion('event_registrations', 'Approve', 3)).toBe('Approve 3 registrations?');
    expect(confirmQuestion('retreat_applications', 'Decline', 1)).toBe('Decline 1 application?');
    expect(confirmQuestion('private_invite_requests', 'Approve', 2)).toBe('Approve 2 requests?');
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
      '2 registrations already waitlisted.',
    );
    expect(unchangedLine('event_registrations', 'approved', counts(5, 2, 1))).toBe(
      '2 registrations already approved. 1 registration was withdrawn by the guest and is left as it is.',
    );
    expect(unchangedLine('retreat_applications', 'declined', counts(2, 0, 2))).toBe(
      '2 applications were withdrawn by the applicant and are left as they are.',
    );
    expect(unchangedLine('enquiries', 'archived', counts(2, 2))).toBe('');
  });

  it('names the people a change is for, then how many more', () => {
    expect(namesLine(['Ada Lovelace'], 1)).toBe('Ada Lovelace');
    expect(namesLine(['Ada', 'Grace', 'Mary'], 3)).toBe('Ada, Grace and Mary');
    expect(namesLine(['Ada', 'Grace'], 1002)).toBe('Ada, Grace and 1,000 more');
  });

  it('says what a change did by the names of the people, and why it left the rows it left', () => {
    expect(decidedLine('event_registrations', 'approved', ['Ada Lovelace'], 1)).toBe(
      'Approved Ada Lovelace',
    );
    expect(decidedLine('retreat_applications', 'approved', ['Ada', 'Grace', 'Mary'], 3)).toBe(
      'Approved 3 applications: Ada, Grace and Mary',
    );
    expect(decidedLine('event_registrations', 'waitlisted', ['A', 'B', 'C', 'D'], 102)).toBe(
      'Waitlisted 102 registrations: A, B, C and 99 more',
    );
    expect(decidedLine('enquiries', 'archived', [], 2)).toBe('Archived 2 enquiries');
    expect(decidedLine('enquiries', 'archived', [], 0)).toBe('Nothing changed');
    const result = {
      changed: [1],
      unchanged: [
        { id: 2, status: 'approved' },
        { id: 3, status: 'withdrawn' },
        { id: 4, status: 'declined' },
      ],
      withdrawn: 1,
      missing: [],
      mailed: 1,
    };
    expect(leftLine('event_registrations', 'approved', result)).toBe(
      '1 registration was withdrawn by the guest and is left as it is. 1 registration was changed by someone else meanwhile and is left as it is.',
    );
    expect(
      leftLine('event_registrations', 'approved', { ...result, unchanged: [], withdrawn: 0 }),
    ).toBe('');
  });

  it('warns before waitlisting or declining while places are free, and only then', () => {
    const boat = { title: 'Waves & AI', places: 40, approved: 8, free: 32 };
    expect(freePlacesWarning('waitlisted', boat)).toBe(
      '32 places are still free at Waves & AI (8 of 40 approved). Waitlisting tells people to wait for a place while there are places to give.',
    );
    expect(freePlacesWarning('declined', { ...boat, approved: 39, free: 1 })).toBe(
      '1 place is still free at Waves & AI (39 of 40 approved). Declining turns people away while there are places to give.',
    );
    expect(freePlacesWarning('approved', boat)).toBeNull();
    expect(freePlacesWarning('waitlisted', { ...boat, approved: 40, free: 0 })).toBeNull();
  });
});
