import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalColumns } from '#schemas/privacy/personal-data.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { anonymiseMails, anonymiseRows } from '#server/privacy/anonymise.ts';
import { eraseRecords } from '#server/privacy/erase-person.ts';
import { findPersonRecords } from '#server/privacy/person-records.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';
import type { Executor } from '#server/db/database.ts';

/** Erases everything the People lookup finds for `email`, as the People view does. */
async function erasePerson(executor: Executor, email: string) {
  return eraseRecords(executor, await findPersonRecords(executor, email));
}

/**
 * Anonymising rows (docs/decisions/044-anonymised-rows.md), the one step an erasure and the
 * retention job share: a row's personal values, her mails and the organiser's messages to her
 * are cleared; the event, the status and the counts stay; a second call changes nothing; and the
 * person lookup finds nothing afterwards.
 */
let testApp: TestApp;
let cookie: string;
const table = 'event_registrations' satisfies SubmissionTable;
const canary = 'Quillon Erasable 5521';
const organiserAddress = 'organiser.of.erasures@example.org';

beforeAll(async () => {
  testApp = await startTestApp({
    env: { SUBMISSION_RATE_LIMIT: '1000', ORGANISER_EMAIL: organiserAddress },
  });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

let people = 0;
async function register(email: string): Promise<number> {
  people += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: {
        ...validValues[table],
        full_name: `${canary} ${people}`,
        email,
        why_attend: `${canary} wants to come`,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function decline(id: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/status`,
    headers: { cookie },
    payload: { ids: [id], status: 'declined', message: `Sorry, ${canary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function countsByEvent() {
  return testApp.database.db
    .selectFrom(table)
    .select((eb) => ['event_name', 'status', eb.fn.countAll<number>().as('count')])
    .groupBy(['event_name', 'status'])
    .orderBy('event_name')
    .orderBy('status')
    .execute();
}

describe(`anonymising rows (${testEngine})`, () => {
  it('clears her values, her mails and the messages to her; keeps event, status and counts', async () => {
    const email = `Quillon.Erasable+${Date.now()}@Example.com`;
    const id = await register(email);
    const kept = await register(`someone.else.${Date.now()}@example.com`);
    await decline(id);
    const before = await findPersonRecords(testApp.database, email);
    expect(before.rows.map(({ row }) => row.id)).toEqual([id]);
    expect(before.mails.length, 'her confirmation, the notice and the decline').toBeGreaterThan(1);
    expect(before.history.map((change) => change.message)).toEqual([`Sorry, ${canary}`]);
    const counts = await countsByEvent();

    const count = await anonymiseRows(
      testApp.database,
      table,
      [id],
      new Date('2027-01-02T03:04:05Z'),
    );
    expect(count).toEqual({ rows: 1, mails: before.mails.length });

    const row = await testApp.database.db
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const column of personalColumns(table)) {
      const value = (row as Record<string, unknown>)[column];
      expect([null, '', 0, false], column).toContain(value);
    }
    expect(row).toMatchObject({
      applicant_key: null,
      anonymised_at: '2027-01-02T03:04:05.000Z',
      status: 'declined',
      event_name: validValues[table].event_name,
    });
    expect(await countsByEvent()).toEqual(counts);

    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .execute();
    for (const mail of mails) {
      expect(mail).toMatchObject({ recipient: '', subject: '', message: '{}', sent_body: null });
      expect(['sent', 'erased']).toContain(mail.status);
    }
    const everything = JSON.stringify([
      row,
      mails,
      await testApp.database.db.selectFrom('status_changes').selectAll().execute(),
      await testApp.database.db.selectFrom('mail_attempts').selectAll().execute(),
    ]);
    expect(everything).not.toContain('Quillon');
    expect(everything.toLowerCase()).not.toContain('quillon.erasable');

    const after = await findPersonRecords(testApp.database, email);
    expect(after).toMatchObject({ rows: [], history: [], mails: [], attempts: [] });
    // The other person's row is untouched.
    const otherRow = await testApp.database.db
      .selectFrom(table)
      .select(['full_name', 'anonymised_at'])
      .where('id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(otherRow).toEqual({ full_name: `${canary} 2`, anonymised_at: null });

    // A second call (two runs, an erasure meeting retention) changes and counts nothing.
    expect(await anonymiseRows(testApp.database, table, [id])).toEqual({ rows: 0, mails: 0 });
    expect(
      await anonymiseMails(
        testApp.database,
        mails.map((mail) => mail.id),
      ),
    ).toBe(0);
  });

  it('an erased mail that was still queued is never sent', async () => {
    const email = `queued.erasable.${Date.now()}@example.com`;
    const id = await register(email);
    await anonymiseRows(testApp.database, table, [id]);
    const statuses = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .execute();
    expect(statuses.length).toBeGreaterThan(0);
    for (const { status } of statuses) expect(['sent', 'erased']).toContain(status);
    const queued = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('submission_id', '=', id)
      .where('submission_table', '=', table)
      .execute();
    expect(queued).toEqual([]);
  });

  it('erasing a person clears her rows in every table and every mail to her address', async () => {
    const email = `Quillon.Everywhere.${Date.now()}@example.com`;
    const first = await register(email);
    const enquiry = await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/enquiries',
      payload: {
        key: newSubmissionKey(),
        values: { ...validValues.enquiries, name: canary, email: email.toLowerCase() },
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const found = await findPersonRecords(testApp.database, email);
    expect(found.rows.map(({ table: name }) => name).sort()).toEqual([
      'enquiries',
      'event_registrations',
    ]);
    expect(found.rows.find(({ table: name }) => name === table)?.row.id).toBe(first);

    const erased = await erasePerson(testApp.database, email);
    expect(erased).toEqual({
      rows: 2,
      mails: found.mails.length,
      tables: { event_registrations: 1, enquiries: 1 },
    });
    expect(await findPersonRecords(testApp.database, email)).toMatchObject({ rows: [], mails: [] });
    expect(await erasePerson(testApp.database, email)).toEqual({ rows: 0, mails: 0, tables: {} });
  });

  it('a decision on an erased row changes nothing and mails no one', async () => {
    const id = await register(`decided.after.erasure.${Date.now()}@example.com`);
    await anonymiseRows(testApp.database, table, [id]);
    const mailsOf = () =>
      testApp.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('submission_table', '=', table)
        .where('submission_id', '=', id)
        .execute();
    const before = await mailsOf();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tables/${table}/status`,
      headers: { cookie },
      payload: { ids: [id], status: 'approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: [], unchanged: [{ id, status: 'pending' }] });
    expect(await mailsOf()).toEqual(before);
  });

  it("looking up the organiser's own address finds none of the notices about other people", async () => {
    const id = await register(`noticed.${Date.now()}@example.com`);
    const notices = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'organiser-notice')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .execute();
    expect(notices).toHaveLength(1);
    const found = await findPersonRecords(testApp.database, organiserAddress);
    expect(found.rows).toEqual([]);
    expect(found.mails.map((mail) => mail.kind)).not.toContain('organiser-notice');
    expect(await erasePerson(testApp.database, organiserAddress)).toMatchObject({ mails: 0 });
    const kept = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'anonymised_at'])
      .where('id', '=', notices[0]!.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ recipient: organiserAddress, anonymised_at: null });
  });

  it('a decision and an erasure at the same moment leave no mail with her address', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `raced.erasure.${round}.${Date.now()}@example.com`;
      const id = await register(email);
      const [decided] = await Promise.all([
        testApp.app.inject({
          method: 'POST',
          url: `/api/admin/tables/${table}/status`,
          headers: { cookie },
          payload: { ids: [id], status: 'approved', message: `Welcome, ${canary}` },
        }),
        erasePerson(testApp.database, email),
      ]);
      expect(decided.statusCode, decided.body).toBe(200);
      const mails = await testApp.database.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'message', 'status'])
        .where('submission_table', '=', table)
        .where('submission_id', '=', id)
        .execute();
      // Whichever came first: her confirmation, and an approval made before the erasure, are
      // cleared with her row; an approval after it was never made.
      for (const mail of mails) {
        expect(mail.recipient, `round ${round}`).not.toContain('raced.erasure');
        expect(mail.message, `round ${round}`).not.toContain('raced.erasure');
      }
      expect(await findPersonRecords(testApp.database, email)).toMatchObject({ rows: [] });
    }
  });
});
