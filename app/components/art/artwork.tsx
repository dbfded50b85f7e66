import { createElement, useId, type ReactNode } from 'react';
import {
  artworkElements,
  artworkOf,
  emblemOf,
  gradientStops,
  type Artwork as ArtworkData,
  type ArtworkElement,
} from '#schemas/artwork.ts';
import { cn } from '#app/lib/cn.ts';

function draw({ tag, attributes, children }: ArtworkElement, key: number): ReactNode {
  return createElement(tag, { key, ...attributes }, children?.map(draw));
}

/** One composition as inline SVG, scaled to cover its box; decorative, so hidden from assistive technology. */
function ArtworkSvg({ artwork, className }: { artwork: ArtworkData; className?: string }) {
  const gradientId = `artwork${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${artwork.width} ${artwork.height}`}
      preserveAspectRatio="xMidYMid slice"
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          {gradientStops(artwork).map(([offset, colour]) => (
            <stop key={offset} offset={offset} stopColor={colour} />
          ))}
        </linearGradient>
      </defs>
      {artworkElements(artwork, gradientId).map(draw)}
    </svg>
  );
}

/**
 * The site's own artwork (schemas/artwork.ts) drawn inline: the same composition for the same
 * seed as the page's share image, in the brand's colours.
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

/**
 * The small square composition of a person's avatar or a partner's mark (`emblemOf`): dark
 * enough for white letters on top in either theme.
 */
export function Emblem({ seed, className }: { seed: string; className?: string }) {
  return <ArtworkSvg artwork={emblemOf(seed)} className={className} />;
}
