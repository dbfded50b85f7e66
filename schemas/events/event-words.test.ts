import { describe, expect, it } from 'vitest';
import { newEventDocument } from '#tests/fixtures/events.ts';
import type { EventDocument } from './event-document.ts';
import { toEventCard, toEventPage } from './event-record.ts';
import { eventWordLimits, shortened } from './event-words.ts';

/** An event whose organiser wrote none of the short words: they follow the event. */
const { crumb: _crumb, eyebrow: _eyebrow, ...sail } = newEventDocument();
const salon: EventDocument = {
  ...sail,
  slug: 'winter-ai-salon',
  title: 'Winter AI Salon',
  intro:
    'An evening of talks on leading AI teams through a hard year. Bring a question for the panel.',
  meta: {},
  schedule: { kind: 'single', date: '2027-02-17', startTime: '18:30', endTime: '21:00' },
  venue: { text: 'Shoreditch, London', disclosure: 'area' },
  facts: [
    { kind: 'date', label: 'Date' },
    { kind: 'venue', label: 'Where' },
  ],
  form: { ...sail.form, eventName: 'Winter AI Salon' },
  listing: { position: 1 },
};

describe('words that follow the event', () => {
  it('come from the title, the date, the place and the introduction', () => {
    const page = toEventPage({ document: salon });
    expect(page).toMatchObject({
      crumb: 'Winter AI Salon',
      eyebrow: 'February 2027 · In-Person Event',
      meta: {
        title: 'Winter AI Salon',
        description:
          'Winter AI Salon: Wednesday 17 February 2027, 6:30-9:00 PM, Shoreditch, London. An evening of talks on leading AI teams through a hard year.',
      },
    });
    expect(toEventCard({ document: salon })).toMatchObject({
      title: 'Winter AI Salon',
      description: 'An evening of talks on leading AI teams through a hard year.',
      location: 'Shoreditch, London',
      date: 'Wednesday 17 February 2027',
    });
  });

  it('follow a new title and a new date', () => {
    const moved: EventDocument = {
      ...salon,
      title: 'Spring AI Salon',
      schedule: { kind: 'single', date: '2027-04-14', startTime: '18:30' },
      attendance: 'online',
      venue: { text: 'Online (Zoom)', disclosure: 'full' },
      facts: [{ kind: 'online', label: 'Where' }],
    };
    const page = toEventPage({ document: moved });
    expect(page.crumb).toBe('Spring AI Salon');
    expect(page.eyebrow).toBe('April 2027 · Online Event');
    expect(page.meta.description).toMatch(
      /^Spring AI Salon: Wednesday 14 April 2027, 6:30 PM, Online \(Zoom\)\. /,
    );
    // The address and the stored name stay as they were given; no word the page shows keeps the old.
    const { slug: _slug, form: _form, ...shown } = page;
    expect(JSON.stringify(shown)).not.toMatch(/Winter|February|17/);
  });

  it('give way to the organiser’s own words', () => {
    const own: EventDocument = {
      ...salon,
      crumb: 'Salon',
      eyebrow: 'Members only',
      meta: { title: 'The Salon', description: 'Our winter salon.' },
      listing: { position: 1, title: 'Salon night', description: 'Talks and a panel.' },
    };
    expect(toEventPage({ document: own })).toMatchObject({
      crumb: 'Salon',
      eyebrow: 'Members only',
      meta: { title: 'The Salon', description: 'Our winter salon.' },
    });
    expect(toEventCard({ document: own })).toMatchObject({
      title: 'Salon night',
      description: 'Talks and a panel.',
    });
  });

  it('stay within the limits the organiser’s own words have', () => {
    const long: EventDocument = {
      ...salon,
      title: `${'Leadership '.repeat(10)}Salon`.trim(),
      intro: 'word '.repeat(300).trim(),
    };
    const page = toEventPage({ document: long });
    const card = toEventCard({ document: long })!;
    expect(page.meta.title.length).toBeLessThanOrEqual(eventWordLimits.metaTitle);
    expect(page.meta.description.length).toBeLessThanOrEqual(eventWordLimits.metaDescription);
    expect(card.description.length).toBeLessThanOrEqual(eventWordLimits.cardDescription);
    expect(page.meta.title).toMatch(/…$/);
  });
});

describe('shortened', () => {
  it('cuts at a word and says it did', () => {
    expect(shortened('A short line.', 20)).toBe('A short line.');
    expect(shortened('An evening of talks, and a panel', 22)).toBe('An evening of talks…');
  });
});
