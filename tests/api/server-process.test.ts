import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';

/** Runs server/index.ts from source as its own process (`npm start` runs the bundled copy). */
function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', ...env },
  });
}

function collect(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

async function waitForListening(output: () => string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${output()}`);
}

function databaseUrl(testDatabase: TestDatabase): string {
  const { target } = testDatabase;
  return target.engine === 'sqlite' ? `file:${target.path}` : target.connectionString;
}

describe('the server process', () => {
  let testDatabase: TestDatabase;
  let child: ChildProcessWithoutNullStreams | undefined;
  beforeEach(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await testDatabase.drop();
  });

  it('stops at start with a readable message when the environment is bad', async () => {
    child = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const stderr = collect(child.stderr);
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr()).toContain('Invalid environment');
    expect(stderr()).toContain('PORT: must be a whole number from 0 to 65535');
    expect(stderr()).toContain('DATABASE_URL: must be unset, file:PATH or postgres://');
  });

  it('migrates, serves, and on SIGTERM closes cleanly', async () => {
    child = startServer({ PORT: '0', DATABASE_URL: databaseUrl(testDatabase) });
    const stdout = collect(child.stdout);
    collect(child.stderr);
    const origin = await waitForListening(stdout);

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(stdout()).toContain('"signal":"SIGTERM"');
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
  });
});
