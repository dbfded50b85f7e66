import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '#tests/support/hostile-text.ts';
import { escapeHtml, multiLine, oneLine, singleAddress, wrapText } from './mail-text.ts';

// eslint-disable-next-line no-control-regex -- what a header must never hold
const headerBreaking = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

describe('oneLine', () => {
  it('turns line breaks into spaces, so a value cannot start a header', () => {
    expect(oneLine('Ada\r\nBcc: x@evil.test')).toBe('Ada Bcc: x@evil.test');
    expect(oneLine('Ada\u2028Lovelace\u0085!')).toBe('Ada Lovelace !');
  });

  it('holds no control character, whatever it is given', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(oneLine(text)).not.toMatch(headerBreaking);
      }),
    );
  });

  it('shortens long text without splitting a character', () => {
    expect(oneLine('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(Array.from(oneLine('😀'.repeat(20), 5))).toEqual(['😀', '😀', '😀', '😀', '…']);
  });
});

describe('multiLine', () => {
  it('keeps line breaks as \\n and drops other controls', () => {
    expect(multiLine('one\r\ntwo\rthree\u2028four\u0000\u0007 five\tsix')).toBe(
      'one\ntwo\nthree\nfour five\tsix',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that make markup', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });
});

describe('singleAddress', () => {
  it('accepts one plain address', () => {
    expect(singleAddress(' ada@example.com ')).toBe('ada@example.com');
    expect(singleAddress('first.last+tag@sub.example.co.uk')).toBe(
      'first.last+tag@sub.example.co.uk',
    );
  });

  it.each([
    'a@b.test, c@d.test',
    'a@b.test;c@d.test',
    'Ada <ada@example.com>',
    '"a@b"@example.com',
    'ada@example.com\r\nBcc: x@evil.test',
    'ada@example.com x@evil.test',
    'not an address',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(singleAddress(value)).toBeUndefined();
  });
});

describe('wrapText', () => {
  it('wraps at the width, keeps existing line breaks, never splits a long word', () => {
    const url = `https://example.com/${'x'.repeat(80)}`;
    const wrapped = wrapText(`${'word '.repeat(30)}\nshort\n${url}`, 40);
    const lines = wrapped.split('\n');
    expect(lines.filter((line) => line !== url).every((line) => line.length <= 40)).toBe(true);
    expect(lines).toContain('short');
    expect(lines).toContain(url);
  });
});
