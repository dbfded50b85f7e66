/**
 * How a guest's check-in code is written and read (docs/decisions/064-check-in-codes.md): eight
 * characters of Crockford's base32 shown as `XXXX-XXXX`, and the QR image's text
 * `WLAI-CHECKIN:<event id>:XXXX-XXXX`. Neither names her, her address or her row. The server
 * makes the code (server/check-in/codes.ts); the door reads what was typed or scanned with
 * {@link readCheckInCode}, in the browser as on the server.
 */

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays one code. */
export const checkInAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a code: 40 bits. */
export const checkInCodeLength = 8;

/** What a QR image of a code starts with: a scan of any other QR is no check-in code. */
export const checkInPayloadPrefix = 'WLAI-CHECKIN';

/** Letters people take for a digit, read as Crockford reads them. */
const lookAlikes: Record<string, string> = { O: '0', I: '1', L: '1' };

/** `ABCDEFGH` as the mail and the door show it: `ABCD-EFGH`. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The text of the QR image of `code` (`ABCD-EFGH`) for the event `eventId`. */
export function checkInPayload(eventId: number, code: string): string {
  return `${checkInPayloadPrefix}:${eventId}:${code}`;
}

/** What a typed or scanned code says: the code as `ABCD-EFGH`, and the event a QR image named. */
export type ReadCheckInCode = { code: string; eventId?: number };

/** A typed code in canonical form, or undefined when it cannot be one. */
function canonicalCode(typed: string): string | undefined {
  const characters = typed
    .toUpperCase()
    .replace(/[\s-]/gu, '')
    .replace(/[OIL]/gu, (letter) => lookAlikes[letter]!);
  if (characters.length !== checkInCodeLength) return undefined;
  for (const character of characters) if (!checkInAlphabet.includes(character)) return undefined;
  return spacedCode(characters);
}

/**
 * A code as a person typed it (`abcd efgh`, `ABCDEFGH`, `ab0d-efgh` for `ABOD-EFGH`) or as a phone
 * scanned it from the QR image; undefined for text that cannot be a code. Whether it names a
 * guest only the server can tell.
 */
export function readCheckInCode(text: string): ReadCheckInCode | undefined {
  const trimmed = text.trim();
  const scanned = new RegExp(`^${checkInPayloadPrefix}:(\\d{1,10}):(.+)$`, 'iu').exec(trimmed);
  if (scanned) {
    const code = canonicalCode(scanned[2]!);
    const eventId = Number(scanned[1]);
    return code && Number.isSafeInteger(eventId) ? { code, eventId } : undefined;
  }
  const code = canonicalCode(trimmed);
  return code ? { code } : undefined;
}
