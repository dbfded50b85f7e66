/**
 * sitemap.xml: the build writes the prerendered pages' (scripts/seo-files.ts), the server
 * answers it with the events' pages as the database holds them (server/event-files.ts;
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

/** A sitemap listing `urls` in order. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>\n`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** The addresses a sitemap lists, in order. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => unescapeXml(match[1]!));
}
