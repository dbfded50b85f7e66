import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eventPageOf, eventPages } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { buildApp } from '#server/app.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { testEnv } from '#tests/setup/test-app.ts';
import {
  createMailTransport,
  mailFileName,
  type MailTransport,
  type OutgoingMail,
} from '#server/mail/transport.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { goldenAttachment } from '#tests/support/golden-attachment.ts';
import { newSubmissionKey, sampleSubmission } from '#tests/fixtures/submissions.ts';
import {
  createMigratedTestDatabase,
  type MigratedTestDatabase,
} from '#tests/setup/test-database.ts';

/**
 * Every kind of mail the server sends, byte for byte, against the files in `mail-golden/`: each
 * form's confirmation and organiser notice, the waitlist, decline and approval of each
 * application, and the organiser's notice of each withdrawal (after an approval, with the place
 * it frees, and before any decision).
 *
 * The mails are queued through the API as a visitor and the organiser cause them, then sent by
 * the server's own worker and file transport with the inputs fixed: the fixture values, ids from
 * a fresh database, the organiser's address, the time they were queued and sent, and each
 * Message-ID, and the app secret (the check-in codes derive from it). Only the withdraw link's
 * token differs from send to send (a fresh IV): it is replaced by `<token>`. An image (the QR of
 * a check-in code) is shown as the modules read back from its pixels, not as its PNG bytes, which
 * follow the zlib of the Node.js that compressed them.
 *
 * After a change meant to alter a mail, regenerate with
 * `npx vitest run --project api-sqlite tests/api/mail-golden.test.ts -u` and read the diff.
 */

const organiser = 'organiser@example.com';
const queuedAt = '2026-11-25T09:00:00.000Z';
const sentAt = new Date('2026-11-25T09:00:05.000Z');
const goldenDirectory = path.join(import.meta.dirname, 'mail-golden');
const headersShown = ['Message-ID', 'Date', 'From', 'To', 'Reply-To', 'Subject', 'Auto-Submitted'];

type Sample = { name: string; table: SubmissionTable; values: Record<string, unknown> };

function sampleOf(table: SubmissionTable, values: Record<string, unknown>, suffix = ''): Sample {
  const page = eventPageOf(table, values);
  return { name: `${table}${page ? `.${page.slug}` : ''}${suffix}`, table, values };
}

/** Each form with its fixture values, and with the fixed values of each event page. */
const forms: Sample[] = [
  ...submissionTables.map((table) => sampleOf(table, sampleSubmission(table))),
  ...eventPages.map(({ form: { submission } }) =>
    sampleOf(submission.table, { ...sampleSubmission(submission.table), ...submission.context }),
  ),
].filter((sample, index, all) => all.findIndex((other) => other.name === sample.name) === index);
const applications = forms.filter((sample) => reviewKinds[sample.table] === 'application');
/** Waitlisted behind the first meetup's applicant: her withdrawal notice names who is next. */
const nextOnWaitlist = sampleOf(
  'event_registrations',
  {
    ...sampleSubmission('event_registrations'),
    full_name: 'Mary Somerville',
    email: 'mary@example.com',
  },
  '.next-on-waitlist',
);
/** Withdraws through her confirmation's link, before any decision. */
const withdrawsPending = sampleOf(
  'retreat_applications',
  {
    ...sampleSubmission('retreat_applications'),
    full_name: 'Hedy Lamarr',
    email: 'hedy@example.com',
  },
  '.withdrawn-while-pending',
);
const samples = [...forms, nextOnWaitlist, withdrawsPending];

function appEnv(mailDirectory: string) {
  return testEnv({
    MAIL_DIR: mailDirectory,
    ORGANISER_EMAIL: organiser,
    APP_SECRET: 'mail-golden-test-secret-0123456789-abcdefgh',
  });
}

