/**
 * The motifs of event pictures (docs/design.md#artwork): a scene drawn in the brand's colours on
 * the cover's gradient, seeded like the rest so an event keeps its picture. Each scene keeps to
 * the lower and right parts and darkens where the share image's title sits, so white words stay
 * readable on it.
 */
import {
  brandColours,
  round,
  seededChoices,
  type Artwork,
  type ArtworkMotif,
  type ArtworkShape,
} from './artwork.ts';

type Choices = ReturnType<typeof seededChoices>;
type Canvas = { width: number; height: number; unit: number };

/** A circle as path data (a path, so a motif's outlines are one kind of shape). */
function circlePath(x: number, y: number, radius: number): string {
  return `M${round(x - radius)},${round(y)}a${round(radius)},${round(radius)} 0 1 0 ${round(2 * radius)},0a${round(radius)},${round(radius)} 0 1 0 ${round(-2 * radius)},0Z`;
}

/** A rectangle as path data; several joined make one shape of many windows. */
function rectPath(x: number, y: number, width: number, height: number): string {
  return `M${round(x)},${round(y)}h${round(width)}v${round(height)}h${round(-width)}Z`;
}

/** A wave's crest from the left edge to the right: quadratic curves, one per half wavelength. */
function wavePath(baseline: number, amplitude: number, wavelength: number, width: number): string {
  const half = wavelength / 2;
  let d = `M0,${round(baseline)}Q${round(half / 2)},${round(baseline - amplitude)} ${round(half)},${round(baseline)}`;
  for (let x = half * 2; x < width + half; x += half) d += `T${round(x)},${round(baseline)}`;
  return d;
}

/** A crest closed down to the bottom edge, for a filled band. */
function closedBelow(outline: string, { height }: Canvas): string {
  return `${outline}V${round(height)}H0Z`;
}

function sun({ width, height, unit }: Canvas, { between }: Choices): ArtworkShape[] {
  const x = width * between(0.74, 0.88);
  const y = height * between(0.2, 0.32);
  const radius = unit * between(0.08, 0.11);
  return [
    { kind: 'path', d: circlePath(x, y, radius), colour: brandColours.blush, opacity: 0.3 },
    {
      kind: 'path',
      d: circlePath(x, y, radius * 1.6),
      colour: brandColours.lilac,
      opacity: 0.35,
      strokeWidth: unit / 200,
    },
  ];
}

function sparkles(canvas: Canvas, choices: Choices, count: number, top: number): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between, pick } = choices;
  return Array.from({ length: count }, () => ({
    kind: 'diamond' as const,
    x: width * between(0.45, 0.97),
    y: height * between(0.05, top),
    size: unit * between(0.02, 0.05),
    colour: pick([brandColours.pale, brandColours.blush, brandColours.lilac]),
    opacity: between(0.5, 0.9),
  }));
}

/** The boat: a low sun, rows of waves darkening toward the front, a sail on the water. */
function water(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between } = choices;
  const shapes = [...sun(canvas, choices)];
  const rows = 4;
  let boatLine = 0;
  for (let row = 0; row < rows; row++) {
    const baseline = height * (0.58 + row * 0.11);
    const crest = wavePath(
      baseline,
      unit * (0.02 + row * 0.008),
      width * between(0.16, 0.24),
      width,
    );
    shapes.push(
      { kind: 'path', d: closedBelow(crest, canvas), colour: brandColours.ink, opacity: 0.22 },
      {
        kind: 'path',
        d: crest,
        colour: row % 2 ? brandColours.blush : brandColours.lilac,
        opacity: 0.55 - row * 0.08,
        strokeWidth: unit * 0.008,
      },
    );
    if (row === 0) boatLine = baseline;
  }
  const x = width * between(0.66, 0.8);
  const hull = unit * 0.16;
  shapes.splice(
    2,
    0,
    {
      kind: 'path',
      d: `M${round(x)},${round(boatLine - unit * 0.015)}h${round(hull)}l${round(-hull * 0.15)},${round(unit * 0.045)}h${round(-hull * 0.7)}Z`,
      colour: brandColours.pale,
      opacity: 0.75,
    },
    {
      kind: 'path',
      d: `M${round(x + hull * 0.45)},${round(boatLine - unit * 0.03)}v${round(-unit * 0.24)}l${round(hull * 0.45)},${round(unit * 0.24)}Z`,
      colour: brandColours.blush,
      opacity: 0.85,
    },
    {
      kind: 'path',
      d: `M${round(x + hull * 0.4)},${round(boatLine - unit * 0.03)}v${round(-unit * 0.2)}l${round(-hull * 0.32)},${round(unit * 0.2)}Z`,
      colour: brandColours.lilac,
      opacity: 0.7,
    },
  );
  return [...shapes, ...sparkles(canvas, choices, 3, 0.45)];
}

