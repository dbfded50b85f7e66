// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatusChange } from '#schemas/applications/review-statuses.ts';
import { RowHistory } from './row-history.tsx';

const at = '2026-07-01T09:00:00.000Z';

function historyLines(changes: StatusChange[]): string[] {
  render(<RowHistory history={{ state: 'loaded', value: changes }} />);
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('RowHistory: who made each change', () => {
  it('names the organiser, the applicant, and the waitlist setting with the organiser who turned it on', () => {
    const lines = historyLines([
      { from: 'pending', to: 'waitlisted', by: 'ada@example.org', cause: null, message: null, at },
      {
        from: 'waitlisted',
        to: 'approved',
        by: 'ada@example.org',
        cause: 'waitlist-setting',
        message: null,
        at,
      },
      { from: 'approved', to: 'withdrawn', by: null, cause: null, message: null, at },
    ]);
    expect(lines[0]).toContain('By ada@example.org, ');
    expect(lines[1]).toContain(
      "Automatically, by the event's waitlist setting (turned on by ada@example.org), ",
    );
    expect(lines[1]).not.toMatch(/^.*By ada/);
    expect(lines[2]).toContain('By the applicant, ');
  });
});
