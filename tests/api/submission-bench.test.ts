import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSubmissions, submissionsVerdicts } from '#scripts/bench/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The submissions bench (scripts/bench/submissions.ts) sends what it means to measure: a new
 * applicant per request, so every answer is a 201 for a new row; and it fails when the answers
 * are anything else.
 */
let testApp: TestApp;
let origin: string;

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp.close();
});

describe('the submissions bench', () => {
  it('sends a new applicant with every request, and every one is stored as new', async () => {
    // Two seconds: on PostgreSQL beside the other files' floods, one second gave ten answers.
    const load = await loadSubmissions(origin, undefined, { connections: 4, seconds: 2 });
    expect(load.acknowledged.length).toBeGreaterThan(10);
    expect(load.statusCounts).toEqual({ '201': load.acknowledged.length });
    const rows = await testApp.database.db
      .selectFrom('event_registrations')
      .select(['id', 'applicant_key'])
      .execute();
    expect(new Set(rows.map((row) => row.applicant_key)).size).toBe(rows.length);
    const stored = new Set(rows.map((row) => row.id));
    expect(load.acknowledged.filter((answer) => !stored.has(answer.id))).toEqual([]);
    // The requests still in flight when the load stopped were stored, unanswered: one at most
    // per connection.
    expect(rows.length - load.acknowledged.length).toBeLessThanOrEqual(4);
  });

  it('fails on any answer but a 201', () => {
    const http = {
      connections: 50,
      seconds: 20,
      responses: 1001,
      requestsPerSecond: 50,
      p50Ms: 5,
      p99Ms: 10,
      maxMs: 20,
      errors: 0,
      statusCounts: { '201': 1, '200': 1000 },
      acknowledged: 1,
      acknowledgedPerSecond: 0,
      unexpected: 1000,
      lost: 0,
      wrongId: 0,
      withoutConfirmation: 0,
      confirmationsSent: 1,
      loadGeneratorCores: 0.5,
    };
    const raw = { rows: 100, seconds: 1, rowsPerSecond: 100, p50Ms: 1, p99Ms: 2 };
    const verdicts = submissionsVerdicts({
      engine: 'sqlite',
      http,
      raw,
      rawPerSecondBeforeAndAfter: [100, 100],
      ratio: 0,
    });
    const missed = verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.check);
    expect(missed).toContain('answers other than 201, and errors');
    expect(missed.some((check) => check.includes('acknowledged/s'))).toBe(true);
  });
});
