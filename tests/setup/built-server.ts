import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '#server/env.ts';
import { seededEventsSeason } from './events-as-of.ts';
import { databaseUrl } from './test-database.ts';

/**
 * `npm start`: the bundled server, as production runs it, for the hardening tests (with
 * built-server-fixture.ts) and the bench (scripts/bench.ts).
 */
export const builtServerEntry = path.resolve('build/server/index.js');

const sourceDirs = ['server', 'schemas', 'content'];

function newestSourceChange(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const changed = entry.isDirectory() ? newestSourceChange(full) : statSync(full).mtimeMs;
    return Math.max(newest, changed);
  }, 0);
}

/** Fails early and clearly when there is no build, or when the sources changed after it. */
export function assertFreshBuild(): void {
  if (!existsSync(builtServerEntry)) {
    throw new Error(`No ${builtServerEntry}: run npm run build first.`);
  }
  const built = statSync(builtServerEntry).mtimeMs;
  const stale = sourceDirs.filter((dir) => newestSourceChange(path.resolve(dir)) > built);
  if (stale.length > 0) {
    throw new Error(`${stale.join(', ')} changed after the last build: run npm run build first.`);
  }
}

/** A port free right now on 127.0.0.1 (the server restarts on the same one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export type BuiltServer = {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  /** Everything the process wrote, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Where the server writes its mails (no SMTP_URL unless `env` gave one). */
  mailDirectory: string;
};

/**
 * Starts `node build/server/index.js` on 127.0.0.1:`port` and resolves once /api/health
 * answers. Rate limiting is off; everything else is production's default unless `env`
 * says otherwise.
 */
export async function startBuiltServer({
  port,
  target,
  env = {},
  nodeOptions = [],
}: {
  port: number;
  target: DatabaseTarget;
  env?: Record<string, string>;
  /** Flags for Node itself, before the entry (`--max-semi-space-size=1`). */
  nodeOptions?: readonly string[];
}): Promise<BuiltServer> {
  const mailDirectory = path.join(tmpdir(), `wlai-built-server-mail-${port}`);
  const child = spawn(process.execPath, [...nodeOptions, builtServerEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(target),
      // Out of the checkout: mail files of a test run are not the developer's.
      MAIL_DIR: mailDirectory,
      LOG_LEVEL: 'warn',
      SUBMISSION_RATE_LIMIT: '0',
      // The daily retention job runs when a test says so (tests/api/retention.test.ts).
      RETENTION_JOB: 'off',
      // The seeded events take applications (events-as-of.ts).
      EVENTS_AS_OF: seededEventsSeason,
      ...env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output}`);
    }
    try {
      // Under load (a restart mid-test) an answer may take seconds, and may be a 503.
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200 || response.status === 503) {
        return { child, origin, output: () => output, exited, mailDirectory };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 20 s:\n${output}`);
}

/** Node's flags that load tests/setup/memory-probe.ts into a built server. */
export const memoryProbeOptions = [
  '--expose-gc',
  '--import',
  path.resolve('tests/setup/memory-probe.ts'),
] as const;

export type CollectedMemory = {
  /** Resident memory, MiB. */
  residentMb: number;
  /** What JavaScript objects and the buffers they point to hold, MiB. */
  heldMb: number;
};

/**
 * What a server started with `memoryProbeOptions` holds once its garbage collector has run to the
 * end: asks it (SIGUSR2) and reads its answer from its output.
 */
export async function memoryAfterCollection(server: BuiltServer): Promise<CollectedMemory> {
  const probes = () => [...server.output().matchAll(/^memory-probe (.+)$/gm)];
  const before = probes().length;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (probes().length === before) {
    if (Date.now() > deadline) throw new Error(`no memory probe answered:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rss, heapUsed, external } = JSON.parse(probes().at(-1)![1]!) as Record<string, number>;
  const mebibyte = 1024 * 1024;
  return { residentMb: rss! / mebibyte, heldMb: (heapUsed! + external!) / mebibyte };
}

/** Stops a server as a service manager would (SIGTERM) and waits until it has exited. */
export async function stopBuiltServer(server: BuiltServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Ends a server a test left running (SIGKILL: the test is over, nothing to keep). */
export async function killIfRunning(server: BuiltServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
