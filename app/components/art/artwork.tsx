import { createElement, useId, type ReactNode } from 'react';
import {
  artworkElements,
  artworkOf,
  gradientStops,
  type ArtworkElement,
} from '#schemas/artwork.ts';
import { cn } from '#app/lib/cn.ts';

function draw({ tag, attributes, children }: ArtworkElement, key: number): ReactNode {
  return createElement(tag, { key, ...attributes }, children?.map(draw));
}

/**
 * The site's own artwork (schemas/artwork.ts) drawn inline: the same composition for the same
 * seed as the page's share image, in the brand's colours, scaled to cover its box. Decorative:
 * hidden from assistive technology.
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
  const gradientId = `artwork${useId().replace(/:/g, '')}`;
  const artwork = artworkOf(seed, width, height);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
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
