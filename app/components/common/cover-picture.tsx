import type { ComponentProps } from 'react';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { coverSources } from '#schemas/events/cover-sources.ts';

type Cover = NonNullable<EventDocument['cover']>;

/**
 * An event's uploaded cover photo (docs/decisions/040-cover-photos.md): AVIF, then WebP, then a
 * JPEG every browser shows, each in the sizes stored. `sizes` says how wide it is drawn, so the
 * browser fetches the smallest size that fills it; the width and height keep its box while it
 * loads. The hero's photo is the page's largest paint: `loading="eager"` and
 * `fetchPriority="high"` there; the cards' keep the lazy defaults.
 */
export function CoverPicture({
  cover,
  sizes,
  loading = 'lazy',
  fetchPriority = 'auto',
  className,
}: {
  cover: Cover;
  /** The `sizes` of the sources, as `(min-width: 1024px) 50vw, 100vw`. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: ComponentProps<'img'>['fetchPriority'];
  className?: string;
}) {
  const stored = coverSources(cover.image);
  if (!stored) return null;
  const [avif, webp, jpeg] = stored.sources;
  return (
    <picture data-slot="cover-picture">
      {[avif, webp].map((source) =>
        source ? (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ) : null,
      )}
      <img
        src={stored.fallback}
        srcSet={jpeg?.srcSet}
        sizes={sizes}
        alt={cover.alt}
        width={stored.width}
        height={stored.height}
        loading={loading}
        decoding={loading === 'eager' ? 'auto' : 'async'}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
