import { describe, expect, it } from 'vitest';
import { eventPages } from '#content/event-pages.ts';
import { dateBlockOf } from './date-block.tsx';

describe('dateBlockOf', () => {
  it('gives each event page its block: day and month, a series, or month and year', () => {
    expect(Object.fromEntries(eventPages.map((page) => [page.slug, dateBlockOf(page)]))).toEqual({
      'ai-power-circle': { label: 'Wednesday 23 July 2025', top: 'Jul', big: '23' },
      'waves-ai': { label: 'Friday 29 August 2025', top: 'Aug', big: '29' },
      'women-leading-ai': { label: 'Wednesday 10 September 2025', top: 'Sep', big: '10' },
      'ai-power-circle-virtual': { label: 'Monday 21 July 2025', top: 'Jul', big: '21' },
      'autumn-retreat': { label: 'December 2025', top: '2025', big: 'Dec' },
      'ai-influence': { label: 'November 2025', top: '2025', big: 'Nov' },
      'leadership-labs': { label: 'Third Thursday each month', top: 'Every 3rd', big: 'Thu' },
    });
  });
});
