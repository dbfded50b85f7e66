import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoot, isAdminPlaceAddress } from '#schemas/organisers/admin-addresses.ts';
import { canonicalPathOf, redirectStatusOf } from './page-address.ts';
import {
  cspHash,
  inlineScripts,
  pagePolicy,
  styleAttributes,
  toastStyleHashes,
} from '../http/security-headers.ts';

/**
 * Serves the prerendered site (build/client) from memory: every page is a file written at
 * build time, with .br/.gz siblings written beside it (scripts/precompress.ts).
 * See docs/decisions/002-prerendered-site-served-by-fastify.md, and
 * docs/decisions/073-prerendered-files-from-memory.md for why not @fastify/static.
 */

type Encoding = 'br' | 'gzip';

export type StaticFile = {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** Pages only: a policy naming the hash of each inline script in this page. */
  contentSecurityPolicy?: string;
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
};

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';
const shortLived = 'public, max-age=3600';

/** A page's policy: the hash of each of its inline scripts and style attributes, and the toasts'. */
export function pageContentSecurityPolicy(
  html: string,
  styleHashes: readonly string[] = toastStyleHashes(),
): string {
  return pagePolicy({
    scripts: inlineScripts(html).map(cspHash),
    styles: styleHashes,
    styleAttributes: styleAttributes(html).map(cspHash),
  });
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, full) : [full];
  });
}

function loadFile(file: string, urlPath: string, styleHashes: readonly string[]): StaticFile {
  const body = readFileSync(file);
  const extension = path.extname(file);
  const html = extension === '.html' ? body.toString('utf8') : undefined;
  const contentSecurityPolicy =
    html === undefined ? undefined : pageContentSecurityPolicy(html, styleHashes);
  const encoded: StaticFile['encoded'] = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    try {
      encoded[encoding] = readFileSync(file + suffix);
    } catch {
      // Not precompressed (already compressed formats such as woff2 and png).
    }
  }
  const cacheControl = urlPath.startsWith('/assets/')
    ? immutable
    : extension === '.html'
      ? revalidate
      : shortLived;
  return {
    body,
    encoded,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    cacheControl,
    // Weak: the same tag stands for the plain and the compressed bodies.
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentSecurityPolicy,
  };
}

export type StaticSite = {
  /**
   * The file for a URL path (`/about` → about/index.html), if the site has one. Every place of
   * the admin (`/admin/events/12/guests`, schemas/organisers/admin-addresses.ts) is the admin's
   * page: it reads its place's data in the browser
   * (docs/decisions/063-admin-places-with-addresses.md).
   */
  find: (urlPath: string) => StaticFile | undefined;
  notFound: StaticFile | undefined;
  size: number;
};

export function loadStaticSite(root: string, styleHashes = toastStyleHashes()): StaticSite {
  const files = new Map<string, StaticFile>();
  let notFound: StaticFile | undefined;
  for (const file of listFiles(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === '404.html') {
      notFound = loadFile(file, '/404.html', styleHashes);
      continue;
    }
    // Pages: `index.html` → `/`, `about/index.html` → `/about`. Other files keep their path.
    const urlPath =
      relative === 'index.html'
        ? '/'
        : relative.endsWith('/index.html')
          ? `/${relative.slice(0, -'/index.html'.length)}`
          : `/${relative}`;
    files.set(urlPath, loadFile(file, urlPath, styleHashes));
  }
  return {
    find: (urlPath) =>
      files.get(urlPath) ?? (isAdminPlaceAddress(urlPath) ? files.get(adminRoot) : undefined),
    notFound,
    size: files.size,
  };
}

function pickEncoding(request: FastifyRequest, file: StaticFile): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (file.encoded.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.encoded.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  reply
    .code(status)
    .header('content-type', file.contentType)
    .header('cache-control', status === 200 ? file.cacheControl : 'no-cache')
    .header('vary', 'accept-encoding');
  if (file.contentSecurityPolicy) {
    reply.header('content-security-policy', file.contentSecurityPolicy);
  }
  if (status === 200) {
    reply.header('etag', file.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag)) {
      return reply.code(304).send();
    }
  }
  const encoding = pickEncoding(request, file);
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(file.encoded[encoding]);
  }
  return reply.send(file.body);
}

function decodePath(rawUrl: string): string | undefined {
  const pathname = rawUrl.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A page or file the site has at a path: prerendered, or rendered from the stored events. */
export type FoundPage =
  { kind: 'page'; file: StaticFile; status: number } | { kind: 'redirect'; location: string };

/** The pages rendered at request time (server/pages/rendered-pages.ts), asked after the prerendered. */
export type PageFinder = (pathname: string) => Promise<FoundPage | undefined>;

export function registerStaticSite(
  app: FastifyInstance,
  site: StaticSite,
  rendered?: PageFinder,
): void {
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return reply.code(404).send({ error: 'Not found' });
    return site.notFound
      ? send(request, reply, site.notFound, 404)
      : reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };

  /** Where a page's address leads: itself, or an event's address today; undefined: no page. */
  const addressOf = async (canonical: string): Promise<string | undefined> => {
    if (site.find(canonical)) return canonical;
    const found = await rendered?.(canonical);
    if (found?.kind === 'redirect') return found.location;
    return found?.status === 200 ? canonical : undefined;
  };

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return sendNotFound(request, reply);
    const pathname = decodePath(request.url);
    if (pathname === undefined || pathname.includes('\0')) return sendNotFound(request, reply);

    const file = site.find(pathname);
    if (file) return send(request, reply, file, 200);
    const canonical = canonicalPathOf(pathname);
    if (canonical === undefined) return sendNotFound(request, reply);
    const query = request.url.slice(request.url.split('?')[0]!.length);
    if (canonical !== pathname) {
      // Another spelling of an address (`/About`, `/events/x/`): to the page it spells, if any.
      const location = await addressOf(canonical);
      if (location === undefined) return sendNotFound(request, reply);
      return reply.redirect(encodeURI(location) + query, redirectStatusOf(pathname, location));
    }
    const found = await rendered?.(pathname);
    if (found?.kind === 'page') return send(request, reply, found.file, found.status);
    if (found?.kind === 'redirect') return reply.redirect(encodeURI(found.location) + query, 301);
    return sendNotFound(request, reply);
  });

  app.setNotFoundHandler(sendNotFound);
}
