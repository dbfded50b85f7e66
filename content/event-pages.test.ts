import { describe, expect, it } from 'vitest';
import {
  eventPages,
  julyMeetupPage,
  summerBoatPage,
  virtualCirclePage,
  type AgendaBlock,
} from './event-pages.ts';

const minutes = (items: readonly AgendaBlock[]) =>
  items.reduce((total, item) => total + Number(/^(\d+) min$/.exec(item.duration)?.[1]), 0);

function agendaOf(page: (typeof eventPages)[number]) {
  const agenda = page.sections.find((section) => section.kind === 'agenda');
  if (agenda?.kind !== 'agenda') throw new Error(`${page.slug} has no agenda`);
  return agenda.items;
}

describe('event pages content', () => {
  it('has seven pages with distinct slugs', () => {
    expect(new Set(eventPages.map((page) => page.slug)).size).toBe(7);
  });

  for (const page of eventPages) {
    describe(page.slug, () => {
      it('places its form exactly once, after the hero', () => {
        expect(page.sections.filter((section) => section.kind === 'form')).toHaveLength(1);
      });

      it('gives every section a distinct id that is not the form id', () => {
        const ids = page.sections.flatMap((section) => ('id' in section ? [section.id] : []));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(page.form.id);
      });

      it('has a page description under 160 characters', () => {
        expect(page.meta.description.length).toBeLessThan(160);
      });

      it('states a date and a place', () => {
        const kinds = page.facts.map((fact) => fact.kind);
        expect(kinds).toContain('date');
        expect(kinds.some((kind) => kind === 'venue' || kind === 'online')).toBe(true);
      });
    });
  }

  it('keeps the agendas to the durations of docs/product/screens.md#numbers-at-a-glance', () => {
    expect(minutes(agendaOf(julyMeetupPage))).toBe(120);
    expect(agendaOf(julyMeetupPage).every((item) => item.duration === '30 min')).toBe(true);
    expect(minutes(agendaOf(summerBoatPage))).toBe(180);
    expect(agendaOf(virtualCirclePage).map((item) => item.duration)).toEqual([
      '10 min',
      '25 min',
      '25 min',
    ]);
  });

  it("mentions August in the virtual circle's form subtitle", () => {
    expect(virtualCirclePage.form.title).toBe('Apply to Attend');
    expect(virtualCirclePage.form.subtitle).toMatch(/August/);
  });
});
