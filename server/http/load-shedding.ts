import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteConfig } from '#content/site.ts';

/**
 * Answers 503 with Retry-After instead of queueing work the process cannot keep up with, and
 * stops gracefully. See docs/decisions/007-load-shedding-and-graceful-stop.md.
 *
 * - Busy: as many requests are in flight as allowed. Under many connections the wait is in
 *   the database's queue (SQLite's single writer, PostgreSQL's pool), not in the event loop,
 *   so this cap is what keeps the answer time bounded. A request is in flight from the moment
 *   its body has been read: one still sending it costs the site only its socket, and
 *   REQUEST_TIMEOUT_MS (server/http/http-limits.ts) cuts it off.
 * - Overloaded: the event-loop delay (a half-second window's mean, or one stall that long) is
 *   over its limit for two windows running, or five times over it; or the V8 heap in use is
 *   over its limit: the CPU or memory is the limit. New requests get 503 until a window is
 *   back under both.
 * - Stopping: `app.stopGracefully()` admits no new request (503, `Connection: close`), waits
 *   for the admitted ones to finish (and, for a few seconds, for bodies still arriving), then
 *   closes the app (listener, then database).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: answered even when overloaded or at the in-flight cap (a liveness check, which
     * costs nothing and must not make an orchestrator restart a process that is only busy).
     * A stopping process still refuses it.
     */
    shedUnderLoad?: boolean;
  }
  interface FastifyInstance {
    /** Lets admitted requests finish, answers new ones 503, then closes the app. */
    stopGracefully: () => Promise<void>;
  }
}

export type LoadSheddingOptions = {
  /** Requests in flight at which new ones are shed; 0 turns it off. */
  maxInFlight: number;
  /** Event-loop delay above which new requests are shed; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use above which new requests are shed; 0 turns it off. */
  maxHeapUsedBytes: number;
  sampleIntervalMs?: number;
  /** How long a stop waits for bodies still arriving (see stopGracefully). */
  bodyGraceOnStopMs?: number;
};

/** Load comes and goes within seconds; a restart takes a few. */
const overloadedRetryAfterSeconds = 2;
const stoppingRetryAfterSeconds = 5;
const histogramResolutionMs = 10;

function asksForPage(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** A page that needs nothing else: no style, no script, nothing to load from a busy server. */
function unavailablePage(message: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // Readable in either theme: the browser's own colours, light or dark, text and page alike.
    '<meta name="color-scheme" content="light dark">' +
    `<title>${siteConfig.brand}</title></head>` +
    `<body><h1>${siteConfig.brand}</h1><p>${message}</p></body></html>`
  );
}

