import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalErrorBody } from '#server/http/http-errors.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * One error handler (server/http/http-errors.ts): an unexpected failure is a 500 that says nothing
 * of its cause and is logged once with its request id; a request Fastify cannot read is a 4xx
 * in our own words, logged without a stack, never quoting what was sent.
 */
type LogLine = { level: number; reqId?: string; msg: string; err?: { stack?: string } };

let testApp: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(async () => {
  await testApp.close();
});

function linesOf(requestId: string): LogLine[] {
  return lines.filter((line) => line.reqId === requestId);
}

const errorLevel = 50;

describe('an unexpected failure', () => {
  it('answers a generic 500 and logs the error once, with its request id and stack', async () => {
    // The database refuses the insert: the table is gone.
    await testApp.database.db.schema.dropTable('partnership_enquiries').execute();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/partnership_enquiries',
      payload: { key: newSubmissionKey(), values: validValues.partnership_enquiries },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(internalErrorBody);
    expect(response.body).not.toMatch(/partnership|table|relation|sqlite|postgres|SQL/i);

    const requestId = String(response.headers['x-request-id']);
    const errors = linesOf(requestId).filter((line) => line.level >= errorLevel);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err?.stack).toMatch(/partnership_enquiries/);
  });
});

describe('a request the server cannot read', () => {
  const marker = 'Quibble-Marker-5521';

  it.each([
    [
      'bad JSON',
      {
        method: 'POST' as const,
        url: '/api/submissions/enquiries',
        headers: { 'content-type': 'application/json' },
        payload: `{"${marker}": `,
      },
      400,
    ],
    [
      'a body over the limit',
      {
        method: 'POST' as const,
        url: '/api/submissions/enquiries',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ [marker]: 'x'.repeat(70 * 1024) }),
      },
      413,
    ],
    [
      'a path that is not valid percent-encoding',
      { method: 'GET' as const, url: `/api/admin/tables/${marker}%ZZ` },
      400,
    ],
    [
      'a path parameter over the router’s length',
      { method: 'POST' as const, url: `/api/submissions/${marker}${'x'.repeat(200)}` },
      414,
    ],
    [
      'a media type that is not JSON',
      {
        method: 'POST' as const,
        url: '/api/admin/sign-in',
        headers: { 'content-type': `application/${marker}` },
        payload: 'x',
      },
      415,
    ],
  ])('(%s) answers its 4xx in our words, without quoting it', async (_label, request, status) => {
    const response = await testApp.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(marker);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const logged = linesOf(String(response.headers['x-request-id']));
    expect(logged.filter((line) => line.level >= errorLevel)).toEqual([]);
    expect(logged.filter((line) => line.err?.stack)).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain(marker);
  });
});
