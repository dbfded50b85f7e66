import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTextError } from '#schemas/shared/stored-text.ts';
import { hostileText } from '#tests/support/hostile-text.ts';
import { escapeHtml, multiLine, oneLine, singleAddress, wrapText } from './mail-text.ts';

// eslint-disable-next-line no-control-regex -- what a header must never hold
const headerBreaking = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

/** Text made of the pieces of an encoded word, with hidden, bidi and control characters between. */
const encodedWordLike = fc.string({
  unit: fc.constantFrom(
    '=?',
    '?=',
    '=',
    '?',
    'utf-8',
    'q',
    'B',
    'Bcc:_x@evil.test',
    '=0D=0A',
    ' ',
    '\u200B',
    '\u200D',
    '\u202E',
    '\u2066',
    '\uFEFF',
    '\r\n',
  ),
  maxLength: 16,
});

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

  it('breaks an encoded word’s opener, so no mail client decodes it into other text', () => {
    expect(oneLine('=?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=')).toBe(
      '= ?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=',
    );
    expect(oneLine('New enquiry from =?UTF-8?B?QWRh?=')).toBe('New enquiry from = ?UTF-8?B?QWRh?=');
    // A hidden character between `=` and `?` goes first, so it cannot join them again.
    expect(oneLine('=\u200B?utf-8?q?x?=')).toBe('= ?utf-8?q?x?=');
  });

  it('drops invisible and bidi characters, keeping the joiners scripts and emoji need', () => {
    expect(oneLine('\uFEFFAda\u200B Love\u2060lace\u200E\u061C')).toBe('Ada Lovelace');
    expect(oneLine('Ada \u202Eecalevol\u202C \u2066x\u2069')).toBe('Ada ecalevol x');
    expect(oneLine('👩\u200D💻 می\u200Cخواهم')).toBe('👩\u200D💻 می\u200Cخواهم');
  });

  it('gives text a one-line form field would take, with no `=?` left, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, encodedWordLike), (text) => {
        const line = oneLine(text);
        expect(line).not.toContain('=?');
        expect(fieldTextError(line)).toBeUndefined();
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

  it('drops the bidi controls a long text refuses, keeping the ones it takes', () => {
    expect(multiLine('a\u202Eb\u2066c\u2069\nd\u200Be\u200Df')).toBe('abc\nd\u200Be\u200Df');
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
