/**
 * sitemap.xml and robots.txt, generated at build time (react-router.config.ts `buildEnd`)
 * from the one route table.
 */
import { sitemapXml as urlsetXml } from '#server/pages/sitemap.ts';

type SitemapEntry = { canonicalPath: string; listed: boolean };

/**
 * The site address the pages were built with, by the rule of content/site.ts.
 * NOTE: react-router.config.ts runs outside Vite's `import.meta.env`, so `siteConfig.siteUrl`
 * there always holds its default; pass Vite's resolved env (`viteConfig.env`) instead.
 */
export function builtSiteUrl(env: Readonly<Record<string, unknown>>, fallback: string): string {
  const value = typeof env.PUBLIC_SITE_URL === 'string' ? env.PUBLIC_SITE_URL.trim() : '';
  return (value || fallback).replace(/\/+$/, '');
}

/** A page's canonical address, as its <link rel="canonical"> gives it (app/lib/page-meta.ts). */
export function canonicalUrl(siteUrl: string, canonicalPath: string): string {
  return `${siteUrl}${canonicalPath === '/' ? '' : canonicalPath}`;
}

/** The canonical address of every listed route, once each, in route-table order. */
export function sitemapUrls(entries: readonly SitemapEntry[], siteUrl: string): string[] {
  const urls = entries
    .filter((entry) => entry.listed)
    .map((entry) => canonicalUrl(siteUrl, entry.canonicalPath));
  return [...new Set(urls)];
}

/**
 * The prerendered pages' sitemap; the server answers it with the events as the database holds
 * them (server/pages/event-files.ts).
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  return urlsetXml(sitemapUrls(entries, siteUrl));
}

export function robotsTxt({
  siteUrl,
  disallow,
}: {
  siteUrl: string;
  disallow: readonly string[];
}): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
