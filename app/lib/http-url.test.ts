import { describe, expect, it } from 'vitest';
import { httpLink } from './http-url.ts';

describe('httpLink', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpLink('https://www.linkedin.com/in/ada')).toEqual({
      href: 'https://www.linkedin.com/in/ada',
      host: 'www.linkedin.com',
    });
    expect(httpLink(' http://example.com/a b ')).toEqual({
      href: 'http://example.com/a%20b',
      host: 'example.com',
    });
  });

  it.each([
    ['https://www.linkedin.com@evil.example/', 'evil.example'],
    ['https://user:pw@www.linkedin.com/in/x', 'www.linkedin.com'],
    ['https://evil.example\\@www.linkedin.com/in/x', 'evil.example'],
    ['https://linkedin.com.evil.example/in/x', 'linkedin.com.evil.example'],
    ['https://www.linkedin.com:8080/in/x', 'www.linkedin.com:8080'],
    ['https://www.linkedin.com:443/in/x', 'www.linkedin.com'],
    ['https://evil.example/#\u202Eni/moc.nideknil.www//:sptth', 'evil.example'],
    ['https://www.lіnkedin.com/in/x', 'www.xn--lnkedin-rog.com'],
    ['https://www.ｌｉｎｋｅｄｉｎ.com/in/x', 'www.linkedin.com'],
    ['https://evil.exa\tmple/', 'evil.example'],
  ])('gives the host %j opens: %j', (value, host) => {
    expect(httpLink(value)?.host).toBe(host);
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
    expect(httpLink(value)).toBeUndefined();
  });
});
