import { describe, expect, it } from 'vitest';
import { artworkOf, artworkSvg } from './artwork.ts';

describe('artwork', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(artworkOf('/events/waves-ai', 1200, 630)).toEqual(
      artworkOf('/events/waves-ai', 1200, 630),
    );
    expect(artworkSvg(artworkOf('/about', 1200, 630))).not.toBe(
      artworkSvg(artworkOf('/events/waves-ai', 1200, 630)),
    );
  });

  it('keeps its large shapes to the right, where no title sits', () => {
    for (const seed of ['/', '/about', '/events/waves-ai', '/summit', '/partners']) {
      const [mark] = artworkOf(seed, 1200, 630).shapes;
      expect(mark!.x, seed).toBeGreaterThan(1200 * 0.7);
    }
  });

  it('is one SVG document with its gradient', () => {
    const svg = artworkSvg(artworkOf('/', 600, 300));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="300"/);
    expect(svg).toContain('<linearGradient id="artwork-bg"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