/** The retreat: a sun over three ridges of hills, trees (small diamonds) on the farthest. */
function countryside(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between } = choices;
  const hills: [number, number, string, number][] = [
    [0.62, 0.5, brandColours.lilac, 0.22],
    [0.74, 0.66, brandColours.deep, 0.5],
    [0.86, 0.8, brandColours.ink, 0.55],
  ];
  const shapes = [...sun(canvas, choices)];
  for (const [index, [start, end, colour, opacity]] of hills.entries()) {
    const rise = height * between(0.08, 0.16);
    // A cubic curve from the left edge to the right: its points, to set trees on it.
    const points = [
      [0, height * start],
      [width * between(0.2, 0.35), height * start - rise],
      [width * between(0.55, 0.75), height * end + rise],
      [width, height * end],
    ] as const;
    const [p0, p1, p2, p3] = points;
    const d = `M${round(p0[0])},${round(p0[1])}C${points
      .slice(1)
      .map(([x, y]) => `${round(x)},${round(y)}`)
      .join(' ')}`;
    shapes.push({ kind: 'path', d: closedBelow(d, canvas), colour, opacity });
    if (index > 0) continue;
    for (let tree = 0; tree < 5; tree++) {
      const t = 0.5 + tree * 0.1 + between(0, 0.04);
      const at = (axis: 0 | 1) =>
        (1 - t) ** 3 * p0[axis] +
        3 * (1 - t) ** 2 * t * p1[axis] +
        3 * (1 - t) * t ** 2 * p2[axis] +
        t ** 3 * p3[axis];
      const size = unit * between(0.05, 0.08);
      shapes.push({
        kind: 'diamond',
        x: at(0),
        y: at(1) - size * 0.3,
        size,
        colour: brandColours.deep,
        opacity: 0.75,
      });
    }
  }
  return shapes;
}

/** The private evening: a dusk sky of stars, a crescent moon, the dark line of the horizon. */
function evening(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between } = choices;
  const x = width * between(0.76, 0.86);
  const y = height * between(0.22, 0.3);
  const radius = unit * 0.1;
  const moon = `M${round(x)},${round(y - radius)}A${round(radius)},${round(radius)} 0 1 0 ${round(x)},${round(y + radius)}A${round(radius * 0.7)},${round(radius)} 0 1 1 ${round(x)},${round(y - radius)}Z`;
  const horizon = `M0,${round(height * 0.82)}C${round(width * 0.3)},${round(height * 0.76)} ${round(width * 0.6)},${round(height * 0.86)} ${round(width)},${round(height * 0.78)}`;
  return [
    ...sparkles(canvas, choices, 14, 0.7),
    { kind: 'path', d: circlePath(x, y, radius * 1.5), colour: brandColours.blush, opacity: 0.1 },
    { kind: 'path', d: moon, colour: brandColours.pale, opacity: 0.9 },
    { kind: 'path', d: closedBelow(horizon, canvas), colour: brandColours.ink, opacity: 0.55 },
  ];
}

/** A row of buildings from the left edge to the right, and the lit windows of each. */
function skyline(
  { width, height, unit }: Canvas,
  { between }: Choices,
  ground: number,
  tallest: number,
): { outline: string; windows: string } {
  let outline = `M0,${round(ground)}`;
  let windows = '';
  for (let x = 0; x < width;) {
    const wide = width * between(0.04, 0.08);
    // Lower toward the left, where a title sits.
    const tall = tallest * between(0.35, 1) * (0.45 + 0.55 * (x / width));
    outline += `V${round(ground - tall)}H${round(x + wide)}`;
    const pane = unit * 0.012;
    for (let row = ground - tall + pane * 2; row < ground - pane * 3; row += pane * 3) {
      for (let column = x + pane * 1.5; column < x + wide - pane * 2; column += pane * 2.5) {
        if (between(0, 1) < 0.4) windows += rectPath(column, row, pane, pane * 1.4);
      }
    }
    x += wide;
  }
  return { outline: `${outline}V${round(height)}H0Z`, windows };
}

