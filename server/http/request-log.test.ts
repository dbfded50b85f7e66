import { describe, expect, it } from 'vitest';
import { withoutQueries } from './request-log.ts';

describe('withoutQueries', () => {
  it('drops the query string of every URL in a message', () => {
    expect(
      withoutQueries(
        'Reply was already sent in the "/api/admin/tables/x?search=Ada%20L&limit=9" (GET) route',
      ),
    ).toBe('Reply was already sent in the "/api/admin/tables/x?…" (GET) route');
    expect(withoutQueries('Route GET:/a?b=1 not found, nor /c?d')).toBe(
      'Route GET:/a?… not found, nor /c?…',
    );
  });

  it('leaves text without queries alone', () => {
    expect(withoutQueries('request failed: /api/health')).toBe('request failed: /api/health');
    expect(withoutQueries('Is this a question?')).toBe('Is this a question?');
  });
});
