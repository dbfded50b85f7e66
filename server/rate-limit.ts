/**
 * A fixed-window counter per key (an IP address), in memory: one server process owns it.
 * `limit` 0 turns it off.
 */
export type RateLimiter = {
  /** Counts one attempt; says whether it is allowed and, if not, when to retry. */
  hit: (key: string) => { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** How many addresses it currently remembers. */
  size: () => number;
};

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 100_000,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Bounds memory under a flood of distinct addresses. */
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
  }

  return {
    size: () => windows.size,
    hit(key) {
      if (limit === 0) return { allowed: true };
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        if (windows.size >= maxKeys) sweep(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
      };
    },
  };
}
