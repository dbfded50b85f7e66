import { describe, expect, it } from 'vitest';
import { artworkOf } from './artwork-cover.ts';
import { emblemOf } from './artwork-emblem.ts';
import { artworkMotifs, artworkSvg, brandColours } from './artwork.ts';

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
      expect(mark?.kind === 'diamond' && mark.x, seed).toBeGreaterThan(1200 * 0.7);
    }
  });

  it('is one SVG document with its gradient', () => {
    const svg = artworkSvg(artworkOf('/', 600, 300));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="300"/);
    expect(svg).toContain('<linearGradient id="artwork-bg"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});

/** WCAG relative luminance of a `#rrggbb` colour, optionally laid over `under` at `alpha`. */
function luminance(hex: string, alpha = 1, under = '#000000'): number {
  const channels = (colour: string) =>
    [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16) / 255);
  const top = channels(hex);
  const bottom = channels(under);
  const [r, g, b] = top.map((value, index) => {
    const mixed = value * alpha + bottom[index]! * (1 - alpha);
    return mixed <= 0.04045 ? mixed / 12.92 : ((mixed + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('emblem', () => {
  const seeds = ['Maya Okafor', 'Helena Marsh', 'perplexity', 'gamma', 'Cher', ''];

  it('is the same for the same seed and differs between seeds', () => {
    expect(emblemOf('Maya Okafor')).toEqual(emblemOf('Maya Okafor'));
    const drawn = new Set(seeds.map((seed) => artworkSvg(emblemOf(seed))));
    expect(drawn.size).toBe(seeds.length);
  });

  it('is small: a square gradient, one diamond and one ring', () => {
    const emblem = emblemOf('Maya Okafor', 64);
    expect([emblem.width, emblem.height]).toEqual([64, 64]);
    expect(emblem.shapes.map((shape) => shape.kind)).toEqual(['diamond', 'ring']);
    expect(artworkSvg(emblem).length).toBeLessThan(700);
  });

  it('keeps white letters at 4.5:1 or more anywhere on it', () => {
    for (const seed of seeds) {
      const { gradient, shapes } = emblemOf(seed);
      const diamond = shapes[0]!;
      for (const ground of gradient) {
        // The lightest spot: the diamond's colour over the gradient's colour.
        const lightest = luminance(diamond.colour, diamond.opacity, ground);
        expect(1.05 / (lightest + 0.05), `${seed} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('motifs', () => {
  const palette = new Set<string>(Object.values(brandColours));

  it('draw one scene per motif, the same for the same seed, none the brand shapes alone', () => {
    const plain = artworkSvg(artworkOf('/events/waves-ai', 1200, 630));
    const drawn = artworkMotifs.map((motif) =>
      artworkSvg(artworkOf('/events/waves-ai', 1200, 630, motif)),
    );
    expect(new Set([plain, ...drawn]).size).toBe(artworkMotifs.length + 1);
    for (const motif of artworkMotifs) {
      expect(artworkOf('/events/x', 800, 400, motif)).toEqual(
        artworkOf('/events/x', 800, 400, motif),
      );
    }
  });

  it('keep to the brand’s colours, on a ground white words read on at 4.5:1', () => {
    for (const motif of artworkMotifs) {
      const { gradient, shapes } = artworkOf('/events/x', 1200, 630, motif);
      for (const colour of [...gradient, ...shapes.map((shape) => shape.colour)]) {
        expect(palette.has(colour), `${motif} ${colour}`).toBe(true);
      }
      for (const ground of gradient) {
        expect(1.05 / (luminance(ground) + 0.05), `${motif} ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('show what they name: waves across the water, six video tiles on the screen', () => {
    const water = artworkOf('/events/waves-ai', 1200, 630, 'water').shapes;
    const crests = water.filter(
      (shape) => shape.kind === 'path' && shape.strokeWidth && shape.d.startsWith('M0,'),
    );
    expect(crests).toHaveLength(4);
    for (const crest of crests) {
      const ends = crest.kind === 'path' ? crest.d.match(/T([\d.]+),/g) : null;
      expect(Number(ends?.at(-1)?.slice(1, -1))).toBeGreaterThanOrEqual(1200);
    }
    const screen = artworkSvg(artworkOf('/events/x', 1200, 630, 'screen'));
    const tiles = /<path d="([^"]+)" fill="#7c3aed"/.exec(screen)?.[1];
    expect(tiles?.match(/M/g)).toHaveLength(6);
  });
});
