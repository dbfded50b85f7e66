import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkInAlphabet, checkInPayload } from '#schemas/check-in/check-in-code.ts';
import { checkInCode, codeBookOf, matchCode } from './codes.ts';

const secret = 'check-in-codes-test-secret-0123456789-abcdef';
const guest = { eventId: 7, table: 'event_registrations', id: 42 } as const;

/** The code as docs/decisions/064-check-in-codes.md defines it, computed without the module. */
function codeByHand(key: string, { eventId, table, id }: typeof guest): string {
  const hkdf = new Uint8Array(hkdfSync('sha256', key, 'signed-tokens', 'check-in', 32));
  const mac = createHmac('sha256', hkdf).update(`${eventId}\n${table}\n${id}`).digest();
  let bits = '';
  for (const byte of mac.subarray(0, 5)) bits += byte.toString(2).padStart(8, '0');
  const characters = bits.match(/.{5}/gu)!.map((group) => checkInAlphabet[parseInt(group, 2)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

describe('a check-in code', () => {
  it('is 40 bits of an HMAC of her event, table and row, under the secret’s check-in key', () => {
    expect(checkInCode(secret, guest)).toBe(codeByHand(secret, guest));
    expect(checkInCode(secret, guest)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u);
  });

  it('is another code for another event, table, row or secret', () => {
    const code = checkInCode(secret, guest);
    expect(checkInCode(secret, { ...guest, eventId: 8 })).not.toBe(code);
    expect(checkInCode(secret, { ...guest, table: 'retreat_applications' })).not.toBe(code);
    expect(checkInCode(secret, { ...guest, id: 43 })).not.toBe(code);
    expect(checkInCode(`${secret}x`, guest)).not.toBe(code);
  });

  it('gives ten thousand guests of one event ten thousand codes', () => {
    const codes = new Set(
      Array.from({ length: 10_000 }, (_, index) =>
        checkInCode(secret, { ...guest, id: index + 1 }),
      ),
    );
    expect(codes.size).toBe(10_000);
  });
});

describe('finding whom a code names', () => {
  const guests = [1, 2, 3].map((id) => ({ table: guest.table, id, name: `Guest ${id}` }));
  const book = codeBookOf(secret, guest.eventId, guests);
  const codeOf = (id: number) => checkInCode(secret, { ...guest, id });

  it('finds her by her code as typed, in any case, without its hyphen, or scanned', () => {
    const code = codeOf(2);
    for (const text of [
      code,
      code.toLowerCase(),
      code.replace('-', ''),
      checkInPayload(guest.eventId, code),
    ]) {
      expect(matchCode(book, text), text).toEqual({ guest: guests[1] });
    }
  });

  it('refuses a forged code, another event’s, and text that is no code', () => {
    const forged = codeOf(2).replace(/^./u, (first) => (first === 'A' ? 'B' : 'A'));
    expect(matchCode(book, forged)).toEqual({ refused: 'unknown' });
    // Another event's guest 2: typed, nobody here has it; scanned, its QR names the other event.
    const elsewhere = checkInCode(secret, { ...guest, eventId: 8, id: 2 });
    expect(matchCode(book, elsewhere)).toEqual({ refused: 'unknown' });
    expect(matchCode(book, checkInPayload(8, elsewhere))).toEqual({ refused: 'other-event' });
    // A QR image naming this event, but carrying another event's code: forged.
    expect(matchCode(book, checkInPayload(guest.eventId, elsewhere))).toEqual({
      refused: 'unknown',
    });
    // Made with another secret.
    const otherSecret = checkInCode(`${secret}x`, { ...guest, id: 2 });
    expect(matchCode(book, otherSecret)).toEqual({ refused: 'unknown' });
    expect(matchCode(book, 'hello')).toEqual({ refused: 'unreadable' });
  });

  it('finds nobody in an event without guests', () => {
    expect(matchCode(codeBookOf(secret, 9, []), codeOf(1))).toEqual({ refused: 'unknown' });
  });
});
