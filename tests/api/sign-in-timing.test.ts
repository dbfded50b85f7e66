import { afterAll, beforeAll, expect, it } from 'vitest';
import { postSignIn } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * A sign-in for an address with no account checks the password against a decoy hash, so it
 * costs what a real check costs. The decoy is made while the server starts: made at the first
 * such sign-in, that one would cost two scrypt runs and tell itself apart.
 *
 * Measured in CPU time of this process (scrypt runs on libuv's threads, which it counts), not
 * wall time, which other test files running beside this one would blur. Its own file: the decoy
 * is made once per process, and each test file runs in a fresh module graph.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function cpuMsOfSignIn(email: string): Promise<number> {
  const before = process.cpuUsage();
  const response = await postSignIn(testApp.app, { email, password: 'not the password' });
  const used = process.cpuUsage(before);
  expect(response.statusCode).toBe(401);
  return (used.user + used.system) / 1000;
}

it('costs the same for the first unknown address after a start as for the next ones', async () => {
  const first = await cpuMsOfSignIn('first-unknown@example.org');
  const later: number[] = [];
  for (let i = 0; i < 3; i++) later.push(await cpuMsOfSignIn(`unknown-${i}@example.org`));
  const median = later.sort((a, b) => a - b)[1]!;
  console.log(`first ${first.toFixed(0)} ms of CPU, later median ${median.toFixed(0)} ms`);
  // Two scrypt runs would be about 2×.
  expect(first).toBeLessThan(median * 1.5);
});
