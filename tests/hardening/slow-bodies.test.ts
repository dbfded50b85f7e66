import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { percentile } from '#scripts/bench/stats.ts';
import { freePort, startBuiltServer } from '#tests/setup/built-server.ts';
import { builtServerFixture } from '#tests/setup/built-server-fixture.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 150 senders for 15 s, one byte a second each, from one client: they must cost the site nothing
 * but their sockets (docs/decisions/007-load-shedding-and-graceful-stop.md).
 */
const senders = 150;
const pressureMs = 15_000;
const pollEveryMs = 250;
/** Polls before the senders start: the same answers with nothing else asking. */
const baselineMs = 5_000;
/**
 * NOTE: under the senders the median answer may take at most this many times the median of
 * the baseline, and no answer longer than `slowestAnswerMs`. On the 2-core machine of
 * 2026-11-30 a poll 250 ms after the last took 20–40 ms alone (the machine's own wake-up after
 * an idle moment: 2 ms back to back) and 21–35 ms under the senders, the slowest 43–107 ms over
 * runs: a fixed limit for every answer would judge the machine's idle moments, not the senders.
 * Slow bodies that held the event loop would move the median; bodies filling the cap would make
 * every poll a 503.
 */
const medianOverBaseline = 2;
/** ...or this much more, on a machine whose answers alone take a few milliseconds. */
const medianSlackMs = 10;
const slowestAnswerMs = 250;
/** The server's default REQUEST_TIMEOUT_MS: the test starts it with production's defaults. */
const requestTimeoutMs = 10_000;
/** The timeout is checked every second; the rest is scheduling slack on a busy machine. */
const cutOffWithinMs = requestTimeoutMs + 1000 + 1500;
/** The shutdown grace of server/index.ts: past it the process exits 1. */
const shutdownGraceMs = 10_000;

/** How one slow connection ended: the server's status (if any), when, and whether after stop(). */
type SlowConnection = { status?: number; closedAfterMs: number; afterStop: boolean };

/**
 * `count` raw connections that each send the whole head of a registration, then its body one
 * byte a second (it would take minutes). When the server answers or closes one, another takes
 * its place, so the pressure holds until stop().
 */