export function registerLoadShedding(
  app: FastifyInstance,
  {
    maxInFlight,
    maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleIntervalMs = 500,
    // Half the 10 s grace of server/index.ts: the other half is for the work the body asks.
    bodyGraceOnStopMs = 5000,
  }: LoadSheddingOptions,
) {
  let overloaded = false;
  let stopping = false;
  /** Past the onRequest checks, body still arriving: not counted toward maxInFlight. */
  const receiving = new Set<FastifyRequest>();
  /** Body read, not answered yet: the requests in flight. */
  const admitted = new Set<FastifyRequest>();
  let onIdle: (() => void) | undefined;
  const atCapacity = () => maxInFlight > 0 && admitted.size >= maxInFlight;

  const histogram = monitorEventLoopDelay({ resolution: histogramResolutionMs });
  let lastSampleAt = performance.now();
  let previousSlow = false;
  const sample = () => {
    const now = performance.now();
    // NOTE: each histogram value is the timer's whole interval, so the resolution is taken
    // off. A window in which the loop was blocked throughout holds no value at all; then this
    // timer's own lateness tells how long the loop was blocked.
    const meanMs = histogram.count > 0 ? histogram.mean / 1e6 - histogramResolutionMs : 0;
    const lateMs = now - lastSampleAt - sampleIntervalMs;
    const delayMs = Math.max(meanMs, lateMs);
    lastSampleAt = now;
    histogram.reset();
    // NOTE: one slow window can be noise (a GC pause, the CPU lent to another process): a
    // delay over the limit sheds from the second such window in a row, a stall of five times
    // the limit at once. Shedding stops at the first window back under.
    const slow = maxEventLoopDelayMs > 0 && delayMs > maxEventLoopDelayMs;
    const delayed = slow && (previousSlow || delayMs > 5 * maxEventLoopDelayMs);
    previousSlow = slow;
    const heapUsed = process.memoryUsage().heapUsed;
    const heapFull = maxHeapUsedBytes > 0 && heapUsed > maxHeapUsedBytes;
    app.log.debug(
      {
        delayMs: Math.round(delayMs),
        heapUsed,
        inFlight: admitted.size,
        receiving: receiving.size,
      },
      'load',
    );
    if (delayed || heapFull) {
      if (!overloaded) app.log.warn({ delayMs: Math.round(delayMs), heapFull }, 'overloaded');
    } else if (overloaded) {
      app.log.info('load back to normal');
    }
    overloaded = delayed || heapFull;
  };
  const measuring = maxEventLoopDelayMs > 0 || maxHeapUsedBytes > 0;
  let sampler: NodeJS.Timeout | undefined;
  if (measuring) {
    histogram.enable();
    lastSampleAt = performance.now();
    sampler = setInterval(sample, sampleIntervalMs);
    sampler.unref();
  }

  const shed = (reply: FastifyReply, retryAfterSeconds: number, message: string) => {
    reply.code(503).header('retry-after', String(retryAfterSeconds));
    // A visitor's browser asking for a page gets a page, not the API's JSON.
    if (asksForPage(reply.request)) {
      return reply.type('text/html; charset=utf-8').send(unavailablePage(message));
    }
    return reply.send({ error: 'unavailable', message });
  };
  const shedBusy = (reply: FastifyReply) =>
    shed(
      reply,
      overloadedRetryAfterSeconds,
      'The site is very busy right now. Please try again in a moment.',
    );

  app.addHook('onRequest', (request, reply, done) => {
    if (stopping) {
      reply.header('connection', 'close');
      return shed(
        reply,
        stoppingRetryAfterSeconds,
        'The site is restarting. Please try again in a few seconds.',
      );
    }
    if (request.routeOptions.config.shedUnderLoad === false) return done();
    // Already at the cap: shed before reading the body, which then costs nothing.
    if (overloaded || atCapacity()) return shedBusy(reply);
    receiving.add(request);
    // 'close' fires once per response, finished or cut off (a 408 too). Deleting from the
    // sets counts each request out exactly once, and only from where it is.
    reply.raw.once('close', () => {
      receiving.delete(request);
      admitted.delete(request);
      if (receiving.size === 0 && admitted.size === 0) onIdle?.();
    });
    done();
  });

  // NOTE: preValidation runs once the body has been read and parsed. Counting here, not in
  // onRequest, keeps clients that send their bodies a byte a second from filling the cap and
  // making every page 503 until their 408 (decision 007).
  app.addHook('preValidation', (request, reply, done) => {
    // Not in the set: exempt from shedding (never added), or already closed.
    if (!receiving.delete(request)) return done();
    if (atCapacity()) return shedBusy(reply);
    admitted.add(request);
    done();
  });

  // app.close() without stopGracefully() (tests) sheds too while it closes.
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sampler);
    histogram.disable();
    done();
  });

  app.decorate('stopGracefully', async () => {
    stopping = true;
    // NOTE: a request still sending its body when the stop begins has been acknowledged
    // nothing. If its body arrives within bodyGraceOnStopMs it is admitted and served (a form
    // sent as the restart begins is stored); otherwise its connection is cut and it stores
    // nothing. Waiting for its 408 instead could take REQUEST_TIMEOUT_MS (+1 s) from its
    // start: past the 10 s grace of server/index.ts.
    const cutOffBodies = setTimeout(() => {
      app.log.warn({ requests: receiving.size }, 'stopping: bodies still arriving are cut off');
      for (const request of receiving) request.raw.destroy();
    }, bodyGraceOnStopMs);
    if (receiving.size > 0 || admitted.size > 0) {
      await new Promise<void>((resolve) => (onIdle = resolve));
    }
    clearTimeout(cutOffBodies);
    const closing = app.close();
    // Nothing admitted is left: what remains is idle keep-alive connections and requests still
    // sending their headers, which would otherwise hold the close until their timeouts.
    app.server.closeAllConnections();
    await closing;
  });
}
