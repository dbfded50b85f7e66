/**
 * The site's own artwork (docs/design.md#artwork): deterministic geometric compositions in the
 * brand's colours, one per seed (a page's path, an event's slug), so a page always gets the same
 * picture and no two pages quite the same. Pure data and SVG text: the build draws share images
 * from it, and pages can draw it inline. No outside images. This module holds the palette, the
 * seeded generator and the drawing; the compositions are `artworkOf` (artwork-cover.ts: covers,
 * page bands, share images) and `emblemOf` (artwork-emblem.ts: avatars, partner marks), apart so
 * a page drawing only emblems loads no cover code.
 */

/** The brand palette as hex (app/app.css holds the same hues in oklch). */
import { hash } from '#schemas/shared/stable-hash.ts';

export const brandColours = {
  ink: '#1d1530',
  deep: '#3b1469',
  primary: '#6c2cb4',
  violet: '#7c3aed',
  magenta: '#b4236e',
  lilac: '#cba1fa',
  blush: '#f5d0fe',
  pale: '#f2edfc',
} as const;

/**
 * What an event's picture shows besides the brand's shapes (docs/design.md#artwork): water for
 * the boat, hills for the retreat, an evening sky, a city skyline, a screen of video tiles, a
 * lit stage, a workshop's wall of notes.
 */
export const artworkMotifs = [
  'water',
  'countryside',
  'evening',
  'city',
  'screen',
  'stage',
  'workshop',
] as const;
export type ArtworkMotif = (typeof artworkMotifs)[number];

export type ArtworkShape =
  | { kind: 'diamond'; x: number; y: number; size: number; colour: string; opacity: number }
  | { kind: 'ring'; x: number; y: number; size: number; colour: string; opacity: number }
  | { kind: 'dots'; x: number; y: number; size: number; colour: string; opacity: number }
  /** A motif's outline (SVG path data): filled, or stroked `strokeWidth` wide. */
  | { kind: 'path'; d: string; colour: string; opacity: number; strokeWidth?: number };

export type Artwork = {
  width: number;
  height: number;
  /** The background gradient, from the top-left corner to the bottom-right. */
  gradient: readonly [string, string, string];
  shapes: readonly ArtworkShape[];
};

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The random choices of one picture, seeded by `seed`: a number in [0, 1), a number between two
 * others, one item of a list. Each call takes the next number of the same sequence.
 */
export function seededChoices(seed: string) {
  const random = generator(hash(seed));
  return {
    random,
    between: (low: number, high: number) => low + (high - low) * random(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
  };
}

/** A coordinate to one decimal, as the SVG text writes it. */
export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * One SVG element of a composition, attributes in React's camelCase (`fillOpacity`): pages draw
 * these with React, the build writes them as SVG text, so both draw the same shapes.
 */
export type ArtworkElement = {
  tag: 'rect' | 'polygon' | 'circle' | 'g' | 'path';
  attributes: Readonly<Record<string, string | number>>;
  children?: readonly ArtworkElement[];
};

function pathElement(shape: Extract<ArtworkShape, { kind: 'path' }>): ArtworkElement {
  const { d, colour, opacity, strokeWidth } = shape;
  const paint: Record<string, string | number> =
    strokeWidth === undefined
      ? { fill: colour, fillOpacity: round(opacity) }
      : {
          fill: 'none',
          stroke: colour,
          strokeOpacity: round(opacity),
          strokeWidth: round(strokeWidth),
          strokeLinecap: 'round',
        };
  return { tag: 'path', attributes: { d, ...paint } };
}

function shapeElement(shape: ArtworkShape): ArtworkElement {
  if (shape.kind === 'path') return pathElement(shape);
  const { x, y, size, colour, opacity } = shape;
  const half = size / 2;
  if (shape.kind === 'diamond') {
    const points = [
      [x, y - half],
      [x + half, y],
      [x, y + half],
      [x - half, y],
    ]
      .map(([px, py]) => `${round(px!)},${round(py!)}`)
      .join(' ');
    return { tag: 'polygon', attributes: { points, fill: colour, fillOpacity: round(opacity) } };
  }
  if (shape.kind === 'ring') {
    return {
      tag: 'circle',
      attributes: {
        cx: round(x),
        cy: round(y),
        r: round(half),
        fill: 'none',
        stroke: colour,
        strokeOpacity: round(opacity),
        strokeWidth: round(size / 40),
      },
    };
  }
  const step = size / 6;
  return {
    tag: 'g',
    attributes: { fill: colour, fillOpacity: round(opacity) },
    children: Array.from({ length: 36 }, (_, index) => ({
      tag: 'circle' as const,
      attributes: {
        cx: round(x + (index % 6) * step),
        cy: round(y + Math.floor(index / 6) * step),
        r: round(step / 9),
      },
    })),
  };
}

/** The composition's background and shapes; the background fills with `url(#gradientId)`. */
export function artworkElements(artwork: Artwork, gradientId: string): ArtworkElement[] {
  return [
    {
      tag: 'rect',
      attributes: { width: artwork.width, height: artwork.height, fill: `url(#${gradientId})` },
    },
    ...artwork.shapes.map(shapeElement),
  ];
}

/** The gradient's three stops: offset and colour. */
export function gradientStops(artwork: Artwork): [number, string][] {
  return [
    [0, artwork.gradient[0]],
    [0.55, artwork.gradient[1]],
    [1, artwork.gradient[2]],
  ];
}

function elementSvg({ tag, attributes, children }: ArtworkElement): string {
  const text = Object.entries(attributes)
    .map(
      ([name, value]) =>
        ` ${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`,
    )
    .join('');
  return children
    ? `<${tag}${text}>${children.map(elementSvg).join('')}</${tag}>`
    : `<${tag}${text}/>`;
}

/** The artwork as a standalone SVG document. */
export function artworkSvg(artwork: Artwork): string {
  const { width, height } = artwork;
  const stops = gradientStops(artwork)
    .map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="artwork-bg" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>`,
    ...artworkElements(artwork, 'artwork-bg').map(elementSvg),
    '</svg>',
  ].join('');
}

/** The brand mark: the outlined diamond of the favicon. */
export function brandMarkSvg(size: number, colour: string = brandColours.violet): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><path d="M16 2 30 16 16 30 2 16Z" fill="${colour}"/><path d="M16 9 23 16 16 23 9 16Z" fill="#fff"/></svg>`;
}
