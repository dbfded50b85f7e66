import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  checkInAlphabet,
  checkInCodeLength,
  readCheckInCode,
  spacedCode,
} from '#schemas/check-in/check-in-code.ts';
import type { CheckInRefusal } from '#schemas/check-in/check-ins.ts';
import type { EventFormTable } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { Executor } from '#server/db/database.ts';
import { purposeKey } from '#server/signed-tokens.ts';
import { guestsAtDoor, refusalOf, type GuestAtDoor } from './event-guests-at-door.ts';

/**
 * A guest's check-in code (docs/decisions/064-check-in-codes.md): the first 40 bits of an
 * HMAC-SHA-256, under the app secret's check-in key (server/signed-tokens.ts `purposeKey`), of
 * her event, her table and her row, written in Crockford's base32
 * (schemas/check-in/check-in-code.ts). Nothing stores it: the mail and the door list derive it, and
 * the door finds whom a code names by deriving the codes of the event's people again. It names one
 * guest of one event and says nothing of her; it stops working when she is no longer expected
 * (withdrawn, declined, erased).
 */

/** The row a code is made for. */
export type CheckInSubject = { eventId: number; table: EventFormTable; id: number };

/** 40 bits as 8 characters of Crockford's base32, most significant first. */
function base32Of(bytes: Uint8Array): string {
  let value = 0;
  for (const byte of bytes.subarray(0, 5)) value = value * 256 + byte;
  let code = '';
  for (let index = checkInCodeLength - 1; index >= 0; index--) {
    code += checkInAlphabet[Math.floor(value / 32 ** index) % 32];
  }
  return code;
}

/** Makes codes under `secret`, its key derived once (a door list makes hundreds). */
export function checkInCoder(secret: string): (subject: CheckInSubject) => string {
  const key = purposeKey(secret, 'check-in');
  return ({ eventId, table, id }) =>
    spacedCode(base32Of(createHmac('sha256', key).update(`${eventId}\n${table}\n${id}`).digest()));
}

/** The check-in code of one guest: `ABCD-EFGH`. */
export function checkInCode(secret: string, subject: CheckInSubject): string {
  return checkInCoder(secret)(subject);
}

/** The event's people with their codes, made once for all the codes a batch checks. */
export type CodeBook<G> = { eventId: number; entries: { guest: G; code: Buffer }[] };

export function codeBookOf<G extends Pick<GuestAtDoor, 'table' | 'id'>>(
  secret: string,
  eventId: number,
  guests: readonly G[],
): CodeBook<G> {
  const codeOf = checkInCoder(secret);
  return {
    eventId,
    entries: guests.map((guest) => ({
      guest,
      code: Buffer.from(codeOf({ eventId, table: guest.table, id: guest.id })),
    })),
  };
}

/**
 * Whom typed or scanned text names in the book, or why nobody: `unreadable` (no code's shape),
 * `other-event` (a QR image of another event), `unknown` (forged, mistyped, or another event's
 * code typed). Every entry is compared, in constant time, whatever matched: how long it takes
 * says nothing of which code is whose.
 */
export function matchCode<G>(
  book: CodeBook<G>,
  text: string,
): { guest: G } | { refused: 'unreadable' | 'other-event' | 'unknown' } {
  const read = readCheckInCode(text);
  if (!read) return { refused: 'unreadable' };
  if (read.eventId !== undefined && read.eventId !== book.eventId) {
    return { refused: 'other-event' };
  }
  const given = Buffer.from(read.code);
  let found: G | undefined;
  for (const entry of book.entries) {
    if (timingSafeEqual(entry.code, given) && found === undefined) found = entry.guest;
  }
  return found === undefined ? { refused: 'unknown' } : { guest: found };
}

/**
 * The guest expected at the event's door whom a code names, or why it admits nobody: forged or
 * of another event, or hers while she is withdrawn, declined, not approved or erased.
 */
export async function findGuestOfCode(
  executor: Executor,
  secret: string,
  event: Pick<EventRecord, 'id' | 'document'>,
  text: string,
): Promise<{ guest: GuestAtDoor } | { refused: CheckInRefusal }> {
  const book = codeBookOf(secret, event.id, await guestsAtDoor(executor, event));
  const match = matchCode(book, text);
  if ('refused' in match) return match;
  const refused = refusalOf(match.guest);
  return refused ? { refused } : match;
}
