import { emblemOf } from '#schemas/artwork/artwork-emblem.ts';
import { ArtworkSvg } from '#app/components/art/artwork-svg.tsx';

/**
 * The small square composition of a person's avatar or a partner's mark (`emblemOf`): dark
 * enough for white letters on top in either theme. Apart from `Artwork`, so a page showing only
 * avatars (the home page's organiser) loads no cover code.
 */
export function Emblem({ seed, className }: { seed: string; className?: string }) {
  return <ArtworkSvg artwork={emblemOf(seed)} className={className} />;
}
