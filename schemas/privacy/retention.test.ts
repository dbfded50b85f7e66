import { describe, expect, it } from 'vitest';
import { retentionOf, retentionRules, retentionSettings, retentionWords } from './retention.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';

describe('retention settings', () => {
  it('give every submission table exactly one rule, in whole months', () => {
    expect(retentionRules.map((rule) => rule.table)).toEqual(submissionTables);
    for (const rule of retentionRules) {
      expect(Number.isInteger(rule.months), rule.table).toBe(true);
      expect(rule.months, rule.table).toBeGreaterThan(0);
      expect(['event', 'last-change', 'received']).toContain(rule.from);
    }
  });

  it('keep applications a year and enquiries and invite requests two years by default', () => {
    for (const table of submissionTables) {
      expect(retentionOf(table).months, table).toBe(reviewKinds[table] === 'application' ? 12 : 24);
    }
    expect(retentionOf('event_registrations')).toEqual({
      table: 'event_registrations',
      months: 12,
      from: 'event',
    });
    expect(retentionOf('enquiries').from).toBe('last-change');
    expect(retentionOf('private_invite_requests').from).toBe('received');
  });

  it('are the one source of the rules the notice and the deletion job read', () => {
    for (const rule of retentionRules) expect(rule).toEqual(retentionOf(rule.table));
    expect(Object.keys(retentionSettings).sort()).toEqual([...submissionTables].sort());
  });

  it('say a rule in plain words', () => {
    expect(retentionWords({ months: 12, from: 'event' })).toBe('12 months after the event');
    expect(retentionWords({ months: 1, from: 'received' })).toBe('1 month after we receive it');
    expect(retentionWords({ months: 24, from: 'last-change' })).toBe(
      '24 months after our last exchange about it',
    );
  });
});
