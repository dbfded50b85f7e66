import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLoadShedding, type LoadSheddingOptions } from './load-shedding.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy: nothing else runs meanwhile.
  }
}

/** Resolves `/slow` requests only when the test says so. */
function slowGate() {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    waiting: () => waiting.length,
  };
}

const off = { maxInFlight: 0, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 };

describe('load shedding', () => {
  let app: FastifyInstance;
  const gate = slowGate();

  async function build(options: Partial<LoadSheddingOptions>) {
    app = Fastify();
    registerLoadShedding(app, { ...off, sampleIntervalMs: 100, ...options });
    app.get('/', async () => ({ ok: true }));
    app.get('/live', { config: { shedUnderLoad: false } }, async () => ({ ok: true }));
    app.get('/slow', async () => {
      await gate.wait();
      return { ok: true };
    });
    await app.ready();
  }

  afterEach(async () => {
    gate.release();
    await app.close();
  });

  /**
   * Two slow sample windows in a row (300 ms late each: over 100 ms, under five times it): the
   * sampler runs late once between the blocks.
   */
  async function blockTwoWindows() {
    blockEventLoop(400);
    await sleep(1);
    blockEventLoop(400);
    await sleep(20);
  }

  it('treats one slow window as noise, unless it is a stall of five times the limit', async () => {
    await build({ maxEventLoopDelayMs: 100 });
    blockEventLoop(300);
    await sleep(20);
    expect((await app.inject('/')).statusCode).toBe(200);
    await sleep(250); // quiet windows: the slow one is forgotten
    blockEventLoop(700);
    await sleep(20);
    expect((await app.inject('/')).statusCode).toBe(503);
  });

  it('answers 503 with Retry-After once the event loop is slow twice running, and recovers', async () => {
    await build({ maxEventLoopDelayMs: 100 });
    expect((await app.inject('/')).statusCode).toBe(200);

    await blockTwoWindows();
    const shed = await app.inject('/');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toMatchObject({ error: 'unavailable' });

    // Back to normal from the next quiet window (a busy CI machine gets a few of them).
    const deadline = Date.now() + 2000;
    let status = shed.statusCode;
    while (status === 503 && Date.now() < deadline) {
      await sleep(50);
      status = (await app.inject('/')).statusCode;
    }
    expect(status).toBe(200);
  });

  it('answers 503 while the heap in use is over its limit', async () => {
    await build({ maxHeapUsedBytes: 1 });
    await sleep(150);
    expect((await app.inject('/')).statusCode).toBe(503);
    expect((await app.inject('/live')).statusCode).toBe(200);
  });

  it('sheds nothing when every threshold is off', async () => {
    await build({});
    await blockTwoWindows();
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('answers 503 once as many requests as allowed are in flight', async () => {
    await build({ maxInFlight: 2 });
    const first = app.inject('/slow');
    const second = app.inject('/slow');
    while (gate.waiting() < 2) await sleep(5);

    const third = await app.inject('/');
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect((await app.inject('/live')).statusCode).toBe(200);

    gate.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('stops gracefully: admitted requests finish, new ones get 503, then the app closes', async () => {
    await build({});
    let closed = false;
    app.addHook('onClose', (_instance, done) => {
      closed = true;
      done();
    });
    const admitted = app.inject('/slow');
    while (gate.waiting() < 1) await sleep(5);

    let stopped = false;
    const stopping = app.stopGracefully().then(() => (stopped = true));
    const refused = await app.inject('/');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers.connection).toBe('close');
    expect((await app.inject('/live')).statusCode).toBe(503);
    await sleep(50);
    expect(stopped).toBe(false);
    expect(closed).toBe(false);

    gate.release();
    expect((await admitted).statusCode).toBe(200);
    await stopping;
    expect(closed).toBe(true);
  });
});
