import { describe, expect, it } from 'vitest';
import { cspHash, toastStyleHashes } from './security-headers.ts';

describe('toastStyleHashes', () => {
  it("finds sonner's stylesheet in the installed package: the empty element, then its text", () => {
    const hashes = toastStyleHashes();
    expect(hashes[0]).toBe(cspHash(''));
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