function startSlowSenders(port: number, count: number) {
  const body = JSON.stringify({ key: newSubmissionKey(), values: validValues.event_registrations });
  const head =
    'POST /api/submissions/event_registrations HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const open = new Set<Socket>();
  const ended: SlowConnection[] = [];
  let connected = 0;
  let stopped = false;

  const openOne = () => {
    if (stopped) return;
    const socket = connect(port, '127.0.0.1');
    const openedAt = Date.now();
    let response = '';
    let sent = 0;
    let trickle: NodeJS.Timeout | undefined;
    open.add(socket);
    socket.on('connect', () => {
      connected += 1;
      socket.write(head);
      trickle = setInterval(() => {
        if (socket.writable) socket.write(body[sent++ % body.length]!);
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString('latin1');
      // Any answer ends this connection (the server closes it after a 408 anyway).
      if (response.includes('\r\n\r\n')) socket.destroy();
    });
    // A reset after the answer, or the server gone at the end: what it wrote is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      open.delete(socket);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
      ended.push({
        ...(status ? { status: Number(status) } : {}),
        closedAfterMs: Date.now() - openedAt,
        afterStop: stopped,
      });
      // A short pause, so that a connection refused at once does not spin.
      if (!stopped) setTimeout(openOne, 100);
    });
  };
  for (let n = 0; n < count; n += 1) openOne();

  return {
    connected: () => connected,
    ended,
    /** Opens no more; the connections still open stay open (the server decides their end). */
    stop: () => (stopped = true),
    stillOpen: () => open.size,
    destroyAll: () => {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** One answer: its status (or the error's name), its time, and when it was asked (ms in). */
type Poll = { path: string; status: number | string; ms: number; at: number };

async function timedGet(origin: string, path: string, since: number): Promise<Poll> {
  const started = performance.now();
  const at = Math.round(started - since);
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return { path, status: response.status, ms: Math.round(performance.now() - started), at };
  } catch (error) {
    const status = error instanceof Error ? error.name : 'error';
    return { path, status, ms: Math.round(performance.now() - started), at };
  }
}

/** Both paths every `pollEveryMs` for `forMs`. */
async function pollFor(origin: string, forMs: number, since: number): Promise<Poll[]> {
  const polls: Poll[] = [];
  const ends = Date.now() + forMs;
  while (Date.now() < ends) {
    const tick = Date.now();
    polls.push(
      ...(await Promise.all(['/', '/api/health'].map((path) => timedGet(origin, path, since)))),
    );
    await sleep(Math.max(0, pollEveryMs - (Date.now() - tick)));
  }
  return polls;
}

describe('slow request bodies against the built server', () => {
  const fixture = builtServerFixture();

  it('costs the site nothing but their sockets: pages and readiness stay 200, senders get 408', async () => {
    const { target } = fixture.testDatabase;
    const port = await freePort();
    // Production's defaults: LOAD_SHED_MAX_IN_FLIGHT 100, REQUEST_TIMEOUT_MS 10 s.
    fixture.server = await startBuiltServer({ port, target });
    const { origin } = fixture.server;
    // Warm: the first answer of each path measures the start, not the slow senders.
    await Promise.all(
      ['/', '/api/health'].map((path) => timedGet(origin, path, performance.now())),
    );
    const baseline = await pollFor(origin, baselineMs, performance.now());

    const sendersStartedAt = performance.now();
    const slow = startSlowSenders(port, senders);
    try {
      const connectBy = Date.now() + 5000;
      while (slow.connected() < senders && Date.now() < connectBy) await sleep(10);
      expect(slow.connected()).toBe(senders);
      // The server has every head (and has handed each request to Fastify) well within this.
      await sleep(200);

      const polls = await pollFor(origin, pressureMs, sendersStartedAt);
      slow.stop();
      const stillOpenAtStop = slow.stillOpen();

      // A stop with slow bodies still arriving: they must not hold it past the grace.
      const stopStartedAt = Date.now();
      fixture.server.child.kill('SIGTERM');
      const exit = await fixture.server.exited;
      const stoppedAfterMs = Date.now() - stopStartedAt;

      const notOk = polls.filter((poll) => poll.status !== 200 || poll.ms > slowestAnswerMs);
      const answerMs = polls.map((poll) => poll.ms);
      const baselineMedian = percentile(
        baseline.map((poll) => poll.ms),
        50,
      );
      const slowest = polls.reduce((a, b) => (b.ms > a.ms ? b : a));
      const duringPressure = slow.ended.filter((connection) => !connection.afterStop);
      const timedOut = duringPressure.filter((connection) => connection.status === 408);
      const timedOutMs = timedOut.map((connection) => connection.closedAfterMs);
      const otherEnds = duringPressure.filter((connection) => connection.status !== 408);
      const countBy = (values: readonly unknown[]) =>
        JSON.stringify(
          values.reduce<Record<string, number>>((counts, value) => {
            counts[String(value)] = (counts[String(value)] ?? 0) + 1;
            return counts;
          }, {}),
        );
      const range = (values: readonly number[]) =>
        values.length > 0 ? `${Math.min(...values)}–${Math.max(...values)}` : '-';
      console.log(
        `[${target.engine}] ${senders} slow senders for ${pressureMs} ms. ${polls.length} polls ` +
          `of / and /api/health: statuses ${countBy(polls.map((poll) => poll.status))}, ` +
          `p50 ${percentile(answerMs, 50)} ms (${baselineMedian} ms before the senders), ` +
          `p99 ${percentile(answerMs, 99)} ms, max ${slowest.ms} ms (${slowest.path}, ` +
          `${slowest.at} ms in). Slow connections: ${timedOut.length} answered 408 after ` +
          `${range(timedOutMs)} ms, others ${countBy(otherEnds.map((c) => c.status ?? 'closed'))}. ` +
          `SIGTERM with ${stillOpenAtStop} still sending: exit ${exit.code} after ${stoppedAfterMs} ms`,
      );

      // The first few only: the line above counts them all.
      expect(notOk.slice(0, 5)).toEqual([]);
      expect(baseline.every((poll) => poll.status === 200)).toBe(true);
      expect(percentile(answerMs, 50)).toBeLessThanOrEqual(
        Math.max(baselineMedian * medianOverBaseline, baselineMedian + medianSlackMs),
      );
      // Every sender of the first wave was cut off with 408 at the request timeout, none
      // answered anything else.
      expect(timedOut.length).toBeGreaterThanOrEqual(senders);
      expect(Math.min(...timedOutMs)).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
      expect(Math.max(...timedOutMs)).toBeLessThan(cutOffWithinMs);
      expect(otherEnds.slice(0, 5)).toEqual([]);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(stoppedAfterMs).toBeLessThan(shutdownGraceMs);
    } finally {
      slow.destroyAll();
    }
    const closeBy = Date.now() + 2000;
    while (slow.stillOpen() > 0 && Date.now() < closeBy) await sleep(10);
    expect(slow.stillOpen()).toBe(0);
  });
});
