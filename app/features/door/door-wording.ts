import { checkInRefusalMessages, type DoorCounts } from '#schemas/check-in/check-ins.ts';
import type { QueuedWrite, ScanRefusal } from './door-state.ts';

/** What the door says (docs/product/screens.md#the-door). */

/** The door reads times as in London, where the events are, whatever the phone's own zone. */
const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** `18:42`. */
export function arrivalTime(at: string): string {
  return clockTime.format(new Date(at));
}

/** `Arrived 12 of 50`. */
export function countsLine({ arrived, expected }: DoorCounts): string {
  return `Arrived ${arrived} of ${expected}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** `3 check-ins`, `2 check-ins and 1 undo`: what waits to be sent. */
export function waitingWords(queue: readonly QueuedWrite[]): string {
  const undos = queue.filter((write) => write.kind === 'undo').length;
  const checkIns = queue.length - undos;
  if (undos === 0) return plural(checkIns, 'check-in');
  if (checkIns === 0) return plural(undos, 'undo');
  return `${plural(checkIns, 'check-in')} and ${plural(undos, 'undo')}`;
}

/** Where the phone's writes stand, with or without a connection. */
export type SendingState = {
  online: boolean;
  sending: boolean;
  queue: readonly QueuedWrite[];
  /** Why the server took none of them (signed out, a refusal), or null. */
  problem: string | null;
};

/**
 * The status line: `Offline: 3 check-ins waiting`, `Sending 3 check-ins...`, `All check-ins
 * sent`; a problem the server named comes first.
 */
export function sendingLine({ online, sending, queue, problem }: SendingState): string {
  const waiting = queue.length > 0 ? `${waitingWords(queue)} waiting` : null;
  if (!online) return waiting ? `Offline: ${waiting}` : 'Offline: all check-ins sent';
  if (problem !== null) return waiting ? `${problem} ${waiting}.` : problem;
  if (waiting === null) return 'All check-ins sent';
  return sending ? `Sending ${waitingWords(queue)}...` : `${waiting}: sending again shortly`;
}

/** What a check-in, a scan or a walk-in came to, as the door announces it. */
export type DoorOutcome = { tone: 'checked-in' | 'already' | 'undone' | 'refused'; text: string };

export function checkedInOutcome(name: string): DoorOutcome {
  return { tone: 'checked-in', text: `Checked in: ${name}` };
}

/** She was checked in before, at `at` (on this phone or another). */
export function alreadyOutcome(name: string, at: string): DoorOutcome {
  return { tone: 'already', text: `Already checked in at ${arrivalTime(at)}: ${name}` };
}

export function undoneOutcome(name: string): DoorOutcome {
  return { tone: 'undone', text: `Check-in undone: ${name}` };
}

const scanRefusals: Record<ScanRefusal, string> = {
  unreadable: checkInRefusalMessages.unreadable,
  'other-event': checkInRefusalMessages['other-event'],
  unknown: 'Not a guest of this event',
};

export function scanRefusedOutcome(refusal: ScanRefusal): DoorOutcome {
  return { tone: 'refused', text: scanRefusals[refusal] };
}

export function refusedOutcome(name: string, message: string): DoorOutcome {
  return { tone: 'refused', text: `${name}: ${message}` };
}
