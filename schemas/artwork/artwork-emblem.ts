/** The small composition of avatars and partner marks (docs/design.md#artwork). */
import { brandColours, seededChoices, type Artwork, type ArtworkShape } from './artwork.ts';

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
  const { between, pick } = seededChoices(`emblem ${seed}`);
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