/** The meetups and labs: two rows of a city's buildings with lit windows, and a moon. */
function city(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { height } = canvas;
  const back = skyline(canvas, choices, height, height * 0.55);
  const front = skyline(canvas, choices, height, height * 0.35);
  return [
    ...sun(canvas, choices).slice(1),
    { kind: 'path', d: back.outline, colour: brandColours.violet, opacity: 0.3 },
    { kind: 'path', d: back.windows, colour: brandColours.blush, opacity: 0.35 },
    { kind: 'path', d: front.outline, colour: brandColours.ink, opacity: 0.55 },
    { kind: 'path', d: front.windows, colour: brandColours.blush, opacity: 0.7 },
  ];
}

/** The online circle: a faint grid behind a window of video tiles, a person in each. */
function screen(canvas: Canvas): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const step = unit / 8;
  let grid = '';
  for (let x = step; x < width; x += step) grid += `M${round(x)},0V${round(height)}`;
  for (let y = step; y < height; y += step) grid += `M0,${round(y)}H${round(width)}`;
  const left = width * 0.56;
  const top = height * 0.18;
  const frameWidth = width * 0.38;
  const frameHeight = height * 0.64;
  const gap = unit * 0.025;
  const tileWidth = (frameWidth - gap * 4) / 3;
  const tileHeight = (frameHeight - gap * 3) / 2;
  let tiles = '';
  let people = '';
  for (let index = 0; index < 6; index++) {
    const x = left + gap + (index % 3) * (tileWidth + gap);
    const y = top + gap + Math.floor(index / 3) * (tileHeight + gap);
    tiles += rectPath(x, y, tileWidth, tileHeight);
    const headX = x + tileWidth / 2;
    const head = tileHeight * 0.16;
    people += circlePath(headX, y + tileHeight * 0.42, head);
    people += `M${round(headX - head * 2)},${round(y + tileHeight)}a${round(head * 2)},${round(head * 1.6)} 0 0 1 ${round(head * 4)},0Z`;
  }
  return [
    { kind: 'path', d: grid, colour: brandColours.pale, opacity: 0.08, strokeWidth: unit / 400 },
    {
      kind: 'path',
      d: rectPath(left, top, frameWidth, frameHeight),
      colour: brandColours.ink,
      opacity: 0.45,
    },
    { kind: 'path', d: tiles, colour: brandColours.violet, opacity: 0.45 },
    { kind: 'path', d: people, colour: brandColours.blush, opacity: 0.55 },
  ];
}

/** The masterclass: three spotlights on a lectern, the rows of the audience in front. */
function stage(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between } = choices;
  const centre = width * between(0.7, 0.78);
  const floor = height * 0.7;
  let beams = '';
  for (const from of [-0.16, 0, 0.16]) {
    const top = centre + width * from;
    beams += `M${round(top - unit * 0.02)},0H${round(top + unit * 0.02)}L${round(centre + unit * 0.14)},${round(floor)}H${round(centre - unit * 0.14)}Z`;
  }
  const lectern = `M${round(centre - unit * 0.06)},${round(floor - unit * 0.2)}h${round(unit * 0.12)}l${round(-unit * 0.02)},${round(unit * 0.2)}h${round(-unit * 0.08)}Z`;
  let audience = '';
  for (let row = 0; row < 2; row++) {
    const y = height * (0.86 + row * 0.1);
    const head = unit * (0.035 + row * 0.01);
    for (let x = width * 0.42 + (row ? head : 0); x < width; x += head * 3.2) {
      audience += `M${round(x - head * 1.3)},${round(y + head * 1.6)}a${round(head * 1.3)},${round(head * 1.3)} 0 0 1 ${round(head * 2.6)},0Z`;
      audience += circlePath(x, y, head);
    }
  }
  return [
    { kind: 'path', d: beams, colour: brandColours.blush, opacity: 0.16 },
    {
      kind: 'path',
      d: rectPath(width * 0.4, floor, width * 0.6, unit * 0.012),
      colour: brandColours.lilac,
      opacity: 0.5,
    },
    { kind: 'path', d: lectern, colour: brandColours.pale, opacity: 0.75 },
    { kind: 'path', d: audience, colour: brandColours.ink, opacity: 0.7 },
    ...sparkles(canvas, choices, 4, 0.35),
  ];
}

