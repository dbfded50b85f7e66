import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AdminEventSaved } from '#schemas/events/admin-events.ts';
import {
  EventDocumentSchema,
  validateEventDocument,
  type EventDocument,
} from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { eventYearsError } from '#schemas/events/event-schedule.ts';
import { unstorableTextError } from '#schemas/shared/stored-text.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { makePhoto } from '#tests/fixtures/photos.ts';
import { hostileAround } from '#tests/support/hostile-text.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The event editor's text, numbers and dates (docs/decisions/052-event-text-like-every-stored-text.md):
 * every text field follows the forms' rule (schemas/shared/stored-text.ts), every number its
 * column's range, every day and time the years 2000 to 2100; a refusal is 400 at the field's path
 * and stores nothing, on both engines (PostgreSQL refuses NUL, year 0 and integers over 2^31 - 1
 * itself, with a 500 if the editor lets them through).
 */
let testApp: TestApp;
let cookie: string;
let mediaDir: string;
let coverImage: string;
let seeded: EventDocument;
/** A draft of its own, which every refused save below aims at. */
let draft: EventRecord;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

type Refusal = { error: string; fieldErrors: Record<string, string> };

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'wlai-media-'));
  testApp = await startTestApp({ env: { MEDIA_DIR: mediaDir } });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  seeded = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
  draft = await editor.create(newMeetup());
  const upload = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'content-type': 'image/jpeg', cookie },
    payload: await makePhoto({ width: 1400, height: 800 }),
  });
  coverImage = editor.answer<{ image: string }>(upload, 201).image;
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await rm(mediaDir, { recursive: true, force: true });
});

let days = 0;
/** A meetup of its own: a new day, address and name each time. */
function newMeetup(): EventDocument {
  days += 1;
  const date = new Date(Date.UTC(2028, 2, days)).toISOString().slice(0, 10);
  return meetupDocument(seeded, { slug: `text-${date}`, eventName: `Text ${date}`, date });
}

/** Everything a refused write could have written: the events, their history, details, addresses. */
async function stored() {
  const rows = async (
    table: 'events' | 'event_changes' | 'event_slugs' | 'event_private_details',
  ) => testApp.database.db.selectFrom(table).selectAll().execute();
  return {
    events: await rows('events'),
    changes: await rows('event_changes'),
    slugs: await rows('event_slugs'),
    details: await rows('event_private_details'),
  };
}

/** A path's value set in a copy of `document` (`sections.1.items.0.title`). */
function withValue(document: unknown, at: string, value: unknown): EventDocument {
  const copy = structuredClone(document) as Record<string, unknown>;
  const keys = at.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy as unknown as EventDocument;
}

function valueAt(document: unknown, at: string): unknown {
  return at.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], document);
}

/** `value` with `inserted` in its middle: a text near a valid one, not trimmed away. */
function spliced(value: string, inserted: string): string {
  const middle = Math.ceil(value.length / 2);
  return value.slice(0, middle) + inserted + value.slice(middle);
}

const create = (document: unknown) => editor.send('POST', '/events', { document });
const save = (document: unknown) =>
  editor.send('PUT', `/events/${draft.id}`, { document, updatedAt: draft.updatedAt });
const duplicate = (body: object) => editor.send('POST', `/events/${draft.id}/duplicate`, body);

/** The answer is 400 with an error at `field` (and `message`, when given). */
function expectRefusedAt(
  response: Awaited<ReturnType<typeof create>>,
  field: string,
  message?: string,
) {
  const refusal = editor.answer<Refusal>(response, 400);
  expect(refusal.error).toBe('validation');
  expect(refusal.fieldErrors, `${field} in ${response.body}`).toHaveProperty([field]);
  if (message !== undefined) expect(refusal.fieldErrors[field]).toBe(message);
}

/** Characters no stored text holds, on one line or several. */
const refusedEverywhere = {
  NUL: '\u0000',
  'a control character': '\u0001',
  escape: '\u001b',
  DEL: '\u007f',
  'a C1 control': '\u0085',
  'a high surrogate alone': '\ud800',
  'a low surrogate alone': '\udfff',
  'a right-to-left override': '\u202e',
  'a left-to-right isolate': '\u2066',
};
/** What a one-line field refuses and a long text keeps. */
const refusedOnOneLine = {
  'a line feed': '\n',
  'a carriage return': '\r',
  'a tab': '\t',
  'a line separator': '\u2028',
  'a zero-width space': '\u200b',
  'a right-to-left mark': '\u200f',
};

/**
 * The editor's textareas (app/features/admin/events): the fields whose text may run over
 * several lines. Every other text is one line.
 */
