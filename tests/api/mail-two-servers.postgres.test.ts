import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { expectEveryMailOnce } from '#tests/setup/mail-delivery.ts';
import { collect, startServer, waitForListening } from '#tests/setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';

let testDatabase: TestDatabase;
let sink: SmtpSink;
let children: ChildProcessWithoutNullStreams[] = [];
let origins: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase('postgres');
  sink = await startSmtpSink();
  // Down while the mails queue, so both workers then compete for the same backlog.
  await sink.stop();
  const env = {
    PORT: '0',
    DATABASE_URL: databaseUrl(testDatabase.target),
    SMTP_URL: sink.url,
    ORGANISER_EMAIL: 'organiser@example.com',
    MAIL_RETRY_MAX_DELAY_SECONDS: '1',
    SUBMISSION_RATE_LIMIT: '0',
  };
  children = [startServer(env), startServer(env)];
  origins = await Promise.all(
    children.map((child) => {
      const output = collect(child.stdout);
      collect(child.stderr);
      return waitForListening(output, 25_000);
    }),
  );
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  await sink.stop();
  await testDatabase.drop();
});

describe('two servers on one PostgreSQL database', () => {
  it('send every mail once between them', async () => {
    const statuses = await runConcurrently(
      Array.from({ length: 100 }, (_, n) => async () => {
        const response = await fetch(`${origins[n % 2]}/api/submissions/enquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            key: newSubmissionKey(),
            values: { ...validValues.enquiries, email: `person-${n}@example.com` },
          }),
        });
        return response.status;
      }),
      10,
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    await sink.start();
    const database = createDatabase(testDatabase.target);
    try {
      const received = await expectEveryMailOnce(database, sink);
      expect(received).toHaveLength(200);
    } finally {
      await database.close();
    }
  }, 60_000);
});
