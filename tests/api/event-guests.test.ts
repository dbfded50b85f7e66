import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { AdminListResponse } from '#schemas/applications/admin-views.ts';
import type { AuditList } from '#schemas/organisers/audit-log.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import { createAdmin, insertRows, parseCsv, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver } from '#tests/fixtures/event-editor.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * An event's guests (schemas/events/organising/event-guests.ts: GET /api/admin/events/:id/guests)
 * and the table views narrowed to one event by its key (`?event=<id>` on the list, the export and a
 * bulk decision's `matching`), both read by the key
 * (docs/decisions/061-applications-by-event-key.md).
 */
let testApp: TestApp;
let cookie: string;
let meetupId: number;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

beforeAll(async () => {
  testApp = await startTestApp();
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  meetupId = await editor.idOf('ai-power-circle');
});
afterAll(async () => {
  await testApp.close();
});

const at = (minute: number) => new Date(Date.UTC(2025, 6, 1, 10, minute)).toISOString();

/** A row to insert: every row of one insert names the same columns. */
const row = (values: Record<string, unknown>) => ({
  suspected_spam: false,
  anonymised_at: null,
  ...values,
});

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });
}

async function guestsOf(id: number) {
  return editor.answer<EventGuests>(await get(`/events/${id}/guests`), 200);
}

async function listed(table: string, query: string) {
  const response = await get(`/tables/${table}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminListResponse>();
}

/** The field errors of a refused request, once it answered 400. */
function fieldErrorsOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ error: string; fieldErrors: Record<string, string> }>().fieldErrors;
}

describe(`an event's guests on ${testEngine()}`, () => {
  it('answers a signed-in organiser only: 404 for an unknown event, 400 for a bad id', async () => {
    const signedOut = await testApp.app.inject({ url: `/api/admin/events/${meetupId}/guests` });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await get('/events/999999/guests');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found' });
    expect(Object.keys(fieldErrorsOf(await get('/events/abc/guests')))).toEqual(['id']);
    expect(Object.keys(fieldErrorsOf(await get('/events/0/guests')))).toEqual(['id']);
  });

  it("lists the event's guests oldest first, with their words, counts, places and setting", async () => {
    const empty = await guestsOf(meetupId);
    expect(empty.guests).toEqual([]);
    expect(empty.counts).toEqual({
      pending: 0,
      approved: 0,
      waitlisted: 0,
      declined: 0,
      withdrawn: 0,
    });

    await insertRows(testApp.database, 'event_registrations', [
      // Inserted out of order: the list goes by when each arrived, then by id.
      row({
        full_name: 'Grace Hopper',
        email: 'grace@example.com',
        job_title: '',
        company: 'Compiler Co',
        why_attend: '',
        event_name: eventNames.julyMeetup,
        status: 'approved',
        created_at: at(2),
      }),
      row({
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        job_title: 'Head of Data',
        company: 'Lumen Analytics',
        why_attend: 'To meet peers who lead AI work.',
        event_name: eventNames.julyMeetup,
        status: 'pending',
        created_at: at(0),
      }),
      row({
        full_name: 'Katherine Johnson',
        email: 'kj@example.com',
        job_title: 'Mathematician',
        company: '',
        why_attend: '   ',
        event_name: eventNames.julyMeetup,
        status: 'waitlisted',
        created_at: at(1),
      }),
      row({
        full_name: 'Hedy Lamarr',
        email: 'hedy@example.com',
        event_name: eventNames.julyMeetup,
        status: 'waitlisted',
        created_at: at(1),
      }),
      // Erased: her personal values are cleared, her status and time stay.
      row({
        full_name: '',
        email: '',
        job_title: '',
        company: '',
        linkedin_url: '',
        why_attend: '',
        event_name: eventNames.julyMeetup,
        status: 'withdrawn',
        created_at: at(3),
        anonymised_at: at(30),
      }),
      // Neither another event's row in the same table nor a suspected spam row is a guest.
      row({
        full_name: 'Mary Jackson',
        email: 'mary@example.com',
        event_name: eventNames.summerBoat,
        status: 'pending',
        created_at: at(0),
      }),
      row({
        full_name: 'Spam Bot',
        email: 'bot@example.com',
        event_name: eventNames.julyMeetup,
        status: 'pending',
        suspected_spam: true,
        created_at: at(0),
      }),
    ]);
    // One through the form, as a visitor sends it: the newest.
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/event_registrations',
      payload: {
        key: newSubmissionKey(),
        values: {
          ...freshValues('event_registrations'),
          full_name: 'Dorothy Vaughan',
          event_name: eventNames.julyMeetup,
        },
      },
    });
    expect([200, 201], submitted.body).toContain(submitted.statusCode);

    const answer = await guestsOf(meetupId);
    expect(answer.event).toEqual({
      id: meetupId,
      slug: 'ai-power-circle',
      title: (await editor.detail(meetupId)).event.document.title,
      date: 'Wednesday 23 July 2025',
      phase: 'open',
      table: 'event_registrations',
      kind: 'registration',
    });
    expect(answer.guests.map((guest) => guest.name)).toEqual([
      'Ada Lovelace',
      'Katherine Johnson',
      'Hedy Lamarr',
      'Grace Hopper',
      '',
      'Dorothy Vaughan',
    ]);
    const [ada, katherine, , grace, erased, dorothy] = answer.guests;
    expect(ada).toEqual({
      id: expect.any(Number),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      about: 'Head of Data · Lumen Analytics',
      status: 'pending',
      createdAt: at(0),
      answers: [{ label: 'Why do you want to attend?', text: 'To meet peers who lead AI work.' }],
      erased: false,
      arrival: null,
    });
    // Only what she filled in: no job title, no answer in words.
    expect(katherine).toMatchObject({ about: 'Mathematician', answers: [], status: 'waitlisted' });
    expect(grace).toMatchObject({ about: 'Compiler Co', answers: [], status: 'approved' });
    expect(erased).toMatchObject({
      name: '',
      email: '',
      about: '',
      answers: [],
      status: 'withdrawn',
      erased: true,
    });
    expect(dorothy).toMatchObject({ status: 'pending', erased: false });
    expect(answer.guests.filter((guest) => guest.erased)).toHaveLength(1);
    expect(answer.counts).toEqual({
      pending: 2,
      approved: 1,
      waitlisted: 2,
      declined: 0,
      withdrawn: 1,
    });

    const capacities = editor.answer<{ events: EventCapacity[] }>(await get('/capacity'), 200);
    expect(answer.capacity).toEqual(capacities.events.find((event) => event.id === meetupId));
    expect(answer.capacity).toMatchObject({
      places: 35,
      approved: 1,
      waitlisted: 2,
      free: 34,
      waitlistHead: { id: katherine!.id, name: 'Katherine Johnson', email: 'kj@example.com' },
    });

    expect(answer.autoPromote).toBe(false);
    const turnedOn = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/tables/event_registrations/waitlist/settings',
      headers: { cookie },
      payload: { event: 'ai-power-circle', autoPromote: true },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(204);
    expect((await guestsOf(meetupId)).autoPromote).toBe(true);

    // The boat party's guests are its own.
    const boat = await guestsOf(await editor.idOf('waves-ai'));
    expect(boat.guests.map((guest) => guest.name)).toEqual(['Mary Jackson']);
  });
});

