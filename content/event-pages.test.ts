import { describe, expect, it } from 'vitest';
import { monthNames, weekdayNames } from '#schemas/events/calendar/calendar-names.ts';
import {
  eventPages,
  julyMeetupPage,
  leadershipLabsPage,
  summerBoatPage,
  virtualCirclePage,
  type AgendaBlock,
  type EventPage,
} from './event-pages.ts';

const minutes = (items: readonly AgendaBlock[]) =>
  items.reduce((total, item) => total + Number(/^(\d+) min$/.exec(item.duration)?.[1]), 0);

const ordinals = ['First', 'Second', 'Third', 'Fourth'];
const rruleDays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** `2025-07-23T18:00` → its calendar fields, read without any time zone. */
function wallClock(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`${value} is not YYYY-MM-DDTHH:mm`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  expect(date.getUTCDate(), `${value} is a real day`).toBe(day);
  return { year, month, day, weekday: date.getUTCDay(), minutes: hour * 60 + minute };
}

/** `6:30 PM` → minutes after midnight. */
function clockMinutes(time: string, meridiem: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return ((hour % 12) + (meridiem === 'PM' ? 12 : 0)) * 60 + minute;
}

function factValue(page: EventPage, kind: 'date' | 'time'): string {
  const fact = page.facts.find((item) => item.kind === kind);
  if (!fact) throw new Error(`${page.slug} has no ${kind} fact`);
  return fact.value;
}

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

  describe('calendar times agree with the date and time facts', () => {
    const dated = eventPages.filter((page) => page.calendar);

    it('are given for the five pages with a fixed day', () => {
      expect(dated.map((page) => page.slug)).toEqual([
        'ai-power-circle',
        'waves-ai',
        'women-leading-ai',
        'ai-power-circle-virtual',
        'leadership-labs',
      ]);
    });

    for (const page of dated) {
      const calendar = page.calendar!;
      it(`${page.slug}: same weekday and day as its date fact`, () => {
        const start = wallClock(calendar.start);
        const day = weekdayNames[start.weekday]!;
        if (calendar.recurrence) {
          const ordinal = ordinals[Math.floor((start.day - 1) / 7)]!;
          expect(factValue(page, 'date')).toBe(`${ordinal} ${day} each month`);
          expect(calendar.recurrence).toBe(
            `RRULE:FREQ=MONTHLY;BYDAY=${ordinals.indexOf(ordinal) + 1}${rruleDays[start.weekday]}`,
          );
        } else {
          expect(factValue(page, 'date')).toBe(
            `${day} ${start.day} ${monthNames[start.month - 1]} ${start.year}`,
          );
        }
      });

      it(`${page.slug}: same start and end as its time fact, on one day`, () => {
        const start = wallClock(calendar.start);
        const end = wallClock(calendar.end);
        expect(calendar.end.slice(0, 10)).toBe(calendar.start.slice(0, 10));
        expect(end.minutes).toBeGreaterThan(start.minutes);
        const time = factValue(page, 'time');
        const range = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2}) (AM|PM)$/.exec(time);
        const single = /^(\d{1,2}:\d{2}) (AM|PM) BST$/.exec(time);
        if (range) {
          expect(start.minutes).toBe(clockMinutes(range[1]!, range[3]!));
          expect(end.minutes).toBe(clockMinutes(range[2]!, range[3]!));
        } else if (single) {
          expect(start.minutes).toBe(clockMinutes(single[1]!, single[2]!));
        } else {
          throw new Error(`${page.slug}: unexpected time fact ${time}`);
        }
      });
    }

    it('give the virtual circle its sixty minutes and the labs their monthly rule', () => {
      const { start, end } = virtualCirclePage.calendar!;
      expect(wallClock(end).minutes - wallClock(start).minutes).toBe(60);
      expect(virtualCirclePage.eyebrow).toMatch(/60 Minutes/);
      expect(leadershipLabsPage.calendar?.recurrence).toBe('RRULE:FREQ=MONTHLY;BYDAY=3TH');
    });
  });

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

  it('gives each event a picture of its own: no two share a motif', () => {
    const motifs = eventPages.map((page) => page.motif);
    expect(motifs.every(Boolean)).toBe(true);
    expect(new Set(motifs).size).toBe(eventPages.length);
  });

  it("mentions August in the virtual circle's form subtitle", () => {
    expect(virtualCirclePage.form.title).toBe('Apply to Attend');
    expect(virtualCirclePage.form.subtitle).toMatch(/August/);
  });
});

describe('capacity', () => {
  it('is the number of the page’s capacity fact, per session when the fact says so', () => {
    for (const page of eventPages) {
      const fact = page.facts.find((candidate) => candidate.kind === 'spots')?.value ?? '';
      const number = /\d+/.exec(fact)?.[0];
      if (number === undefined) {
        expect(page.capacity, page.slug).toBeUndefined();
        continue;
      }
      expect(page.capacity, page.slug).toEqual(
        fact.includes('per session')
          ? { places: Number(number), perSession: true }
          : { places: Number(number) },
      );
    }
  });
});
