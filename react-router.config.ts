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

/** The pages' server bundle in build/server (server/index.ts loads it). */
const pagesBundle = 'pages.js';

export default {
  // Every screen but those showing events is prerendered to static HTML, which Fastify serves
  // (docs/decisions/002); the pages showing events are rendered by the server from the stored
  // events (docs/decisions/036-pages-from-the-database.md), with this build's server bundle.
  ssr: true,
  prerender: { paths: [...prerenderPaths], concurrency: 4 },
  // Every route is in the page's manifest: no request to the server to discover one.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // Static-host convention: the not-found screen lives at /404.html, served with status 404.
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const prerendered = path.join(client, notFoundPrerenderPath, 'index.html');
    await rename(prerendered, path.join(client, '404.html'));
    await rm(path.join(client, notFoundPrerenderPath), { recursive: true, force: true });
    // The pages' server bundle makes room for the Fastify server's (vite.server.config.ts).
    // NOTE: not `serverBuildFile`: the prerender's preview server loads index.js whatever it says.
    const server = path.join(reactRouterConfig.buildDirectory, 'server');
    await rename(path.join(server, 'index.js'), path.join(server, pagesBundle));
    const siteUrl = builtSiteUrl(viteConfig.env, siteConfig.siteUrl);
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(routeEntries, siteUrl));
    // Crawlers may read every page; the admin (and its twin), the withdraw, "Your data" and
    // feedback link pages and the JSON API are not content.
    await writeFile(
      path.join(client, 'robots.txt'),
      robotsTxt({
        siteUrl,
        disallow: [
          '/admin',
          withProductPrefix('/admin'),
          '/withdraw',
          '/your-data/view',
          '/feedback',
          '/api/',
        ],
      }),
    );
    await writeShareImages(client);
    await writeBannerPictures(client);
    // The first paint waits for no script (app/lib/hydration.ts).
    await deferHydrationOfPages(client);
    await precompress(client);
  },
} satisfies Config;
