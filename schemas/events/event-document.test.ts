import { describe, expect, it } from 'vitest';
import { newEventDocument } from '#tests/fixtures/events.ts';
import { validateEventDocument, type EventDocument } from './event-document.ts';

/** A small valid event: the next meetup as the organiser would first write it. */
function meetup(): EventDocument {
  return newEventDocument({
    slug: 'ai-power-circle-august',
    title: 'AI Power Circle',
    eyebrow: 'August Meetup · In-Person Event',
    schedule: { kind: 'single', date: '2026-08-20', startTime: '18:00', endTime: '20:00' },
    venue: { text: 'Central London', disclosure: 'area' },
    facts: [
      { kind: 'date', label: 'Date' },
      { kind: 'time', label: 'Time' },
      { kind: 'spots', label: 'Capacity' },
      { kind: 'price', label: 'Price' },
    ],
    sections: [
      {
        kind: 'agenda',
        id: 'agenda',
        title: 'The Evening Agenda',
        items: [
          { title: 'Keynote', duration: '30 min' },
          { title: 'Network & Connect', duration: '30 min' },
        ],
      },
    ],
  });
}

function errorsOf(document: unknown) {
  const result = validateEventDocument(document);
  if (result.success) throw new Error('expected the document to be refused');
  return result.fieldErrors;
}

describe('event document validation', () => {
  it('accepts a whole event', () => {
    expect(validateEventDocument(meetup())).toEqual({ success: true, document: meetup() });
  });

  it('puts each error at its field, down into agenda blocks and facts', () => {
    const event = meetup();
    const agenda = event.sections[0]!;
    if (agenda.kind !== 'agenda') throw new Error('agenda first');
    const errors = errorsOf({
      ...event,
      slug: 'August Meetup',
      title: '   ',
      capacity: { kind: 'total', places: 0 },
      sections: [
        { ...agenda, items: [agenda.items[0], { title: 'Networking', duration: 'half an hour' }] },
      ],
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['capacity.places', 'sections.0.items.1.duration', 'slug', 'title'].sort(),
    );
    expect(errors['sections.0.items.1.duration']).toBe('Give minutes, like "30 min".');
    expect(errors.title).toBe('Required.');
  });

  it('refuses dates that are not days, a series that does not fall on its rule and an end before the start', () => {
    expect(
      errorsOf({ ...meetup(), schedule: { kind: 'single', date: '2026-02-30' } }),
    ).toHaveProperty(['schedule.date']);
    expect(
      errorsOf({
        ...meetup(),
        schedule: {
          kind: 'recurring',
          firstDate: '2026-08-20',
          rule: 'FREQ=MONTHLY;BYDAY=1TH',
          startTime: '18:00',
          endTime: '20:00',
        },
      }),
    ).toEqual({ 'schedule.firstDate': 'The first date is not one the event repeats on.' });
    expect(
      errorsOf({
        ...meetup(),
        schedule: { kind: 'single', date: '2026-08-20', startTime: '20:00', endTime: '18:00' },
      }),
    ).toEqual({ 'schedule.endTime': 'Ends after it starts.' });
  });

  it("refuses a start or end in the hour London's clocks skip, on any day of the event", () => {
    const skipped = (day: string) =>
      `London's clocks skip this time on ${day}: they go from 01:00 to 02:00.`;
    // 28 March 2027: the clocks go from 01:00 to 02:00 (docs/product/rules.md#clock-changes).
    expect(
      errorsOf({
        ...meetup(),
        schedule: { kind: 'single', date: '2027-03-28', startTime: '01:30', endTime: '03:00' },
      }),
    ).toEqual({ 'schedule.startTime': skipped('Sunday 28 March 2027') });
    expect(
      errorsOf({
        ...meetup(),
        schedule: { kind: 'single', date: '2027-03-28', startTime: '00:30', endTime: '01:00' },
      }),
    ).toEqual({ 'schedule.endTime': skipped('Sunday 28 March 2027') });
    // A range: its start on its first day, its end on its last.
    expect(
      errorsOf({
        ...meetup(),
        schedule: {
          kind: 'range',
          startDate: '2027-03-26',
          endDate: '2027-03-28',
          startTime: '01:30',
          endTime: '01:45',
        },
      }),
    ).toEqual({ 'schedule.endTime': skipped('Sunday 28 March 2027') });
    // A series: the first of its sessions to fall on such a morning, years ahead.
    expect(
      errorsOf({
        ...meetup(),
        schedule: {
          kind: 'recurring',
          firstDate: '2026-04-05',
          rule: 'FREQ=WEEKLY;BYDAY=SU',
          startTime: '01:15',
          endTime: '03:00',
        },
      }),
    ).toEqual({ 'schedule.startTime': skipped('Sunday 28 March 2027') });
    expect(
      errorsOf({
        ...meetup(),
        schedule: {
          kind: 'recurring',
          firstDate: '2026-04-26',
          rule: 'FREQ=MONTHLY;BYDAY=4SU',
          startTime: '01:15',
        },
      }),
    ).toEqual({ 'schedule.startTime': skipped('Sunday 28 March 2027') });
    // A day or a time that is none has its own error only.
    expect(
      errorsOf({
        ...meetup(),
        schedule: { kind: 'single', date: '2027-02-30', startTime: '01:30', endTime: '25:00' },
      }),
    ).toEqual({
      'schedule.date': 'Not a day of the calendar.',
      'schedule.endTime': 'Use HH:MM, 24-hour.',
    });
    // The same times on other days, the repeated hour of October, and a series that never meets
    // on a Sunday are all kept.
    for (const schedule of [
      { kind: 'single', date: '2027-03-27', startTime: '01:30' },
      { kind: 'single', date: '2027-03-28', startTime: '02:00', endTime: '03:00' },
      { kind: 'single', date: '2027-10-31', startTime: '01:30', endTime: '01:45' },
      {
        kind: 'recurring',
        firstDate: '2026-04-04',
        rule: 'FREQ=WEEKLY;BYDAY=SA',
        startTime: '01:30',
      },
      {
        kind: 'recurring',
        firstDate: '2026-04-12',
        rule: 'FREQ=MONTHLY;BYDAY=2SU',
        startTime: '01:30',
      },
    ] as const) {
      expect(
        validateEventDocument({ ...meetup(), schedule }).success,
        JSON.stringify(schedule),
      ).toBe(true);
    }
  });

  it('asks for words where the data cannot give a fact, and for the values the form stores', () => {
    const event = meetup();
    const errors = errorsOf({
      ...event,
      schedule: { kind: 'month', month: '2026-09' },
      price: undefined,
      form: { ...event.form, eventName: undefined, eventDate: '20 August' },
    });
    expect(errors).toEqual({
      'facts.1.text': 'The event has no time yet: say it in words.',
      'facts.3.text': 'The event has no price: say it in words.',
      'form.eventName': 'Required.',
      'form.eventDate': 'This form does not store it.',
    });
  });

  it('refuses a section id used twice or taken by the form, and a map for a kept-back venue', () => {
    const event = meetup();
    const agenda = event.sections[0]!;
    expect(
      errorsOf({
        ...event,
        venue: { ...event.venue, mapQuery: "King's Cross" },
        sections: [agenda, { ...agenda }, { ...agenda, id: 'register' }],
      }),
    ).toEqual({
      'venue.mapQuery': 'Only a venue the page names in full goes on a map.',
      'sections.1.id': 'Already used on this page.',
      'sections.2.id': 'Already used on this page.',
    });
  });

  it('refuses fields it does not know', () => {
    expect(errorsOf({ ...meetup(), colour: 'purple' })).toHaveProperty(['']);
  });
});
