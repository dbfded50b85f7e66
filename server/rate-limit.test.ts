import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and then says when to retry', () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 600_000, now: () => clock });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    clock += 599_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock += 1_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('is off when the limit is 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 1000; i += 1) expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets expired windows when it holds too many addresses', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10, now: () => clock, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.size()).toBe(2);
    clock = 20;
    limiter.hit('c');
    expect(limiter.size()).toBe(1);
  });
});
