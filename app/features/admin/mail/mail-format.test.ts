import { describe, expect, it } from 'vitest';
import { mailKinds, type AdminMail } from '#schemas/mail/admin-mail.ts';
import {
  byteSize,
  formatLondon,
  mailKindLabel,
  mailMoments,
  splitRecipient,
} from './mail-format.ts';

const created = '2025-07-01T11:59:00.000Z';
const at = (iso: string) => Date.parse(iso);

function mail(changes: Partial<AdminMail>): AdminMail {
  return {
    id: 1,
    submissionTable: 'event_registrations',
    submissionId: 7,
    kind: 'confirmation',
    recipient: 'ada@example.com',
    subject: 'Thank you',
    status: 'queued',
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
    nextAttemptAt: at(created),
    sentAt: null,
    createdAt: created,
    ...changes,
  };
}

describe('formatLondon', () => {
  it('reads a time as in London, in summer (BST) and in winter (GMT)', () => {
    expect(formatLondon(at('2025-07-01T12:00:00Z'))).toBe('1 Jul 2025, 13:00');
    expect(formatLondon('2025-01-15T12:00:00.000Z')).toBe('15 Jan 2025, 12:00');
  });
});

describe('mailKindLabel', () => {
  it('names every kind the outbox holds in words, never by its key', () => {
    for (const kind of mailKinds) {
      expect(mailKindLabel(kind), kind).not.toBe(kind);
      expect(mailKindLabel(kind), kind).toMatch(/^["A-Z]/);
    }
    expect(mailKindLabel('event-cancellation')).toBe('Cancellation');
  });

  it('names the kinds and shows one no longer sent as stored', () => {
    expect(mailKindLabel('confirmation')).toBe('Confirmation');
    expect(mailKindLabel('organiser-notice')).toBe('Organiser notice');
    expect(mailKindLabel('approval')).toBe('Approval');
    expect(mailKindLabel('withdrawal-notice')).toBe('Withdrawal notice');
    expect(mailKindLabel('organiser-invitation')).toBe('Invitation');
    expect(mailKindLabel('reminder')).toBe('reminder');
  });
});

describe('mailMoments', () => {
  it('a new mail: only when it was created', () => {
    expect(mailMoments(mail({}))).toEqual([{ label: 'Created', at: at(created) }]);
  });

  it('a sent mail: created and sent, not its last attempt (the same moment)', () => {
    const sent = at('2025-07-01T12:00:02Z');
    expect(
      mailMoments(mail({ status: 'sent', attempts: 2, lastAttemptAt: sent, sentAt: sent })),
    ).toEqual([
      { label: 'Created', at: at(created) },
      { label: 'Sent', at: sent },
    ]);
  });

  it('a mail waiting after a failed attempt: its last attempt and its next', () => {
    const last = at('2025-07-01T12:00:00Z');
    const next = at('2025-07-01T12:01:00Z');
    expect(
      mailMoments(
        mail({ attempts: 1, lastAttemptAt: last, nextAttemptAt: next, lastError: 'ECONNREFUSED' }),
      ),
    ).toEqual([
      { label: 'Created', at: at(created) },
      { label: 'Last attempt', at: last },
      { label: 'Next attempt', at: next },
    ]);
  });

  it('a failed mail: its last attempt, no next one', () => {
    const last = at('2025-07-01T13:00:00Z');
    expect(
      mailMoments(mail({ status: 'failed', attempts: 8, lastAttemptAt: last, lastError: '550' })),
    ).toEqual([
      { label: 'Created', at: at(created) },
      { label: 'Last attempt', at: last },
    ]);
  });
});

describe('splitRecipient', () => {
  it.each([
    ['Ada Lovelace <ada@example.com>', { name: 'Ada Lovelace', address: 'ada@example.com' }],
    // The name as the visitor typed it, whatever it holds.
    ['"Ada" <L> <ada@example.com>', { name: '"Ada" <L>', address: 'ada@example.com' }],
    ['<ada@example.com>', { name: null, address: 'ada@example.com' }],
    ['ada@example.com', { name: null, address: 'ada@example.com' }],
  ])('%j', (recipient, parts) => {
    expect(splitRecipient(recipient)).toEqual(parts);
  });
});

describe('byteSize', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1126, '1.1 KB'],
    [25_400, '25.4 KB'],
  ])('%j is %j', (bytes, text) => {
    expect(byteSize(bytes)).toBe(text);
  });
});
