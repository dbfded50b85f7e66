import { describe, expect, it } from 'vitest';
import type { PersonEntry } from '#schemas/privacy/people.ts';
import { entryLine, eraseButtonText, erasedNotice, heldLine } from './people-wording.ts';

const entry = (id: number, event: string | null): PersonEntry => ({
  table: 'event_registrations',
  form: 'Event Registrations',
  id,
  event,
  status: 'pending',
  suspectedSpam: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  statusChangedAt: null,
  privacyNoticeVersion: null,
  privacyNoticeAt: null,
  fields: [],
});

describe('the People wording', () => {
  it('counts what is held, one and many', () => {
    expect(heldLine({ entries: [entry(1, null)], history: [], mails: [] })).toBe(
      '1 entry, 0 decisions and 0 mails',
    );
    expect(
      eraseButtonText({ entries: [entry(1, null), entry(2, null)], mails: [] as never[] }),
    ).toBe('Erase 2 entries and 0 mails');
  });

  it('names an entry by its form and event', () => {
    expect(entryLine(entry(12, 'AI Power Circle'))).toBe(
      'Event Registrations: AI Power Circle (entry 12)',
    );
    expect(entryLine(entry(3, null))).toBe('Event Registrations (entry 3)');
  });

  it('says when an erasure found nothing left to erase', () => {
    expect(erasedNotice({ rows: 0, mails: 0, tables: {} }).title).toBe('Nothing was erased');
    expect(erasedNotice({ rows: 2, mails: 1, tables: {} }).description).toBe(
      'Erased 2 entries and 1 mail.',
    );
  });
});
