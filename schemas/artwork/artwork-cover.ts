/** The large composition of covers, page bands and share images (docs/design.md#artwork). */
import {
  brandColours,
  seededChoices,
  type Artwork,
  type ArtworkMotif,
  type ArtworkShape,
} from './artwork.ts';
import { motifArtwork } from './artwork-motifs.ts';

const gradients: readonly (readonly [string, string, string])[] = [
  [brandColours.ink, brandColours.deep, brandColours.primary],
  [brandColours.ink, brandColours.primary, brandColours.magenta],
  [brandColours.deep, brandColours.violet, brandColours.magenta],
];

const accents = [brandColours.lilac, brandColours.blush, brandColours.violet, brandColours.pale];

/**
 * The composition for `seed` on a `width` × `height` canvas: a gradient, a large diamond (the
 * brand mark's shape) and rings toward the right, a dot grid, small diamonds scattered. The left
 * part stays quiet so a title can sit on it. With a `motif` (an event's), its scene instead
 * (schemas/artwork/artwork-motifs.ts).
 */
export function artworkOf(
  seed: string,
  width: number,
  height: number,
  motif?: ArtworkMotif,
): Artwork {
  if (motif) return motifArtwork(motif, seed, width, height);
  const { random, between, pick } = seededChoices(seed);
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
