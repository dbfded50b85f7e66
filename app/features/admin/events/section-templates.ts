/**
 * What the structured editors add (docs/product/screens.md#the-event-editor): an empty section
 * of each kind of the page's bands (schemas/events/event-document.ts), with one empty item to fill,
 * and empty items of each list. Empty required words are the server's to refuse (`Required.`).
 */
import type { EventDocument } from '#schemas/events/event-document.ts';

export type EventSection = EventDocument['sections'][number];
export type SectionKind = EventSection['kind'];
type Person = Extract<EventSection, { kind: 'people' }>['people'][number];

export const sectionKinds: readonly (readonly [SectionKind, string])[] = [
  ['agenda', 'Agenda (blocks with minutes)'],
  ['timeline', 'Timeline (times of the day)'],
  ['programme', 'Programme (topics)'],
  ['checklist', 'Checklist'],
  ['thanks', 'Thanks (paragraphs)'],
  ['people', 'People'],
];

export function newPerson(): Person {
  return { id: '', name: '', role: '', bio: [''] };
}

export const newItems = {
  agenda: () => ({ title: '', duration: '30 min' }),
  timeline: () => ({ time: '', title: '' }),
  programme: () => ({ title: '', description: '' }),
  checklist: () => '',
  paragraph: () => '',
  person: newPerson,
} as const;

/** An id not yet used on the page: the kind's name, then `-2`, `-3`... */
export function freeSectionId(kind: SectionKind, used: ReadonlySet<string>): string {
  if (!used.has(kind)) return kind;
  let number = 2;
  while (used.has(`${kind}-${number}`)) number += 1;
  return `${kind}-${number}`;
}

export function newSection(kind: SectionKind, used: ReadonlySet<string>): EventSection {
  const id = freeSectionId(kind, used);
  switch (kind) {
    case 'agenda':
      return { kind, id, title: '', items: [newItems.agenda()] };
    case 'timeline':
      return { kind, id, title: '', items: [newItems.timeline()] };
    case 'programme':
      return { kind, id, title: '', items: [newItems.programme()] };
    case 'checklist':
      return { kind, id, title: '', items: [''] };
    case 'thanks':
      return { kind, id, title: '', paragraphs: [''] };
    case 'people':
      return { kind, id, title: '', people: [newPerson()] };
  }
}

/** `30 min` → `30`; anything else as it is, for the organiser to correct. */
export function minutesOf(duration: unknown): string {
  if (typeof duration !== 'string') return '';
  return /^(\d{1,3}) min$/.exec(duration)?.[1] ?? duration;
}

/** What the organiser typed as minutes → the document's `30 min`; other text is kept as typed. */
export function durationOf(minutes: string): string {
  const trimmed = minutes.trim();
  return /^\d{1,3}$/.test(trimmed) ? `${trimmed} min` : trimmed;
}
