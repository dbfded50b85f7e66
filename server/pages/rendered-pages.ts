import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  createRequestHandler,
  generatePath,
  matchPath,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SiteData } from '#schemas/pages/event-view.ts';
import type { PageFormReception } from '#schemas/forms/form-answer.ts';
import {
  deferHydration,
  moveStateOut,
  pageOfStatePath,
  statePathOf,
  withoutHydration,
  withoutScripts,
} from '#schemas/pages/page-hydration.ts';
import type { Executor } from '#server/db/database.ts';
import { currentSlugOf } from '#server/events/event-store.ts';
import { eventPagesVersion } from '#server/events/page-version.ts';
import { boundedCache, type CacheLimits } from './bounded-cache.ts';
import { isCanonicalPath } from './page-address.ts';
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
 * every request) or the clock moves an event on (its applications close, it ends), or until pages
 * used more recently push it out of the kept pages' fixed size. Only a page's own address is
 * rendered (server/pages/page-address.ts; docs/decisions/050-one-address-per-page.md).
 */

export type RenderedPages = {
  /** The answer for a path no prerendered file has; undefined when no such page exists. */
  find(pathname: string): Promise<FoundPage | undefined>;
  /** An event's page as it would read, for the organiser; never cached. */
  preview(record: EventRecord): Promise<StaticFile>;
  /** Whether `pathname` is a page's own address (docs/decisions/050-one-address-per-page.md). */
  isPage(pathname: string): boolean;
  /** Whether the page at `pathname` takes forms: its route has an action. */
  takesForms(pathname: string): boolean;
  /**
   * The page at `pathname` answering a form posted to it without scripts, by its route's action
   * with `reception` (app/features/forms/page-form-action.ts): its status and HTML,
   * without scripts; undefined when that page takes no forms.
   */
  answerForm(
    pathname: string,
    body: URLSearchParams,
    reception: PageFormReception,
  ): Promise<{ status: number; html: string } | undefined>;
};

/** A page as rendered: the answer for its address and, for a page kept, its state script. */
type Rendered = { answer: FoundPage; state?: FoundPage };

type Entry = Rendered & { version: string; validUntil: number };

/**
 * What the kept pages may hold (docs/decisions/050-one-address-per-page.md): an event's page
 * weighs 131–167 kB with its compressed bodies and state script, its `.data` 11 kB, and the site
 * has four entries per public event (the page and its twin, each with its `.data`): about 320 kB.
 */
export const keptPagesLimits: CacheLimits = { entries: 1_000, bytes: 64 * 1024 * 1024 };

function bytesOfFile(file: StaticFile): number {
  const { br, gzip } = file.encoded;
  return file.body.length + (br?.length ?? 0) + (gzip?.length ?? 0);
}

function bytesOfAnswer(answer: FoundPage | undefined): number {
  return answer?.kind === 'page' ? bytesOfFile(answer.file) : 0;
}

/** The bytes a kept page holds: its bodies, plain and compressed, and its state script's. */
export function bytesOfEntry(entry: Rendered): number {
  return bytesOfAnswer(entry.answer) + bytesOfAnswer(entry.state);
}

/** The pages' own links and addresses come from the site's settings, not the request's origin. */
const internalOrigin = 'http://pages.internal';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page an address is of: the page itself; the data of a move in the browser to it
 * (`<path>.data`, `/_.data` for `/`), rendered and kept as an answer of its own; or its state
 * script (`<path>.state.js`), which comes with the page's own rendering.
 */
function pagePathOf(pathname: string): { path: string; key: string; part: 'answer' | 'state' } {
  const statePage = pageOfStatePath(pathname);
  if (statePage !== undefined) return { path: statePage, key: statePage, part: 'state' };
  if (!pathname.endsWith('.data')) return { path: pathname, key: pathname, part: 'answer' };
  const path = pathname.slice(0, -'.data'.length);
  return { path: path === '/_' ? '/' : path, key: pathname, part: 'answer' };
}

/**
 * Brotli's quality for a kept page: 10 made the July meetup's page 1.5 kB smaller than 6 (13.9
 * against 15.4 kB) in 26 ms instead of 2, once per page and version; 11 took 76 ms for 0.3 kB
 * more. On a phone's slow network a page that fits in TCP's first window (about 14.6 kB with its
 * headers) arrives a round trip sooner (docs/performance.md, the pages showing events).
 */
const brotliQuality = 10;

/**
 * The most a page's compressed HTML may weigh and still arrive in TCP's first window (ten
 * segments of 1,460 bytes) with its headers (about 1.5 kB with its policy). A page that fits with
 * its loader data keeps that data inline: one request fewer after the first paint. A larger one
 * has its data moved to its state script (`moveStateOut`), so that it paints a round trip sooner
 * on a phone's slow network (docs/decisions/036-pages-from-the-database.md).
 */
const firstWindowBody = 13_000;

