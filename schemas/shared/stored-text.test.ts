import { describe, expect, it } from 'vitest';
import {
  encodedWordError,
  fieldTextError,
  isStorableText,
  looksLikeEncodedWord,
  unstorableTextError,
} from './stored-text.ts';

describe('isStorableText', () => {
  it('takes ordinary text in any script, emoji (a surrogate pair) and typographic marks', () => {
    for (const text of ['Ada Lovelace', 'Zoë Ørsted', '中文 名字', 'Hi 😀', 'O’Brien — “quoted”']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses NUL, other C0 controls, DEL and C1 controls', () => {
    for (const text of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085b', '\u009f']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
      expect(isStorableText(text, { multiline: true }), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses an unpaired surrogate, high or low, anywhere', () => {
    for (const text of ['\ud800', 'a\udbffb', '\udc00a', 'x\udfff', '😀'.slice(0, 1)]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes tab and line breaks in a long text only', () => {
    for (const text of ['line one\nline two', 'a\r\nb', 'col\tcol']) {
      expect(isStorableText(text, { multiline: true }), JSON.stringify(text)).toBe(true);
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('invisible and direction characters', () => {
  const hidden = {
    'U+061C (Arabic letter mark)': 'Ada\u061C',
    'U+200B (zero-width space)': 'Ada\u200BLovelace',
    'U+200E (left-to-right mark)': '\u200EAda',
    'U+200F (right-to-left mark)': 'Ada\u200F',
    'U+2060 (word joiner)': 'Ada\u2060Lovelace',
    'U+2064 (invisible plus)': 'Ada\u2064',
    'U+FEFF (byte order mark) inside': 'Ada\uFEFFLovelace',
  };
  const bidi = {
    'U+202A (left-to-right embedding)': '\u202AAda',
    'U+202E (right-to-left override)': 'Ada \u202Eecalevol',
    'U+2066 (left-to-right isolate)': '\u2066Ada\u2069',
    'U+2069 (pop directional isolate)': 'Ada\u2069',
  };

  it.each(Object.entries({ ...hidden, ...bidi }))('a one-line value refuses %s', (_, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(fieldTextError(text)).toBe(unstorableTextError);
  });

  it.each(Object.entries(bidi))('a long text refuses %s too', (_, text) => {
    expect(isStorableText(text, { multiline: true })).toBe(false);
  });

  it.each(Object.entries(hidden))('a long text keeps %s (pasted text carries them)', (_, text) => {
    expect(isStorableText(text, { multiline: true })).toBe(true);
  });

  it('takes the zero-width joiner and non-joiner: scripts and emoji are spelt with them', () => {
    for (const text of ['👩\u200D💻 Ada', 'می\u200Cخواهم', 'क्\u200Dष']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
      expect(isStorableText(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses a line or paragraph separator in a one-line value only', () => {
    for (const text of ['Ada\u2028Bcc: x@evil.test', 'Ada\u2029']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
      expect(isStorableText(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('looksLikeEncodedWord', () => {
  it.each([
    '=?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=',
    '=?UTF-8?B?QWRhDQpCY2M6IHhAZXZpbC50ZXN0?=',
    'Ada =?iso-8859-1?Q?Lovelace?= Byron',
    'glued=?utf-8?q?x?=on',
    '=?utf-8?Q?across a space?=',
    '=??q?no charset?=',
  ])('finds %j', (text) => {
    expect(looksLikeEncodedWord(text)).toBe(true);
  });

  it.each([
    'Ada Lovelace',
    'What=?',
    '2+2 =? 4 ?=',
    '=?utf-8?x?not B or Q?=',
    '=?utf-8?q?never closed',
    '=? utf-8?q?a space after the opener?=',
  ])('lets %j pass', (text) => {
    expect(looksLikeEncodedWord(text)).toBe(false);
  });
});

describe('fieldTextError', () => {
  it('names the rule a one-line value breaks, or nothing', () => {
    expect(fieldTextError('Ada Lovelace')).toBeUndefined();
    expect(fieldTextError('Ada\u0000')).toBe(unstorableTextError);
    expect(fieldTextError('=?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=')).toBe(encodedWordError);
  });

  it('lets a long text hold an encoded word: it is only ever a mail’s body', () => {
    const text = 'See\n=?utf-8?q?Ada?=';
    expect(fieldTextError(text, { multiline: true })).toBeUndefined();
    expect(fieldTextError('a\u202Eb', { multiline: true })).toBe(unstorableTextError);
  });
});
