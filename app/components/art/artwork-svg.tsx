import { createElement, useId, type ReactNode } from 'react';
import {
  artworkElements,
  gradientStops,
  type Artwork,
  type ArtworkElement,
} from '#schemas/artwork/artwork.ts';
import { cn } from '#app/lib/cn.ts';

function draw({ tag, attributes, children }: ArtworkElement, key: number): ReactNode {
  return createElement(tag, { key, ...attributes }, children?.map(draw));
}

/**
 * One composition of the site's artwork (schemas/artwork/artwork.ts) as inline SVG, scaled to cover
 * its box: cropped evenly, or keeping its right part (where a motif's scene is) on a narrow box.
 * Decorative: hidden from assistive technology.
 */
export function ArtworkSvg({
  artwork,
  keepRight = false,
  className,
}: {
  artwork: Artwork;
  keepRight?: boolean;
  className?: string;
}) {
  const gradientId = `artwork${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${artwork.width} ${artwork.height}`}
      preserveAspectRatio={keepRight ? 'xMaxYMid slice' : 'xMidYMid slice'}
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
