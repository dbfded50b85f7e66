import { describe, expect, it } from 'vitest';
import { httpUrl } from './http-url.ts';

describe('httpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpUrl('https://www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(httpUrl(' http://example.com/a b ')).toBe('http://example.com/a%20b');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:ada@example.com',
    '//evil.example/x',
    '/admin',
    'www.linkedin.com/in/ada',
    '"><img src=x onerror=alert(1)>',
    '',
  ])('refuses %j', (value) => {
    expect(httpUrl(value)).toBeUndefined();
  });
});
