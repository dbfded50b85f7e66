import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '#tests/setup/test-database.ts';

describe('npm run db:backup (PostgreSQL)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wlai-backup-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses clearly and points at pg_dump', async () => {
    const destination = path.join(dir, 'site.db');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/db-backup.ts', destination],
      { env: { PATH: process.env.PATH ?? '', DATABASE_URL: testPostgresUrl } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('PostgreSQL');
    expect(stderr).toContain('pg_dump');
    expect(stderr).toContain('pg_restore');
    expect(existsSync(destination)).toBe(false);
  });
});
