import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A sign-in refused by its limits: 429, a Retry-After within the window, no session. */
export function expectRateLimited(response: LightMyRequestResponse, label?: string) {
  expect(response.statusCode, label).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter), label).toBe(true);
  expect(retryAfter, label).toBeGreaterThanOrEqual(1);
  expect(retryAfter, label).toBeLessThanOrEqual(15 * 60);
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['set-cookie'], label).toBeUndefined();
}
