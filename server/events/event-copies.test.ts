import { describe, expect, it } from 'vitest';
import { eventDocumentOfPage } from '#server/db/event-seed.ts';
import { julyMeetupPage } from '#content/event-pages.ts';
import { validateEventDocument } from '#schemas/events/event-document.ts';
import { toEventCard, toEventPage } from '#schemas/events/event-record.ts';
import { changedPaths } from './event-history.ts';
import {
  closingAtStart,
  copyNames,
  copyOfEvent,
  newEventInput,
  slugOfTitle,
  withNewEventNames,
} from './event-copies.ts';

const meetup = eventDocumentOfPage(julyMeetupPage);
const january = {
  kind: 'single',
  date: '2027-01-21',
  startTime: '18:00',
  endTime: '20:00',
} as const;

describe('copyNames', () => {
  it('names the copy by the original and its new first day', () => {
    expect(copyNames(meetup, january)).toEqual({
      slug: 'ai-power-circle-2027-01-21',
      eventName: 'AI Power Circle, 21 January 2027',
    });
    expect(copyNames(meetup, { kind: 'month', month: '2027-02' }, 3)).toEqual({
      slug: 'ai-power-circle-2027-02-3',
      eventName: 'AI Power Circle, February 2027 (3)',
    });
  });

  it('names a copy of a copy by the series, not by the copy’s date', () => {
    const copy = copyOfEvent(meetup, january, copyNames(meetup, january));
    const june = { ...january, date: '2027-06-17' };
    expect(copyNames(copy, june)).toEqual({
      slug: 'ai-power-circle-2027-06-17',
      eventName: 'AI Power Circle, 17 June 2027',
    });
  });
});

describe('copyOfEvent', () => {
  it('keeps everything but the dates, as a draft that closes at its start', () => {
    const withWords = {
      ...meetup,
      cover: { image: 'cover.jpg', alt: 'The room' },
      facts: meetup.facts.map((fact) =>
        fact.kind === 'date' ? { ...fact, text: 'Wednesday evening' } : fact,
      ),
    };
    const copy = copyOfEvent(withWords, january, copyNames(meetup, january));
    expect(validateEventDocument(copy)).toEqual({ success: true, document: copy });
    expect(copy.cover).toBeUndefined();
    expect(copy.featured).toBe(false);
    expect(copy.applicationsCloseAt).toBe('2027-01-21T18:00:00.000Z');
    expect(copy.facts.find((fact) => fact.kind === 'date')?.text).toBeUndefined();
    expect(copy.listing?.date).toBeUndefined();
    expect(copy.sections).toEqual(meetup.sections);
    expect(copy.keptBack).toEqual(meetup.keptBack);
  });
});

describe('a copy’s words', () => {
  it('keep none of the original’s dates: each names the copy’s day instead', () => {
    const copy = copyOfEvent(meetup, january, copyNames(meetup, january));
    const words = JSON.stringify({ ...copy, schedule: undefined });
    // The July meetup was on Wednesday 23 July 2025; its copy is on Thursday 21 January 2027.
    expect(JSON.stringify(meetup)).toMatch(/\bJuly\b/);
    expect(words).not.toMatch(/\bJuly\b|\b2025\b|\bWednesday\b/);
  });

  it('follow the copy’s title, date and place where the original had short words of its own', () => {
    const copy = copyOfEvent(meetup, january, copyNames(meetup, january));
    expect(meetup).toMatchObject({
      eyebrow: 'July Meetup · In-Person Event',
      crumb: 'AI Power Circle',
    });
    expect([copy.crumb, copy.eyebrow, copy.meta, copy.listing?.title]).toEqual([
      undefined,
      undefined,
      {},
      undefined,
    ]);
    const renamed = toEventPage({ document: { ...copy, title: 'AI Power Circle: Winter Social' } });
    expect(renamed).toMatchObject({
      crumb: 'AI Power Circle: Winter Social',
      eyebrow: 'January 2027 · In-Person Event',
      meta: { title: 'AI Power Circle: Winter Social' },
    });
    expect(renamed.meta.description).toMatch(
      /^AI Power Circle: Winter Social: Thursday 21 January 2027, 6:00-8:00 PM, /,
    );
    expect(
      toEventCard({ document: { ...copy, title: 'AI Power Circle: Winter Social' } }),
    ).toMatchObject({
      title: 'AI Power Circle: Winter Social',
      date: 'Thursday 21 January 2027',
    });
  });

  it('leave a date that names another day as it is', () => {
    const copy = copyOfEvent(
      { ...meetup, intro: 'Last time, on 9 May 2024, we met at the same venue.' },
      january,
      copyNames(meetup, january),
    );
    expect(copy.intro).toBe('Last time, on 9 May 2024, we met at the same venue.');
  });
});

describe('a new event', () => {
  it('writes to the table of its kind and, without a closing time, closes at its start', () => {
    const input = newEventInput({
      ...meetup,
      form: { ...meetup.form, kind: 'application', table: 'leadership_labs_applications' },
      applicationsCloseAt: undefined,
    }) as typeof meetup;
    expect(input.form.table).toBe('retreat_applications');
    expect(input.applicationsCloseAt).toBeNull();
    // 23 July 2025, 18:00 in London (summer time) is 17:00 UTC.
    expect(closingAtStart(input).applicationsCloseAt).toBe('2025-07-23T17:00:00.000Z');
    expect(newEventInput('not an event')).toBe('not an event');
  });
});

describe('changedPaths', () => {
  it('names each changed value by its path, an array item as one value', () => {
    const before = { status: 'draft', document: meetup };
    const after = {
      status: 'published',
      document: {
        ...meetup,
        title: 'New',
        sections: [meetup.sections[1], meetup.sections[0], ...meetup.sections.slice(2)],
      },
    };
    expect(changedPaths(before, after)).toEqual([
      'status',
      'document.title',
      'document.sections.0',
      'document.sections.1',
    ]);
    expect(changedPaths(before, before)).toEqual([]);
  });
});

describe('a new event’s names', () => {
  it('are made from its title and day where she left them empty', () => {
    expect(slugOfTitle('Winter AI Salon & Supper')).toBe('winter-ai-salon-and-supper');
    expect(slugOfTitle('Café Ünïcode: 2027!')).toBe('cafe-unicode-2027');
    expect(slugOfTitle('***')).toBe('event');
    const input = {
      title: 'Winter AI Salon',
      slug: '',
      schedule: { kind: 'month', month: '2027-02' },
      form: { table: 'event_registrations' },
    };
    expect(withNewEventNames(input, 2)).toEqual({
      input: {
        ...input,
        slug: 'winter-ai-salon-2027-02-2',
        form: { table: 'event_registrations', eventName: 'Winter AI Salon, February 2027 (2)' },
      },
      derived: { slug: true, eventName: true },
    });
    // Hers stay hers; a form that stores no name gets none; without a day, nothing is made.
    const chosen = { ...input, slug: 'salon', form: { table: 'leadership_labs_applications' } };
    expect(withNewEventNames(chosen, 1)).toEqual({
      input: chosen,
      derived: { slug: false, eventName: false },
    });
    const undated = { ...input, schedule: { kind: 'single', date: 'soon' } };
    expect(withNewEventNames(undated, 1).input).toBe(undated);
  });
});