describe(`a table view of one event by its key on ${testEngine()}`, () => {
  it("lists and counts only the event's rows, its suspected spam apart", async () => {
    const all = await listed('event_registrations', '');
    const meetup = await listed('event_registrations', `event=${meetupId}`);
    const guests = (await guestsOf(meetupId)).guests;
    expect(meetup.matching).toBe(guests.length);
    expect(all.matching).toBeGreaterThan(meetup.matching);
    expect(meetup.rows.map((row) => row.id).sort()).toEqual(guests.map((guest) => guest.id).sort());
    // Each filter narrows it further; a page shorter than the list still counts every match.
    const waitlisted = await listed('event_registrations', `event=${meetupId}&status=waitlisted`);
    expect(waitlisted.rows.map((row) => row.full_name)).toEqual([
      'Hedy Lamarr',
      'Katherine Johnson',
    ]);
    expect((await listed('event_registrations', `event=${meetupId}&limit=1`)).matching).toBe(
      guests.length,
    );
    const spam = await listed('event_registrations', `event=${meetupId}&spam=1`);
    expect(spam.rows.map((row) => row.full_name)).toEqual(['Spam Bot']);
  });

  it("exports only the event's rows of the tab, named by the event's address", async () => {
    const response = await get(
      `/tables/event_registrations/export?event=${meetupId}&status=approved`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(records.map((record) => record[0])).toEqual(['Grace Hopper']);
    expect(response.headers['x-row-count']).toBe('1');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="event-registrations-ai-power-circle-approved-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // The audit log keeps which event's rows were exported, by its key.
    const audit = editor.answer<AuditList>(await get('/audit?action=export.csv'), 200);
    expect(audit.entries[0]).toMatchObject({
      target: 'event_registrations',
      rowCount: 1,
      details: { event: meetupId, status: 'approved' },
    });
  });

  it('narrows a decision over every matching row to the event', async () => {
    const preview = async (matching: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/tables/event_registrations/status/preview',
        headers: { cookie },
        payload: { matching, status: 'declined' },
      });
    const pending = await preview({ status: 'pending', event: meetupId });
    expect(pending.statusCode, pending.body).toBe(200);
    // Ada and Dorothy; not the boat party's Mary, not the spam.
    expect(pending.json<{ selected: number }>().selected).toBe(2);
    const everyEvent = (await preview({ status: 'pending' })).json<{ selected: number }>();
    expect(everyEvent.selected).toBe(3);
    expect(fieldErrorsOf(await preview({ event: 'abc' }))).toEqual({
      matching: 'Must be a whole number from 1 to 2147483647.',
    });
    expect(fieldErrorsOf(await preview({ event: 999999 }))).toEqual({
      matching: 'No event whose form fills this table has this id.',
    });
  });

  it.each([
    ['event=abc', 'Must be a whole number from 1 to 2147483647.'],
    ['event=0', 'Must be a whole number from 1 to 2147483647.'],
    ['event=1.5', 'Must be a whole number from 1 to 2147483647.'],
    ['event=2147483648', 'Must be a whole number from 1 to 2147483647.'],
    ['event=', 'Must be a whole number from 1 to 2147483647.'],
    ['event=999999', 'No event whose form fills this table has this id.'],
  ])('refuses %s on the list and the export with 400 naming `event`', async (query, message) => {
    for (const route of ['', '/export']) {
      expect(fieldErrorsOf(await get(`/tables/event_registrations${route}?${query}`))).toEqual({
        event: message,
      });
    }
  });

  it("refuses an event of another table's form, and any event on a table of no event", async () => {
    const capacities = editor.answer<{ events: EventCapacity[] }>(await get('/capacity'), 200);
    const retreat = capacities.events.find((event) => event.table === 'retreat_applications')!;
    expect(fieldErrorsOf(await get(`/tables/event_registrations?event=${retreat.id}`))).toEqual({
      event: 'No event whose form fills this table has this id.',
    });
    for (const route of ['', '/export']) {
      expect(fieldErrorsOf(await get(`/tables/enquiries${route}?event=${meetupId}`))).toEqual({
        event: "Only the tables of an event form hold an event's rows.",
      });
    }
  });
});
