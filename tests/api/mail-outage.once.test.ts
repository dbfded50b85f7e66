import { afterAll, describe, expect, it } from 'vitest';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { expectEveryMailOnce } from '#tests/setup/mail-delivery.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * 30 s without a mail server, on each engine. Both run at once in this one file (it runs once,
 * not per engine project: vitest.config.ts), so the suite waits the 30 s once.
 */

/** The n-th submission: each form in turn, each from its own address. */
function submissionBody(n: number) {
  const table = submissionTables[n % submissionTables.length]!;
  const values = { ...validValues[table], email: `person-${n}@example.com` };
  return { table, body: { key: newSubmissionKey(), values } };
}

const started: { sink: SmtpSink; testApp: TestApp }[] = [];
afterAll(async () => {
  for (const { sink, testApp } of started) {
    await testApp.close();
    await sink.stop();
  }
});

describe.concurrent('mail while the SMTP server is down', () => {
  it.each(['sqlite', 'postgres'] as const)(
    '%s: keeps 200 submissions’ mails through 30 s without SMTP, then delivers each once',
    async (engine) => {
      const sink = await startSmtpSink();
      const testApp = await startTestApp({
        engine,
        env: {
          SMTP_URL: sink.url,
          ORGANISER_EMAIL: 'organiser@example.com',
          // Back-off doubles up to 2 s here (2 minutes by default), so the test waits seconds.
          MAIL_RETRY_MAX_DELAY_SECONDS: '2',
        },
      });
      started.push({ sink, testApp });
      const app = testApp.app;
      await sink.stop();

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

      // While it is down, the worker keeps trying and says why each attempt failed. The outage
      // lasts 30 s after the last answer, so every mail lives through 30 s of it however long the
      // 200 took on a busy machine.
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      const waiting = await testApp.database.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts', 'last_error'])
        .execute();
      expect(waiting).toHaveLength(400);
      expect(waiting.filter((mail) => mail.status !== 'queued')).toEqual([]);
      expect(
        waiting.filter((mail) => mail.attempts < 2 || !/ECONNREFUSED/.test(mail.last_error!)),
      ).toEqual([]);

      await sink.start();
      await expectEveryMailOnce(testApp.database, sink);
    },
    90_000,
  );
});
