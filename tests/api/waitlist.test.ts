import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { WaitlistPromotion, WaitlistSettings } from '#schemas/applications/waitlist-api.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { waitlistDriver } from '#tests/fixtures/waitlist.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The waitlist that moves (server/applications/waitlist.ts): the next person approved in one step
 * with her approval mail, one person per free place however many ask at once, and an event's
 * setting that gives a withdrawn place away in the withdrawal's own transaction.
 */
const appSecret = 'waitlist-test-secret-0123456789-abcdefghijkl';
const organiser = 'organiser@example.com';
let testApp: TestApp;
let cookie: string;
let adminEmail: string;
const { apply, decide, store, withdraw, mailText, statusOf } = waitlistDriver(
  () => testApp,
  () => cookie,
  appSecret,
);

beforeAll(async () => {
  testApp = await startTestApp({ env: { APP_SECRET: appSecret, ORGANISER_EMAIL: organiser } });
  const admin = await createAdmin(testApp.database);
  adminEmail = admin.email;
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
});

function promoteNext(table: SubmissionTable, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/waitlist/promote-next`,
    headers: { cookie },
    payload: body,
  });
}

async function setAutoPromote(table: SubmissionTable, event: string, autoPromote: boolean) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/tables/${table}/waitlist/settings`,
    headers: { cookie },
    payload: { event, autoPromote },
  });
  expect(response.statusCode, response.body).toBe(204);
}

async function approvalMails(table: SubmissionTable, id: number) {
  const rows = await testApp.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .where('kind', '=', 'approval')
    .execute();
  return rows.length;
}

