/**
 * Every page's share image (`og:image`; docs/decisions/019-share-images-drawn-at-build.md), drawn
 * from the page's title and its artwork (schemas/artwork/artwork.ts) by the build
 * (scripts/share-images.ts) or, for an event, by the server (server/pages/event-files.ts;
 * docs/decisions/039), and named here so the page's meta tags (app/lib/page-meta.ts), the build and
 * the server agree. A `/wlai` twin shares its page's image.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** `/` → `/share/home.png`, `/events/waves-ai` → `/share/events--waves-ai.png`. */
export function shareImagePath(canonicalPath: string): string {
  const name = canonicalPath === '/' ? 'home' : canonicalPath.slice(1).replaceAll('/', '--');
  return `/share/${name}.png`;
}

/**
 * `waves-ai` → `/artwork/events--waves-ai.svg`: an event's artwork band (its page's top, 1200 ×
 * 320), made by the server from the stored event for its card (server/pages/event-files.ts).
 */
export const eventArtworkSize = { width: 1200, height: 320 } as const;
export function eventArtworkPath(slug: string): string {
  return `/artwork/events--${slug}.svg`;
}
