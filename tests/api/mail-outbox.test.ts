import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowHref } from '#schemas/organisers/admin-addresses.ts';
import {
  submissionForms,
  submissionTables,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { freshValues, newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

const organiser = 'organiser@example.com';

let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await startTestApp({
    env: { SMTP_URL: sink.url, ORGANISER_EMAIL: organiser, MAIL_RETRY_MAX_DELAY_SECONDS: '1' },
  });
});
afterAll(async () => {
  await testApp.close();
  await sink.stop();
});
afterEach(() => {
  sink.received.length = 0;
});

function submit(table: SubmissionTable, values: Record<string, unknown> = validValues[table]) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values },
  });
}

function outboxOf(table: SubmissionTable, id: number) {
  return testApp.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
}

async function waitForStatus(table: SubmissionTable, id: number, status: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await outboxOf(table, id);
    if (rows.length > 0 && rows.every((row) => row.status === status)) return rows;
    if (Date.now() > deadline) throw new Error(`mails not ${status}: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(submissionTables)('the mails of a %s submission', (table) => {
  it('reach the SMTP server: a confirmation to the submitter and a notice to the organiser', async () => {
    const response = await submit(table);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const received = await sink.waitFor(2);
    const rows = await waitForStatus(table, id, 'sent');
    expect(rows.map((row) => row.kind).sort()).toEqual(['confirmation', 'organiser-notice']);

    const confirmation = received.find((mail) =>
      mail.envelopeTo.includes(validValues[table].email),
    );
    const notice = received.find((mail) => mail.envelopeTo.includes(organiser));
    expect(confirmation?.envelopeTo).toEqual([validValues[table].email]);
    expect(notice?.envelopeTo).toEqual([organiser]);
    for (const mail of [confirmation!, notice!]) {
      expect(mail.parsed.text?.trim()).toBeTruthy();
      expect(mail.parsed.html).toBeTruthy();
      expect(rows.map((row) => row.message_id)).toContain(mail.parsed.messageId);
    }
    expect(notice!.parsed.replyTo?.value[0]?.address).toBe(validValues[table].email);
    expect(notice!.parsed.text).toContain(`https://womenleadingai.com${rowHref(table, id)}`);
    expect(confirmation!.parsed.subject).toBe(rows.find((r) => r.kind === 'confirmation')!.subject);
    expect(confirmation!.parsed.from?.value[0]?.address).toBe('no-reply@womenleadingai.com');

    // No calendar file before the organiser's decision: the place is not hers yet, and an event's
    // confirmation says so (the approval brings the file: decisions.test.ts).
    expect(confirmation!.parsed.attachments).toEqual([]);
    if (datedTables.has(table)) {
      expect(confirmation!.parsed.text?.replace(/\s+/g, ' ')).toContain(
        'Your place is not confirmed yet',
      );
    }
  });
});

/** The sample values' events with a fixed day (the retreat's is a month: no calendar). */
const datedTables = new Set<SubmissionTable>([
  'event_registrations',
  'virtual_event_registrations',
  'leadership_labs_applications',
  'private_evening_applications',
]);

const confirmationHeaders = [
  'auto-submitted',
  'from',
  'to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
];
const noticeHeaders = [...confirmationHeaders, 'reply-to'];

