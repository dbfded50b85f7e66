import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { expectEveryMailOnce } from '#tests/setup/mail-delivery.ts';
import { collect, startServer, waitForListening } from '#tests/setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';

/** The n-th submission: each form in turn, each from its own address. */
function submissionBody(n: number) {
  const table = submissionTables[n % submissionTables.length]!;
  const values = { ...validValues[table], email: `person-${n}@example.com` };
  return { table, body: { key: newSubmissionKey(), values } };
}

const mailEnv = {
  ORGANISER_EMAIL: 'organiser@example.com',
  // Back-off doubles up to 2 s here (2 minutes by default), so the test waits seconds.
  MAIL_RETRY_MAX_DELAY_SECONDS: '2',
};

describe('mail and a killed server', () => {
  let sink: SmtpSink | undefined;
  let testDatabase: TestDatabase | undefined;
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await sink?.stop();
    await testDatabase?.drop();
  });

  async function start(env: Record<string, string>) {
    child = startServer({ PORT: '0', ...env });
    const output = collect(child.stdout);
    collect(child.stderr);
    return waitForListening(output, 25_000);
  }

  it('delivers every queued mail after SIGKILL and a restart', async () => {
    sink = await startSmtpSink();
    const smtpUrl = sink.url;
    await sink.stop();
    testDatabase = await createTestDatabase();
    const env = { ...mailEnv, SMTP_URL: smtpUrl, DATABASE_URL: databaseUrl(testDatabase.target) };

    const origin = await start(env);
    for (let n = 0; n < 20; n++) {
      const { table, body } = submissionBody(n);
      const response = await fetch(`${origin}/api/submissions/${table}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    }
    child!.kill('SIGKILL');
    await once(child!, 'exit');

    await sink.start();
    await start(env);
    const database = createDatabase(testDatabase.target);
    try {
      const received = await expectEveryMailOnce(database, sink);
      expect(received).toHaveLength(40);
    } finally {
      await database.close();
    }
  }, 60_000);
});
