import type { PersonErasure, PersonRecordsView } from '#schemas/privacy/people.ts';

/** What the People view says of what it found and erased (docs/product/screens.md#people). */

export function countWords(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** `2 entries, 3 decisions and 5 mails`. */
export function heldLine(view: Pick<PersonRecordsView, 'entries' | 'history' | 'mails'>): string {
  const parts = [
    countWords(view.entries.length, 'entry', 'entries'),
    countWords(view.history.length, 'decision', 'decisions'),
    countWords(view.mails.length, 'mail', 'mails'),
  ];
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(parts);
}

/** One entry in the erasure's list: `Event Registrations: AI Power Circle (entry 12)`. */
export function entryLine(entry: PersonRecordsView['entries'][number]): string {
  return `${entry.form}${entry.event ? `: ${entry.event}` : ''} (entry ${entry.id})`;
}

/** The confirmation button: what goes, in numbers. */
export function eraseButtonText(view: Pick<PersonRecordsView, 'entries' | 'mails'>): string {
  return `Erase ${countWords(view.entries.length, 'entry', 'entries')} and ${countWords(
    view.mails.length,
    'mail',
    'mails',
  )}`;
}

/** The notice after an erasure; nothing erased when another erasure came first. */
export function erasedNotice(erased: PersonErasure): { title: string; description: string } {
  if (erased.rows === 0 && erased.mails === 0) {
    return {
      title: 'Nothing was erased',
      description: 'Everything shown had already been erased, by someone else or by retention.',
    };
  }
  return {
    title: 'Erased',
    description: `Erased ${countWords(erased.rows, 'entry', 'entries')} and ${countWords(
      erased.mails,
      'mail',
      'mails',
    )}.`,
  };
}
