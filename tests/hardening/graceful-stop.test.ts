import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database.ts';
import { freePort, startBuiltServer } from '#tests/setup/built-server.ts';
import { builtServerFixture } from '#tests/setup/built-server-fixture.ts';
import {
  acknowledged,
  checkStore,
  nextSubmission,
  postSubmission,
  startSubmitters,
  type Outcome,
  type Submission,
} from '#tests/setup/submission-load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const continueLine = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * A POST whose headers are sent now and whose body is sent on finish(). `admitted` resolves
 * on the server's 100 Continue, which Node writes right before it hands the request to
 * Fastify, in the same tick that runs the onRequest hooks: from then on the request is in
 * flight.
 */
function startSlowPost(port: number, submission: Submission) {
  const body = JSON.stringify({ key: submission.key, values: submission.values });
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let text = '';
  let onAdmitted: () => void;
  let onResponse: (text: string) => void;
  const admitted = new Promise<void>((resolve) => (onAdmitted = resolve));
  const response = new Promise<string>((resolve) => (onResponse = resolve));
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.startsWith(continueLine)) {
      onAdmitted();
      const final = text.slice(continueLine.length);
      const headerEnd = final.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(final)?.[1];
      if (headerEnd >= 0 && length && final.length >= headerEnd + 4 + Number(length)) {
        onResponse(final);
      }
    }
  });
  socket.on('close', () => onResponse(text.replace(continueLine, '')));
  const startedAt = Date.now();
  socket.write(
    `POST /api/submissions/${submission.table} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  return {
    admitted,
    finish: async (): Promise<Outcome> => {
      socket.write(body);
      const final = await response;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(final)?.[1] ?? Number.NaN);
      const json = final.slice(final.indexOf('\r\n\r\n') + 4);
      return {
        submission,
        ...(Number.isNaN(status) ? { error: 'no response' } : { status }),
        id: status === 201 ? (JSON.parse(json) as { id: number }).id : undefined,
        retryAfter: null,
        connection: null,
        startedAt,
        ms: Date.now() - startedAt,
      };
    },
  };
}

describe('SIGTERM under load (the built server)', () => {
  const fixture = builtServerFixture();

  it('finishes admitted requests, answers new ones 503 with Retry-After, exits 0', async () => {
    const { target } = fixture.testDatabase;
    const port = await freePort();
    // Overload shedding off: this test is about stopping, and every 503 here must be one.
    fixture.server = await startBuiltServer({
      port,
      target,
      env: { LOAD_SHED_MAX_IN_FLIGHT: '0', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
    });
    let terminated = false;
    // After SIGTERM a submitter stops at its first refusal, as a client told to wait would.
    const load = startSubmitters({
      origin: fixture.server.origin,
      concurrency: 50,
      stopsOn: (outcome) => terminated && outcome.status !== 201,
    });
    await sleep(1500);

    const slowPosts = Array.from({ length: 3 }, () => startSlowPost(port, nextSubmission()));
    await Promise.all(slowPosts.map((post) => post.admitted));
    const inFlightAtStop = load.inFlight();
    const terminatedAt = Date.now();
    fixture.server.child.kill('SIGTERM');
    terminated = true;

    await sleep(300);
    const refused = await postSubmission(fixture.server.origin, nextSubmission());
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(refused.connection).toBe('close');
    // Still running: three admitted requests have not sent their bodies yet.
    expect(fixture.server.child.exitCode).toBeNull();

    const slowOutcomes = await Promise.all(slowPosts.map((post) => post.finish()));
    expect(slowOutcomes.map((outcome) => outcome.status)).toEqual([201, 201, 201]);
    expect(slowOutcomes.every((outcome) => Number.isInteger(outcome.id))).toBe(true);

    const exit = await fixture.server.exited;
    const stoppedAfterMs = Date.now() - terminatedAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedAfterMs).toBeLessThan(5000);

    const outcomes = await load.stop();
    console.log(
      `[${target.engine}] SIGTERM with ${inFlightAtStop} submissions and 3 slow bodies in ` +
        `flight; exited 0 after ${stoppedAfterMs} ms; ${acknowledged(outcomes).length} ` +
        `acknowledged, ${outcomes.filter((o) => o.status === 503).length} answered 503`,
    );
    // Each answer is a success or a 503 that says when to come back; a refused or closed
    // connection is the listener gone. Nothing else (no 500, no cut-off success).
    const unexpected = outcomes.filter(
      (o) =>
        !(
          o.status === 201 ||
          (o.status === 503 && /^[1-9]\d*$/.test(o.retryAfter ?? '')) ||
          ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(o.error ?? '')
        ),
    );
    expect(unexpected).toEqual([]);

    const database = createDatabase(target);
    try {
      const report = await checkStore(database, [...outcomes, ...slowOutcomes, refused]);
      expect(report.lost).toEqual([]);
      expect(report.unknown).toEqual([]);
      expect(report.incomplete).toEqual([]);
      // Every acknowledged submission's confirmation is in the outbox: sent, or queued for the
      // next start (the worker finishes its round and stops with the server).
      const mails = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(mails.count)).toBe(report.storedRows);
    } finally {
      await database.close();
    }
    // A production start names what a real launch must still set (server/launch-checks.ts).
    expect(fixture.server.output()).toContain('PUBLIC_CHAT_INVITE_URL is not set');
    expect(fixture.server.output()).toContain('SMTP_URL is not set');
  });
});
