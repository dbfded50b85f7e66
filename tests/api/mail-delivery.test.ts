import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database.ts';
import { submissionTables } from '#schemas/submission-forms.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { expectEveryMailOnce } from '#tests/setup/mail-delivery.ts';
import { collect, startServer, waitForListening } from '#tests/setup/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

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

describe('mail while the SMTP server is down', () => {
  let sink: SmtpSink | undefined;
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    await sink?.stop();
  });

  it('keeps 200 submissions’ mails through 30 s without SMTP, then delivers each once', async () => {
    sink = await startSmtpSink();
    testApp = await startTestApp({ env: { ...mailEnv, SMTP_URL: sink.url } });
    const app = testApp.app;
    await sink.stop();
    const downAt = Date.now();

    const statuses = await runConcurrently(
      Array.from({ length: 200 }, (_, n) => async () => {
        const { table, body } = submissionBody(n);
        const response = await app.inject({
          method: 'POST',
          url: `/api/submissions/${table}`,
          payload: body,
        });
        return response.statusCode;
      }),
      20,
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    // While it is down, the worker keeps trying and says why each attempt failed.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - downAt)));
    const waiting = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .execute();
    expect(waiting).toHaveLength(400);
    expect(waiting.filter((mail) => mail.status !== 'queued')).toEqual([]);
    expect(
      waiting.every((mail) => mail.attempts >= 2 && /ECONNREFUSED/.test(mail.last_error!)),
    ).toBe(true);

    await sink.start();
    await expectEveryMailOnce(testApp.database, sink);
  }, 90_000);
});

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
