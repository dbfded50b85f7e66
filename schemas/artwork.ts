/**
 * The site's own artwork (issue 20; docs/design.md): deterministic geometric compositions in the
 * brand's colours, one per seed (a page's path, an event's slug), so a page always gets the same
 * picture and no two pages quite the same. Pure data and SVG text: the build draws share images
 * from it, and pages can draw it inline. No outside images.
 */

/** The brand palette as hex (app/app.css holds the same hues in oklch). */
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

export type ArtworkShape =
  | { kind: 'diamond'; x: number; y: number; size: number; colour: string; opacity: number }
  | { kind: 'ring'; x: number; y: number; size: number; colour: string; opacity: number }
  | { kind: 'dots'; x: number; y: number; size: number; colour: string; opacity: number };

export type Artwork = {
  width: number;
  height: number;
  /** The background gradient, from the top-left corner to the bottom-right. */
  gradient: readonly [string, string, string];
  shapes: readonly ArtworkShape[];
};

/** FNV-1a: a stable 32-bit number from a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const gradients: readonly (readonly [string, string, string])[] = [
  [brandColours.ink, brandColours.deep, brandColours.primary],
  [brandColours.ink, brandColours.primary, brandColours.magenta],
  [brandColours.deep, brandColours.violet, brandColours.magenta],
];

const accents = [brandColours.lilac, brandColours.blush, brandColours.violet, brandColours.pale];

/**
 * The composition for `seed` on a `width` × `height` canvas: a gradient, a large diamond (the
 * brand mark's shape) and rings toward the right, a dot grid, small diamonds scattered. The left
 * part stays quiet so a title can sit on it.
 */
export function artworkOf(seed: string, width: number, height: number): Artwork {
  const random = generator(hash(seed));
  const between = (low: number, high: number) => low + (high - low) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const unit = Math.min(width, height);
  const shapes: ArtworkShape[] = [
    {
      kind: 'diamond',
      x: width * between(0.72, 0.86),
      y: height * between(0.3, 0.7),
      size: unit * between(0.55, 0.8),
      colour: pick(accents),
      opacity: 0.16,
    },
    {
      kind: 'ring',
      x: width * between(0.6, 0.95),
      y: height * between(0.1, 0.9),
      size: unit * between(0.35, 0.6),
      colour: brandColours.lilac,
      opacity: 0.35,
    },
    {
      kind: 'dots',
      x: width * between(0.55, 0.7),
      y: height * between(0.08, 0.5),
      size: unit * 0.3,
      colour: brandColours.blush,
      opacity: 0.4,
    },
  ];
  const smallCount = 3 + Math.floor(random() * 3);
  for (let index = 0; index < smallCount; index++) {
    shapes.push({
      kind: 'diamond',
      x: width * between(0.55, 0.97),
      y: height * between(0.05, 0.95),
      size: unit * between(0.04, 0.1),
      colour: pick(accents),
      opacity: between(0.5, 0.9),
    });
  }
  return { width, height, gradient: pick(gradients), shapes };
}

/** The emblems' gradients: the darker ones, so white initials on them keep WCAG AA contrast. */
const emblemGradients: readonly (readonly [string, string, string])[] = [
  [brandColours.ink, brandColours.deep, brandColours.primary],
  [brandColours.ink, brandColours.primary, brandColours.magenta],
  [brandColours.deep, brandColours.primary, brandColours.magenta],
  [brandColours.deep, brandColours.violet, brandColours.primary],
];

/**
 * A small composition on a `size` square for a person's avatar or a partner's mark: a gradient,
 * one diamond and one ring. Few shapes, so a page of twenty-five avatars stays light; the shapes
 * stay faint, so white letters on top keep at least 4.5:1 contrast everywhere. A separate
 * generator from `artworkOf`, whose pictures for existing seeds must not change.
 */
export function emblemOf(seed: string, size = 64): Artwork {
  const random = generator(hash(`emblem ${seed}`));
  const between = (low: number, high: number) => low + (high - low) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const shapes: ArtworkShape[] = [
    {
      kind: 'diamond',
      x: size * between(0.62, 0.82),
      y: size * between(0.2, 0.5),
      size: size * between(0.75, 1),
      colour: pick([brandColours.lilac, brandColours.blush, brandColours.violet]),
      opacity: 0.18,
    },
    {
      kind: 'ring',
      x: size * between(0.15, 0.4),
      y: size * between(0.65, 0.9),
      size: size * between(0.55, 0.8),
      colour: brandColours.lilac,
      opacity: 0.45,
    },
  ];
  return { width: size, height: size, gradient: pick(emblemGradients), shapes };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * One SVG element of a composition, attributes in React's camelCase (`fillOpacity`): pages draw
 * these with React, the build writes them as SVG text, so both draw the same shapes.
 */
export type ArtworkElement = {
  tag: 'rect' | 'polygon' | 'circle' | 'g';
  attributes: Readonly<Record<string, string | number>>;
  children?: readonly ArtworkElement[];
};

function shapeElement(shape: ArtworkShape): ArtworkElement {
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
