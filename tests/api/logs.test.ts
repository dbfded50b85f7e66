import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

describe('server logs', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      env: { LOG_LEVEL: 'trace', SUBMISSION_RATE_LIMIT: '2' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('hold no form value, query string or submitted text, whatever the outcome', async () => {
    const secret = 'Zebulon-Quartz-7731';
    const values = {
      ...validValues.event_registrations,
      full_name: `Ada ${secret}`,
      email: `${secret.toLowerCase()}@example.com`,
    };
    const post = (payload: Record<string, unknown>) =>
      testApp.app.inject({ method: 'POST', url: '/api/submissions/event_registrations', payload });
    await post({ key: newSubmissionKey(), values }); // stored
    await post({ key: newSubmissionKey(), values: { ...values, linkedin_url: secret } }); // 400
    await post({ key: newSubmissionKey(), values }); // 429
    await testApp.app.inject({ method: 'GET', url: `/api/health?q=${secret}` });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(log).toContain('/api/submissions/event_registrations');
    expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});
