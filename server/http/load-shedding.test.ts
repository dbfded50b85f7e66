import { connect, type Socket } from 'node:net';
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

const continueLine = 'HTTP/1.1 100 Continue\r\n\r\n';
const slowBody = '{"name":"Ada"}';

/**
 * A POST /slow over a real connection whose head is sent now and whose body is sent on
 * sendBody(). `received` resolves on the server's 100 Continue, which Node writes in the tick
 * it hands the request to Fastify (the onRequest hooks have run).
 */
function postBodyLater(port: number, sockets: Socket[]) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  let text = '';
  let onReceived: () => void;
  const received = new Promise<void>((resolve) => (onReceived = resolve));
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.startsWith(continueLine)) onReceived();
  });
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => resolve(text.replace(continueLine, ''))),
  );
  socket.write(
    'POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${slowBody.length}\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  return {
    received,
    sendBody: () => socket.write(slowBody),
    abort: () => socket.destroy(),
    /** What the server answered (without the 100 Continue), once it closed the connection. */
    closed,
  };
}

const statusOf = (response: string) => /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];

describe('load shedding', () => {
  let app: FastifyInstance;
  const gate = slowGate();
  let sockets: Socket[] = [];

  async function build(options: Partial<LoadSheddingOptions>) {
    app = Fastify();
    registerLoadShedding(app, { ...off, sampleIntervalMs: 100, ...options });
    app.get('/', async () => ({ ok: true }));
    app.get('/live', { config: { shedUnderLoad: false } }, async () => ({ ok: true }));
    const slow = async () => {
      await gate.wait();
      return { ok: true };
    };
    app.get('/slow', slow);
    app.post('/slow', slow);
    await app.ready();
  }

  /** Listens on 127.0.0.1 for tests that need a body to arrive slowly; resolves the port. */
  async function listen() {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return (app.server.address() as { port: number }).port;
  }

  /** Resolves once the server holds no connection (a closed client's socket included). */
  async function noConnectionsLeft() {
    const count = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    while ((await count()) > 0) await sleep(5);
  }

  afterEach(async () => {
    gate.release();
    sockets.forEach((socket) => socket.destroy());
    sockets = [];
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

  it('answers a browser asking for a page with a readable page, and an API client with JSON', async () => {
    await build({ maxInFlight: 1 });
    const first = app.inject('/slow');
    while (gate.waiting() < 1) await sleep(5);
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

    const page = await app.inject({ url: '/events', headers: { accept } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<p>The site is very busy right now. Please try again in a moment.</p>',
    );
    expect(page.body).not.toMatch(/<script|<link|<style/);

    const api = await app.inject({ url: '/api/health', headers: { accept } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ error: 'unavailable' });

    gate.release();
    await first;
  });

  it('counts a request toward the cap only once its body has arrived, and counts it out', async () => {
    await build({ maxInFlight: 1 });
    const post = postBodyLater(await listen(), sockets);
    await post.received;
    // Its body has not arrived: it holds no place.
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/')).statusCode).toBe(200);

    post.sendBody();
    while (gate.waiting() < 1) await sleep(5);
    // Its body has arrived: it holds the one place.
    const shed = await app.inject('/');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');

    gate.release();
    expect(statusOf(await post.closed)).toBe('200');
    // Back to none in flight: one place free, and only one.
    expect((await app.inject('/')).statusCode).toBe(200);
    const next = app.inject({ method: 'POST', url: '/slow', payload: { name: 'Grace' } });
    while (gate.waiting() < 1) await sleep(5);
    expect((await app.inject('/')).statusCode).toBe(503);
    gate.release();
    expect((await next).statusCode).toBe(200);
  });

  it('never counts out a request whose body never came', async () => {
    await build({ maxInFlight: 1 });
    const port = await listen();
    const posts = [postBodyLater(port, sockets), postBodyLater(port, sockets)];
    await Promise.all(posts.map((post) => post.received));
    posts.forEach((post) => post.abort());
    await noConnectionsLeft();

    // Counted out twice, the counter would stand at -2 and admit three at once.
    const admitted = app.inject({ method: 'POST', url: '/slow', payload: { name: 'Grace' } });
    while (gate.waiting() < 1) await sleep(5);
    expect((await app.inject('/')).statusCode).toBe(503);
    gate.release();
    expect((await admitted).statusCode).toBe(200);
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('answers 503 to a body that arrives when the cap is full, without serving it', async () => {
    await build({ maxInFlight: 1 });
    const post = postBodyLater(await listen(), sockets);
    await post.received;
    const admitted = app.inject({ method: 'POST', url: '/slow', payload: { name: 'Grace' } });
    while (gate.waiting() < 1) await sleep(5);

    post.sendBody();
    const answer = await post.closed;
    expect(statusOf(answer)).toBe('503');
    expect(answer).toMatch(/\r\nretry-after: 2\r\n/i);
    expect(gate.waiting()).toBe(1);
    gate.release();
    expect((await admitted).statusCode).toBe(200);
  });

  it('stops gracefully: a body arriving within the grace is served, a later one is cut off', async () => {
    await build({ bodyGraceOnStopMs: 300 });
    const port = await listen();
    const onTime = postBodyLater(port, sockets);
    const late = postBodyLater(port, sockets);
    await Promise.all([onTime.received, late.received]);

    const startedAt = Date.now();
    let stopped = false;
    const stopping = app.stopGracefully().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    onTime.sendBody();
    while (gate.waiting() < 1) await sleep(5);
    gate.release();
    expect(statusOf(await onTime.closed)).toBe('200');

    // The other never sends its body: cut off at the grace, never answered, never served.
    expect(await late.closed).toBe('');
    await stopping;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(gate.waiting()).toBe(0);
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