const multilineFields = new Set([
  'intro',
  'meta.description',
  'form.subtitle',
  'listing.description',
  'keptBack.arrival',
  'keptBack.pricing',
  'sections.*.lead',
  'sections.*.items.*.description',
  'sections.*.paragraphs.*',
  'sections.*.people.*.bio.*',
]);

const patternOf = (at: string) => at.replace(/\.\d+(?=\.|$)/g, '.*');

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Every string field the schema has, by pattern (`sections.*.items.*.title`). */
function schemaStringFields(schema: JsonSchema, at = ''): string[] {
  const join = (key: string) => (at === '' ? key : `${at}.${key}`);
  const inner = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((option) =>
    schemaStringFields(option, at),
  );
  if (schema.type === 'string') return [at, ...inner];
  if (schema.type === 'object') {
    return [
      ...inner,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
        schemaStringFields(property, join(key)),
      ),
    ];
  }
  if (schema.type === 'array' && schema.items) {
    return [...inner, ...schemaStringFields(schema.items, join('*'))];
  }
  return inner;
}

/** Every string in `document`, by its path. */
function documentStrings(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return [at];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    documentStrings(inner, at === '' ? key : `${at}.${key}`),
  );
}

/**
 * Valid documents that, with the stored events (every kind of section), fill every field of the
 * schema: one with every optional part given, and one with each kind of schedule.
 */
function everyFieldDocuments(): EventDocument[] {
  const times = { startTime: '18:00', endTime: '20:00' };
  const full: EventDocument = {
    ...structuredClone(seeded),
    venue: { text: 'The Ivy, London', disclosure: 'full', mapQuery: 'The Ivy, London' },
    price: '£45',
    facts: [{ kind: 'price', label: 'Price', text: '£45 a ticket' }],
    cover: { image: coverImage, alt: 'Women around a table' },
    motif: 'water',
    form: {
      ...seeded.form,
      submittingLabel: 'Sending...',
      notices: {
        success: { title: 'Sent', description: 'Thank you.' },
        rejected: { title: 'Not sent', description: 'Please check.' },
        failed: { title: 'Not sent', description: 'Please try again.' },
      },
    },
    listing: {
      position: 3,
      title: 'Meetup',
      description: 'An evening.',
      location: 'London',
      locationNote: 'Near the river',
      date: 'Every month',
      time: '6 PM',
      spots: { kind: 'limited', count: 20 },
    },
    keptBack: {
      venue: 'The Ivy',
      address: '1 West St',
      arrival: 'Ring the bell.',
      pricing: 'Pay at the door.',
    },
    sections: [
      {
        kind: 'people',
        id: 'speakers',
        title: 'Speakers',
        people: [
          {
            id: 'ada',
            name: 'Ada',
            role: 'Host',
            bio: ['Ada hosts.'],
            image: '/images/people/ada.webp',
            linkedinUrl: 'https://www.linkedin.com/in/ada',
          },
        ],
      },
    ],
  };
  const schedules: EventDocument['schedule'][] = [
    { kind: 'single', date: '2028-04-06', ...times },
    { kind: 'range', startDate: '2028-04-06', endDate: '2028-04-08', ...times },
    { kind: 'recurring', firstDate: '2028-04-06', rule: 'FREQ=WEEKLY;BYDAY=TH', ...times },
    { kind: 'month', month: '2028-04' },
  ];
  return [
    full,
    ...schedules.map((schedule) => ({
      ...structuredClone(full),
      schedule,
      facts: [],
      applicationsCloseAt: '2028-04-01T12:00:00.000Z',
    })),
  ];
}

