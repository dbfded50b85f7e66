import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodedWordError, unstorableTextError } from '#schemas/shared/stored-text.ts';
import {
  submissionForms,
  submissionTables,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { insertRows } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import type { ReceivedMail, SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startMailTestApp, type MailTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * A name written as an RFC 2047 encoded word, or holding invisible and bidi characters: the
 * forms refuse it, and a row stored before they did still reaches the mail as plain text.
 * Every mail client decodes `=?utf-8?q?…?=` in a subject or display name, quoted or not; this
 * one decodes to "Ada", a line break and a `Bcc:` header.
 */
const encodedName = '=?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=';
/** What `oneLine` (server/mail/mail-text.ts) makes of it: no `=?` left to decode. */
const encodedNameShown = '= ?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=';
/** A right-to-left override, a zero-width space, and the same attack as a base64 encoded word. */
const hiddenName = '\u202EAda\u200B =?UTF-8?B?QWRhDQpCY2M6IHhAZXZpbC50ZXN0?=';
const hiddenNameShown = 'Ada = ?UTF-8?B?QWRhDQpCY2M6IHhAZXZpbC50ZXN0?=';

const organiser = 'organiser@example.com';

let mailApp: MailTestApp;
let sink: SmtpSink;
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  mailApp = await startMailTestApp({
    ORGANISER_EMAIL: organiser,
    MAIL_RETRY_MAX_DELAY_SECONDS: '1',
  });
  ({ sink, testApp, cookie } = mailApp);
});
afterAll(async () => {
  await mailApp.close();
});

async function countRows(table: SubmissionTable | 'mail_outbox'): Promise<number> {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const everyCount = () => Promise.all([...submissionTables, 'mail_outbox' as const].map(countRows));

/** The names of a form's one-line text fields (a name, a company, a job title). */
function lineFields(table: SubmissionTable): string[] {
  const { fields } = submissionForms[table] as SubmissionFormDefinition;
  return Object.entries(fields)
    .filter(([, field]) => field.kind === 'text')
    .map(([name]) => name);
}

describe('a one-line field written as an encoded word or with hidden characters', () => {
  it.each(submissionTables)(
    '%s: is refused with a field error and nothing is stored',
    async (table) => {
      const before = await everyCount();
      const attempts = [
        { text: encodedName, error: encodedWordError },
        { text: 'Ada =?UTF-8?B?QWRh?= Lovelace', error: encodedWordError },
        { text: 'Ada \u202Eecalevol', error: unstorableTextError },
        { text: 'Ada\u200BLovelace', error: unstorableTextError },
      ];
      for (const { text, error } of attempts) {
        const fields = lineFields(table);
        const values = {
          ...validValues[table],
          ...Object.fromEntries(fields.map((f) => [f, text])),
        };
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/submissions/${table}`,
          payload: { key: newSubmissionKey(), values },
        });
        expect(response.statusCode, text).toBe(400);
        const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
        expect(fieldErrors, text).toEqual(Object.fromEntries(fields.map((f) => [f, error])));
      }
      expect(await everyCount()).toEqual(before);
    },
  );
});

/** The header section as one line per header (folded lines joined). */
function headerLines(mail: ReceivedMail): string[] {
  return mail.raw
    .slice(0, mail.raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n');
}

function expectNoAddedHeader(mail: ReceivedMail) {
  const lines = headerLines(mail);
  expect(lines.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
  expect(mail.parsed.bcc).toBeUndefined();
  expect(mail.parsed.cc).toBeUndefined();
  expect([...mail.parsed.headers.keys()]).not.toContain('bcc');
  expect(mail.envelopeTo).toHaveLength(1);
  // The stored encoded words do not reach Subject, To or Reply-To as encoded words.
  for (const line of lines.filter((line) => /^(subject|to|reply-to):/i.test(line))) {
    expect(line).not.toContain('=?utf-8?q?Ada=0D=0A');
    expect(line).not.toContain('=?UTF-8?B?QWRhDQpCY2M6');
  }
  expect(mail.parsed.subject ?? '').not.toMatch(/[\r\n\u200B\u202E]/u);
}

type ParsedAddress = ReceivedMail['parsed']['to'] | ReceivedMail['parsed']['replyTo'];

/** The one address of a To or Reply-To header, with its display name as a client shows it. */
function onlyAddress(header: ParsedAddress) {
  const list = [header ?? []].flat().flatMap((group) => group.value);
  expect(list).toHaveLength(1);
  return { name: list[0]!.name, address: list[0]!.address };
}

describe('a name stored before the rule', () => {
  it('reaches every header of its mails as the text it is, adding none', async () => {
    const rows = [
      { table: 'enquiries', column: 'name', name: encodedName, shown: encodedNameShown },
      {
        table: 'event_registrations',
        column: 'full_name',
        name: hiddenName,
        shown: hiddenNameShown,
      },
    ] as const;
    const sent: { table: SubmissionTable; email: string; shown: string }[] = [];
    for (const { table, column, name, shown } of rows) {
      // Stored as a suspected spam row (no mail yet), as any row stored before the rule, and
      // released with the admin's "Not spam": its mails are queued as at submission.
      const email = `legacy-${newSubmissionKey().slice(0, 8).toLowerCase()}@example.com`;
      await insertRows(testApp.database, table, [{ [column]: name, email, suspected_spam: true }]);
      const { id } = await testApp.database.db
        .selectFrom(table)
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const released = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/tables/${table}/rows/${id}/not-spam`,
        headers: { cookie },
      });
      expect(released.statusCode, released.body).toBe(204);
      sent.push({ table, email, shown });
    }

    const received = await sink.waitFor(4);
    for (const { email, shown } of sent) {
      const confirmation = received.find((mail) => mail.envelopeTo.includes(email))!;
      const notice = received.find(
        (mail) =>
          mail.envelopeTo.includes(organiser) && onlyAddress(mail.parsed.replyTo).address === email,
      )!;
      expect(confirmation, email).toBeDefined();
      expect(notice, email).toBeDefined();
      for (const mail of [confirmation, notice]) expectNoAddedHeader(mail);

      expect(onlyAddress(confirmation.parsed.to)).toEqual({ name: shown, address: email });
      expect(onlyAddress(notice.parsed.replyTo)).toEqual({ name: shown, address: email });
      expect(onlyAddress(notice.parsed.to)).toEqual({ name: '', address: organiser });
      expect(notice.parsed.subject).toMatch(/^New .+ from /u);
      expect(notice.parsed.subject!.endsWith(` from ${shown}`)).toBe(true);
      expect(confirmation.parsed.subject).toMatch(/^Your /u);
    }
  });
});
