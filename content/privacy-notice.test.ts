import { describe, expect, it } from 'vitest';
import {
  currentPrivacyNoticeVersion,
  privacyNoticeVersions,
} from '#schemas/privacy/privacy-consent.ts';
import {
  keptWithTheirFormWords,
  retentionRules,
  retentionWords,
} from '#schemas/privacy/retention.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { currentPrivacyNotice, formPurposes, privacyNotices } from './privacy-notice.ts';
import { siteConfig } from './site.ts';

describe('the privacy notice', () => {
  it('keeps a text for every published version, and shows the latest', () => {
    expect(Object.keys(privacyNotices).sort()).toEqual([...privacyNoticeVersions].sort());
    for (const [version, notice] of Object.entries(privacyNotices)) {
      expect(notice.version).toBe(version);
      expect(version).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    expect(currentPrivacyNoticeVersion).toBe(privacyNoticeVersions.at(-1));
    expect(currentPrivacyNotice.version).toBe(currentPrivacyNoticeVersion);
  });

  it('renders one retention line per table from the retention settings', () => {
    const retention = currentPrivacyNotice.sections.find(({ id }) => id === 'how-long');
    const lines = retention?.items?.map(({ term, text }) => `${term}: ${text}`) ?? [];
    for (const rule of retentionRules) {
      expect(lines).toContain(
        `${formPurposes[rule.table].name}: kept for ${retentionWords(rule)}, then erased.`,
      );
    }
  });

  it('keeps an earlier version as it was published', () => {
    const first = privacyNotices['2026-11-27'];
    const lines = first.sections.find(({ id }) => id === 'how-long')?.items ?? [];
    expect(lines[0]?.text).toMatch(/, then deleted\.$/);
    expect(JSON.stringify(first)).not.toContain('Your data');
    const rights = currentPrivacyNotice.sections.find(({ id }) => id === 'your-rights');
    expect(rights?.paragraphs.join(' ')).toContain('On the "Your data" page');
  });

  it('says what is kept of the events she comes to, and that it goes with her form', () => {
    const events = currentPrivacyNotice.sections.find(({ id }) => id === 'at-our-events');
    expect(events?.items?.map(({ term }) => term)).toEqual(['Your arrival', 'Your feedback']);
    const retention = currentPrivacyNotice.sections.find(({ id }) => id === 'how-long');
    expect(retention?.items).toContainEqual({
      term: 'Your arrival at an event and your feedback on it',
      text: `kept ${keptWithTheirFormWords}, then erased with it.`,
    });
    expect(JSON.stringify(privacyNotices['2026-11-28'])).not.toContain('feedback');
  });

  it('says what every form collects, why, and on which lawful basis', () => {
    const collected = currentPrivacyNotice.sections.find(({ id }) => id === 'what-we-collect');
    expect(collected?.items?.map(({ term }) => term)).toEqual(
      submissionTables.map((table) => formPurposes[table].name),
    );
    for (const item of collected?.items ?? []) {
      expect(item.text).toMatch(/^asks for: .+ Lawful basis: .+/);
    }
  });

  it('names the controller, the rights, how to use them and how to complain', () => {
    const text = JSON.stringify(currentPrivacyNotice);
    expect(text).toContain(siteConfig.dataController.email);
    for (const right of [
      'Access',
      'Rectification',
      'Erasure',
      'Objection',
      'Portability',
      'Withdrawing consent',
    ]) {
      expect(text).toContain(`"term":"${right}"`);
    }
    expect(text).toContain('ico.org.uk');
    expect(text).toMatch(/mail provider/);
  });
});
