import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorList } from '#schemas/check-in/check-ins.ts';
import type { QueuedWrite } from './door-state.ts';

/**
 * What the phone keeps of each door it opened, in the browser's IndexedDB
 * (docs/decisions/066-the-door-offline.md): the list as the server last gave it, and apart from
 * it, what this phone did there: the arrivals it recorded and the writes the server has not
 * answered yet. The list is written when it is read; the small part at every check-in.
 */

/** A door's list and when the server gave it. */
export type KeptList = { eventId: number; list: DoorList; readAt: string };

/** What this phone did at a door. */
export type KeptDesk = { eventId: number; arrivedHere: number[]; queue: QueuedWrite[] };

interface DoorStore extends DBSchema {
  lists: { key: number; value: KeptList };
  desks: { key: number; value: KeptDesk };
}

/** A list read this long ago, with nothing waiting, is forgotten: it names people. */
const keptForMs = 3 * 24 * 60 * 60 * 1000;

let opened: Promise<IDBPDatabase<DoorStore>> | undefined;

function store(): Promise<IDBPDatabase<DoorStore>> {
  opened ??= openDB<DoorStore>('wlai-door', 1, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'eventId' });
      database.createObjectStore('desks', { keyPath: 'eventId' });
    },
  });
  // A browser without IndexedDB (a private window of some) keeps nothing: the door still works
  // while the page stays open.
  opened.catch(() => (opened = undefined));
  return opened;
}

/** What the phone kept of event `eventId`'s door, if anything. */
export async function keptDoor(
  eventId: number,
): Promise<{ list: KeptList | undefined; desk: KeptDesk | undefined }> {
  try {
    const database = await store();
    const [list, desk] = await Promise.all([
      database.get('lists', eventId),
      database.get('desks', eventId),
    ]);
    return { list, desk };
  } catch {
    return { list: undefined, desk: undefined };
  }
}

export async function keepList(kept: KeptList): Promise<void> {
  try {
    await (await store()).put('lists', kept);
  } catch {
    // Nothing kept: see store().
  }
}

export async function keepDesk(kept: KeptDesk): Promise<void> {
  try {
    await (await store()).put('desks', kept);
  } catch {
    // Nothing kept: see store().
  }
}

/** Forgets the doors whose lists are older than {@link keptForMs} and wait for nothing. */
export function forgetOldDoors(now: Date): Promise<void> {
  return forgetDoors((readAt) => now.getTime() - Date.parse(readAt) >= keptForMs);
}

/**
 * Signing out: the phone forgets every door it kept (its list names people), but for those whose
 * check-ins wait to be sent: they go at the next sign-in there.
 */
export function forgetDoorsAtSignOut(): Promise<void> {
  return forgetDoors(() => true);
}

/** Forgets the doors whose list `isOld` by when it was read, and that wait for nothing. */
async function forgetDoors(isOld: (readAt: string) => boolean): Promise<void> {
  try {
    const database = await store();
    const transaction = database.transaction(['lists', 'desks'], 'readwrite');
    const [lists, desks] = [transaction.objectStore('lists'), transaction.objectStore('desks')];
    for (const kept of await lists.getAll()) {
      if (!isOld(kept.readAt)) continue;
      const desk = await desks.get(kept.eventId);
      if (desk && desk.queue.length > 0) continue;
      await Promise.all([lists.delete(kept.eventId), desks.delete(kept.eventId)]);
    }
    await transaction.done;
  } catch {
    // Nothing kept: see store().
  }
}
