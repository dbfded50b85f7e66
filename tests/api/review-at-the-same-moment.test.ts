import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type {
  StatusChangePreview,
  StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import { honeypotField } from '#schemas/submissions/submission-forms.ts';
import type { WithdrawalAnswer } from '#schemas/applications/withdrawal-api.ts';
import { signToken } from '#server/signed-tokens.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The organiser's decisions and the applicant's withdrawal at the same moment, on one server
 * (several connections on PostgreSQL): server/applications/review.ts,
 * server/applications/application-withdrawal.ts. Two server processes on one PostgreSQL database:
 * two-instances-at-the-same-moment.postgres.test.ts.
 */
const appSecret = 'same-moment-test-secret-0123456789-abcdefghij';
const table = 'event_registrations';
/** The July meetup (content/event-pages.ts): 35 places. */
const meetupPlaces = 35;
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await startTestApp({ env: { APP_SECRET: appSecret } });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

function decide(body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/status`,
    headers: { cookie },
    payload: body,
  });
}

async function preview(body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/status/preview`,
    headers: { cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatusChangePreview>();
}

async function withdraw(id: number) {
  const token = await signToken(
    appSecret,
    'withdraw',
    { table, id },
    { expiresAt: new Date(Date.now() + 60_000) },
  );
  return testApp.app.inject({ method: 'POST', url: '/api/withdrawals', payload: { token } });
}

async function apply(eventName: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...freshValues(table), event_name: eventName },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function statusOf(id: number) {
  const row = await testApp.database.db
    .selectFrom(table)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function changesOf(id: number) {
  return testApp.database.db
    .selectFrom('status_changes')
    .select(['id', 'from_status', 'to_status'])
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
}

async function decisionMailsOf(id: number) {
  const rows = await testApp.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'message'])
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .where('kind', 'in', ['approval', 'waitlist', 'decline'])
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    statusChangeId: (JSON.parse(row.message) as { statusChangeId: number }).statusChangeId,
  }));
}

async function approvedAtMeetup() {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_name', '=', eventNames.julyMeetup)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('places under approvals at the same moment', () => {
  it('approves no one past the last place, whatever mix of single and bulk approvals arrives at once', async () => {
    await insertRows(
      testApp.database,
      table,
      Array.from({ length: meetupPlaces - 1 }, (_, index) => ({
        event_name: eventNames.julyMeetup,
        email: `approved-${index}-${newSubmissionKey()}@example.com`,
        status: 'approved',
      })),
    );
    expect(await approvedAtMeetup()).toBe(meetupPlaces - 1);
    const pending: number[] = [];
    for (let index = 0; index < 25; index++) pending.push(await apply(eventNames.julyMeetup));
    const singles = pending.slice(0, 15).map((id) => ({ ids: [id], status: 'approved' }));
    const bulks = [0, 1, 2, 3, 4].map((index) => ({
      ids: pending.slice(15 + 2 * index, 17 + 2 * index),
      status: 'approved',
    }));

    const answers = await Promise.all([...singles, ...bulks].map((body) => decide(body)));

    const approvedNow = answers.filter(
      (answer) => answer.statusCode === 200 && answer.json<StatusChangeResult>().changed.length > 0,
    );
    expect(approvedNow).toHaveLength(1);
    expect(approvedNow[0]!.json<StatusChangeResult>().changed).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await approvedAtMeetup()).toBe(meetupPlaces);
    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('submission_id')
      .where('submission_table', '=', table)
      .where('kind', '=', 'approval')
      .where('submission_id', 'in', pending)
      .execute();
    expect(mails).toHaveLength(1);

    // The organiser's explicit "Approve anyway" still takes it past its places.
    const anyway = await decide({
      ids: pending.slice(15, 17),
      status: 'approved',
      confirmOverCapacity: true,
    });
    expect(anyway.json<StatusChangeResult>().changed).toHaveLength(2);
    expect(await approvedAtMeetup()).toBe(meetupPlaces + 2);
  });
});

