import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The per-client limits count the address the server can vouch for: the peer's own, or, behind
 * proxies it trusts (TRUST_PROXY), the one the nearest trusted proxy saw. Whatever a client
 * writes in X-Forwarded-For itself never makes it a new client.
 */
const limit = 3;

function submitter(testApp: TestApp) {
  return (remoteAddress: string, forwardedFor?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/enquiries',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { key: newSubmissionKey(), values: validValues.enquiries },
    });
}

describe.each([
  ['no proxy (TRUST_PROXY unset)', undefined, '192.0.2.10', (n: number) => `198.51.100.${n}`],
  ['one proxy (TRUST_PROXY=1)', '1', '127.0.0.1', (n: number) => `198.51.100.${n}, 192.0.2.10`],
  [
    'proxies named by address (TRUST_PROXY=127.0.0.1,10.0.0.0/8)',
    '127.0.0.1,10.0.0.0/8',
    '127.0.0.1',
    (n: number) => `198.51.100.${n}, 192.0.2.10, 10.1.2.3`,
  ],
])('the submission limit with %s', (_label, trustProxy, peer, forgedChain) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      env: {
        SUBMISSION_RATE_LIMIT: String(limit),
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('cannot be sidestepped by writing a new address in X-Forwarded-For each time', async () => {
    const post = submitter(testApp);
    for (let n = 1; n <= limit; n++)
      expect((await post(peer, forgedChain(n))).statusCode).toBe(201);
    expect((await post(peer, forgedChain(limit + 1))).statusCode).toBe(429);
    expect((await post(peer, forgedChain(limit + 2))).statusCode).toBe(429);
  });
});

describe('behind one proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      env: { SUBMISSION_RATE_LIMIT: String(limit), TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts each client the proxy names on its own', async () => {
    const post = submitter(testApp);
    for (let n = 1; n <= limit; n++)
      expect((await post('127.0.0.1', '192.0.2.20')).statusCode).toBe(201);
    expect((await post('127.0.0.1', '192.0.2.20')).statusCode).toBe(429);
    expect((await post('127.0.0.1', '192.0.2.21')).statusCode).toBe(201);
  });
});
