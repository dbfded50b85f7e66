import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { withProductPrefix } from '#content/site.ts';
import { adminRoot } from '#schemas/organisers/admin-addresses.ts';

/**
 * Security headers on every response (docs/decisions/008-content-security-policy.md).
 * Pages get a policy naming the hash of each inline script they hold; everything else
 * (API answers, files) gets a policy that allows nothing at all. helmet writes the headers that
 * are the same on every answer; those that depend on the answer (the policy, the camera, HSTS
 * over HTTPS only) are written here (docs/decisions/072-security-headers-by-helmet.md).
 */

/** `'sha256-…'` of a script or style element's exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline `<script>` (one without `src`) in a page, in order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(text);
  }
  return scripts;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The value of every `style="…"` attribute in a page, as the browser reads it. React writes
 * style props into the prerendered HTML this way (the banner previews); a browser applies
 * script-set styles without asking the policy, but these it checks one by one.
 */
export function styleAttributes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!));
  }
  return [...values];
}

/**
 * sonner (the toast library) adds its stylesheet as one `<style>` element when it loads; the
 * policy names that text's hash. Read from the installed package, so an upgrade stays allowed.
 */
export function toastStyleHashes(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/\.js$/, '.mjs'), 'utf8');
  const sheets = [...source.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  // Loud at start rather than toasts that break under the policy without a word.
  if (sheets.length === 0)
    throw new Error("sonner's stylesheet was not found: update toastStyleHashes");
  // It adds the <style> element empty, then its text: both states are checked.
  return [cspHash(''), ...sheets.map(cspHash)];
}

export type PageHashes = {
  /** The page's inline scripts. */
  scripts: readonly string[];
  /** Inline style elements the page's code adds (the toasts' stylesheet). */
  styles: readonly string[];
  /** The page's own style attributes. */
  styleAttributes: readonly string[];
};

/** The policy for a page: its own inline scripts and styles by hash, the rest from this site. */
export function pagePolicy({ scripts, styles, styleAttributes }: PageHashes): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    ...(styleAttributes.length > 0
      ? [`style-src-attr 'unsafe-hashes' ${styleAttributes.join(' ')}`]
      : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The admin reads a mail's HTML in a frame of this site's; every other answer refuses to be
    // framed (frame-ancestors 'none').
    "frame-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** For everything that is not a page: nothing may load, nothing may frame it. */
export const resourcePolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

function permissionsPolicy(camera: 'self' | 'none'): string {
  return [
    'accelerometer=()',
    camera === 'self' ? 'camera=(self)' : 'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

const adminPages = [adminRoot, withProductPrefix(adminRoot)];

/**
 * The admin's pages may use the camera, this site's own script only: an event's door scans the
 * guests' codes with it (docs/product/screens.md#the-door). Every one of them, since the admin
 * moves between its places without loading another page. No other page may.
 */
function mayUseCamera(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return adminPages.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** HSTS: one year. Sent only over HTTPS, directly or through a proxy the server trusts. */
export const hstsValue = 'max-age=31536000; includeSubDomains';

function overHttps(request: FastifyRequest): boolean {
  // With TRUST_PROXY set, Fastify takes the protocol from X-Forwarded-Proto.
  return request.protocol === 'https';
}

/**
 * The five headers that are the same on every answer, as helmet writes them. helmet's others are
 * off: its policy and HSTS would be one value for every answer, and the rest the site has never
 * sent (docs/decisions/072-security-headers-by-helmet.md).
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
});

/**
 * helmet's headers, read once at start and written through the reply like every other header,
 * under any the route set itself. NOTE: run on each answer, helmet writes on Node's response
 * instead, which costs each answer more and lets a route's header win only by Node's order of
 * merging (decision 072).
 */
export const sameOnEveryAnswer: ReadonlyArray<readonly [string, string]> = (() => {
  const headers: [string, string][] = [];
  // helmet only sets headers here (its removal of X-Powered-By is off): a collector serves.
  const collector = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
  } as unknown as ServerResponse;
  helmetHeaders({} as IncomingMessage, collector, (error?: unknown) => {
    if (error) throw error;
  });
  // Loud at start rather than an answer without one of them.
  if (headers.length !== 5) throw new Error(`helmet wrote ${headers.length} headers, not 5`);
  return headers;
})();

/** The headers every answer carries (server/app.ts sets them on each, hooks or no hooks). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', resourcePolicy);
  }
  // A mail's HTML part, read in the admin's frame, says X-Frame-Options: SAMEORIGIN itself
  // (admin-mail-routes.ts).
  for (const [name, value] of sameOnEveryAnswer) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  reply.header(
    'permissions-policy',
    permissionsPolicy(mayUseCamera(request.url) ? 'self' : 'none'),
  );
  if (overHttps(request)) reply.header('strict-transport-security', hstsValue);
}
