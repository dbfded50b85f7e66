import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allConfirmedGuestDetails,
  confirmedGuestDetailsOf,
} from '#content/confirmed-guest-details.ts';
import { summerBoatPage } from '#content/event-pages.ts';
import { eventNames } from '#content/event-names.ts';
import type { EventCapacity, StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { WithdrawalAnswer } from '#schemas/applications/withdrawal-api.ts';
import { signToken, type TokenPurpose } from '#server/signed-tokens.ts';
import { insertRows } from '#tests/fixtures/admin.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import type { ReceivedMail, SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startMailTestApp, type MailTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Decision mails and withdrawing (docs/product/data.md#review-status):
 * server/applications/review.ts queues a mail per decided row in the decision's transaction;
 * server/applications/application-withdrawal.ts takes the signed link back.
 */
const appSecret = 'decisions-test-secret-0123456789-abcdefghij';
const organiser = 'organiser@example.com';
let mailApp: MailTestApp;
let sink: SmtpSink;
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  mailApp = await startMailTestApp({ ORGANISER_EMAIL: organiser, APP_SECRET: appSecret });
  ({ sink, testApp, cookie } = mailApp);
});
afterAll(async () => {
  await mailApp.close();
});

const boatValues = () => ({
  ...freshValues('event_registrations'),
  event_name: eventNames.summerBoat,
});