async function approvedCount(table: SubmissionTable, context: Record<string, string>) {
  let query = testApp.database.db
    .selectFrom(table as 'event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'approved');
  for (const [column, value] of Object.entries(context)) {
    query = query.where(column as 'event_name', '=', value);
  }
  return Number((await query.executeTakeFirstOrThrow()).count);
}

describe('approving the next person on the waitlist', () => {
  const table = 'retreat_applications';
  const retreat = { event_name: eventNames.retreat };

  it('approves the earliest waitlisted person in one action, with her approval mail, once a place is free', async () => {
    // The autumn retreat's 20 places (content/event-pages.ts), every one approved.
    await store(table, retreat, 'approved', 19);
    const leaving = await apply(table, retreat, 'Ada Lovelace');
    await decide(table, [leaving], 'approved');
    const first = await apply(table, retreat, 'Mary Somerville');
    const second = await apply(table, retreat, 'Hedy Lamarr');
    await decide(table, [first, second], 'waitlisted');

    const whileFull = await promoteNext(table, { event: 'autumn-retreat' });
    expect(whileFull.statusCode).toBe(409);
    expect(whileFull.json()).toMatchObject({ error: 'no_free_place' });

    // An approved person withdraws: the organiser's notice names who is next, with her row.
    expect(await withdraw(table, leaving, true)).toMatchObject({
      state: 'ready',
      place: 'organiser-may-offer',
    });
    expect(await withdraw(table, leaving)).toMatchObject({
      state: 'done',
      place: 'organiser-may-offer',
    });
    const notice = await mailText(table, leaving, 'withdrawal-notice');
    expect(notice).toContain('Next on the waitlist: Mary Somerville');
    expect(notice).toContain(
      `Open Mary Somerville's application in the admin: https://womenleadingai.com/admin/tables/${table}?row=${first}`,
    );
    expect(await statusOf(table, first)).toBe('waitlisted');

    // Offered to someone who is not next: nothing changes.
    const notNext = await promoteNext(table, { event: 'autumn-retreat', id: second });
    expect(notNext.statusCode).toBe(409);
    expect(notNext.json()).toMatchObject({ error: 'not_next', next: { id: first } });

    const promoted = await promoteNext(table, { event: 'autumn-retreat', id: first });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<WaitlistPromotion>()).toMatchObject({
      promoted: { id: first, name: 'Mary Somerville' },
      changed: [first],
      mailed: 1,
    });
    expect(await statusOf(table, first)).toBe('approved');
    expect(await statusOf(table, second)).toBe('waitlisted');
    expect(await approvalMails(table, first)).toBe(1);
    expect(await mailText(table, first, 'approval')).toContain('Good news: your application');

    // The place is taken again.
    expect((await promoteNext(table, { event: 'autumn-retreat' })).statusCode).toBe(409);
  });

  it('refuses an event of another table and a visitor who is not signed in', async () => {
    expect((await promoteNext(table, { event: 'waves-ai' })).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tables/${table}/waitlist/promote-next`,
      payload: { event: 'autumn-retreat' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two promotions at the same moment', () => {
  it('approve one person when one place is free, however many ask at once', async () => {
    // The private evening's 30 places: 29 approved, 5 waitlisted.
    const table = 'private_evening_applications';
    await store(table, {}, 'approved', 29);
    const waiting: number[] = [];
    for (let index = 0; index < 5; index++) waiting.push(await apply(table, {}));
    await decide(table, waiting, 'waitlisted');

    const answers = await Promise.all(
      waiting.map(() => promoteNext(table, { event: 'women-leading-ai' })),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    expect(await approvedCount(table, {})).toBe(30);
    expect(await statusOf(table, waiting[0]!)).toBe('approved');
    let mails = 0;
    for (const id of waiting) mails += await approvalMails(table, id);
    expect(mails).toBe(1);
  });
});

describe('withdrawals and promotions at the same moment', () => {
  it('fill each freed place once, whoever comes first', async () => {
    // The private evening from the test above: 30 of 30 approved, 4 waitlisted.
    const table = 'private_evening_applications';
    await setAutoPromote(table, 'women-leading-ai', true);
    const approved = await testApp.database.db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'approved')
      .orderBy('id')
      .limit(2)
      .execute();
    const waitingBefore = await testApp.database.db
      .selectFrom(table)
      .select('id')
      .where('status', '=', 'waitlisted')
      .execute();
    expect(approved).toHaveLength(2);
    expect(waitingBefore).toHaveLength(4);

    await Promise.all([
      ...approved.map((row) => withdraw(table, row.id)),
      promoteNext(table, { event: 'women-leading-ai' }),
      promoteNext(table, { event: 'women-leading-ai' }),
    ]);

    expect(await approvedCount(table, {})).toBe(30);
    const promoted: number[] = [];
    for (const { id } of waitingBefore) {
      if ((await statusOf(table, id)) === 'approved') promoted.push(id);
    }
    expect(promoted).toHaveLength(2);
    let mails = 0;
    for (const id of promoted) mails += await approvalMails(table, id);
    expect(mails).toBe(2);
  });
});

describe('promoting automatically', () => {
  const table = 'event_registrations';
  const boat = { event_name: eventNames.summerBoat };

  it('is off until the organiser turns it on, and is kept per event', async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/tables/${table}/waitlist`,
      headers: { cookie },
    });
    expect(before.json<WaitlistSettings>().events).toEqual([
      { event: 'ai-power-circle', autoPromote: false },
      { event: 'waves-ai', autoPromote: false },
    ]);
    await setAutoPromote(table, 'waves-ai', true);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/tables/${table}/waitlist`,
      headers: { cookie },
    });
    expect(after.json<WaitlistSettings>().events).toEqual([
      { event: 'ai-power-circle', autoPromote: false },
      { event: 'waves-ai', autoPromote: true },
    ]);
    // Each change of the setting is kept, by whom and for which event.
    const actions = await testApp.database.db
      .selectFrom('admin_actions')
      .select(['admin_email', 'action', 'event'])
      .where('event', '=', 'waves-ai')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { admin_email: adminEmail, action: 'event.auto-promote-on', event: 'waves-ai' },
    ]);
  });

  it('approves the next person in the withdrawal itself, mails her, and tells the organiser', async () => {
    await setAutoPromote(table, 'waves-ai', true);
    // Waves & AI: 40 places, every one approved.
    await store(table, boat, 'approved', 39);
    const leaving = await apply(table, boat, 'Ada Lovelace');
    await decide(table, [leaving], 'approved');
    const next = await apply(table, boat, 'Mary Somerville');
    await decide(table, [next], 'waitlisted');
    const pendingOne = await apply(table, boat, 'Grace Hopper');

    // Someone without a place is promised nothing.
    expect(await withdraw(table, pendingOne, true)).toMatchObject({ place: 'none' });

    expect(await withdraw(table, leaving, true)).toMatchObject({ place: 'next-on-waitlist' });
    expect(await withdraw(table, leaving)).toMatchObject({
      state: 'done',
      place: 'next-on-waitlist',
    });
    // Committed with the withdrawal: no worker, no second request.
    expect(await statusOf(table, next)).toBe('approved');
    expect(await approvalMails(table, next)).toBe(1);
    expect(await approvedCount(table, boat)).toBe(40);
    const history = await testApp.database.db
      .selectFrom('status_changes')
      .select(['from_status', 'to_status', 'admin_email', 'cause'])
      .where('submission_table', '=', table)
      .where('submission_id', '=', next)
      .orderBy('id')
      .execute();
    // The history says the setting approved her, not the organiser in person.
    expect(history.at(-1)).toEqual({
      from_status: 'waitlisted',
      to_status: 'approved',
      admin_email: adminEmail,
      cause: 'waitlist-setting',
    });
    // The organiser's own waitlisting of her stays hers.
    expect(history.at(-2)).toMatchObject({ to_status: 'waitlisted', cause: null });
    // The audit log names the server, not her (docs/decisions/043-the-audit-log.md).
    const audited = await testApp.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target', 'row_count', 'details'])
      .where('target_id', '=', next)
      .where('target', '=', table)
      .orderBy('id')
      .execute();
    expect(audited.at(-1)).toEqual({
      actor: 'system',
      action: 'submission.decide',
      target: table,
      row_count: 1,
      details: JSON.stringify({ status: 'approved', unchanged: 0, cause: 'waitlist-setting' }),
    });
    const notice = await mailText(table, leaving, 'withdrawal-notice');
    expect(notice).toContain(
      'Mary Somerville was next on the waitlist. She was approved automatically',
    );
    expect(notice).toContain(`row=${next}`);
    expect(await mailText(table, next, 'approval')).toContain('Good news: your registration');
  });

  it('leaves the waitlist alone when the setting is off', async () => {
    const meetup = { event_name: eventNames.julyMeetup };
    const leaving = await apply(table, meetup);
    await decide(table, [leaving], 'approved');
    const next = await apply(table, meetup);
    await decide(table, [next], 'waitlisted');
    expect(await withdraw(table, leaving)).toMatchObject({ place: 'organiser-may-offer' });
    expect(await statusOf(table, next)).toBe('waitlisted');
    expect(await approvalMails(table, next)).toBe(0);
  });

  it('acts only while the organiser who turned it on may still decide', async () => {
    // An organiser turns the setting on for the meetup, then is made a viewer.
    const deputy = await createAdmin(testApp.database);
    const { id: deputyId } = await testApp.database.db
      .updateTable('admin_users')
      .set({ role: 'organiser' })
      .where('email', '=', deputy.email)
      .returning('id')
      .executeTakeFirstOrThrow();
    const deputyCookie = await signIn(testApp.app, deputy);
    const turnedOn = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/tables/${table}/waitlist/settings`,
      headers: { cookie: deputyCookie },
      payload: { event: 'ai-power-circle', autoPromote: true },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(204);
    const demoted = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/organisers/${deputyId}/role`,
      headers: { cookie },
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const meetup = { event_name: eventNames.julyMeetup };
    const leaving = await apply(table, meetup);
    await decide(table, [leaving], 'approved');
    const next = await apply(table, meetup);
    await decide(table, [next], 'waitlisted');
    expect(await withdraw(table, leaving, true)).toMatchObject({ place: 'organiser-may-offer' });
    expect(await withdraw(table, leaving)).toMatchObject({ place: 'organiser-may-offer' });
    expect(await statusOf(table, next)).toBe('waitlisted');
    expect(await approvalMails(table, next)).toBe(0);
    const settings = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/tables/${table}/waitlist`,
      headers: { cookie },
    });
    expect(settings.json<WaitlistSettings>().events).toContainEqual({
      event: 'ai-power-circle',
      autoPromote: false,
    });
  });
});
