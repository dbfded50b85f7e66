import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import type { AdminListResponse } from '#schemas/applications/admin-views.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The numbers beside the admin's navigation (GET /api/admin/counts; server/organisers/counts.ts,
 * docs/decisions/031-admin-frame-and-pending-counts.md): what waits for the organiser in each
 * place.
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

async function counts(): Promise<AdminCounts> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/counts',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<AdminCounts>();
}

function failedMail(id: number) {
  return {
    message_id: `<${id}.counts@test.example>`,
    submission_table: 'enquiries',
    submission_id: id,
    kind: 'confirmation',
    recipient: `person${id}@example.com`,
    subject: 'Thank you',
    message: '{}',
    status: 'failed' as const,
    attempts: 30,
    next_attempt_at: 0,
    last_error: 'ECONNREFUSED',
  };
}

describe('GET /api/admin/counts', () => {
  it('answers 401 without a session and reveals nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/counts' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/tables|failedMails/);
  });

  it('is zero for every table and for mail when nothing was sent', async () => {
    expect(await counts()).toEqual({
      tables: Object.fromEntries(submissionTables.map((table) => [table, 0])),
      failedMails: 0,
      erasureRequests: 0,
    });
  });

  it("counts each table's entries at a new row's status, leaving out suspected spam", async () => {
    // Every row names the flag: SQLite fills a column some rows of a batch leave out with null.
    const registrations = ['pending', 'pending', 'pending', 'approved', 'declined'].map(
      (status) => ({ status, suspected_spam: false }),
    );
    await insertRows(testApp.database, 'event_registrations', [
      ...registrations,
      { status: 'pending', suspected_spam: true },
    ]);
    await insertRows(testApp.database, 'retreat_applications', [{ status: 'waitlisted' }]);
    await insertRows(testApp.database, 'enquiries', [
      { status: 'new' },
      { status: 'new' },
      { status: 'answered' },
      { status: 'archived' },
    ]);
    await testApp.database.db
      .insertInto('mail_outbox')
      .values([failedMail(1), { ...failedMail(2), status: 'sent' }, failedMail(3)])
      .execute();

    const answer = await counts();
    expect(answer.tables).toEqual({
      ...Object.fromEntries(submissionTables.map((table) => [table, 0])),
      event_registrations: 3,
      enquiries: 2,
    });
    expect(answer.failedMails).toBe(2);
  });

  it('goes down when the organiser decides on a pending entry', async () => {
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/tables/event_registrations?status=pending',
      headers: { cookie },
    });
    const [first] = listed.json<AdminListResponse>().rows;
    const before = (await counts()).tables.event_registrations;

    const decided = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/event_registrations/status',
      headers: { cookie },
      payload: { ids: [Number(first!.id)], status: 'approved', confirmOverCapacity: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await counts()).tables.event_registrations).toBe(before - 1);
  });
});
