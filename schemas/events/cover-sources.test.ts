import { describe, expect, it } from 'vitest';
import { coverNameOf, coverSources, parseCoverName, storedWidths } from './cover-sources.ts';

describe('cover names and sizes', () => {
  it('names a photo by its hash and upright size, and reads the name back', () => {
    const name = coverNameOf('0123456789abcdef'.repeat(4), 4032, 3024);
    expect(name).toBe('0123456789abcdef0123456789abcdef-4032x3024');
    expect(parseCoverName(name)).toEqual({ name, width: 4032, height: 3024 });
    // What the event document's own pattern allows, so the editor can store it.
    expect(name).toMatch(/^[a-z0-9][a-z0-9.-]{0,120}$/);
  });

  it('reads no other name', () => {
    for (const name of ['', 'cover.jpg', `${'a'.repeat(32)}-0x10`, `${'A'.repeat(32)}-10x10`]) {
      expect(parseCoverName(name), name).toBeUndefined();
      expect(coverSources(name), name).toBeUndefined();
    }
    expect(parseCoverName(`${'a'.repeat(32)}-10x10/../x`)).toBeUndefined();
  });

  it('stores the standard widths below the photo, then its own up to 1600, each once', () => {
    expect(storedWidths(4032)).toEqual([480, 960, 1600]);
    expect(storedWidths(1600)).toEqual([480, 960, 1600]);
    expect(storedWidths(1200)).toEqual([480, 960, 1200]);
    expect(storedWidths(960)).toEqual([480, 960]);
    expect(storedWidths(600)).toEqual([480, 600]);
    expect(storedWidths(300)).toEqual([300]);
  });
});
