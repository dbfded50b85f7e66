import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers 503 with Retry-After instead of queueing work the process cannot keep up with, and
 * stops gracefully. See docs/decisions/007-load-shedding-and-graceful-stop.md.
 *
 * - Busy: as many requests are in flight as allowed. Under many connections the wait is in
 *   the database's queue (SQLite's single writer, PostgreSQL's pool), not in the event loop,
 *   so this cap is what keeps the answer time bounded.
 * - Overloaded: the event-loop delay (a half-second window's mean, or one stall that long) is
 *   over its limit for two windows running, or five times over it; or the V8 heap in use is
 *   over its limit: the CPU or memory is the limit. New requests get 503 until a window is
 *   back under both.
 * - Stopping: `app.stopGracefully()` admits no new request (503, `Connection: close`), waits
 *   for the admitted ones to finish, then closes the app (listener, then database).
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
};

/** Load comes and goes within seconds; a restart takes a few. */
const overloadedRetryAfterSeconds = 2;
const stoppingRetryAfterSeconds = 5;
const histogramResolutionMs = 10;

export function registerLoadShedding(
  app: FastifyInstance,
  {
    maxInFlight,
    maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleIntervalMs = 500,
  }: LoadSheddingOptions,
) {
  let overloaded = false;
  let stopping = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

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
    app.log.debug({ delayMs: Math.round(delayMs), heapUsed, inFlight }, 'load');
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

  const shed = (reply: FastifyReply, retryAfterSeconds: number, message: string) =>
    reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .send({ error: 'unavailable', message });

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
    if (overloaded || (maxInFlight > 0 && inFlight >= maxInFlight)) {
      return shed(
        reply,
        overloadedRetryAfterSeconds,
        'The site is very busy right now. Please try again in a moment.',
      );
    }
    inFlight += 1;
    // 'close' fires once per response, finished or cut off.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
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
    if (inFlight > 0) await new Promise<void>((resolve) => (onIdle = resolve));
    const closing = app.close();
    // Nothing admitted is left: what remains is idle keep-alive connections and requests still
    // sending their headers, which would otherwise hold the close until their timeouts.
    app.server.closeAllConnections();
    await closing;
  });
}