describe('a withdrawal and a decision at the same moment', () => {
  it('ends as the answers said: a withdrawal she was told of stands, and no decision mail follows it', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const id = await apply(eventNames.summerBoat);
      const [withdrawal, decision] = await Promise.all([
        withdraw(id),
        decide({ ids: [id], status: attempt % 2 === 0 ? 'approved' : 'declined' }),
      ]);
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);
      expect(withdrawal.json<WithdrawalAnswer>().state).toBe('done');
      expect(decision.statusCode, decision.body).toBe(200);
      const result = decision.json<StatusChangeResult>();

      // She was told her application is withdrawn: it is, whoever came first.
      expect(await statusOf(id)).toBe('withdrawn');
      const changes = await changesOf(id);
      expect(changes.at(-1)).toMatchObject({ to_status: 'withdrawn' });
      const mails = await decisionMailsOf(id);
      if (result.changed.includes(id)) {
        // The decision came first: its mail tells of the change before the withdrawal.
        expect(changes.map((change) => change.to_status)).toEqual([
          attempt % 2 === 0 ? 'approved' : 'declined',
          'withdrawn',
        ]);
        expect(changes[1]).toMatchObject({ from_status: changes[0]!.to_status });
        expect(mails).toEqual([
          { kind: attempt % 2 === 0 ? 'approval' : 'decline', statusChangeId: changes[0]!.id },
        ]);
      } else {
        // The withdrawal came first: the decision left her row, and mailed nothing.
        expect(result.unchanged).toEqual([{ id, status: 'withdrawn' }]);
        expect(result.withdrawn).toBe(1);
        expect(result.mailed).toBe(0);
        expect(changes.map((change) => change.to_status)).toEqual(['withdrawn']);
        expect(mails).toEqual([]);
      }
    }
  });

  it('leaves a withdrawn application out of every decision, says so before and after, and mails no one', async () => {
    const [kept, gone] = [await apply(eventNames.summerBoat), await apply(eventNames.summerBoat)];
    expect((await withdraw(gone)).json<WithdrawalAnswer>().state).toBe('done');

    for (const status of ['approved', 'waitlisted', 'declined', 'pending']) {
      expect(await preview({ ids: [kept, gone], status })).toMatchObject({
        selected: 2,
        withdrawn: 1,
        changing: 1,
      });
      const answer = await decide({ ids: [kept, gone], status });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<StatusChangeResult>()).toMatchObject({
        changed: [kept],
        withdrawn: 1,
      });
      expect(answer.json<StatusChangeResult>().unchanged).toContainEqual({
        id: gone,
        status: 'withdrawn',
      });
      expect(await statusOf(gone)).toBe('withdrawn');
    }
    expect(await decisionMailsOf(gone)).toEqual([]);
    expect((await changesOf(gone)).map((change) => change.to_status)).toEqual(['withdrawn']);
    expect((await changesOf(kept)).map((change) => change.to_status)).toEqual([
      'approved',
      'waitlisted',
      'declined',
      'pending',
    ]);
  });

  it('reports a row changed by someone else between its read and its write with its status now', async () => {
    // Two organisers decide the same rows at once: each row ends with one decision, made once,
    // and mailed once; the other organiser is told it was left, with the status it has.
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) ids.push(await apply(eventNames.summerBoat));
    const [waitlist, decline] = await Promise.all([
      decide({ ids, status: 'waitlisted' }),
      decide({ ids: [...ids].reverse(), status: 'declined' }),
    ]);
    const results = [waitlist, decline].map((answer) => answer.json<StatusChangeResult>());
    for (const id of ids) {
      const changes = await changesOf(id);
      const status = await statusOf(id);
      expect(changes.at(-1)!.to_status).toBe(status);
      expect(await decisionMailsOf(id)).toHaveLength(changes.length);
      for (const result of results) {
        const left = result.unchanged.find((row) => row.id === id);
        if (left) expect(left.status).toBe(status);
        else expect(result.changed).toContain(id);
      }
    }
  });
});

describe('"Not spam" and a new application of the same person at the same moment', () => {
  it('leaves one live application: the other is answered "already in" or kept as its duplicate', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const values = { ...freshValues(table), event_name: eventNames.summerBoat };
      const flagged = await testApp.app.inject({
        method: 'POST',
        url: `/api/submissions/${table}`,
        payload: { key: newSubmissionKey(), values, [honeypotField]: 'filled' },
      });
      const spamId = flagged.json<{ id: number }>().id;
      const [release, again] = await Promise.all([
        testApp.app.inject({
          method: 'POST',
          url: `/api/admin/tables/${table}/rows/${spamId}/not-spam`,
          headers: { cookie },
        }),
        testApp.app.inject({
          method: 'POST',
          url: `/api/submissions/${table}`,
          payload: { key: newSubmissionKey(), values },
        }),
      ]);
      const live = await testApp.database.db
        .selectFrom(table)
        .select(['id', 'duplicate_of'])
        .where('email', '=', values.email)
        .where('suspected_spam', '=', testApp.database.engine === 'sqlite' ? 0 : false)
        .execute();
      const first = live.filter((row) => row.duplicate_of === null);
      expect(first, `attempt ${attempt}`).toHaveLength(1);
      if (release.statusCode === 200) {
        // The application came first: the released row is kept as its duplicate.
        expect(release.json()).toEqual({ duplicateOf: first[0]!.id });
        expect(again.statusCode).toBe(201);
      } else {
        expect(release.statusCode).toBe(204);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({ id: spamId, duplicate: true });
      }
    }
  });
});