async function submit(table: SubmissionTable, values: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function decide(table: SubmissionTable, body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/tables/${table}/status`,
    headers: { cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatusChangeResult>();
}

/** The mails to `address` whose subject matches, once `count` of them have arrived. */
async function mailsTo(address: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = sink.received.filter(
      (mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ''),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`${found.length} of ${count} mails "${subject}" to ${address} arrived`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The plain-text part with its lines unwrapped, as a reader takes it in. */
function textOf(mail: ReceivedMail): string {
  return (mail.parsed.text ?? '').replace(/\s+/g, ' ');
}

function withdrawLinkOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/withdraw\?token=[A-Za-z0-9._-]+/.exec(mail.parsed.text ?? '');
  if (!link) throw new Error(`no withdraw link in "${mail.parsed.subject}"`);
  return link[0];
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

function post(url: string, token: unknown) {
  return testApp.app.inject({ method: 'POST', url, payload: { token } });
}

async function statusOf(table: SubmissionTable, id: number): Promise<string> {
  const row = (await testApp.database.db
    .selectFrom(table as 'event_registrations')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as { status: string };
  return row.status;
}

async function changesOf(table: SubmissionTable, id: number) {
  return testApp.database.db
    .selectFrom('status_changes')
    .select(['from_status', 'to_status', 'admin_email'])
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
}

async function boatCapacity(): Promise<EventCapacity> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/capacity',
    headers: { cookie },
  });
  return response
    .json<{ events: EventCapacity[] }>()
    .events.find((event) => event.slug === summerBoatPage.slug)!;
}

describe('decision mails', () => {
  it('mails each approved applicant the kept-back venue, the message, the .ics with the venue and a withdraw link', async () => {
    const people = [boatValues(), boatValues(), boatValues()];
    const ids = await Promise.all(people.map((values) => submit('event_registrations', values)));
    const message = 'Looking forward to seeing you on deck!\nBring a warm layer.';
    const result = await decide('event_registrations', { ids, status: 'approved', message });
    expect(result).toMatchObject({ changed: [...ids].sort((a, b) => a - b), mailed: 3 });

    const details = confirmedGuestDetailsOf(summerBoatPage)!;
    for (const person of people) {
      const [mail] = await mailsTo(person.email, /^You have a place: Waves & AI/);
      const text = textOf(mail!);
      expect(text).toContain('Good news: your registration for Waves & AI');
      expect(text).toContain('Looking forward to seeing you on deck!');
      expect(text).toContain('Bring a warm layer.');
      expect(text).toContain(details.venue);
      expect(text).toContain(details.address);
      expect(text).toContain(details.pricing!);
      expect(mail!.parsed.html).toContain(details.address);
      const ics = mail!.parsed.attachments.find((file) => file.filename === 'waves-ai.ics');
      expect(ics, 'the approval carries the event as .ics').toBeDefined();
      const calendar = ics!.content.toString('utf8').replace(/\r\n /g, '');
      expect(calendar).toContain('DTSTART;TZID=Europe/London:20250829T180000');
      const location = `${details.venue}, ${details.address}`.replaceAll(',', '\\,');
      expect(calendar).toContain(`LOCATION:${location}`);
      expect(withdrawLinkOf(mail!)).toMatch(/\/withdraw\?token=/);
    }
  });

  it('mails the waitlisted and the declined with their own words, no venue and a withdraw link', async () => {
    const waiting = boatValues();
    const declined = boatValues();
    const [waitingId, declinedId] = [
      await submit('event_registrations', waiting),
      await submit('event_registrations', declined),
    ];
    await decide('event_registrations', { ids: [waitingId], status: 'waitlisted' });
    await decide('event_registrations', {
      ids: [declinedId],
      status: 'declined',
      message: 'We hope to see you at the July meetup.',
    });
    const [waitMail] = await mailsTo(waiting.email, /^You are on the waitlist: Waves & AI/);
    expect(textOf(waitMail!)).toContain('you are on the waitlist');
    const [declineMail] = await mailsTo(declined.email, /^About your registration for Waves & AI/);
    expect(textOf(declineMail!)).toContain('we cannot offer you a place this time');
    expect(textOf(declineMail!)).toContain('We hope to see you at the July meetup.');
    for (const mail of [waitMail!, declineMail!]) {
      for (const details of allConfirmedGuestDetails()) {
        expect(mail.parsed.text).not.toContain(details.address);
      }
      expect(mail.parsed.attachments).toHaveLength(0);
      withdrawLinkOf(mail);
    }
  });

  it('sends no mail for setting a row back to pending, nor for an enquiry answered', async () => {
    const values = boatValues();
    const id = await submit('event_registrations', values);
    const enquiryId = await submit('enquiries', freshValues('enquiries'));
    const before = await testApp.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await decide('event_registrations', { ids: [id], status: 'declined' });
    expect(await decide('event_registrations', { ids: [id], status: 'pending' })).toMatchObject({
      mailed: 0,
    });
    expect(await decide('enquiries', { ids: [enquiryId], status: 'answered' })).toMatchObject({
      mailed: 0,
    });
    const kinds = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('id', '>', Number(before.last))
      .orderBy('id')
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(['decline']);
  });

  it('queues the mails in the decision’s transaction: a refused decision queues none', async () => {
    const count = async () =>
      Number(
        (
          await testApp.database.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('kind', '=', 'approval')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    const ids = [];
    for (let n = 0; n < 41; n++) ids.push(await submit('event_registrations', boatValues()));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/event_registrations/status',
      headers: { cookie },
      payload: { ids, status: 'approved' },
    });
    expect(response.statusCode).toBe(409);
    expect(await count()).toBe(before);
    // Set them back out of the way of the other tests' places.
    await decide('event_registrations', { ids, status: 'declined' });
  });

  it('puts a withdraw link in the confirmation of an application, none in an enquiry’s', async () => {
    const applicant = boatValues();
    await submit('event_registrations', applicant);
    const [confirmation] = await mailsTo(applicant.email, /^Your registration for Waves & AI/);
    const token = tokenOf(withdrawLinkOf(confirmation!));
    expect(token.split('.'), 'a compact JWE').toHaveLength(5);
    const check = await post('/api/withdrawals/check', token);
    expect(check.json<WithdrawalAnswer>()).toMatchObject({ state: 'ready' });

    const enquirer = freshValues('enquiries');
    await submit('enquiries', enquirer);
    const [enquiryMail] = await mailsTo(enquirer.email, /^Your /);
    expect(enquiryMail!.parsed.text).not.toContain('/withdraw');
  });
});

describe('withdrawing through the link', () => {
  it('asks first, then withdraws once, keeps it in the history and tells the organiser who is next', async () => {
    const guest = boatValues();
    const next = boatValues();
    const guestId = await submit('event_registrations', guest);
    const nextId = await submit('event_registrations', next);
    await decide('event_registrations', { ids: [guestId], status: 'approved' });
    await decide('event_registrations', { ids: [nextId], status: 'waitlisted' });
    const approvedBefore = (await boatCapacity()).approved;
    const [approval] = await mailsTo(guest.email, /^You have a place/);
    const token = tokenOf(withdrawLinkOf(approval!));

    const check = await post('/api/withdrawals/check', token);
    expect(check.statusCode).toBe(200);
    expect(check.json<WithdrawalAnswer>()).toEqual({
      state: 'ready',
      what: 'registration for Waves & AI: Summer Boat Event',
      noun: 'registration',
      event: 'Waves & AI',
      place: 'organiser-may-offer',
    });
    expect(await statusOf('event_registrations', guestId)).toBe('approved');

    const done = await post('/api/withdrawals', token);
    expect(done.statusCode).toBe(200);
    expect(done.json<WithdrawalAnswer>()).toMatchObject({ state: 'done' });
    expect(await statusOf('event_registrations', guestId)).toBe('withdrawn');
    expect(await changesOf('event_registrations', guestId)).toEqual([
      { from_status: 'pending', to_status: 'approved', admin_email: expect.any(String) },
      { from_status: 'approved', to_status: 'withdrawn', admin_email: null },
    ]);
    const capacity = await boatCapacity();
    expect(capacity.approved).toBe(approvedBefore - 1);

    const [notice] = await mailsTo(organiser, /withdrew: Waves & AI: Summer Boat Event$/);
    const text = textOf(notice!);
    expect(text).toContain('A place is free');
    expect(text).toContain(`${capacity.approved} of 40 places taken now`);
    expect(text).toContain(`Next on the waitlist: ${capacity.waitlistHead!.name}`);
    expect(text).toContain(capacity.waitlistHead!.email);
    expect(notice!.parsed.replyTo?.text).toContain(guest.email);

    // Used: a clear answer, and nothing changes again.
    const again = await post('/api/withdrawals', token);
    expect(again.statusCode).toBe(409);
    expect(again.json<WithdrawalAnswer>()).toMatchObject({ state: 'withdrawn' });
    expect(await changesOf('event_registrations', guestId)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(organiser, /withdrew: Waves & AI/)).toHaveLength(1);

    // Withdrawn, she may apply again: a new row, not "already in".
    const again201 = await submit('event_registrations', guest);
    expect(again201).not.toBe(guestId);
  });

  it('withdraws once when the link is used twice at the same moment', async () => {
    const values = boatValues();
    const id = await submit('event_registrations', values);
    const token = await signToken(
      appSecret,
      'withdraw',
      { table: 'event_registrations', id },
      {
        expiresAt: new Date(Date.now() + 60_000),
      },
    );
    const answers = await Promise.all([
      post('/api/withdrawals', token),
      post('/api/withdrawals', token),
    ]);
    expect(answers.map((answer) => answer.json<WithdrawalAnswer>().state).sort()).toEqual([
      'done',
      'withdrawn',
    ]);
    expect(await changesOf('event_registrations', id)).toHaveLength(1);
  });

  it('takes a link mailed in the format before jose until it expires', async () => {
    // Made by the code before jose (AES-256-CTR, then HMAC-SHA-256) with `appSecret`, for
    // event_registrations row 900001, expiring on 2100-01-01 (docs/decisions/027-tokens-on-jose.md).
    const mailed =
      'LfBYk5w8kvLbR4KfBWRBKJHyOA_NblvuLweM398u8Jgy8Az5WVQnamIpzIjWEEbuWLH_rU3ohczFtZHvApT304p71p' +
      'KuOt0zoEhghGa2PRPiB3Ma.1gsqTnmPmD5eoyuVO_WPFJ1f_V0zIXUn20uST4aDlaI';
    const id = 900_001;
    await insertRows(testApp.database, 'event_registrations', [{ ...boatValues(), id }]);
    const check = await post('/api/withdrawals/check', mailed);
    expect(check.statusCode).toBe(200);
    expect(check.json<WithdrawalAnswer>()).toMatchObject({ state: 'ready' });
    const done = await post('/api/withdrawals', mailed);
    expect(done.json<WithdrawalAnswer>()).toMatchObject({ state: 'done' });
    expect(await statusOf('event_registrations', id)).toBe('withdrawn');
  });

  describe('refuses a link it did not make, and changes nothing', () => {
    let id: number;
    const table = 'event_registrations' as const;
    const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    beforeAll(async () => {
      id = await submit(table, boatValues());
    });

    const cases: [string, () => Promise<string> | string, WithdrawalAnswer['state'], number][] = [
      [
        'signed with another secret (forged)',
        () =>
          signToken(
            'another-secret-'.repeat(3),
            'withdraw',
            { table, id },
            { expiresAt: inAMonth() },
          ),
        'invalid',
        400,
      ],
      [
        'with its encrypted claims altered (tampered)',
        async () => {
          const good = await signToken(
            appSecret,
            'withdraw',
            { table, id },
            { expiresAt: inAMonth() },
          );
          const parts = good.split('.');
          const claims = Buffer.from(parts[3]!, 'base64url');
          claims[claims.length - 3]! ^= 1;
          parts[3] = claims.toString('base64url');
          return parts.join('.');
        },
        'invalid',
        400,
      ],
      [
        'made for another purpose',
        () =>
          signToken(
            appSecret,
            'unsubscribe' as TokenPurpose,
            { table, id },
            { expiresAt: inAMonth() },
          ),
        'invalid',
        400,
      ],
      [
        'expired',
        () =>
          signToken(
            appSecret,
            'withdraw',
            { table, id },
            { expiresAt: new Date(Date.now() - 1000) },
          ),
        'expired',
        410,
      ],
      [
        'naming an enquiry',
        () =>
          signToken(
            appSecret,
            'withdraw',
            { table: 'enquiries', id: 1 },
            { expiresAt: inAMonth() },
          ),
        'invalid',
        400,
      ],
      [
        'naming a row that is not kept',
        () => signToken(appSecret, 'withdraw', { table, id: 2_000_000 }, { expiresAt: inAMonth() }),
        'invalid',
        400,
      ],
      ['cut short', () => 'eyJwIjoid2l0aGRyYXci', 'invalid', 400],
    ];

    it.each(cases)('a token %s', async (_name, make, state, code) => {
      const token = await make();
      for (const url of ['/api/withdrawals/check', '/api/withdrawals']) {
        const response = await post(url, token);
        expect(response.statusCode, url).toBe(code);
        expect(response.json<WithdrawalAnswer>()).toEqual({ state });
      }
      expect(await statusOf(table, id)).toBe('pending');
      expect(await changesOf(table, id)).toHaveLength(0);
    });

    it('answers 400 to a body without a token', async () => {
      for (const token of [undefined, 42, 'x'.repeat(601)]) {
        const response = await post('/api/withdrawals', token);
        expect(response.statusCode).toBe(400);
      }
      expect(await statusOf(table, id)).toBe('pending');
    });
  });
});
