import { describe, expect, it } from 'vitest';
import {
  addItem,
  changedPaths,
  getAt,
  moveItem,
  removeItem,
  sameDocument,
  setAt,
} from './document-edits.ts';

const agenda = {
  title: 'AI Power Circle',
  sections: [
    {
      kind: 'agenda',
      id: 'agenda',
      title: 'The Evening Agenda',
      items: [
        { title: 'Keynote', duration: '30 min' },
        { title: 'Workshop', duration: '30 min' },
        { title: 'Network', duration: '30 min' },
      ],
    },
  ],
};

const titles = (document: unknown) =>
  (getAt(document, 'sections.0.items') as { title: string }[]).map((item) => item.title);

describe('document edits', () => {
  it('writes at a path and leaves the document it was given as it was', () => {
    const next = setAt(agenda, 'sections.0.items.1.duration', '45 min');
    expect(getAt(next, 'sections.0.items.1.duration')).toBe('45 min');
    expect(getAt(agenda, 'sections.0.items.1.duration')).toBe('30 min');
    expect(next.sections[0]!.items[0]).toBe(agenda.sections[0]!.items[0]);
  });

  it('takes an optional field away when it is left empty', () => {
    const withLead = setAt(agenda, 'sections.0.lead', 'Two hours.');
    const without = setAt(withLead, 'sections.0.lead', undefined);
    expect(Object.hasOwn(without.sections[0]!, 'lead')).toBe(false);
    expect(sameDocument(without, agenda)).toBe(true);
  });

  it('adds at the end, removes one, and moves one up or down', () => {
    const added = addItem(agenda, 'sections.0.items', { title: 'Q&A', duration: '15 min' });
    expect(titles(added)).toEqual(['Keynote', 'Workshop', 'Network', 'Q&A']);
    expect(titles(removeItem(added, 'sections.0.items', 1))).toEqual(['Keynote', 'Network', 'Q&A']);
    expect(titles(moveItem(added, 'sections.0.items', 3, -1))).toEqual([
      'Keynote',
      'Workshop',
      'Q&A',
      'Network',
    ]);
    expect(titles(moveItem(added, 'sections.0.items', 0, 1))).toEqual([
      'Workshop',
      'Keynote',
      'Network',
      'Q&A',
    ]);
    // At an end, nothing moves.
    expect(moveItem(added, 'sections.0.items', 0, -1)).toBe(added);
    expect(moveItem(added, 'sections.0.items', 3, 1)).toBe(added);
  });

  it('tells a changed document from one with its keys in another order', () => {
    expect(sameDocument({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 })).toBe(true);
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameDocument({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });

  it('names the paths that differ, an array item as one value', () => {
    const moved = moveItem(agenda, 'sections.0.items', 0, 1);
    const retitled = setAt(moved, 'title', 'AI Power Circle, January');
    expect(changedPaths(agenda, retitled)).toEqual(['sections.0', 'title']);
    const items = agenda.sections[0]!.items;
    expect(changedPaths(items, moveItem(items, '', 1, 1))).toEqual(['1', '2']);
    expect(changedPaths(agenda, agenda)).toEqual([]);
  });
});
