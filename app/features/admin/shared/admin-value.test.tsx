// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminColumn } from '#schemas/applications/admin-views.ts';
import { AdminValue } from './admin-value.tsx';

const linkedin: AdminColumn = { key: 'linkedin_url', label: 'LinkedIn URL', kind: 'url' };

function renderLink(value: string) {
  const { container } = render(<AdminValue column={linkedin} value={value} whole />);
  return container;
}

describe('AdminValue: a stored web address', () => {
  it.each([
    ['https://www.linkedin.com/in/ada', 'www.linkedin.com'],
    ['https://www.linkedin.com@evil.example/', 'evil.example'],
    ['https://user:pw@www.linkedin.com/in/ada', 'www.linkedin.com'],
    ['https://linkedin.com.evil.example/in/ada', 'linkedin.com.evil.example'],
    ['https://www.linkedin.com:8080/in/ada', 'www.linkedin.com:8080'],
    ['https://evil.example/#\u202Eni/moc.nideknil.www//:sptth', 'evil.example'],
    ['https://www.lіnkedin.com/in/ada', 'www.xn--lnkedin-rog.com'],
  ])('%j links to what is stored and says the host it opens: %s', (value, host) => {
    const container = renderLink(value);
    const link = screen.getByRole('link', { name: value });
    expect(link.getAttribute('href')).toBe(new URL(value).href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link).toHaveProperty('textContent', value);
    // The host is read out with the link, and is its own line outside the visitor's text.
    expect(screen.getByText(host, { exact: true }).tagName).toBe('BDI');
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByText(/^Links to/).id);
    expect(screen.getByText(/^Links to/).textContent).toBe(`Links to ${host}`);
    expect(link.contains(screen.getByText(host, { exact: true }))).toBe(false);
    // Any bidi character of the stored text stays inside its own left-to-right isolate.
    expect(container.querySelector('a > bdi[dir="ltr"]')?.textContent).toBe(value);
  });

  it.each(['javascript:alert(1)', 'www.linkedin.com/in/ada', '\u202Ehttps://evil.example'])(
    '%j is plain text: no link and no host',
    (value) => {
      const container = renderLink(value);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByText(/Links to/)).toBeNull();
      expect(container.querySelector('bdi[dir="ltr"]')?.textContent).toBe(value);
    },
  );
});
