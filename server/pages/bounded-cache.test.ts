import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.ts';
import { bytesOfEntry } from './rendered-pages.ts';
import type { FoundPage, StaticFile } from './static-site.ts';

function file(bytes: number): StaticFile {
  return {
    body: Buffer.alloc(bytes),
    encoded: { br: Buffer.alloc(bytes / 4), gzip: Buffer.alloc(bytes / 2) },
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, max-age=0, must-revalidate',
    etag: 'W/"x"',
  };
}

function page(bytes: number): { answer: FoundPage; state?: FoundPage } {
  return { answer: { kind: 'page', file: file(bytes), status: 200 } };
}

describe('a cache of a fixed size', () => {
  it('keeps at most its entries, the least recently used going first', () => {
    const cache = boundedCache({ entries: 3, bytes: 1_000_000 }, bytesOfEntry);
    for (const path of ['/a', '/b', '/c']) cache.set(path, page(400));
    expect(cache.get('/a')).toBeDefined();
    cache.set('/d', page(400));
    expect([...cache.keys()].sort()).toEqual(['/a', '/c', '/d']);
    expect(cache.size).toBe(3);
  });

  it('keeps at most its bytes, plain, compressed and state script counted', () => {
    const cache = boundedCache({ entries: 1_000, bytes: 10_000 }, bytesOfEntry);
    // 1,750 bytes each: the body, its brotli (a quarter) and gzip (a half).
    for (let index = 0; index < 5; index++) cache.set(`/page-${index}`, page(1_000));
    expect(cache.calculatedSize).toBe(8_750);
    cache.set('/with-state', {
      ...page(1_000),
      state: { kind: 'page', file: file(1_000), status: 200 },
    });
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(cache.has('/with-state')).toBe(true);
    expect(cache.has('/page-0')).toBe(false);
    expect(cache.has('/page-1')).toBe(false);
    expect(cache.size).toBe(4);
  });

  it('keeps no entry larger than its bytes, and counts a redirect as an entry', () => {
    const cache = boundedCache({ entries: 10, bytes: 1_000 }, bytesOfEntry);
    cache.set('/huge', page(2_000));
    expect(cache.has('/huge')).toBe(false);
    cache.set('/moved', { answer: { kind: 'redirect', location: '/there' } });
    expect(cache.has('/moved')).toBe(true);
    expect(cache.calculatedSize).toBe(1);
  });
});
