import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowHref } from '#schemas/organisers/admin-addresses.ts';
import type { AdminMailCounts, AdminMailList } from '#schemas/mail/admin-mail.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { freshValues, newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import type { ReceivedMail, SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startMailTestApp, type MailTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The cap on confirmations to one address (server/mail/confirmation-cap.ts), read back from a
 * real SMTP server: nobody confirms the address a form names, so a stranger's address gets a few
 * confirmations a day at most, and never the sender's free text.
 */
const organiser = 'organiser@example.com';
const perDay = 3;
let mailApp: MailTestApp;
let sink: SmtpSink;
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  mailApp = await startMailTestApp({
    ORGANISER_EMAIL: organiser,
    MAIL_CONFIRMATIONS_PER_DAY: String(perDay),
  });
  ({ sink, testApp, cookie } = mailApp);
});
afterAll(async () => {
  await mailApp.close();
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

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie } });
}

/**
 * The mails the sink has for `address` however it was written (as
 * schemas/applications/applicant-key.ts compares addresses), after everything queued so far has
 * gone out.
 */
async function arrivedFor(address: string, count: number): Promise<ReceivedMail[]> {
  const mailsTo = () =>
    sink.received.filter((mail) =>
      mail.envelopeTo.some((to) => applicantKey(to) === applicantKey(address)),
    );
  const deadline = Date.now() + 15_000;
  while (mailsTo().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // Anything more that was going to arrive would arrive in this time too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return mailsTo();
}

/** The organiser's notice of row `id`, by its link to the row in the admin. */
function noticeOf(table: SubmissionTable, id: number): ReceivedMail | undefined {
  const link = rowHref(table, id);
  return sink.received.find(
    (mail) =>
      mail.envelopeTo.includes(organiser) &&
      new RegExp(`${link.replace(/[?]/g, '\\?')}(?!\\d)`, 'u').test(mail.parsed.text ?? ''),
  );
}

describe('confirmations to an address nobody confirmed', () => {
  it(`sends at most ${perDay} a day to one address, however it is written; the rest are stored and their notices sent`, async () => {
    const stranger = `stranger-${newSubmissionKey().slice(0, 8).toLowerCase()}@example.com`;
    const [local, domain] = stranger.split('@');
    const spellings = [
      stranger,
      stranger.toUpperCase(),
      `${local}+1@${domain}`,
      ` ${stranger}`,
      `${local}+again@${domain}`,
    ];
    const pitch = 'Cheap watches at https://spam.example/buy — reply now';
    const ids: number[] = [];
    for (const email of spellings) {
      ids.push(await submit('enquiries', { ...validValues.enquiries, email, message: pitch }));
    }

    const toStranger = await arrivedFor(stranger, perDay);
    expect(toStranger).toHaveLength(perDay);
    const notices = ids.map((id) => noticeOf('enquiries', id));
    expect(notices.every(Boolean)).toBe(true);

    // Every submission is stored; the two beyond the cap kept their confirmation, unsent.
    const outbox = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['submission_id', 'kind', 'status', 'last_error'])
      .where('submission_table', '=', 'enquiries')
      .where('submission_id', 'in', ids)
      .where('kind', '=', 'confirmation')
      .orderBy('submission_id')
      .execute();
    expect(outbox.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'limited', 'limited']);
    expect(outbox[3]!.last_error).toBe(
      `Not sent: this address had its ${perDay} confirmations of the day.`,
    );

    // The admin shows them as not sent, and can list them.
    const limited = (await get('/api/admin/mail?status=limited')).json<AdminMailList>();
    expect(limited.mails.map((mail) => mail.submissionId).sort((a, b) => a - b)).toEqual(
      ids.slice(perDay),
    );
    const counts = (await get('/api/admin/mail/counts')).json<AdminMailCounts>();
    expect(counts.limited).toBe(2);

    // Another address is not held back by this one's count.
    const other = freshValues('enquiries');
    await submit('enquiries', other);
    expect(await arrivedFor(other.email, 1)).toHaveLength(1);
  });

  it("repeats only the short fields; the free-text answers go to the organiser's notice alone", async () => {
    const values = {
      ...freshValues('retreat_applications'),
      why_apply: 'Visit https://spam.example/offer for a prize, signed: a stranger',
    };
    const id = await submit('retreat_applications', values);
    const [confirmation] = await arrivedFor(values.email, 1);
    expect(confirmation).toBeDefined();
    for (const part of [confirmation!.parsed.text ?? '', String(confirmation!.parsed.html)]) {
      expect(part).not.toContain('spam.example');
      expect(part).toContain(values.full_name);
      expect(part).toContain(values.company);
    }
    expect(confirmation!.parsed.text?.replace(/\s+/gu, ' ')).toContain(
      'Your longer answers reached the organiser; this email does not repeat them.',
    );
    const notice = noticeOf('retreat_applications', id);
    expect(notice?.parsed.text).toContain('https://spam.example/offer');
  });
});
