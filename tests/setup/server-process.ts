import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
