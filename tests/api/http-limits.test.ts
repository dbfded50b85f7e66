import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** What the server wrote back on a raw connection, and how long it kept it open. */
type Exchange = { response: string; closedAfterMs: number };

/**
 * Opens a raw connection, writes `head`, then keeps writing one byte of `trickle` every
 * `everyMs` until the server closes the connection (or `giveUpMs` passes: the test then fails).
 */
function rawExchange(
  port: number,
  {
    head,
    trickle = '',
    everyMs = 100,
    giveUpMs = 8000,
  }: {
    head: string;
    trickle?: string;
    everyMs?: number;
    giveUpMs?: number;
  },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      if (trickle !== '') {
        timer = setInterval(() => {
          if (!socket.writable) return;
          socket.write(trickle[sent % trickle.length]!);
          sent += 1;
        }, everyMs);
      }
    });
    socket.on('data', (chunk: Buffer) => (response += chunk.toString('latin1')));
    // The server may reset the connection after its answer; what it wrote is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

const statusOf = (response: string) => /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];

describe('HTTP timeouts and limits', () => {
  const requestTimeoutMs = 1000;
  // The timeout, one check interval (1 s) and scheduling slack on a busy CI machine.
  const cutOffWithinMs = requestTimeoutMs + 1000 + 1500;
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { REQUEST_TIMEOUT_MS: String(requestTimeoutMs) } });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sets every limit explicitly on the server', () => {
    const server = testApp.app.server as typeof testApp.app.server & { maxHeaderSize?: number };
    expect(server.requestTimeout).toBe(requestTimeoutMs);
    expect(server.headersTimeout).toBe(requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(60_000);
    expect(testApp.app.initialConfig.bodyLimit).toBe(64 * 1024);
  });

  it('cuts off a client that sends its headers byte by byte', async () => {
    const exchange = await rawExchange(port, {
      head: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      trickle: 'abcdefghij',
    });
    expect(statusOf(exchange.response)).toBe('408');
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    expect(exchange.closedAfterMs).toBeLessThan(cutOffWithinMs);
  });

  it('cuts off a client that never finishes its body, and stores nothing', async () => {
    const body = '{"key":"slow-body-key-0123456789ab","values":{"name":"Slow"';
    const exchange = await rawExchange(port, {
      head:
        'POST /api/submissions/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
    });
    expect(statusOf(exchange.response)).toBe('408');
    expect(exchange.closedAfterMs).toBeLessThan(cutOffWithinMs);
    const rows = await testApp.database.db.selectFrom('enquiries').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('answers 431 to headers over 16 KiB, and serves headers just under it', async () => {
    const request = (filler: number) =>
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
      `X-Filler: ${'a'.repeat(filler)}\r\n\r\n`;
    const over = await rawExchange(port, { head: request(17 * 1024) });
    expect(statusOf(over.response)).toBe('431');
    const under = await rawExchange(port, { head: request(15 * 1024) });
    expect(statusOf(under.response)).toBe('200');
  });

  it('answers 413 to a body over 64 KiB', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/submissions/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'k'.repeat(22), values: { message: 'x'.repeat(65 * 1024) } }),
    });
    expect(response.status).toBe(413);
  });
});