async function until<T>(what: string, find: () => Promise<T | undefined> | T | undefined) {
  // Counted in rounds, not by the clock: the clock is fixed while the mails are sent.
  for (let round = 0; round < 1200; round++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The outbox's rows, with the row and kind each belongs to. */
function outbox(database: Database) {
  return database.db
    .selectFrom('mail_outbox')
    .select(['id', 'message_id', 'submission_table', 'submission_id', 'kind', 'status'])
    .orderBy('id')
    .execute();
}

const withdrawToken = /(\/withdraw\?token=)[^\s"'<>&]+/gu;

/** The header lines of a written `.eml` that say who, what and when, folded as written. */
function headerLinesOf(eml: string): string {
  const lines = eml.slice(0, eml.indexOf('\r\n\r\n')).split('\r\n');
  const headers: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/u.test(line)) headers[headers.length - 1] += `\n${line}`;
    else headers.push(line);
  }
  return headers
    .filter((header) => headersShown.includes(header.slice(0, header.indexOf(':'))))
    .join('\n');
}

async function goldenText(mail: OutgoingMail, eml: string): Promise<string> {
  const attachments = await Promise.all(
    mail.attachments.map((attachment) => goldenAttachment(attachment)),
  );
  return [
    headerLinesOf(eml),
    '',
    '=== text/plain ===',
    mail.text,
    '=== text/html ===',
    mail.html,
    ...attachments.flat(),
  ]
    .join('\n')
    .replace(withdrawToken, '$1<token>');
}

let testDatabase: MigratedTestDatabase;
const golden = new Map<string, string>();

beforeAll(async () => {
  expect(siteConfig.siteUrl, 'the golden mails are of the default site address').toBe(
    'https://womenleadingai.com',
  );
  testDatabase = await createMigratedTestDatabase();
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'wlai-golden-mail-'));
  try {
    // 1. Queue every mail through the API. The transport refuses each attempt (and keeps what it
    //    was given, for the withdraw links), so nothing is sent while the rows still change.
    const attempted: OutgoingMail[] = [];
    const refusing: MailTransport = {
      description: 'refusing',
      send: async (mail) => {
        attempted.push(mail);
        throw new Error('not yet');
      },
      close: () => {},
    };
    const queueing = await buildApp({
      env: { ...appEnv(mailDirectory), database: testDatabase.target },
      database: testDatabase.database,
      mailTransport: refusing,
    });
    const ids = new Map<Sample, number>();
    try {
      await queueMails(queueing, testDatabase.database, attempted, ids);
    } finally {
      await queueing.close();
    }

    // 2. Fix each mail's Message-ID and queue time, and send them all at one fixed moment.
    const database = createDatabase(testDatabase.target);
    const rows = await outbox(database);
    const nameOf = new Map<string, string>();
    for (const row of rows) {
      const sample = samples.find(
        (candidate) =>
          candidate.table === row.submission_table && ids.get(candidate) === row.submission_id,
      )!;
      const messageId = `<${row.submission_table}.${row.submission_id}.${row.kind}@womenleadingai.com>`;
      nameOf.set(messageId, `${sample.name}.${row.kind}`);
      await database.db
        .updateTable('mail_outbox')
        .set({
          message_id: messageId,
          created_at: queuedAt,
          status: 'queued',
          attempts: 0,
          next_attempt_at: 0,
          last_attempt_at: null,
          last_error: null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    const sent: OutgoingMail[] = [];
    const files = createMailTransport({ kind: 'files', directory: mailDirectory });
    const recording: MailTransport = {
      description: files.description,
      send: async (mail) => {
        await files.send(mail);
        sent.push(mail);
      },
      close: files.close,
    };
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt });
    const sending = await buildApp({
      env: { ...appEnv(mailDirectory), database: testDatabase.target },
      database,
      mailTransport: recording,
      mailIdlePollMs: 50,
    });
    try {
      await until('every mail sent', async () => {
        const statuses = (await outbox(database)).map((row) => row.status);
        return statuses.every((status) => status === 'sent') ? true : undefined;
      });
    } finally {
      await sending.close();
      vi.useRealTimers();
    }
    expect(sent).toHaveLength(rows.length);
    for (const mail of sent) {
      const eml = await readFile(path.join(mailDirectory, mailFileName(mail)), 'utf8');
      golden.set(nameOf.get(mail.messageId)!, await goldenText(mail, eml));
    }
  } finally {
    await rm(mailDirectory, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
});

/**
 * Every form sent; each application waitlisted, declined and approved with a message, then
 * withdrawn through the approval's link; the extra applicants as their comments say.
 */
async function queueMails(
  app: FastifyInstance,
  database: Database,
  attempted: readonly OutgoingMail[],
  ids: Map<Sample, number>,
) {
  for (const sample of samples) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/submissions/${sample.table}`,
      payload: { key: newSubmissionKey(), values: sample.values },
    });
    expect(response.statusCode, `${sample.name}: ${response.body}`).toBe(201);
    ids.set(sample, response.json<{ id: number }>().id);
  }
  const cookie = await signIn(app, await createAdmin(database));
  const decide = async (sample: Sample, status: string, message?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/tables/${sample.table}/status`,
      headers: { cookie },
      payload: { ids: [ids.get(sample)], status, message },
    });
    expect(response.statusCode, `${sample.name} ${status}: ${response.body}`).toBe(200);
  };
  const withdrawThrough = async (sample: Sample, kind: string) => {
    const link = await until(`the ${kind} of ${sample.name}`, async () => {
      const row = (await outbox(database)).find(
        (candidate) =>
          candidate.submission_table === sample.table &&
          candidate.submission_id === ids.get(sample) &&
          candidate.kind === kind,
      );
      const mail = attempted.find((candidate) => candidate.messageId === row?.message_id);
      return mail && /https:\/\/\S+\/withdraw\?token=\S+/u.exec(mail.text)?.[0];
    });
    const token = new URL(link).searchParams.get('token');
    const response = await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { token },
    });
    expect(response.statusCode, `${sample.name}: ${response.body}`).toBe(200);
  };

  for (const sample of applications) {
    await decide(sample, 'waitlisted');
    await decide(
      sample,
      'declined',
      'We had three applications for every place.\nPlease apply again next time.',
    );
    await decide(sample, 'approved', 'Looking forward to meeting you!');
  }
  await decide(nextOnWaitlist, 'waitlisted');
  for (const sample of applications) await withdrawThrough(sample, 'approval');
  await withdrawThrough(withdrawsPending, 'confirmation');
}

it('renders every kind of mail', () => {
  const kinds = new Set([...golden.keys()].map((name) => name.slice(name.lastIndexOf('.') + 1)));
  expect([...kinds].sort()).toEqual([
    'approval',
    'confirmation',
    'decline',
    'organiser-notice',
    'waitlist',
    'withdrawal-notice',
  ]);
});

it('keeps a golden file for each mail and no other', async () => {
  const files = (await readdir(goldenDirectory).catch(() => [])).filter((file) =>
    file.endsWith('.txt'),
  );
  const expected = [...golden.keys()].map((name) => `${name}.txt`).sort();
  // A new file is written by the comparisons below; one no mail has any more is stale.
  expect(files.filter((file) => !expected.includes(file))).toEqual([]);
});

it('sends each mail byte for byte as its golden file holds it', async () => {
  for (const [name, text] of [...golden].sort(([a], [b]) => a.localeCompare(b))) {
    await expect.soft(text, name).toMatchFileSnapshot(path.join(goldenDirectory, `${name}.txt`));
  }
});
