import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** The production build served by the real server process, as `npm start` runs it. */
export type BuiltServer = { origin: string; stop: () => Promise<void> };

const serverEntry = 'build/server/index.js';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function waitForHealth(origin: string, exited: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${serverEntry} exited before it answered`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${serverEntry} did not answer ${origin}/api/health in ${timeoutMs} ms`);
}

/**
 * Starts `node build/server/index.js` on a free port of 127.0.0.1 with the given DATABASE_URL,
 * the submission rate limit off (every benchmark request comes from one address) and warnings
 * only in the log.
 */
export async function startBuiltServer(databaseUrl: string): Promise<BuiltServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`There is no production build (${serverEntry}): run npm run build first.`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SUBMISSION_RATE_LIMIT: '0',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, 'exit');
    child.kill('SIGTERM');
    await exit;
  };
  try {
    await waitForHealth(origin, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