async function fileOf(body: Buffer, contentType: string, html: boolean): Promise<StaticFile> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
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
  limits = keptPagesLimits,
}: {
  buildFile: string;
  executor: Executor;
  now?: () => Date;
  limits?: CacheLimits;
}): Promise<RenderedPages | undefined> {
  if (!existsSync(buildFile)) return undefined;
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const { siteDataContext, pageFormReceptionContext } = build.entry.module as {
    siteDataContext?: RouterContext<SiteData>;
    pageFormReceptionContext?: RouterContext<PageFormReception>;
  };
  if (!siteDataContext || !pageFormReceptionContext) {
    throw new Error(
      `${buildFile}: its entry does not hand out the site data's and forms' contexts.`,
    );
  }
  const handle = createRequestHandler(build, 'production');
  const routerContext = (siteData: SiteData, reception?: PageFormReception) => {
    const context = new RouterContextProvider();
    context.set(siteDataContext, siteData);
    if (reception) context.set(pageFormReceptionContext, reception);
    return context;
  };
  // The routes the server renders: every screen's (the prerendered ones are found before).
  const patterns = Object.values(build.routes)
    .map((route) => route?.path)
    .filter((path): path is string => path !== undefined && path !== '*');
  const eventPatterns = patterns.filter((pattern) => pattern.endsWith('/:slug'));

  async function render(pathname: string, siteData: SiteData): Promise<Rendered> {
    const response = await handle(
      new Request(new URL(pathname, internalOrigin)),
      routerContext(siteData),
    );
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      return { answer: { kind: 'redirect', location } };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    const { status } = response;
    if (!contentType.startsWith('text/html')) {
      return { answer: { kind: 'page', file: await fileOf(body, contentType, false), status } };
    }
    const deferred = deferHydration(body.toString('utf8'), pathname);
    const whole = await fileOf(Buffer.from(deferred), contentType, true);
    if (status !== 200 || (whole.encoded.br ?? whole.body).length <= firstWindowBody) {
      return { answer: { kind: 'page', file: whole, status } };
    }
    const { html, state } = moveStateOut(deferred, pathname, statePathOf(pathname));
    const [file, stateFile] = await Promise.all([
      fileOf(Buffer.from(html), contentType, true),
      fileOf(Buffer.from(state), 'text/javascript; charset=utf-8', false),
    ]);
    return {
      answer: { kind: 'page', file, status },
      state: { kind: 'page', file: stateFile, status },
    };
  }

  /** An event's earlier address leads to its address today, while its page is up. */
  async function redirectOfRetired(path: string): Promise<FoundPage | undefined> {
    for (const pattern of eventPatterns) {
      const slug = matchPath(pattern, path)?.params.slug;
      if (!slug) continue;
      const current = await currentSlugOf(executor, slug);
      if (current) return { kind: 'redirect', location: generatePath(pattern, { slug: current }) };
    }
    return undefined;
  }

  const isPage = (pathname: string) =>
    isCanonicalPath(pathname) && patterns.some((pattern) => matchPath(pattern, pathname));
  const formPatterns = Object.values(build.routes)
    .filter((route) => route?.path !== undefined && route.module.action !== undefined)
    .map((route) => route!.path!);
  const takesForms = (pathname: string) =>
    isCanonicalPath(pathname) && formPatterns.some((pattern) => matchPath(pattern, pathname));

  const cache = boundedCache<Entry>(limits, bytesOfEntry);

  // Readers arriving while the version is being read share that read: it began less than a
  // query's time (well under a millisecond) before they came, and 50 readers at once cost one
  // query instead of 50 (docs/performance.md, event pages).
  let versionRead: Promise<string> | undefined;
  const currentVersion = () =>
    (versionRead ??= eventPagesVersion(executor).finally(() => {
      versionRead = undefined;
    }));
  const rendering = new Map<string, Promise<Entry>>();

  async function renderEntry(key: string, path: string, version: string): Promise<Entry> {
    const siteData = siteDataAt(executor, now());
    const rendered = await render(key, siteData);
    const { answer } = rendered;
    if (answer.kind === 'page' && answer.status === 404) {
      // No event at that address: an earlier address of one leads to it; any other answers the
      // not-found page as the app renders it there (so it hydrates as that route). Neither is
      // kept: any address at all can be asked for.
      const redirect = await redirectOfRetired(path);
      return { version, validUntil: 0, answer: redirect ?? answer };
    }
    const validUntil = siteData.validUntil()?.getTime() ?? Number.POSITIVE_INFINITY;
    const entry = { ...rendered, version, validUntil };
    cache.set(key, entry);
    return entry;
  }

  return {
    async find(pathname) {
      const { path, key, part } = pagePathOf(pathname);
      // NOTE: React Router matches paths case-blind and with a trailing slash: each spelling of a
      // page would be rendered and kept under its own key.
      // A kept page is a page: the routes' patterns are matched only for an address not kept
      // (React Router compiles each pattern anew on every match; measured in docs/performance.md,
      // History, 2026-11-30 18:03).
      if (!cache.has(key) && !(isCanonicalPath(key) && isPage(path))) return undefined;
      const version = await currentVersion();
      const cached = cache.get(key);
      if (cached?.version === version && now().getTime() < cached.validUntil) return cached[part];
      // Readers arriving together while a page is rendered wait for that one rendering.
      const renderKey = `${version} ${key}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = renderEntry(key, path, version).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      return (await pending)[part];
    },
    isPage,
    takesForms,
    async answerForm(pathname, body, reception) {
      if (!takesForms(pathname)) return undefined;
      const response = await handle(
        new Request(new URL(pathname, internalOrigin), { method: 'POST', body }),
        routerContext(siteDataAt(executor, now()), reception),
      );
      return {
        status: response.status,
        html: withoutScripts(await response.text()),
      };
    },
    async preview(record) {
      const { answer } = await render(
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
