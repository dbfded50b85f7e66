import { LRUCache } from 'lru-cache';

/**
 * A cache the server keeps in memory with a fixed upper size, in entries and in bytes, the least
 * recently used going first (docs/decisions/050-one-address-per-page.md).
 */

export type CacheLimits = {
  /** The most entries it keeps. */
  entries: number;
  /** The most bytes its entries' bodies weigh together. */
  bytes: number;
};

export function boundedCache<Value extends object>(
  limits: CacheLimits,
  bytesOf: (value: Value) => number,
): LRUCache<string, Value> {
  return new LRUCache<string, Value>({
    max: limits.entries,
    maxSize: limits.bytes,
    // lru-cache refuses a size of 0; an empty body still takes an entry.
    sizeCalculation: (value) => Math.max(1, bytesOf(value)),
  });
}
