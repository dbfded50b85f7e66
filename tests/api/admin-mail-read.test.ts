import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMail, AdminMailReading } from '#schemas/mail/admin-mail.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { keptHtml, keptText } from '#server/db/migrations/024-kept-mails-without-keys.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startMailTestApp, type MailTestApp } from '#tests/setup/test-app.ts';

/**
 * Reading a mail in the admin (server/routes/admin-mail-routes.ts,
 * docs/decisions/034-mail-the-organiser-can-read.md): the body the recipient got, every attempt
 * with its error, and a person's mails in her row.
 */
let mailApp: MailTestApp;

beforeAll(async () => {
  // Retries a second apart, so a mail refused while the mail server is down goes soon after.
  mailApp = await startMailTestApp({
    ORGANISER_EMAIL: 'organiser@example.com',
    MAIL_RETRY_MAX_DELAY_SECONDS: '1',
  });
});
afterAll(async () => {
  await mailApp.close();
});

const get = (url: string, cookie: string | undefined = mailApp.cookie) =>
  mailApp.testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function submit(table: SubmissionTable, email: string) {
  const response = await mailApp.testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values: { ...freshValues(table), email } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function mailsOf(table: SubmissionTable, id: number): Promise<AdminMail[]> {
  const response = await get(`/api/admin/tables/${table}/rows/${id}/mails`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ mails: AdminMail[] }>().mails;
}

async function confirmationOf(table: SubmissionTable, id: number): Promise<AdminMail> {
  const mails = await mailsOf(table, id);
  const confirmation = mails.find(
    (mail) =>
      mail.kind === 'confirmation' && mail.submissionTable === table && mail.submissionId === id,
  );
  expect(confirmation).toBeDefined();
  return confirmation!;
}

async function read(id: number): Promise<AdminMailReading> {
  const response = await get(`/api/admin/mail/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminMailReading>();
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function uniqueAddress(): string {
  return `reader-${newSubmissionKey().slice(0, 12).toLowerCase()}@example.com`;
}

describe('reading a mail', () => {
  it('shows what the mail server received: the same HTML, text and attachments, her link named in words', async () => {
    const email = uniqueAddress();
    const id = await submit('event_registrations', email);
    const mail = await until('the confirmation sent', async () => {
      const confirmation = await confirmationOf('event_registrations', id);
      return confirmation.status === 'sent' ? confirmation : undefined;
    });
    const delivered = await until('its arrival', async () =>
      mailApp.sink.received.find((received) => received.envelopeTo.includes(email)),
    );

    const reading = await read(mail.id);
    expect(reading.mail).toMatchObject({ id: mail.id, status: 'sent', subject: mail.subject });
    expect(reading.body.source).toBe('as-sent');
    if (reading.body.source === 'unrenderable') throw new Error('not rendered');
    expect(reading.body.from).toContain(delivered.parsed.from!.value[0]!.address);
    // mailparser ends the text part with the line break MIME gave it. Her withdraw link is in
    // words (docs/decisions/049-kept-mails-without-keys.md), as migration 024 writes it too.
    expect(delivered.parsed.text).toMatch(/\/withdraw\?token=/u);
    expect(reading.body.text).not.toMatch(/token=/u);
    expect(reading.body.text.trimEnd()).toBe(keptText(delivered.parsed.text!).trimEnd());
    expect(reading.body.attachments.map((attachment) => attachment.filename)).toEqual(
      delivered.parsed.attachments.map((attachment) => attachment.filename),
    );
    // A confirmation carries no calendar file (the place is not hers yet); the approval's, sent
    // through SMTP, is read in tests/api/decisions.test.ts.
    expect(reading.body.attachments).toEqual([]);

    const html = await get(`/api/admin/mail/${mail.id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe(keptHtml(delivered.parsed.html as string));
    expect(html.body).toContain('her withdraw link: only in the mail she received');
    expect(reading.attempts).toEqual([{ at: expect.any(Number), outcome: 'sent', error: null }]);
  });

  it('serves the HTML part to a sandboxed frame only: no script, nothing fetched', async () => {
    const id = await submit('enquiries', uniqueAddress());
    const mail = await confirmationOf('enquiries', id);
    const html = await get(`/api/admin/mail/${mail.id}/html`);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(html.headers['content-security-policy']);
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        'img-src data:',
        "frame-ancestors 'self'",
        'sandbox',
      ]),
    );
    expect(policy).not.toContain('script-src');
    // The admin's own frame may show it; every other answer says DENY.
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.headers['cache-control']).toBe('no-store');
  });

  it('keeps each attempt with its time and error when delivery fails, then succeeds', async () => {
    await mailApp.sink.stop();
    const email = uniqueAddress();
    let mail: AdminMail;
    try {
      const id = await submit('enquiries', email);
      mail = await confirmationOf('enquiries', id);
      const failing = await until('a refused attempt', async () => {
        const reading = await read(mail.id);
        return reading.attempts.length >= 1 ? reading : undefined;
      });
      expect(failing.mail.status).toBe('queued');
      expect(failing.attempts[0]).toMatchObject({ outcome: 'error', error: expect.any(String) });
      expect(failing.attempts[0]!.error).toMatch(/ECONNREFUSED|connect/i);
      // Not sent yet: read as the worker will send it.
      expect(failing.body.source).toBe('as-it-will-be-sent');
    } finally {
      await mailApp.sink.start();
    }

    const sent = await until('the mail sent after the server came back', async () => {
      const reading = await read(mail.id);
      return reading.mail.status === 'sent' ? reading : undefined;
    });
    const outcomes = sent.attempts.map((attempt) => attempt.outcome);
    expect(outcomes.at(-1)).toBe('sent');
    expect(outcomes.slice(0, -1).length).toBeGreaterThanOrEqual(1);
    expect(outcomes.slice(0, -1).every((outcome) => outcome === 'error')).toBe(true);
    expect(sent.mail.attempts).toBe(sent.attempts.length);
    const times = sent.attempts.map((attempt) => attempt.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const delivered = await until('its arrival', async () =>
      mailApp.sink.received.find((received) => received.envelopeTo.includes(email)),
    );
    if (sent.body.source === 'unrenderable') throw new Error('not rendered');
    expect(sent.body.source).toBe('as-sent');
    expect(sent.body.text.trimEnd()).toBe(delivered.parsed.text!.trimEnd());
  });

  it('renders a mail sent before bodies were kept again, and says so', async () => {
    const email = uniqueAddress();
    const id = await submit('enquiries', email);
    const mail = await until('the confirmation sent', async () => {
      const confirmation = await confirmationOf('enquiries', id);
      return confirmation.status === 'sent' ? confirmation : undefined;
    });
    const delivered = await until('its arrival', async () =>
      mailApp.sink.received.find((received) => received.envelopeTo.includes(email)),
    );
    await mailApp.testApp.database.db
      .updateTable('mail_outbox')
      .set({ sent_body: null })
      .where('id', '=', mail.id)
      .execute();
    const reading = await read(mail.id);
    if (reading.body.source === 'unrenderable') throw new Error('not rendered');
    expect(reading.body.source).toBe('rendered-again');
    expect(reading.body.text.trimEnd()).toBe(delivered.parsed.text!.trimEnd());
  });

  it('says why a mail whose entry is gone cannot be shown, beside the attempt that failed', async () => {
    const { db } = mailApp.testApp.database;
    const row = await db
      .insertInto('mail_outbox')
      .values({
        message_id: `<gone-${newSubmissionKey()}@example.com>`,
        submission_table: 'enquiries',
        submission_id: 2_147_483_000,
        kind: 'confirmation',
        recipient: 'gone@example.com',
        recipient_address: 'gone@example.com',
        subject: 'Your enquiry',
        message: JSON.stringify({
          kind: 'confirmation',
          to: { address: 'gone@example.com' },
          subject: 'Your enquiry',
        }),
        next_attempt_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reading = await until('the mail failed', async () => {
      const found = await read(row.id);
      return found.mail.status === 'failed' ? found : undefined;
    });
    expect(reading.body).toEqual({
      source: 'unrenderable',
      reason: expect.stringContaining('no longer exists'),
    });
    expect(reading.attempts).toEqual([
      {
        at: expect.any(Number),
        outcome: 'error',
        error: expect.stringContaining('no longer exists'),
      },
    ]);
    expect((await get(`/api/admin/mail/${row.id}/html`)).statusCode).toBe(404);
  });

  it('answers 404 for a mail that does not exist, and 401 without a session', async () => {
    for (const path of ['/api/admin/mail/2147483647', '/api/admin/mail/2147483647/html']) {
      expect((await get(path)).statusCode, path).toBe(404);
      const signedOut = await get(path, 'wlai_admin_session=' + 'A'.repeat(43));
      expect(signedOut.statusCode, path).toBe(401);
      expect(signedOut.body, path).not.toContain('<');
    }
    expect((await get('/api/admin/mail/0')).statusCode).toBe(400);
  });
});

describe("a person's mails", () => {
  it('lists every mail to her address, for each of her entries, and only hers', async () => {
    const email = uniqueAddress();
    const enquiry = await submit('enquiries', email);
    const registration = await submit('event_registrations', email.toUpperCase());
    await submit('enquiries', uniqueAddress());

    const mails = await mailsOf('enquiries', enquiry);
    const hers = mails.map((mail) => [mail.submissionTable, mail.submissionId, mail.kind]);
    expect(hers).toEqual(
      expect.arrayContaining([
        ['enquiries', enquiry, 'confirmation'],
        ['enquiries', enquiry, 'organiser-notice'],
        ['event_registrations', registration, 'confirmation'],
      ]),
    );
    // The organiser's notice of her other entry goes to the organiser, not to her.
    expect(hers).not.toContainEqual(['event_registrations', registration, 'organiser-notice']);
    expect(
      mails.every(
        (mail) =>
          mail.recipient.toLowerCase().includes(email) ||
          (mail.submissionTable === 'enquiries' && mail.submissionId === enquiry),
      ),
    ).toBe(true);
    expect(mails.map((mail) => mail.id)).toEqual(
      [...mails.map((mail) => mail.id)].sort((a, b) => a - b),
    );
  });
});
