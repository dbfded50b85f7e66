/**
 * sitemap.xml: the build writes the prerendered pages' (scripts/seo-files.ts), the server
 * answers it with the events' pages as the database holds them (server/pages/event-files.ts;
 * docs/decisions/039-event-files-made-on-request.md). One writer for both.
 */

const xmlEntities: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => xmlEntities[character]!);
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (entity) => Object.entries(xmlEntities).find(([, escaped]) => escaped === entity)![0],
  );
}

/**
 * An address of a sitemap, with how much it matters beside the site's other addresses (0 to 1;
 * unset, the protocol's 0.5).
 */
export type SitemapEntry = string | { url: string; priority: number };

function entryXml(entry: SitemapEntry): string {
  const { url, priority } = typeof entry === 'string' ? { url: entry, priority: undefined } : entry;
  const weight = priority === undefined ? '' : `    <priority>${priority.toFixed(1)}</priority>\n`;
  return `  <url>\n    <loc>${escapeXml(url)}</loc>\n${weight}  </url>\n`;
}

/** A sitemap listing `entries` in order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = entries.map(entryXml);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    lines.join('') +
    '</urlset>\n'
  );
}

/** The addresses a sitemap lists, in order. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescapeXml(match[1]!));
}
