import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import {
  initialStatus,
  organiserStatusesOf,
  type EventCapacity,
  type StatusChange,
  type StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import {
  honeypotField,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import type { AdminListResponse, AdminSummary } from '#schemas/applications/admin-views.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { freshValues, newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Review status and its history (docs/product/data.md#review-status):
 * server/routes/admin-review-routes.ts.
 */
let testApp: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const admin = await createAdmin(testApp.database);
  adminEmail = admin.email;
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
});

async function submit(table: SubmissionTable, extra: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values: freshValues(table), ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

function setStatus(table: string, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/status`,
    headers: { cookie },
    payload: body,
  });
}

async function historyOf(table: SubmissionTable, id: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/tables/${table}/rows/${id}/history`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ history: StatusChange[] }>().history;
}

async function storedStatus(table: SubmissionTable, id: number) {
  const rows = await testApp.database.db
    .selectFrom('status_changes')
    .select('id')
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .execute();
  const row = (await testApp.database.db
    .selectFrom(table as 'enquiries')
    .select(['status', 'status_changed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as { status: string; status_changed_at: string | null };
  return { ...row, changes: rows.length };
}

describe.each(submissionTables)('review status of %s', (table) => {
  it('starts at its first status, and every organiser status can be set and is kept as history', async () => {
    const id = await submit(table);
    expect(await storedStatus(table, id)).toEqual({
      status: initialStatus(table),
      status_changed_at: null,
      changes: 0,
    });
    const path = [...organiserStatusesOf(table).slice(1), initialStatus(table)];
    let from = initialStatus(table);
    for (const status of path) {
      const response = await setStatus(table, { ids: [id], status, message: `To ${status}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<StatusChangeResult>()).toEqual({
        changed: [id],
        unchanged: [],
        withdrawn: 0,
        missing: [],
        // A decision mail for approval, waitlist and decline; none for the other statuses.
        mailed: ['approved', 'waitlisted', 'declined'].includes(status) ? 1 : 0,
      });
      const stored = await storedStatus(table, id);
      expect(stored.status).toBe(status);
      expect(stored.status_changed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      const last = (await historyOf(table, id)).at(-1)!;
      expect(last).toMatchObject({ from, to: status, by: adminEmail, message: `To ${status}` });
      from = status;
    }
    expect((await historyOf(table, id)).map((entry) => entry.to)).toEqual(path);
  });
});

describe('a decision', () => {
  it('changes many rows in one request, writes nothing for a row already there, names the missing', async () => {
    const ids = [await submit('retreat_applications'), await submit('retreat_applications')];
    await setStatus('retreat_applications', { ids: [ids[0]], status: 'approved' });
    const response = await setStatus('retreat_applications', {
      ids: [...ids, ids[1], 2_000_000],
      status: 'approved',
    });
    expect(response.json<StatusChangeResult>()).toEqual({
      changed: [ids[1]],
      unchanged: [{ id: ids[0], status: 'approved' }],
      withdrawn: 0,
      missing: [2_000_000],
      mailed: 1,
    });
    expect((await historyOf('retreat_applications', ids[0]!)).length).toBe(1);
    expect((await historyOf('retreat_applications', ids[1]!)).length).toBe(1);
  });

  it('refuses a status of the other kind, Withdrawn, and bad ids or messages, changing nothing', async () => {
    const id = await submit('enquiries');
    const refused = [
      { ids: [id], status: 'approved' },
      { ids: [id], status: 'withdrawn' },
      { ids: [], status: 'answered' },
      { ids: [0], status: 'answered' },
      { ids: Array.from({ length: 1001 }, (_, n) => n + 1), status: 'answered' },
      { ids: [id], status: 'answered', message: 'a\u0000b' },
      { ids: [id], status: 'answered', message: 'x'.repeat(2001) },
      { ids: [id] },
    ];
    for (const body of refused) {
      const response = await setStatus('enquiries', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await storedStatus('enquiries', id)).toMatchObject({ status: 'new', changes: 0 });
    const withdrawn = await setStatus('event_registrations', {
      ids: [await submit('event_registrations')],
      status: 'withdrawn',
    });
    expect(withdrawn.json()).toMatchObject({ fieldErrors: { status: expect.any(String) } });
  });

  it('shows in the status tabs: a list per status and the count of each', async () => {
    const table = 'leadership_labs_applications';
    const ids = [await submit(table), await submit(table), await submit(table)];
    await setStatus(table, { ids: ids.slice(0, 2), status: 'waitlisted' });
    const get = (url: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/admin/tables/${table}${url}`,
        headers: { cookie },
      });
    const waitlisted = (await get('?status=waitlisted')).json<AdminListResponse>();
    expect(waitlisted.rows.map((row) => row.id).sort()).toEqual(ids.slice(0, 2).sort());
    const pending = (await get('?status=pending')).json<AdminListResponse>();
    expect(pending.rows.map((row) => row.id)).toContain(ids[2]);
    expect(pending.rows.map((row) => row.id)).not.toContain(ids[0]);
    const summary = (await get('/summary')).json<AdminSummary>();
    expect(summary.statusCounts).toEqual({
      pending: pending.matching,
      approved: 0,
      waitlisted: 2,
      declined: 0,
      withdrawn: 0,
    });
    const csv = (await get('/export?status=waitlisted')).body;
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    const refused = await get('?status=answered');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { status: expect.any(String) } });
  });

  it('counts places per event and asks before approving past them, saying by how many', async () => {
    const boat = { ...validValues.event_registrations, event_name: eventNames.summerBoat };
    await insertRows(
      testApp.database,
      'event_registrations',
      Array.from({ length: 39 }, () => ({ ...boat, status: 'approved' })),
    );
    const submitBoat = async (email: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/submissions/event_registrations',
        payload: { key: newSubmissionKey(), values: { ...boat, email } },
      });
      return response.json<{ id: number }>().id;
    };
    const [first, second, third] = [
      await submitBoat('first@example.com'),
      await submitBoat('second@example.com'),
      await submitBoat('third@example.com'),
    ];
    // The meetup's rows share the table and count towards the meetup, not the boat.
    await setStatus('event_registrations', {
      ids: [await submit('event_registrations')],
      status: 'approved',
    });

    const over = await setStatus('event_registrations', {
      ids: [first, second],
      status: 'approved',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'over_capacity', over: 1, places: 40 });
    expect(over.json<{ message: string }>().message).toContain('1 more person than the 40 places');
    expect(await storedStatus('event_registrations', first)).toMatchObject({ status: 'pending' });

    expect(
      (await setStatus('event_registrations', { ids: [first], status: 'approved' })).statusCode,
    ).toBe(200);
    await setStatus('event_registrations', { ids: [third, second], status: 'waitlisted' });
    const confirmed = await setStatus('event_registrations', {
      ids: [third],
      status: 'approved',
      confirmOverCapacity: true,
    });
    expect(confirmed.statusCode).toBe(200);
    await setStatus('event_registrations', { ids: [third], status: 'declined' });

    const capacity = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/capacity',
      headers: { cookie },
    });
    const events = capacity.json<{ events: EventCapacity[] }>().events;
    const boatEvent = events.find((event) => event.slug === 'waves-ai')!;
    expect(boatEvent).toMatchObject({ places: 40, approved: 40, waitlisted: 1, free: 0 });
    expect(boatEvent.waitlistHead).toMatchObject({ id: second, email: 'second@example.com' });
    expect(events.find((event) => event.slug === 'ai-power-circle')).toMatchObject({
      places: 35,
      approved: 1,
      free: 34,
    });
    expect(events.find((event) => event.slug === 'leadership-labs')).toMatchObject({
      places: 25,
      perSession: true,
      free: null,
    });
    expect(events.find((event) => event.slug === 'ai-power-circle-virtual')).toMatchObject({
      places: null,
      free: null,
    });
  });

  it('leaves suspected spam to its own verdict', async () => {
    const id = await submit('enquiries', { [honeypotField]: 'bot' });
    const response = await setStatus('enquiries', { ids: [id], status: 'answered' });
    expect(response.json<StatusChangeResult>().missing).toEqual([id]);
  });

  it('needs a session, this site and a known table', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/enquiries/status',
      payload: { ids: [1], status: 'answered' },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/enquiries/status',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { ids: [1], status: 'answered' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await setStatus('nope', { ids: [1], status: 'answered' })).statusCode).toBe(404);
  });
});
