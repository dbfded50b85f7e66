import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { yourDataApi } from '#schemas/privacy/your-data-api.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The next-request probe (docs/decisions/051-your-data-exact-address-and-stored-asks.md): an attacker asks
 * for a "Your data" link, then times the next request she sends (`GET /api/health`). If the
 * server did more work for a known address after its answer, that request waits longer, and a
 * threshold on its time tells known from unknown. Known and unknown asks go in random order;
 * each half of the probes (even, odd) learns the best threshold (either direction) that the other
 * half is then guessed by, so every probe is guessed by a rule it did not teach. A guess right
 * no more often than chance: at most 55% of 1,000 (chance is 50%; 55% is three standard
 * deviations above it).
 */
const probes = 1000;
const warmUp = 60;
const knownPeople = 8;
const table = 'event_registrations' satisfies SubmissionTable;

let testApp: TestApp;
let origin: string;
const known: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  for (let person = 0; person < knownPeople; person++) {
    const email = `timing.known.${person}.${Date.now()}@example.com`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/submissions/${table}`,
      payload: { key: newSubmissionKey(), values: { ...validValues[table], email } },
    });
    expect(response.statusCode, response.body).toBe(201);
    known.push(email);
  }
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await testApp.close();
});

type Probe = { known: boolean; ms: number };

/** Asks for a link for a known or an unknown address, then times the request after it. */
async function probe(index: number, isKnown: boolean): Promise<Probe> {
  const email = isKnown
    ? known[index % known.length]!
    : `timing.nobody.${index}.${Date.now()}@example.com`;
  const asked = await fetch(`${origin}${yourDataApi.link}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await asked.arrayBuffer();
  expect(asked.status).toBe(202);
  const start = performance.now();
  const health = await fetch(`${origin}/api/health`);
  await health.arrayBuffer();
  const ms = performance.now() - start;
  expect(health.status).toBe(200);
  return { known: isKnown, ms };
}

/** The threshold and direction that guess `training` best. */
function learnRule(training: Probe[]) {
  const times = [...new Set(training.map((p) => p.ms))].sort((a, b) => a - b);
  let best = { threshold: 0, slowMeansKnown: true, right: -1 };
  for (let at = 0; at <= times.length; at++) {
    const threshold =
      at === 0 ? -Infinity : at === times.length ? Infinity : (times[at - 1]! + times[at]!) / 2;
    const right = training.filter((p) => p.ms > threshold === p.known).length;
    for (const [slowMeansKnown, count] of [
      [true, right],
      [false, training.length - right],
    ] as const) {
      if (count > best.right) best = { threshold, slowMeansKnown, right: count };
    }
  }
  return best;
}

function rightGuesses(rule: ReturnType<typeof learnRule>, probes: Probe[]): number {
  return probes.filter((p) => (p.ms > rule.threshold === rule.slowMeansKnown) === p.known).length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe(`"Your data" asks, timed by the next request (${testEngine()})`, () => {
  it('tell known from unknown addresses no better than chance over 1,000 probes', async () => {
    for (let index = 0; index < warmUp; index++) await probe(index, index % 2 === 0);
    const results: Probe[] = [];
    for (let index = 0; index < probes; index++) {
      results.push(await probe(warmUp + index, randomInt(2) === 0));
      // Room for whatever the ask set off before the next one: each probe is timed alone.
      await new Promise((resolve) => setTimeout(resolve, 8));
    }
    const even = results.filter((_, index) => index % 2 === 0);
    const odd = results.filter((_, index) => index % 2 === 1);
    const right = rightGuesses(learnRule(even), odd) + rightGuesses(learnRule(odd), even);
    const accuracy = right / results.length;
    const medianOf = (isKnown: boolean) =>
      median(results.filter((p) => p.known === isKnown).map((p) => p.ms)).toFixed(2);
    console.info(
      `${testEngine()}: next request after a known ask ${medianOf(true)} ms, after an unknown ` +
        `${medianOf(false)} ms (medians); guessed right ${(accuracy * 100).toFixed(1)}% of ${probes}`,
    );
    expect(accuracy).toBeLessThanOrEqual(0.55);
  }, 300_000);
});
