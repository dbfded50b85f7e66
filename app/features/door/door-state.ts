import { checkInCodeLength, readCheckInCode } from '#schemas/check-in/check-in-code.ts';
import type {
  CheckInBatchAnswer,
  DoorCounts,
  DoorGuest,
  DoorList,
  UndoAnswer,
  WalkInAnswer,
} from '#schemas/check-in/check-ins.ts';

/**
 * What one phone knows of an event's door (docs/product/screens.md#the-door,
 * docs/decisions/066-the-door-offline.md): the list as the server last gave it, the arrivals
 * this phone recorded, and what it did that the server has not answered yet. The guests it shows
 * are the list with those writes laid over it, so a check-in shows at once, with or without a
 * connection, and an answer or a fresh list changes only what the server decided.
 */

/** A write made at the door, kept in order until the server has answered it. */
export type QueuedWrite =
  | { kind: 'check-in'; key: string; guest: number; at: string }
  | { kind: 'undo'; key: string; guest: number; at: string }
  | { kind: 'walk-in'; key: string; name: string; company: string; at: string };

export type QueuedCheckIn = Extract<QueuedWrite, { kind: 'check-in' }>;

export type DoorState = {
  list: DoorList;
  /** The guests whose arrival this phone recorded: it may undo them. */
  arrivedHere: readonly number[];
  queue: readonly QueuedWrite[];
};

/** A guest as the door shows her. */
export type ShownGuest = DoorGuest & {
  /** Her key in the list: her row, or a walk-in's key while the server has not stored her. */
  id: string;
  /** What this phone did for her has not reached the server yet. */
  waiting: boolean;
  /** This phone recorded her arrival: she may be undone here. */
  here: boolean;
  /** A walk-in added here and not sent yet: undoing her takes her off the queue. */
  walkInKey?: string;
};

function byName(a: ShownGuest, b: ShownGuest): number {
  return a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.guest - b.guest;
}

/** The guests as the door shows them: the list with the queued writes over it, by name. */
export function shownGuests({ list, arrivedHere, queue }: DoorState): ShownGuest[] {
  const here = new Set(arrivedHere);
  const guests = list.guests.map((guest): ShownGuest => ({
    ...guest,
    id: `guest-${guest.guest}`,
    waiting: false,
    here: here.has(guest.guest) && guest.arrivedAt !== null,
  }));
  const byRow = new Map(guests.map((guest) => [guest.guest, guest]));
  const walkIns: ShownGuest[] = [];
  for (const write of queue) {
    if (write.kind === 'walk-in') {
      walkIns.push({
        guest: 0,
        id: `walk-in-${write.key}`,
        name: write.name,
        company: write.company,
        code: '',
        arrivedAt: write.at,
        walkIn: true,
        waiting: true,
        here: true,
        walkInKey: write.key,
      });
      continue;
    }
    const guest = byRow.get(write.guest);
    if (!guest) continue;
    const arrives = write.kind === 'check-in';
    if (arrives && guest.arrivedAt !== null) continue;
    Object.assign(guest, { arrivedAt: arrives ? write.at : null, waiting: true, here: arrives });
  }
  return walkIns.length === 0 ? guests : [...guests, ...walkIns].sort(byName);
}

function sameGuest(a: ShownGuest, b: ShownGuest): boolean {
  return (Object.keys(a) as (keyof ShownGuest)[]).every((field) => a[field] === b[field]);
}

/**
 * `next` with each guest that did not change since `previous` kept as the same object: a row of
 * a list of hundreds draws again only when its guest changed.
 */
export function keepUnchanged(
  previous: readonly ShownGuest[],
  next: readonly ShownGuest[],
): ShownGuest[] {
  const before = new Map(previous.map((guest) => [guest.id, guest]));
  return next.map((guest) => {
    const kept = before.get(guest.id);
    return kept && sameGuest(kept, guest) ? kept : guest;
  });
}

/** Arrived of expected, walk-ins counted among both, as the server counts them. */
export function doorCounts(guests: readonly ShownGuest[]): DoorCounts {
  return {
    expected: guests.length,
    arrived: guests.filter((guest) => guest.arrivedAt !== null).length,
  };
}

/** Text as a search compares it: lower case, without accents, one space between words. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** A guest with what a search reads of her: her name, company and code. */
export type SearchableGuest = { guest: ShownGuest; text: string };

/** What a search reads of each guest, kept while she is the same object (see keepUnchanged). */
const searchTexts = new WeakMap<ShownGuest, string>();

export function searchableGuests(guests: readonly ShownGuest[]): SearchableGuest[] {
  return guests.map((guest) => {
    let text = searchTexts.get(guest);
    if (text === undefined) {
      text = searchable(
        `${guest.name} ${guest.company} ${guest.code} ${guest.code.replace('-', '')}`,
      );
      searchTexts.set(guest, text);
    }
    return { guest, text };
  });
}

/** Whether `query` has as many letters and digits as a code (its spaces and hyphen aside). */
function typedCodeLength(query: string): boolean {
  return query.replace(/[\s-]/gu, '').length === checkInCodeLength;
}

/**
 * The guests a search finds: each word typed in her name, company or code; a whole code
 * however it was typed (`abcd efgh`, `ab0d-efgh` for `ABOD-EFGH`) finds its guest.
 */
