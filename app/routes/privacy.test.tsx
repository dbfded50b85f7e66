// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formPurposes } from '#content/privacy-notice.ts';
import { currentPrivacyNoticeVersion } from '#schemas/privacy/privacy-consent.ts';
import { retentionRules, retentionWords } from '#schemas/privacy/retention.ts';
import Privacy from './privacy.tsx';

const Stub = createRoutesStub([{ path: '/privacy', Component: Privacy }]);

describe('the privacy notice page', () => {
  it('shows its version and date, and the retention lines the settings give', () => {
    render(<Stub initialEntries={['/privacy']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`Version ${currentPrivacyNoticeVersion}`))).toBeTruthy();
    const retention = screen.getByRole('region', { name: 'How long we keep your details' });
    const lines = within(retention)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const rule of retentionRules) {
      expect(lines).toContain(
        `${formPurposes[rule.table].name}: kept for ${retentionWords(rule)}, then erased.`,
      );
    }
    const complaint = screen.getByRole('link', { name: /ico\.org\.uk/ });
    expect(complaint.getAttribute('href')).toBe('https://ico.org.uk/make-a-complaint/');
  });
});
