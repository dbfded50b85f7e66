import { artworkOf } from '#schemas/artwork/artwork-cover.ts';
import type { ArtworkMotif } from '#schemas/artwork/artwork.ts';
import { ArtworkSvg } from '#app/components/art/artwork-svg.tsx';

/**
 * The site's own artwork drawn inline: the same composition for the same seed as the page's
 * share image, in the brand's colours, scaled to cover its box; an event's with its motif.
 */
export function Artwork({
  seed,
  width = 1200,
  height = 630,
  motif,
  keepRight,
  className,
}: {
  seed: string;
  width?: number;
  height?: number;
  motif?: ArtworkMotif;
  keepRight?: boolean;
  className?: string;
}) {
  return (
    <ArtworkSvg
      artwork={artworkOf(seed, width, height, motif)}
      keepRight={keepRight}
      className={className}
    />
  );
}
