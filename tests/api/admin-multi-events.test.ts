import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { AdminListResponse } from '#schemas/applications/admin-views.ts';
import type {
  StatusChangePreview,
  StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import { honeypotField, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { createAdmin, insertRows, parseCsv, signIn } from '#tests/fixtures/admin.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * People who applied to several events (the badge and the `multi` filter) and a status change
 * over every row a search matches (`matching`): server/applications/applicants.ts,
 * server/routes/admin-review-routes.ts; what the organiser sees of them is in
 * docs/product/screens.md#the-address-selection-and-people-of-several-events.
 */
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await startTestApp();
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

const token = () => randomBytes(4).toString('hex');

async function submit(
  table: SubmissionTable,
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values: { ...freshValues(table), ...values }, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function list(table: SubmissionTable, params: Record<string, string>) {
  const response = await get(`/api/admin/tables/${table}?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminListResponse>();
}

function post(table: string, path: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/${path}`,
    headers: { cookie },
    payload,
  });
}

describe('people who applied to several events', () => {
  const name = `Multi${token()}`;
  let ids: { meetup: number; boat: number; retreat: number; single: number; spammed: number };

  beforeAll(async () => {
    // One person three times: her address as typed differs, her applicant key does not.
    ids = {
      meetup: await submit('event_registrations', {
        full_name: `${name} Ann`,
        email: `ann.${name}@gmail.com`,
        event_name: eventNames.julyMeetup,
      }),
      boat: await submit('event_registrations', {
        full_name: `${name} Ann`,
        email: `Ann${name}+boat@googlemail.com`,
        event_name: eventNames.summerBoat,
      }),
      retreat: await submit('retreat_applications', {
        full_name: `${name} Ann`,
        email: `a.n.n${name}@gmail.com`,
        event_name: eventNames.retreat,
      }),
      // Another person: one event, and an enquiry, which is no event.
      single: await submit('event_registrations', {
        full_name: `${name} Bea`,
        email: `bea-${name}@example.com`,
        event_name: eventNames.julyMeetup,
      }),
      // A third: one event, and a second one kept as suspected spam, which is no application.
      spammed: await submit('event_registrations', {
        full_name: `${name} Cleo`,
        email: `cleo-${name}@example.com`,
        event_name: eventNames.julyMeetup,
      }),
    };
    await submit('enquiries', { name: `${name} Bea`, email: `bea-${name}@example.com` });
    await submit(
      'private_evening_applications',
      { full_name: `${name} Cleo`, email: `cleo-${name}@example.com` },
      { [honeypotField]: 'bot' },
    );
  });

  it('gives each listed application the other events of the same person, by name', async () => {
    const { rows } = await list('event_registrations', { search: name });
    const others = Object.fromEntries(rows.map((row) => [row.id, row.otherEvents]));
    expect(others).toEqual({
      [ids.meetup]: [eventNames.summerBoat, eventNames.retreat],
      [ids.boat]: [eventNames.julyMeetup, eventNames.retreat],
      [ids.single]: [],
      [ids.spammed]: [],
    });
    const retreat = await list('retreat_applications', { search: name });
    expect(retreat.rows.map((row) => row.otherEvents)).toEqual([
      [eventNames.julyMeetup, eventNames.summerBoat],
    ]);
    // Only what the view shows goes to the browser, not the key that found the events.
    expect(Object.keys(rows[0]!)).not.toContain('applicant_key');
  });

  it('filters by it (multi=1), with the search, the status tab and the event filter', async () => {
    const multi = await list('event_registrations', { search: name, multi: '1' });
    expect(multi.rows.map((row) => row.id).sort()).toEqual([ids.meetup, ids.boat].sort());
    expect(multi.matching).toBe(2);
    const boat = await list('event_registrations', {
      search: name,
      multi: '1',
      filter: eventNames.summerBoat,
    });
    expect(boat.rows.map((row) => row.id)).toEqual([ids.boat]);
    const retreat = await list('retreat_applications', { search: name, multi: '1' });
    expect(retreat.rows.map((row) => row.id)).toEqual([ids.retreat]);
    expect(
      (await list('event_registrations', { search: name, multi: '1', status: 'approved' }))
        .matching,
    ).toBe(0);
    expect((await list('event_registrations', { search: name, multi: '0' })).matching).toBe(4);
  });

  it('exports only them with multi=1', async () => {
    const response = await get(
      `/api/admin/tables/event_registrations/export?${new URLSearchParams({ search: name, multi: '1' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-row-count']).toBe('2');
    const [, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(records.map((record) => record[3]).sort()).toEqual(
      [`ann.${name}@gmail.com`, `Ann${name}+boat@googlemail.com`].sort(),
    );
  });

  it('refuses the filter for enquiries, and a flag that is not 0 or 1', async () => {
    const enquiries = await get('/api/admin/tables/enquiries?multi=1');
    expect(enquiries.statusCode).toBe(400);
    expect(enquiries.json()).toMatchObject({ fieldErrors: { multi: expect.any(String) } });
    expect((await get('/api/admin/tables/event_registrations?multi=yes')).statusCode).toBe(400);
  });
});

describe('a status change over every matching row', () => {
  it('previews how many change and how many people are mailed, then changes exactly those', async () => {
    const name = `Match${token()}`;
    const values = (suffix: string, event: string) => ({
      full_name: `${name} ${suffix}`,
      email: `${name}-${suffix}@example.com`.toLowerCase(),
      event_name: event,
    });
    const a = await submit('event_registrations', values('a', eventNames.summerBoat));
    const b = await submit('event_registrations', values('b', eventNames.summerBoat));
    const c = await submit('event_registrations', values('c', eventNames.summerBoat));
    const other = await submit('event_registrations', values('d', eventNames.julyMeetup));
    const spam = await submit('event_registrations', values('e', eventNames.summerBoat), {
      [honeypotField]: 'bot',
    });
    expect(
      (await post('event_registrations', 'status', { ids: [a], status: 'waitlisted' })).statusCode,
    ).toBe(200);
    const matching = { q: name, filter: eventNames.summerBoat };

    const preview = await post('event_registrations', 'status/preview', {
      matching,
      status: 'waitlisted',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // a is on the waitlist already: not changed, not mailed; the spam row is never chosen.
    expect(preview.json<StatusChangePreview>()).toMatchObject({
      selected: 3,
      changing: 2,
      withdrawn: 0,
      mailed: 2,
    });

    const response = await post('event_registrations', 'status', {
      matching,
      status: 'waitlisted',
      message: 'We will write soon.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StatusChangeResult>()).toEqual({
      changed: [b, c].sort((x, y) => x - y),
      unchanged: [{ id: a, status: 'waitlisted' }],
      withdrawn: 0,
      missing: [],
      // As the preview said: a waitlist mail to each changed person.
      mailed: 2,
    });
    const stored = await testApp.database.db
      .selectFrom('event_registrations')
      .select(['id', 'status'])
      .where('id', 'in', [a, b, c, other, spam])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.id, row.status]))).toEqual({
      [a]: 'waitlisted',
      [b]: 'waitlisted',
      [c]: 'waitlisted',
      [other]: 'pending',
      [spam]: 'pending',
    });

    // The status tab narrows it too: none pending is left among them.
    const pending = await post('event_registrations', 'status', {
      matching: { ...matching, status: 'pending' },
      status: 'approved',
    });
    expect(pending.json<StatusChangeResult>()).toEqual({
      changed: [],
      unchanged: [],
      withdrawn: 0,
      missing: [],
      mailed: 0,
    });
  });

  it('resolves the multi-event filter as the list does', async () => {
    const name = `Both${token()}`;
    const email = `${name}@example.com`.toLowerCase();
    const twice = await submit('event_registrations', { full_name: `${name} A`, email });
    await submit('leadership_labs_applications', { full_name: `${name} A`, email });
    await submit('event_registrations', { full_name: `${name} B`, email: `b-${email}` });
    const preview = await post('event_registrations', 'status/preview', {
      matching: { q: name, multi: true },
      status: 'declined',
    });
    expect(preview.json<StatusChangePreview>()).toMatchObject({
      selected: 1,
      changing: 1,
      withdrawn: 0,
      mailed: 1,
    });
    const response = await post('event_registrations', 'status', {
      matching: { q: name, multi: true },
      status: 'declined',
    });
    expect(response.json<StatusChangeResult>().changed).toEqual([twice]);
  });

  it('mails no one for an enquiry', async () => {
    const name = `Enq${token()}`;
    await submit('enquiries', { name, email: `${name}@example.com`.toLowerCase() });
    const preview = await post('enquiries', 'status/preview', {
      matching: { q: name },
      status: 'answered',
    });
    expect(preview.json<StatusChangePreview>()).toMatchObject({
      selected: 1,
      changing: 1,
      withdrawn: 0,
      mailed: 0,
    });
  });

  it('refuses more than 1000 matching rows, changing none', async () => {
    const name = `Many${token()}`;
    await insertRows(
      testApp.database,
      'event_registrations',
      Array.from({ length: 1001 }, (_, index) => ({
        full_name: `${name} ${index}`,
        email: `many-${index}-${name}@example.com`.toLowerCase(),
      })),
    );
    for (const path of ['status', 'status/preview']) {
      const response = await post('event_registrations', path, {
        matching: { q: name },
        status: 'approved',
        confirmOverCapacity: path === 'status' ? true : undefined,
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'At most 1000 rows at once: narrow the search.',
      });
    }
    const approved = await list('event_registrations', { search: name, status: 'approved' });
    expect(approved.matching).toBe(0);
    // One fewer is allowed.
    const narrower = await post('event_registrations', 'status/preview', {
      matching: { q: `${name} 1` },
      status: 'approved',
    });
    expect(narrower.statusCode).toBe(200);
  });

  it('takes ids or matching, not both nor neither, and checks the matching filters', async () => {
    for (const body of [
      { status: 'approved' },
      { ids: [1], matching: { q: 'x' }, status: 'approved' },
    ]) {
      const response = await post('event_registrations', 'status', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { ids: expect.any(String) } });
    }
    const wrongTab = await post('event_registrations', 'status', {
      matching: { status: 'answered' },
      status: 'approved',
    });
    expect(wrongTab.statusCode).toBe(400);
    expect(wrongTab.json()).toMatchObject({
      fieldErrors: {
        matching: 'Must be one of: pending, approved, waitlisted, declined, withdrawn.',
      },
    });
    const enquiryMulti = await post('enquiries', 'status', {
      matching: { multi: true },
      status: 'answered',
    });
    expect(enquiryMulti.statusCode).toBe(400);
    const previewStatus = await post('event_registrations', 'status/preview', {
      ids: [1],
      status: 'withdrawn',
    });
    expect(previewStatus.statusCode).toBe(400);
  });
});