/** A note on the workshop's wall: a square turned by `turn` (radians) about its centre. */
function notePath(x: number, y: number, size: number, turn: number): string {
  const corners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([dx, dy]) => [
    x + (size / 2) * (dx! * Math.cos(turn) - dy! * Math.sin(turn)),
    y + (size / 2) * (dx! * Math.sin(turn) + dy! * Math.cos(turn)),
  ]);
  return `M${corners.map(([cx, cy]) => `${round(cx!)},${round(cy!)}`).join('L')}Z`;
}

/** The labs: a wall of notes gathered around one idea, a lit bulb above them. */
function workshop(canvas: Canvas, choices: Choices): ArtworkShape[] {
  const { width, height, unit } = canvas;
  const { between, pick } = choices;
  const notes: Record<string, string> = {
    [brandColours.lilac]: '',
    [brandColours.blush]: '',
    [brandColours.pale]: '',
  };
  const size = unit * 0.11;
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 5; column++) {
      if (between(0, 1) < 0.2) continue;
      const colour = pick([brandColours.lilac, brandColours.blush, brandColours.pale]);
      notes[colour] += notePath(
        width * 0.5 + column * size * 1.35 + between(-0.1, 0.1) * size,
        height * 0.45 + row * size * 1.3 + between(-0.1, 0.1) * size,
        size,
        between(-0.12, 0.12),
      );
    }
  }
  const bulbX = width * between(0.8, 0.88);
  const bulbY = height * 0.2;
  const bulb = unit * 0.07;
  return [
    {
      kind: 'path',
      d: circlePath(bulbX, bulbY, bulb * 2),
      colour: brandColours.blush,
      opacity: 0.15,
    },
    { kind: 'path', d: circlePath(bulbX, bulbY, bulb), colour: brandColours.pale, opacity: 0.85 },
    {
      kind: 'path',
      d: rectPath(bulbX - bulb * 0.45, bulbY + bulb * 0.9, bulb * 0.9, bulb * 0.6),
      colour: brandColours.lilac,
      opacity: 0.8,
    },
    ...Object.entries(notes).map(([colour, d]) => ({
      kind: 'path' as const,
      d,
      colour,
      opacity: 0.6,
    })),
  ];
}

const scenes: Record<ArtworkMotif, (canvas: Canvas, choices: Choices) => ArtworkShape[]> = {
  water,
  countryside,
  evening,
  city,
  screen,
  stage,
  workshop,
};

/** Each scene's ground: three brand colours, darkest at the top left. */
const grounds: Record<ArtworkMotif, Artwork['gradient']> = {
  water: [brandColours.ink, brandColours.deep, brandColours.primary],
  countryside: [brandColours.deep, brandColours.primary, brandColours.violet],
  evening: [brandColours.ink, brandColours.deep, brandColours.magenta],
  city: [brandColours.ink, brandColours.primary, brandColours.magenta],
  screen: [brandColours.ink, brandColours.deep, brandColours.violet],
  stage: [brandColours.ink, brandColours.deep, brandColours.primary],
  workshop: [brandColours.deep, brandColours.primary, brandColours.magenta],
};

/** The picture of `motif` for `seed` on a `width` × `height` canvas. */
export function motifArtwork(
  motif: ArtworkMotif,
  seed: string,
  width: number,
  height: number,
): Artwork {
  const canvas = { width, height, unit: Math.min(width, height) };
  return {
    width,
    height,
    gradient: grounds[motif],
    shapes: scenes[motif](canvas, seededChoices(seed)),
  };
}
