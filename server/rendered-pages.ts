import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  createRequestHandler,
  matchPath,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { EventRecord } from '#schemas/event-record.ts';
import type { SiteData } from '#schemas/event-view.ts';
import { deferHydration, withoutHydration } from '#schemas/page-hydration.ts';
import type { Executor } from '#server/db/database.ts';
import { currentSlugOf } from '#server/events/event-store.ts';
import { eventPagesVersion } from '#server/events/page-version.ts';
import { previewSiteData, siteDataAt } from './site-data.ts';
import { pageContentSecurityPolicy, type FoundPage, type StaticFile } from './static-site.ts';

/**
 * The pages showing events, rendered by the server from the stored events
 * (docs/decisions/036-pages-from-the-database.md) with the pages' server bundle React Router
 * built (build/server/pages.js): the events listing, the home page, every event's page, their
 * `/wlai/` twins, and the data a page fetches when the visitor moves to one of them in the
 * browser (`<path>.data`). Each page gets what the build gives a prerendered one (hydration after
 * the first paint, a policy naming its inline scripts, compressed bodies, an ETag) and is kept in
 * memory until the stored events change (any instance: the version is read from the database on
 * every request) or the clock moves an event on (its applications close, it ends).
 */

export type RenderedPages = {
  /** The answer for a path no prerendered file has; undefined when no such page exists. */
  find(pathname: string): Promise<FoundPage | undefined>;
  /** An event's page as it would read, for the organiser; never cached. */
  preview(record: EventRecord): Promise<StaticFile>;
};

type Entry = { version: string; validUntil: number; answer: FoundPage };

/** The pages' own links and addresses come from the site's settings, not the request's origin. */
const internalOrigin = 'http://pages.internal';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The data of a move in the browser asks for `<path>.data` (`/_.data` for `/`). */
function pagePathOf(pathname: string): { path: string; data: boolean } {
  if (!pathname.endsWith('.data')) return { path: pathname, data: false };
  const path = pathname.slice(0, -'.data'.length);
  return { path: path === '/_' ? '/' : path, data: true };
}

async function fileOf(body: Buffer, contentType: string, html: boolean): Promise<StaticFile> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(body, { level: 6 }),
  ]);
  return {
    body,
    encoded: { br, gzip: gz },
    contentType,
    // As a prerendered page: the browser asks again each time and gets a 304 while unchanged.
    cacheControl: 'public, max-age=0, must-revalidate',
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    ...(html ? { contentSecurityPolicy: pageContentSecurityPolicy(body.toString('utf8')) } : {}),
  };
}

export async function loadRenderedPages({
  buildFile,
  executor,
  now = () => new Date(),
}: {
  buildFile: string;
  executor: Executor;
  now?: () => Date;
}): Promise<RenderedPages | undefined> {
  if (!existsSync(buildFile)) return undefined;
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const siteDataContext = (build.entry.module as { siteDataContext?: RouterContext<SiteData> })
    .siteDataContext;
  if (!siteDataContext) {
    throw new Error(`${buildFile}: its entry does not hand out the site data's context.`);
  }
  const handle = createRequestHandler(build, 'production');
  // The routes the server renders: every screen's (the prerendered ones are found before).
  const patterns = Object.values(build.routes)
    .map((route) => route?.path)
    .filter((path): path is string => path !== undefined && path !== '*');
  const eventPatterns = patterns.filter((pattern) => pattern.endsWith('/:slug'));

  async function render(pathname: string, siteData: SiteData): Promise<FoundPage> {
    const context = new RouterContextProvider();
    context.set(siteDataContext!, siteData);
    const response = await handle(new Request(new URL(pathname, internalOrigin)), context);
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      return { kind: 'redirect', location };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    const html = contentType.startsWith('text/html');
    const page = html ? Buffer.from(deferHydration(body.toString('utf8'), pathname)) : body;
    return { kind: 'page', file: await fileOf(page, contentType, html), status: response.status };
  }

  /** An event's earlier address leads to its address today. */
  async function redirectOfRetired(path: string): Promise<FoundPage | undefined> {
    for (const pattern of eventPatterns) {
      const slug = matchPath(pattern, path)?.params.slug;
      if (!slug) continue;
      const current = await currentSlugOf(executor, slug);
      if (current) {
        return { kind: 'redirect', location: `${path.slice(0, -slug.length)}${current}` };
      }
    }
    return undefined;
  }

  const cache = new Map<string, Entry>();

  // Readers arriving while the version is being read share that read: it began less than a
  // query's time (well under a millisecond) before they came, and 50 readers at once cost one
  // query instead of 50 (docs/performance.md, event pages).
  let versionRead: Promise<string> | undefined;
  const currentVersion = () =>
    (versionRead ??= eventPagesVersion(executor).finally(() => {
      versionRead = undefined;
    }));
  const rendering = new Map<string, Promise<Entry>>();

  async function renderEntry(pathname: string, version: string): Promise<Entry> {
    const siteData = siteDataAt(executor, now());
    const answer = await render(pathname, siteData);
    if (answer.kind === 'page' && answer.status === 404) {
      // No event at that address: an earlier address of one leads to it; any other answers the
      // not-found page as the app renders it there (so it hydrates as that route). Neither is
      // kept: any address at all can be asked for.
      const redirect = await redirectOfRetired(pagePathOf(pathname).path);
      return { version, validUntil: 0, answer: redirect ?? answer };
    }
    const validUntil = siteData.validUntil()?.getTime() ?? Number.POSITIVE_INFINITY;
    const entry = { version, validUntil, answer };
    cache.set(pathname, entry);
    return entry;
  }

  return {
    async find(pathname) {
      const { path } = pagePathOf(pathname);
      if (!patterns.some((pattern) => matchPath(pattern, path))) return undefined;
      const version = await currentVersion();
      const cached = cache.get(pathname);
      if (cached?.version === version && now().getTime() < cached.validUntil) return cached.answer;
      // Readers arriving together while a page is rendered wait for that one rendering.
      const key = `${version} ${pathname}`;
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderEntry(pathname, version).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return (await pending).answer;
    },
    async preview(record) {
      const answer = await render(
        `/events/${record.document.slug}`,
        previewSiteData(executor, record, now()),
      );
      if (answer.kind !== 'page') throw new Error(`No preview of event ${record.id}`);
      const html = withoutHydration(answer.file.body.toString('utf8'));
      return {
        ...(await fileOf(Buffer.from(html), answer.file.contentType, true)),
        cacheControl: 'no-store',
      };
    },
  };
}
