import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededEventsSeason } from './events-as-of.ts';

/**
 * Runs server/index.ts from source as its own process (`npm start` runs the bundled copy, which
 * the API tests run before `npm run build`). In development it serves only the API.
 */
export function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      // Out of the checkout: mail files of a test run are not the developer's.
      MAIL_DIR: path.join(tmpdir(), `wlai-server-process-mail-${process.pid}`),
      // The daily retention job runs when a test says so (tests/api/retention.test.ts).
      RETENTION_JOB: 'off',
      // The seeded events take applications (events-as-of.ts).
      EVENTS_AS_OF: seededEventsSeason,
      ...env,
    },
  });
}

/** Everything a stream has written so far. */
export function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

/** The server's address once it logs that it listens (start it with PORT=0). */
export async function waitForListening(output: () => string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** A server process started from source, its address, and everything it has printed. */
export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  output: () => string;
};

/**
 * Two server processes on the same settings (one database), started at once as two instances
 * behind a load balancer would be; resolves once both listen.
 */
export async function startTwoServers(
  env: Record<string, string>,
): Promise<[ServerProcess, ServerProcess]> {
  const started = [startServer(env), startServer(env)].map((child) => {
    const stdout = collect(child.stdout);
    const stderr = collect(child.stderr);
    return { child, output: () => stdout() + stderr() };
  });
  const origins = await Promise.all(started.map(({ output }) => waitForListening(output, 25_000)));
  return [
    { ...started[0]!, origin: origins[0]! },
    { ...started[1]!, origin: origins[1]! },
  ];
}

/** Stops each server process still running (SIGTERM) and waits for it to exit. */
export async function stopServers(servers: readonly ServerProcess[]): Promise<void> {
  for (const { child } of servers) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}
