import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collect, startServer, waitForListening } from '#tests/setup/server-process.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';

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
    child = startServer({ PORT: '0', DATABASE_URL: databaseUrl(testDatabase.target) });
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
