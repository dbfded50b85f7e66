import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMail, AdminMailCounts, AdminMailList } from '#schemas/mail/admin-mail.ts';
import type { AdminListResponse, AdminSummary } from '#schemas/applications/admin-views.ts';
import { honeypotField } from '#schemas/submissions/submission-forms.ts';
import { toBoolean } from '#server/db/schema.ts';
import { createAdmin, parseCsv, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The admin's mail and suspected-spam routes (server/routes/admin-mail-routes.ts): the outbox as the
 * organiser sees it, Retry now, a row's mails, the spam filter, Not spam and Delete.
 */
let testApp: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  testApp = await startTestApp({ env: { ORGANISER_EMAIL: 'organiser@example.com' } });
  const admin = await createAdmin(testApp.database);
  adminEmail = admin.email;
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url, headers: { cookie } });

async function submit(spam: boolean, email = `person-${newSubmissionKey()}@example.com`) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/submissions/enquiries',
    payload: {
      key: newSubmissionKey(),
      values: { ...validValues.enquiries, email },
      ...(spam ? { [honeypotField]: 'filled by a bot' } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ id: number }>().id, email };
}

async function mailsOf(id: number): Promise<AdminMail[]> {
  const response = await get(`/api/admin/tables/enquiries/rows/${id}/mails`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ mails: AdminMail[] }>().mails;
}

async function waitForSent(id: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsOf(id);
    if (mails.length > 0 && mails.every((mail) => mail.status === 'sent')) return mails;
    if (Date.now() > deadline) throw new Error(`not sent: ${JSON.stringify(mails)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function actions() {
  return testApp.database.db.selectFrom('admin_actions').selectAll().orderBy('id').execute();
}

describe('the Mail view', () => {
  it('lists every mail newest first with its row, and counts them by status', async () => {
    const { id, email } = await submit(false);
    const mails = await waitForSent(id);
    expect(mails.map((mail) => mail.kind)).toEqual(['confirmation', 'organiser-notice']);
    expect(mails[0]!.recipient).toContain(email);
    expect(mails[0]!.subject).toBe('Your enquiry about the Women Leading AI Summit');
    expect(mails[0]!.sentAt).toBeGreaterThan(0);

    const list = (await get('/api/admin/mail?status=sent')).json<AdminMailList>();
    expect(list.mails[0]).toMatchObject({ submissionTable: 'enquiries', submissionId: id });
    expect(list.mails.every((mail) => mail.status === 'sent')).toBe(true);
    expect(list.matching).toBeGreaterThanOrEqual(2);

    const counts = (await get('/api/admin/mail/counts')).json<AdminMailCounts>();
    expect(counts.sent).toBe(list.matching);
    expect(counts.queued + counts.failed).toBe(0);
  });

  it('refuses a status it does not know', async () => {
    const response = await get('/api/admin/mail?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { status: expect.any(String) } });
  });

  it('retries a failed mail, records who did, and refuses one that has not failed', async () => {
    const { id } = await submit(false);
    const [confirmation] = await waitForSent(id);
    expect((await send('POST', `/api/admin/mail/${confirmation!.id}/retry`)).statusCode).toBe(409);

    await testApp.database.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 30, last_error: 'ECONNREFUSED' })
      .where('id', '=', confirmation!.id)
      .execute();
    const retried = await send('POST', `/api/admin/mail/${confirmation!.id}/retry`);
    expect(retried.statusCode).toBe(204);
    const again = await waitForSent(id);
    expect(again[0]!.attempts).toBe(31);
    expect(await actions()).toContainEqual(
      expect.objectContaining({
        action: 'mail.retry',
        mail_id: confirmation!.id,
        admin_email: adminEmail,
      }),
    );
    expect((await send('POST', '/api/admin/mail/2147483647/retry')).statusCode).toBe(409);
  });
});

describe('suspected spam', () => {
  it('is kept out of the list, the stats and the export, and shown under the filter', async () => {
    const { id } = await submit(true);
    const normal = (await get('/api/admin/tables/enquiries?limit=500')).json<AdminListResponse>();
    expect(normal.rows.map((row) => row.id)).not.toContain(id);
    const flagged = (await get('/api/admin/tables/enquiries?spam=1')).json<AdminListResponse>();
    expect(flagged.rows.map((row) => row.id)).toContain(id);
    const summary = (await get('/api/admin/tables/enquiries/summary')).json<AdminSummary>();
    expect(summary.suspectedSpam).toBe(flagged.matching);
    expect(summary.stats.total).toBe(normal.matching);

    const csv = (await get('/api/admin/tables/enquiries/export?spam=1')).body;
    expect(parseCsv(csv.replace(/^\uFEFF/, '')).length - 1).toBe(flagged.matching);
    expect(await mailsOf(id)).toEqual([]);
  });

  it('"Not spam" joins the row to the others and sends its mails; only once', async () => {
    const { id } = await submit(true);
    expect((await send('POST', `/api/admin/tables/enquiries/rows/${id}/not-spam`)).statusCode).toBe(
      204,
    );
    const row = await testApp.database.db
      .selectFrom('enquiries')
      .select('suspected_spam')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(toBoolean(row.suspected_spam)).toBe(false);
    expect((await waitForSent(id)).map((mail) => mail.kind)).toEqual([
      'confirmation',
      'organiser-notice',
    ]);
    expect(await actions()).toContainEqual(
      expect.objectContaining({ action: 'submission.not-spam', submission_id: id }),
    );
    const again = await send('POST', `/api/admin/tables/enquiries/rows/${id}/not-spam`);
    expect(again.statusCode).toBe(409);
    expect(await mailsOf(id)).toHaveLength(2);
  });

  it('"Delete" removes a suspected row and keeps the record; a real row cannot be deleted', async () => {
    const spam = await submit(true);
    const person = await submit(false);
    expect((await send('DELETE', `/api/admin/tables/enquiries/rows/${person.id}`)).statusCode).toBe(
      409,
    );
    expect((await send('DELETE', `/api/admin/tables/enquiries/rows/${spam.id}`)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/admin/tables/enquiries/rows/${spam.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/tables/enquiries/rows/${person.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/tables/enquiries/rows/${spam.id}`)).statusCode).toBe(
      404,
    );
    expect(await actions()).toContainEqual(
      expect.objectContaining({
        action: 'submission.delete-spam',
        submission_table: 'enquiries',
        submission_id: spam.id,
      }),
    );
  });

  it('refuses another site, a bad id and an unknown table', async () => {
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/enquiries/rows/1/not-spam',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await send('POST', '/api/admin/tables/enquiries/rows/0/not-spam')).statusCode).toBe(
      400,
    );
    expect((await send('DELETE', '/api/admin/tables/nope/rows/1')).statusCode).toBe(404);
  });
});
