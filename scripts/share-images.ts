/**
 * Draws the share image of every prerendered page but the events' into the built site
 * (react-router.config.ts `buildEnd`; schemas/pages/share-images.ts) with
 * server/pages/share-image.ts. An event's image is drawn by the server from the stored event when
 * it is first asked for (server/routes/event-file-routes.ts;
 * docs/decisions/039-event-files-made-on-request.md).
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { communityTagline } from '#content/community.ts';
import { siteConfig } from '#content/site.ts';
import { shareImagePath } from '#schemas/pages/share-images.ts';
import { renderShareImage, type ShareCard } from '#server/pages/share-image.ts';
import { routeEntries } from '#app/route-table.ts';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The page's own title as its prerendered `<title>` gives it, without the brand. */
export function pageTitleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = raw.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]!);
  return title.replace(new RegExp(` \\| ${siteConfig.brand}$`), '');
}

/** What a page's card says: its title; the home page the community's tagline. */
export function shareCardOf(canonicalPath: string, title: string): ShareCard {
  if (title === siteConfig.brand) return { seed: canonicalPath, title: communityTagline };
  return { seed: canonicalPath, title };
}

/**
 * The titles of the pages the server renders from the stored events (the home page, the
 * listing), which have no prerendered HTML to read them from: their route modules' titles. An
 * event page's image the server draws from the stored event (server/pages/share-image.ts).
 */
const titlesOfRenderedPages: Record<string, string> = {
  '/': siteConfig.brand,
  '/community': siteConfig.brand,
  '/events': 'Events',
};

/** Writes every page's image under `clientDirectory` but the events'; returns their URL paths. */
export async function writeShareImages(clientDirectory: string): Promise<string[]> {
  const prerendered = routeEntries
    .filter((entry) => !entry.fromEvents)
    .map((entry) => entry.canonicalPath);
  const paths = [...new Set([...prerendered, ...Object.keys(titlesOfRenderedPages)])];
  const written: string[] = [];
  for (const canonicalPath of paths) {
    const title =
      titlesOfRenderedPages[canonicalPath] ??
      pageTitleOf(await readFile(path.join(clientDirectory, canonicalPath, 'index.html'), 'utf8'));
    const urlPath = shareImagePath(canonicalPath);
    const file = path.join(clientDirectory, urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderShareImage(shareCardOf(canonicalPath, title)));
    written.push(urlPath);
  }
  return written;
}
