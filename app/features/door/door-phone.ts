import { maxCheckInBatch, type DoorCounts, type DoorList } from '#schemas/check-in/check-ins.ts';
import { AdminRequestError, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { readDoor, sendCheckIns, sendWalkIn, undoArrival } from './door-api.ts';
import {
  doorCounts,
  guestOfScan,
  keepUnchanged,
  nextBatch,
  shownGuests,
  withBatchAnswer,
  withList,
  withUndo,
  withUndoAnswer,
  withWalkInAnswer,
  type DoorState,
  type QueuedWrite,
  type ShownGuest,
} from './door-state.ts';
import { keepDesk, keepList } from './door-store.ts';
import {
  alreadyOutcome,
  checkedInOutcome,
  refusedOutcome,
  scanRefusedOutcome,
  undoneOutcome,
  type DoorOutcome,
  type SendingState,
} from './door-wording.ts';

/**
 * This phone at an event's door (docs/decisions/066-the-door-offline.md): what it shows, what
 * she does there, and the sending of it. Every check-in, undo and walk-in shows at once and is
 * kept in the phone's store with its own key and time; the writes go to the server in order, the
 * check-ins as one batch, as soon as there is a connection: at once, when the browser says it is
 * back online, and every few seconds while some wait. The server's answers, and the list read
 * again after them, show what the other phones did.
 */

/** How often the phone tries again while writes wait, and reads the list again. */
const retryMs = 10_000;

/** A list younger than this is not read again after a send. */
const listFreshMs = 15_000;

/** The door as the page opened it: the list (the server's, or the one kept), and the queue. */
export type OpenedDoor = DoorState & {
  /** When the server gave the list (ISO): a list kept from earlier is older than the page. */
  readAt: string;
  /** The list is the one this phone kept: there was no connection. */
  kept: boolean;
};

export type DoorView = {
  event: DoorList['event'];
  guests: ShownGuest[];
  counts: DoorCounts;
  sending: SendingState;
  /** When the list shown was read from the server, and whether it was kept from an earlier visit. */
  readAt: string;
  kept: boolean;
  signedOut: boolean;
  /** The last check-in, scan, undo or walk-in, and its number (each is announced). */
  outcome: (DoorOutcome & { count: number }) | null;
};

/** The phone's own id, sent with its check-ins (kept with each arrival it recorded first). */
function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem('wlai-door-phone');
    if (kept) return kept;
    const made = `phone-${crypto.randomUUID()}`;
    localStorage.setItem('wlai-door-phone', made);
    return made;
  } catch {
    return undefined;
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Who a write is about, for its announcement. */
function nameOf(write: QueuedWrite, guests: readonly ShownGuest[]): string {
  if (write.kind === 'walk-in') return write.name;
  return guests.find((guest) => guest.guest === write.guest)?.name ?? 'This guest';
}

export class DoorPhone {
  readonly eventId: number;
  private door: DoorState;
  private readAt: string;
  private kept: boolean;
  private online = isOnline();
  private sending = false;
  private sendAgain = false;
  private problem: string | null = null;
  private signedOut = false;
  private outcome: DoorView['outcome'] = null;
  private view: DoorView;
  private readonly device = deviceId();
  private readonly listeners = new Set<() => void>();

  constructor(opened: OpenedDoor) {
    this.eventId = opened.list.event.id;
    this.door = { list: opened.list, arrivedHere: opened.arrivedHere, queue: opened.queue };
    this.readAt = opened.readAt;
    this.kept = opened.kept;
    this.view = this.viewOf([]);
  }

  /** What the page shows; each guest unchanged since `previous` the same object. */
  private viewOf(previous: readonly ShownGuest[]): DoorView {
    const guests = keepUnchanged(previous, shownGuests(this.door));
    return {
      event: this.door.list.event,
      guests,
      counts: doorCounts(guests),
      sending: {
        online: this.online,
        sending: this.sending,
        queue: this.door.queue,
        problem: this.problem,
      },
      readAt: this.readAt,
      kept: this.kept,
      signedOut: this.signedOut,
      outcome: this.outcome,
    };
  }

  private changed() {
    this.view = this.viewOf(this.view.guests);
    for (const listener of this.listeners) listener();
  }

  /** For `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): DoorView => this.view;

  /** Listens for the connection and tries on a timer; the function returned stops it. */
  start(): () => void {
    const online = () => {
      this.online = true;
      this.changed();
      void this.send();
    };
    const offline = () => {
      this.online = false;
      this.changed();
    };
    const visible = () => {
      if (document.visibilityState === 'visible') void this.send();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(() => void this.send(), retryMs);
    // What waited from an earlier visit goes now.
    void this.send();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }

  private say(outcome: DoorOutcome) {
    this.outcome = { ...outcome, count: (this.outcome?.count ?? 0) + 1 };
  }

  /** Keeps what this phone did in its store; the list too when it changed. */
  private keep({ list }: { list: boolean }) {
    const { eventId, door } = this;
    void keepDesk({ eventId, arrivedHere: [...door.arrivedHere], queue: [...door.queue] });
    if (list) void keepList({ eventId, list: door.list, readAt: this.readAt });
  }

  private write(write: QueuedWrite) {
    this.door = { ...this.door, queue: [...this.door.queue, write] };
    this.keep({ list: false });
    this.changed();
    void this.send();
  }

  readonly checkIn = (guest: ShownGuest) => {
    if (guest.arrivedAt !== null) {
      this.say(alreadyOutcome(guest.name, guest.arrivedAt));
      return this.changed();
    }
    this.say(checkedInOutcome(guest.name));
    this.write({
      kind: 'check-in',
      key: crypto.randomUUID(),
      guest: guest.guest,
      at: new Date().toISOString(),
    });
  };

  readonly undo = (guest: ShownGuest) => {
    this.door = withUndo(this.door, guest, crypto.randomUUID(), new Date().toISOString());
    this.say(undoneOutcome(guest.name));
    this.keep({ list: false });
    this.changed();
    void this.send();
  };

  readonly walkIn = ({ name, company }: { name: string; company: string }) => {
    this.say(checkedInOutcome(name));
    this.write({
      kind: 'walk-in',
      key: crypto.randomUUID(),
      name,
      company,
      at: new Date().toISOString(),
    });
  };

  /** A code the camera read (or she typed): its guest checked in, or why not. */
  readonly scan = (text: string) => {
    const found = guestOfScan(this.view.guests, this.eventId, text);
    if (typeof found !== 'string') return this.checkIn(found);
    this.say(scanRefusedOutcome(found));
    this.changed();
    // A guest approved since the list was read is on the next one.
    if (found === 'unknown') void this.send();
  };

  /**
   * Sends what waits, in order, then reads the list again if it is not fresh. One send at a
   * time: a write made meanwhile is sent by the same loop.
   */
  async send(): Promise<void> {
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    if (!isOnline()) return;
    this.sending = true;
    this.changed();
    try {
      while (this.door.queue.length > 0) await this.sendNext(this.door.queue[0]!);
      if (Date.now() - Date.parse(this.readAt) >= listFreshMs) await this.readList();
      this.problem = null;
      this.signedOut = false;
    } catch (error) {
      this.failed(error);
    } finally {
      this.sending = false;
      this.changed();
    }
    if (this.sendAgain && this.problem === null) {
      this.sendAgain = false;
      await this.send();
    }
  }

  private async sendNext(write: QueuedWrite) {
    if (write.kind === 'check-in') {
      const batch = nextBatch(this.door.queue, maxCheckInBatch);
      const answer = await sendCheckIns(this.eventId, {
        ...(this.device && { device: this.device }),
        checkIns: batch.map(({ key, guest, at }) => ({ key, guest, at })),
      });
      const { door, refused } = withBatchAnswer(this.door, answer);
      for (const { write: refusedWrite, message } of refused) {
        this.say(refusedOutcome(nameOf(refusedWrite, this.view.guests), message));
      }
      this.door = door;
    } else if (write.kind === 'undo') {
      this.door = withUndoAnswer(
        this.door,
        write.key,
        await undoArrival(this.eventId, write.guest),
      );
    } else {
      await this.sendWalkIn(write);
    }
    this.keep({ list: true });
    this.changed();
  }

  private async sendWalkIn(write: Extract<QueuedWrite, { kind: 'walk-in' }>) {
    const { key, name, company } = write;
    try {
      const answer = await sendWalkIn(this.eventId, { key, name, ...(company && { company }) });
      this.door = withWalkInAnswer(this.door, key, answer);
    } catch (error) {
      // Her name as typed cannot be stored: she leaves the queue, and the door says why.
      if (!(error instanceof AdminRequestError) || error.status !== 400) throw error;
      this.door = { ...this.door, queue: this.door.queue.filter((queued) => queued !== write) };
      this.say(refusedOutcome(name, error.message));
    }
  }

  private async readList() {
    const list = await readDoor(this.eventId);
    this.readAt = new Date().toISOString();
    this.kept = false;
    this.door = withList(this.door, list);
    this.keep({ list: true });
  }

  /**
   * Nothing is lost: the writes stay queued. Without a connection (the fetch's TypeError) the
   * next try sends them; signed out, or refused, the status line says why.
   */
  private failed(error: unknown) {
    // NOTE: not adminAction (admin-action.ts): the door keeps its queue and says why on its line.
    if (error instanceof SignedOutError) {
      this.signedOut = true;
      this.problem = 'Signed out: sign in again to send what waits.';
    } else if (error instanceof AdminRequestError) {
      this.problem = error.message;
    }
  }
}