describe('header injection through every field', () => {
  // An encoded word (`=?utf-8?q?…?=`) gets no further than the form, which refuses it; rows that
  // hold one from before are covered by tests/api/mail-headers.test.ts.
  const attempts = [
    'Eve\r\nBcc: thief@evil.test',
    'Eve <thief@evil.test>, other@evil.test',
    '<script>alert(1)</script><img src=x onerror=alert(2)>',
  ];

  it.each(submissionTables)(
    '%s: no field adds a header, a recipient or live markup',
    async (table) => {
      const { fields } = submissionForms[table] as SubmissionFormDefinition;
      const textFields = Object.entries(fields).filter(
        ([, field]) => field.kind === 'text' || field.kind === 'textarea',
      );
      let sent = 0;
      for (const attempt of attempts) {
        const values: Record<string, unknown> = {
          ...validValues[table],
          email: `${table}-${sent}@example.com`,
        };
        for (const [name, field] of textFields) {
          // Short fields refuse CR/LF (a 400, tested elsewhere); long text keeps its lines.
          values[name] = field.kind === 'text' ? attempt.replace(/[\r\n]+/g, ' ') : attempt;
        }
        const response = await submit(table, values);
        expect(response.statusCode, attempt).toBe(201);
        sent += 2;
      }
      const received = await sink.waitFor(sent);
      for (const mail of received) {
        expect(mail.envelopeTo).toHaveLength(1);
        expect(mail.envelopeTo[0]).toMatch(
          new RegExp(`^(${table}-\\d+@example\\.com|${organiser})$`),
        );
        expect(mail.parsed.bcc).toBeUndefined();
        expect(mail.parsed.cc).toBeUndefined();
        const to = [mail.parsed.to ?? []].flat().flatMap((group) => group.value);
        expect(to.map((address) => address.address)).toEqual(mail.envelopeTo);
        expect([...mail.parsed.headers.keys()]).not.toContain('bcc');
        const header = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
        expect(header).not.toMatch(/^bcc:/im);
        // Only the headers the mailer writes: a name or field may appear inside one (as a
        // quoted display name or in the subject), never as a header of its own.
        expect(new Set(mail.parsed.headers.keys())).toEqual(
          new Set(mail.envelopeTo[0] === organiser ? noticeHeaders : confirmationHeaders),
        );
        expect(mail.parsed.html).not.toMatch(/<script|<img/i);
      }
      // The markup arrived as text, in both mails of that attempt.
      const escaped = received.filter((mail) =>
        String(mail.parsed.html).includes('&lt;script&gt;'),
      );
      expect(escaped).toHaveLength(2);
    },
  );
});

describe('the outbox', () => {
  it('is written in the submission’s transaction: when queueing fails, nothing is stored', async () => {
    const before = await testApp.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // With the outbox table away, queueing the mails fails inside the submission's transaction.
    await testApp.database.db.schema
      .alterTable('mail_outbox')
      .renameTo('mail_outbox_away')
      .execute();
    try {
      const response = await submit('enquiries');
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.database.db.schema
        .alterTable('mail_outbox_away')
        .renameTo('mail_outbox')
        .execute();
    }
    const after = await testApp.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('fails a mail whose row is gone at once, saying so, instead of retrying it', async () => {
    const inserted = await testApp.database.db
      .insertInto('mail_outbox')
      .values({
        message_id: '<gone-row@womenleadingai.com>',
        submission_table: 'enquiries',
        submission_id: 999_999,
        kind: 'confirmation',
        recipient: 'ada@example.com',
        subject: 'Your enquiry',
        message: JSON.stringify({
          kind: 'confirmation',
          to: { address: 'ada@example.com' },
          subject: 'Your enquiry',
        }),
        next_attempt_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deadline = Date.now() + 10_000;
    let row;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await testApp.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
    } while (row.status === 'queued' && Date.now() < deadline);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('no longer exists');
    expect(sink.received).toEqual([]);
  });

  it('retries while the SMTP server is down, recording each attempt, then sends each mail once', async () => {
    await sink.stop();
    try {
      const { id } = (
        await submit('leadership_labs_applications', freshValues('leadership_labs_applications'))
      ).json<{ id: number }>();
      const deadline = Date.now() + 10_000;
      let rows = await outboxOf('leadership_labs_applications', id);
      while (rows.some((row) => row.attempts < 2) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rows = await outboxOf('leadership_labs_applications', id);
      }
      for (const row of rows) {
        expect(row.status).toBe('queued');
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
        // Back-off: never more than MAIL_RETRY_MAX_DELAY_SECONDS (1 s here) ahead.
        expect(row.next_attempt_at - row.last_attempt_at!).toBeLessThanOrEqual(1000);
      }
    } finally {
      await sink.start();
    }
    const received = await sink.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
  });
});
