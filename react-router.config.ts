import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { siteConfig, withProductPrefix } from './content/site.ts';
import { notFoundPrerenderPath, prerenderPaths, routeEntries } from './app/route-table.ts';
import { writeBannerPictures } from './scripts/banner-pictures.ts';
import { writeShareImages } from './scripts/share-images.ts';
import { deferHydrationOfPages } from './scripts/defer-hydration.ts';
import { precompress } from './scripts/precompress.ts';
import { builtSiteUrl, robotsTxt, sitemapXml } from './scripts/seo-files.ts';

export default {
  // Every screen is prerendered to static HTML; Fastify serves the files (docs/decisions/002).
  ssr: false,
  prerender: { paths: [...prerenderPaths], concurrency: 4 },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // Static-host convention: the not-found screen lives at /404.html, served with status 404.
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const prerendered = path.join(client, notFoundPrerenderPath, 'index.html');
    await rename(prerendered, path.join(client, '404.html'));
    await rm(path.join(client, notFoundPrerenderPath), { recursive: true, force: true });
    // Every screen is prerendered, so the SPA fallback page is never served.
    await rm(path.join(client, '__spa-fallback.html'), { force: true });
    const siteUrl = builtSiteUrl(viteConfig.env, siteConfig.siteUrl);
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(routeEntries, siteUrl));
    // Crawlers may read every page; the admin (and its twin), the withdraw page and the JSON API
    // are not content.
    await writeFile(
      path.join(client, 'robots.txt'),
      robotsTxt({
        siteUrl,
        disallow: ['/admin', withProductPrefix('/admin'), '/withdraw', '/api/'],
      }),
    );
    await writeShareImages(client);
    await writeBannerPictures(client);
    // The first paint waits for no script (app/lib/hydration.ts).
    await deferHydrationOfPages(client);
    await precompress(client);
  },
} satisfies Config;
