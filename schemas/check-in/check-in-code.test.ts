import { describe, expect, it } from 'vitest';
import { checkInPayload, readCheckInCode, spacedCode } from './check-in-code.ts';

describe('reading a check-in code', () => {
  it('reads it as printed, typed in lower case, without its hyphen or with spaces', () => {
    for (const typed of ['ABCD-EFGH', 'abcd-efgh', 'ABCDEFGH', ' abcd efgh ', 'Abcd - Efgh']) {
      expect(readCheckInCode(typed), typed).toEqual({ code: 'ABCD-EFGH' });
    }
  });

  it('reads the letters people take for digits as the digits (Crockford)', () => {
    expect(readCheckInCode('O1IL-0000')).toEqual({ code: '0111-0000' });
    expect(readCheckInCode('oili-ooOO')).toEqual({ code: '0111-0000' });
  });

  it('reads a scanned QR image’s text with the event it names', () => {
    expect(readCheckInCode(checkInPayload(12, 'ABCD-EFGH'))).toEqual({
      code: 'ABCD-EFGH',
      eventId: 12,
    });
    expect(readCheckInCode('wlai-checkin:7:abcdefgh')).toEqual({ code: 'ABCD-EFGH', eventId: 7 });
  });

  it('refuses what cannot be a code', () => {
    for (const text of [
      '',
      'ABCD-EFG',
      'ABCD-EFGHJ',
      'ABCU-EFGH', // U is no letter of Crockford's base32
      'ABC!-EFGH',
      'https://example.com/ABCD-EFGH',
      'WLAI-CHECKIN:x:ABCD-EFGH',
      'WLAI-CHECKIN:12:ABCD',
      'WLAI-CHECKIN:99999999999:ABCD-EFGH',
      'ＡＢＣＤ-ＥＦＧＨ',
    ]) {
      expect(readCheckInCode(text), text).toBeUndefined();
    }
  });

  it('shows a code in two groups of four', () => {
    expect(spacedCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });
});
