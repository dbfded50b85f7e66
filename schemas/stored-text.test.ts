import { describe, expect, it } from 'vitest';
import { isStorableText } from './stored-text.ts';

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
