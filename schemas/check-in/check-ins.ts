import type { EventRecord } from '#schemas/events/event-record.ts';

/**
 * Checking guests in at an event's door (docs/product/rules.md#check-in-codes;
 * docs/decisions/064-check-in-codes.md), from the organisers' phones:
 *
 *   GET    /api/admin/events/:id/door                           → DoorList
 *   POST   /api/admin/events/:id/check-ins        CheckInBatch  → CheckInBatchAnswer
 *   DELETE /api/admin/events/:id/check-ins/:guest               → UndoAnswer
 *   POST   /api/admin/events/:id/walk-ins         WalkInRequest → WalkInAnswer (201 if added)
 *
 * A phone without a connection queues its check-ins and sends them as one batch when it is back;
 * every write is idempotent, so a batch sent twice, or two phones checking in one guest, store one
 * arrival. Refusals: 400 naming the field (nothing stored), 404 unknown event, 409 an online
 * event (no door), 403 an account that may not work the door, 401 signed out. The requests' checks are in
 * check-in-requests.ts: this module loads no zod, so the admin's browser code may import it.
 */

/** One guest expected at the door: approved, not suspected spam, not erased. */
export type DoorGuest = {
  /** Her row's id in the event's table: what a check-in or an undo names. */
  guest: number;
  name: string;
  /** '' when she gave none. */
  company: string;
  /** Her check-in code (`ABCD-EFGH`): a phone matches a scan against it while offline. */
  code: string;
  /** When she arrived (ISO-8601), as the phone that checked her in recorded it; null until then. */
  arrivedAt: string | null;
  /** She was added at the door, not expected. */
  walkIn: boolean;
};

/** How many are expected (walk-ins included), and how many of them arrived. */
export type DoorCounts = { expected: number; arrived: number };

export type DoorList = {
  event: { id: number; title: string; date: string };
  counts: DoorCounts;
  /** By name, then by row. */
  guests: DoorGuest[];
};

/** Check-ins in one batch at most: a phone's queue is sent in batches of this size. */
export const maxCheckInBatch = 1000;

/**
 * One arrival as a phone recorded it: her row (from the door list) or the code it scanned or was
 * told, and when. `key` is the phone's own id for it: sent again, it is the same arrival.
 */
export type CheckInItem = { key: string; guest?: number; code?: string; at: string };

export type CheckInBatch = {
  /** The phone's own id, kept with each arrival it recorded first. */
  device?: string;
  checkIns: CheckInItem[];
};

/** Why a check-in was refused: it names nobody expected at this event's door. */
export const checkInRefusals = [
  'unreadable',
  'other-event',
  'unknown',
  'unknown-guest',
  'not-approved',
  'declined',
  'withdrawn',
  'erased',
] as const;
export type CheckInRefusal = (typeof checkInRefusals)[number];

/** What the door says of each refusal. */
export const checkInRefusalMessages: Record<CheckInRefusal, string> = {
  unreadable: 'This is not a check-in code.',
  'other-event': 'This code is for another event.',
  unknown: 'No guest of this event has this code.',
  'unknown-guest': 'This person is not a guest of this event.',
  'not-approved': 'She has no place at this event yet.',
  declined: 'She has no place at this event.',
  withdrawn: 'She withdrew: her code no longer works.',
  erased: 'Her data was erased: her code no longer works.',
};

/**
 * What became of one check-in: `checked-in` (this one recorded her arrival; a retry of it says the
 * same), `already` (another check-in, on this phone or another, recorded it first, at
 * `arrivedAt`), or `refused`.
 */
export type CheckInOutcome =
  | { key: string; outcome: 'checked-in' | 'already'; guest: number; arrivedAt: string }
  | { key: string; outcome: 'refused'; reason: CheckInRefusal; message: string };

export type CheckInBatchAnswer = { outcomes: CheckInOutcome[]; counts: DoorCounts };

/** An undone arrival: she is expected again (a walk-in is taken off the list with it). */
export type UndoAnswer = {
  guest: number;
  outcome: 'undone' | 'not-checked-in';
  counts: DoorCounts;
};

/** A guest nobody expected, added at the door as she arrives; `key` as a check-in's. */
export type WalkInRequest = { key: string; name: string; company?: string; email?: string };

/**
 * The guest added, or found: `added` (a registration marked walk-in, checked in), `already` (the
 * same key sent before), `expected` (her address is an approved guest's: she was checked in as
 * that guest).
 */
export type WalkInAnswer = {
  outcome: 'added' | 'already' | 'expected';
  guest: DoorGuest;
  counts: DoorCounts;
};

/** Whether an event has a door to check guests in at: one held in person. */
export function hasDoor(event: Pick<EventRecord, 'document'>): boolean {
  return event.document.attendance === 'in-person';
}

/** The answer for an event without a door (409). */
export const noDoorMessage = 'This event is online: it has no door to check guests in at.';