describe(`the event editor's text, numbers and dates on ${testEngine()}`, () => {
  const fieldsNamed = ['title', 'intro', 'venue.text', 'keptBack.address', 'form.eventName'];

  it('refuses a NUL in each text field on create and save, naming the field, and stores nothing', async () => {
    const before = await stored();
    for (const field of fieldsNamed) {
      const document = withValue(newMeetup(), field, spliced('A text', '\u0000'));
      expectRefusedAt(await create(document), field, unstorableTextError);
      expectRefusedAt(await save(document), field, unstorableTextError);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a NUL, a control character or a lone surrogate in the copy’s address and name', async () => {
    const before = await stored();
    const schedule = { kind: 'single', date: '2028-05-04', startTime: '18:00', endTime: '20:00' };
    for (const character of Object.values(refusedEverywhere)) {
      expectRefusedAt(await duplicate({ schedule, slug: `copy${character}x` }), 'slug');
      expectRefusedAt(
        await duplicate({ schedule, eventName: `Copy${character}x` }),
        'eventName',
        unstorableTextError,
      );
    }
    expectRefusedAt(
      await duplicate({ schedule, eventName: 'Copy\nBcc: someone' }),
      'eventName',
      unstorableTextError,
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses control characters, direction marks and line breaks in a one-line field, and keeps line breaks in a long one', async () => {
    const before = await stored();
    for (const character of [
      ...Object.values(refusedEverywhere),
      ...Object.values(refusedOnOneLine),
    ]) {
      const document = withValue(newMeetup(), 'title', spliced('Meetup', character));
      expectRefusedAt(await create(document), 'title', unstorableTextError);
      expectRefusedAt(await save(document), 'title', unstorableTextError);
    }
    for (const character of Object.values(refusedEverywhere)) {
      const document = withValue(newMeetup(), 'intro', spliced('An evening.', character));
      expectRefusedAt(await create(document), 'intro', unstorableTextError);
    }
    expect(await stored()).toEqual(before);

    const intro = 'An evening of talks.\n\nThen\tdrinks, 👩‍💻 and a surrogate pair: 😀.';
    const created = await editor.create(withValue(newMeetup(), 'intro', intro));
    expect(created.document.intro).toBe(intro);
    expect((await editor.detail(created.id)).event.document.intro).toBe(intro);
  });

  it('refuses a listing position above PostgreSQL’s integer, and keeps the largest one', async () => {
    const before = await stored();
    const listing = { ...structuredClone(seeded.listing!), position: 2_147_483_648 };
    const document = { ...newMeetup(), listing };
    const message = 'A whole number from 0 to 2147483647.';
    expectRefusedAt(await create(document), 'listing.position', message);
    expectRefusedAt(await save(document), 'listing.position', message);
    expectRefusedAt(
      await create({ ...document, listing: { ...listing, position: -1 } }),
      'listing.position',
    );
    expectRefusedAt(
      await create({ ...document, listing: { ...listing, spots: { kind: 'total', count: 1e12 } } }),
      'listing.spots.count',
    );
    expect(await stored()).toEqual(before);

    const largest = await editor.create({
      ...document,
      listing: { ...listing, position: 2_147_483_647 },
    });
    expect((await editor.detail(largest.id)).event.document.listing?.position).toBe(2_147_483_647);
  });

  it('refuses a closing time or a schedule outside the years 2000 to 2100, on create, save and duplicate', async () => {
    const before = await stored();
    const meetup = newMeetup();
    const refusedDocuments: [string, EventDocument][] = [
      ['applicationsCloseAt', { ...meetup, applicationsCloseAt: '0000-01-01T00:00:00Z' }],
      ['applicationsCloseAt', { ...meetup, applicationsCloseAt: '2101-01-01T00:00:00.000Z' }],
      ['applicationsCloseAt', { ...meetup, applicationsCloseAt: '1999-12-31T23:59:59.999Z' }],
      ['schedule.date', { ...meetup, schedule: { kind: 'single', date: '0000-01-01' } }],
      ['schedule.date', { ...meetup, schedule: { kind: 'single', date: '2101-01-01' } }],
      [
        'schedule.endDate',
        { ...meetup, schedule: { kind: 'range', startDate: '2099-12-30', endDate: '9999-12-31' } },
      ],
      ['schedule.month', { ...meetup, facts: [], schedule: { kind: 'month', month: '0000-01' } }],
    ];
    for (const [field, document] of refusedDocuments) {
      expectRefusedAt(await create(document), field, eventYearsError);
      expectRefusedAt(await save(document), field, eventYearsError);
    }
    expectRefusedAt(
      await duplicate({ schedule: { kind: 'single', date: '0000-01-01', startTime: '18:00' } }),
      'schedule.date',
      eventYearsError,
    );
    expectRefusedAt(
      await duplicate({
        schedule: { kind: 'recurring', firstDate: '0000-01-06', rule: 'FREQ=WEEKLY;BYDAY=TH' },
      }),
      'schedule.firstDate',
      eventYearsError,
    );
    expect(await stored()).toEqual(before);

    // The first and last years are the site's.
    const first = await editor.create({
      ...newMeetup(),
      schedule: { kind: 'single', date: '2000-01-01', startTime: '18:00' },
    });
    expect(first.document.applicationsCloseAt).toBe('2000-01-01T18:00:00.000Z');
    const last = await editor.create({
      ...newMeetup(),
      schedule: { kind: 'single', date: '2100-12-31', startTime: '18:00' },
      applicationsCloseAt: '2100-12-31T23:59:59.999Z',
    });
    expect((await editor.detail(last.id)).event.document.applicationsCloseAt).toBe(
      '2100-12-31T23:59:59.999Z',
    );
  });

  it('keeps a closing time in the one form both engines store, and refuses a finer one', async () => {
    const coarse = await editor.create({
      ...newMeetup(),
      applicationsCloseAt: '2028-03-01T18:00:00.7Z',
    });
    expect((await editor.detail(coarse.id)).event.document.applicationsCloseAt).toBe(
      '2028-03-01T18:00:00.700Z',
    );
    const before = await stored();
    expectRefusedAt(
      await save({ ...newMeetup(), applicationsCloseAt: '2028-03-01T18:00:00.7000Z' }),
      'applicationsCloseAt',
      'To the millisecond at most.',
    );
    expect(await stored()).toEqual(before);
  });

  it('loads every stored event and saves it back unchanged', async () => {
    const events = await editor.list();
    expect(events.length).toBeGreaterThanOrEqual(7);
    for (const { id } of events) {
      const { event } = await editor.detail(id);
      expect(validateEventDocument(event.document), event.document.slug).toEqual({
        success: true,
        document: event.document,
      });
      if (event.status === 'cancelled') continue;
      const saved = editor.answer<AdminEventSaved>(
        await editor.send('PUT', `/events/${id}`, {
          document: event.document,
          updatedAt: event.updatedAt,
        }),
        200,
      ).event;
      expect(saved.document).toEqual(event.document);
      expect((await editor.detail(id)).event.document).toEqual(event.document);
    }
  });

  it(
    'refuses hostile text in every string field of the document, each at its path',
    { timeout: 180_000 },
    async () => {
      const documents = everyFieldDocuments();
      for (const document of documents) {
        expect(validateEventDocument(document)).toMatchObject({ success: true });
      }
      // Every string field of the schema, a field added later included, has a value to spoil.
      const schemaFields = new Set(
        schemaStringFields(
          z.toJSONSchema(EventDocumentSchema, { unrepresentable: 'any' }) as JsonSchema,
        ),
      );
      const fields = new Map<string, { document: EventDocument; at: string }>();
      const storedDocuments = await Promise.all(
        (await editor.list()).map(async ({ id }) => (await editor.detail(id)).event.document),
      );
      for (const document of [...documents, ...storedDocuments]) {
        for (const at of documentStrings(document)) {
          if (!fields.has(patternOf(at))) fields.set(patternOf(at), { document, at });
        }
      }
      expect([...schemaFields].filter((field) => !fields.has(field)).sort()).toEqual([]);

      // The save of every stored event above gave the draft a later `updatedAt`.
      draft = (await editor.detail(draft.id)).event;
      const before = await stored();
      for (const [pattern, { document, at }] of fields) {
        const value = valueAt(document, at) as string;
        for (const [name, character] of Object.entries(refusedEverywhere)) {
          const response = await save(withValue(document, at, spliced(value, character)));
          expect(response.statusCode, `${name} in ${at}: ${response.body}`).toBe(400);
          expectRefusedAt(response, at);
        }
        for (const [name, character] of Object.entries(refusedOnOneLine)) {
          const spoiled = withValue(document, at, spliced(value, character));
          if (multilineFields.has(pattern)) {
            expect(validateEventDocument(spoiled), `${name} in ${at}`).toMatchObject({
              success: true,
            });
            continue;
          }
          const response = await save(spoiled);
          expect(response.statusCode, `${name} in ${at}: ${response.body}`).toBe(400);
          expectRefusedAt(response, at);
        }
      }
      expect(await stored()).toEqual(before);
    },
  );

  it(
    'never answers 5xx to generated text in its own fields, and saves only what it stores as sent',
    { timeout: 180_000 },
    async () => {
      draft = (await editor.detail(draft.id)).event;
      const fields = documentStrings(draft.document);
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...fields)
            .chain((at) =>
              fc.tuple(fc.constant(at), hostileAround(valueAt(draft.document, at) as string)),
            ),
          async ([at, text]) => {
            const response = await save(withValue(draft.document, at, text));
            expect(
              response.statusCode,
              `${JSON.stringify(text)} in ${at}: ${response.body}`,
            ).toBeOneOf([200, 400]);
            if (response.statusCode === 400) {
              expectRefusedAt(response, at);
              return;
            }
            draft = response.json<AdminEventSaved>().event;
            // An instant is kept in one form on both engines: milliseconds, UTC.
            const stored =
              at === 'applicationsCloseAt' ? new Date(text).toISOString() : text.trim();
            expect(valueAt((await editor.detail(draft.id)).event.document, at)).toBe(stored);
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
