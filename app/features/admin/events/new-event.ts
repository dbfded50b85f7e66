/**
 * What `New event` starts from: a draft document with the site's usual choices (an evening in
 * person, a registration form, the meetup's notices) and the words left empty for the organiser;
 * the short words follow the title and date until she writes her own
 * (schemas/events/event-words.ts); the server says what is still missing when she saves
 * (schemas/events/event-document.ts).
 */
import { formNotices } from '#content/form-notices.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';

export function newEventDocument(): EventDocument {
  return {
    slug: '',
    title: '',
    intro: '',
    meta: {},
    schedule: { kind: 'single', date: '', startTime: '18:00', endTime: '20:00' },
    attendance: 'in-person',
    venue: { text: '', disclosure: 'full' },
    capacity: { kind: 'total', places: 30 },
    facts: [
      { kind: 'date', label: 'Date' },
      { kind: 'time', label: 'Time' },
      { kind: 'venue', label: 'Venue' },
      { kind: 'spots', label: 'Capacity' },
    ],
    cta: 'Register Your Interest',
    form: {
      kind: 'registration',
      anchor: 'register',
      title: 'Register Your Interest',
      table: 'event_registrations',
      submitLabel: 'Register Interest',
      notices: structuredClone(formNotices.meetupRegistration),
    },
    sections: [],
    featured: false,
    listing: null,
    applicationsCloseAt: null,
    keptBack: null,
  };
}
