import type { FastifyRequest } from 'fastify';

/**
 * State-changing requests must come from this site's own pages: an Origin, when the browser
 * sends one, must be this site's whole origin (scheme, host and port; behind a proxy the scheme
 * is the one the proxy was reached by, `TRUST_PROXY`), and a browser that says the request is
 * cross-site is believed. The admin's writes and the forms sent without scripts check it; the
 * JSON API needs no more than its content type, which a page of another site cannot send
 * without the browser asking this site first.
 */
export function isForeignOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}
