import { describe, expect, it } from 'vitest';
import { dayText, entriesText, retentionRunText } from './retention-wording.ts';

describe('retention wording', () => {
  it('counts entries and names days as in London', () => {
    expect(entriesText(1)).toBe('1 entry');
    expect(entriesText(1200)).toBe('1,200 entries');
    expect(dayText('2026-03-12')).toBe('Thu, 12 Mar 2026');
    expect(dayText('2026-07-01')).toBe('Wed, 1 Jul 2026');
  });

  it('says what a run anonymised, leaving out the tables with none', () => {
    expect(
      retentionRunText({
        anonymised: { event_registrations: 3, enquiries: 1, retreat_applications: 0 },
        mails: 4,
      }),
    ).toBe('Event Registrations 3, Enquiries 1, 4 mails');
    expect(retentionRunText({ anonymised: { enquiries: 1 }, mails: 1 })).toBe(
      'Enquiries 1, 1 mail',
    );
    expect(retentionRunText({ anonymised: { enquiries: 0 }, mails: 0 })).toBe('nothing was due');
  });
});
