import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin, postSignIn } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * A sign-in for an address with no account checks the password against a decoy hash, so it
 * costs what a real check costs. The decoy is made while the server starts: made at the first
 * such sign-in, that one would cost two scrypt runs and tell itself apart.
 *
 * Measured in CPU time of this process (scrypt runs on libuv's threads, which it counts), not
 * wall time, which other test files running beside this one would blur. A wrong password for an
 * account (a cheap hash, not the decoy) goes first, so the app's own first-request work (its
 * queries' first runs, the audit entry, the limits' rows) is not counted against the first
 * unknown address: it made the first cost 1.7 times the others once, with the decoy made at start.
 * In the suite a worker keeps its modules from one file to the next (decision 078), so a decoy
 * made lazily by an earlier file's sign-in would pass here; run alone, this file tells (with the
 * decoy made at the first unknown address: 689 ms against 344, 2026-11-30).
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
  const account = await createAdmin(testApp.database);
  await cpuMsOfSignIn(account.email);
  const first = await cpuMsOfSignIn('first-unknown@example.org');
  const later: number[] = [];
  for (let i = 0; i < 3; i++) later.push(await cpuMsOfSignIn(`unknown-${i}@example.org`));
  const median = later.sort((a, b) => a - b)[1]!;
  console.log(`first ${first.toFixed(0)} ms of CPU, later median ${median.toFixed(0)} ms`);
  // Two scrypt runs would be about 2×.
  expect(first).toBeLessThan(median * 1.5);
});