export function searchGuests(guests: readonly SearchableGuest[], query: string): ShownGuest[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return guests.map(({ guest }) => guest);
  // Read as a code only when it has a code's length: most keystrokes are of a name.
  const code = typedCodeLength(query) ? readCheckInCode(query)?.code : undefined;
  return guests
    .filter(({ guest, text }) => guest.code === code || words.every((word) => text.includes(word)))
    .map(({ guest }) => guest);
}

/** Why a scanned or typed code names nobody at this door. */
export type ScanRefusal = 'unreadable' | 'other-event' | 'unknown';

/** The guest a scan names at the door of event `eventId`, read against the list this phone has. */
export function guestOfScan(
  guests: readonly ShownGuest[],
  eventId: number,
  text: string,
): ShownGuest | ScanRefusal {
  const read = readCheckInCode(text);
  if (!read) return 'unreadable';
  if (read.eventId !== undefined && read.eventId !== eventId) return 'other-event';
  return guests.find((guest) => guest.code === read.code) ?? 'unknown';
}

/** The check-ins sent next as one batch: the queue's first run of them, `most` at most. */
export function nextBatch(queue: readonly QueuedWrite[], most: number): QueuedCheckIn[] {
  const run: QueuedCheckIn[] = [];
  for (const write of queue) {
    if (write.kind !== 'check-in' || run.length === most) break;
    run.push(write);
  }
  return run;
}

/** A guest's row of the list replaced (or added) with what the server says of her now. */
function withGuest(list: DoorList, guest: DoorGuest): DoorList {
  const guests = list.guests.some((shown) => shown.guest === guest.guest)
    ? list.guests.map((shown) => (shown.guest === guest.guest ? guest : shown))
    : [...list.guests, guest];
  return { ...list, guests };
}

function withoutWrites(queue: readonly QueuedWrite[], keys: ReadonlySet<string>) {
  return queue.filter((write) => !keys.has(write.key));
}

/** A write the server refused: its guest is shown as the server has her. */
export type RefusedWrite = { write: QueuedWrite; message: string };

/**
 * The door once the server answered a batch of check-ins: each answered write leaves the queue;
 * a guest checked in by it, or before it on another phone (`already`), shows the time the
 * server kept; a refused one stays as the list has her.
 */
export function withBatchAnswer(
  door: DoorState,
  answer: CheckInBatchAnswer,
): { door: DoorState; refused: RefusedWrite[] } {
  const sent = new Map(door.queue.map((write) => [write.key, write]));
  const here = new Set(door.arrivedHere);
  const arrivals = new Map<number, string>();
  const refused: RefusedWrite[] = [];
  for (const outcome of answer.outcomes) {
    if (outcome.outcome === 'refused') {
      const write = sent.get(outcome.key);
      if (write) refused.push({ write, message: outcome.message });
      continue;
    }
    arrivals.set(outcome.guest, outcome.arrivedAt);
    if (outcome.outcome === 'checked-in') here.add(outcome.guest);
    else here.delete(outcome.guest);
  }
  const guests = door.list.guests.map((guest) =>
    arrivals.has(guest.guest) ? { ...guest, arrivedAt: arrivals.get(guest.guest)! } : guest,
  );
  const answered = new Set(answer.outcomes.map((outcome) => outcome.key));
  return {
    door: {
      list: { ...door.list, guests },
      arrivedHere: [...here],
      queue: withoutWrites(door.queue, answered),
    },
    refused,
  };
}

/** The door once an undo was answered: she is expected again; a walk-in leaves the list. */
export function withUndoAnswer(door: DoorState, key: string, answer: UndoAnswer): DoorState {
  const guests = door.list.guests.flatMap((guest) => {
    if (guest.guest !== answer.guest) return [guest];
    return guest.walkIn && answer.outcome === 'undone' ? [] : [{ ...guest, arrivedAt: null }];
  });
  return {
    list: { ...door.list, guests },
    arrivedHere: door.arrivedHere.filter((guest) => guest !== answer.guest),
    queue: withoutWrites(door.queue, new Set([key])),
  };
}

/** The door once a walk-in was stored: she is on the list, checked in here. */
export function withWalkInAnswer(door: DoorState, key: string, answer: WalkInAnswer): DoorState {
  return {
    list: withGuest(door.list, answer.guest),
    arrivedHere: [...new Set([...door.arrivedHere, answer.guest.guest])],
    queue: withoutWrites(door.queue, new Set([key])),
  };
}

/** The door with the list read again: the arrivals it no longer holds are no longer here. */
export function withList(door: DoorState, list: DoorList): DoorState {
  const arrived = new Set(
    list.guests.filter((guest) => guest.arrivedAt !== null).map((guest) => guest.guest),
  );
  return { ...door, list, arrivedHere: door.arrivedHere.filter((guest) => arrived.has(guest)) };
}

/**
 * The door once she undid `guest`'s arrival: a check-in or walk-in still queued is taken back
 * (the server never hears of it); one the server has is undone there, in its turn.
 */
export function withUndo(door: DoorState, guest: ShownGuest, key: string, at: string): DoorState {
  const queued = door.queue.findLast((write) =>
    guest.walkInKey !== undefined
      ? write.key === guest.walkInKey
      : write.kind === 'check-in' && write.guest === guest.guest,
  );
  if (queued) return { ...door, queue: door.queue.filter((write) => write !== queued) };
  return {
    ...door,
    arrivedHere: door.arrivedHere.filter((row) => row !== guest.guest),
    queue: [...door.queue, { kind: 'undo', key, guest: guest.guest, at }],
  };
}
