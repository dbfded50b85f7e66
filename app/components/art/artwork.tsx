import { artworkOf } from '#schemas/artwork-cover.ts';
import { ArtworkSvg } from '#app/components/art/artwork-svg.tsx';

/**
 * The site's own artwork drawn inline: the same composition for the same seed as the page's
 * share image, in the brand's colours, scaled to cover its box.
 */
export function Artwork({
  seed,
  width = 1200,
  height = 630,
  className,
}: {
  seed: string;
  width?: number;
  height?: number;
  className?: string;
}) {
  return <ArtworkSvg artwork={artworkOf(seed, width, height)} className={className} />;
}
