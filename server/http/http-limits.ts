import type { Env } from '../env.ts';

/**
 * Every HTTP limit set explicitly: Fastify turns Node's request timeout off (0) by default and
 * checks it only every 30 s, so a client sending headers or a body byte by byte, or never
 * finishing, would hold its connection for minutes.
 */
export function httpLimits({ requestTimeoutMs }: Pick<Env, 'requestTimeoutMs'>) {
  return {
    /** 413 above it; the largest form is a few KiB. */
    bodyLimit: 64 * 1024,
    /** Headers and body must arrive within it; 408 and the connection is closed otherwise. */
    requestTimeout: requestTimeoutMs,
    /** A socket with no traffic at all mid-request (or mid-response) is closed after it. */
    connectionTimeout: 60_000,
    /**
     * Fastify's default: longer than the 60 s idle timeout of common load balancers and
     * proxies, so the server never closes a kept-alive connection they are about to reuse.
     */
    keepAliveTimeout: 72_000,
    http: {
      /** 431 above it (Node's default, made explicit). */
      maxHeaderSize: 16 * 1024,
      headersTimeout: requestTimeoutMs,
      /** How often the request and header timeouts are checked (Node's default is 30 s). */
      connectionsCheckingInterval: 1000,
    },
  };
}
