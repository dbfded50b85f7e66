import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, openSqlite } from '#server/db/database.ts';
import { checkStore, nextSubmission, type Outcome } from '#tests/setup/submission-load.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** Runs `npm run db:backup -- ...args` from source, as its own process. */
async function backup(args: string[], databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run db:backup (SQLite)', () => {
  let testApp: TestApp;
  let databaseUrl: string;
  let dir: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    const { target } = testApp.testDatabase;
    if (target.engine !== 'sqlite') throw new Error('this file runs on SQLite only');
    databaseUrl = `file:${target.path}`;
    // NOTE: every write stays in the WAL until the backup is done, so a copy that missed the
    // WAL (a plain file copy) would miss rows and fail here.
    await sql`pragma wal_autocheckpoint = 0`.execute(testApp.database.db);
    dir = mkdtempSync(path.join(tmpdir(), 'wlai-backup-'));
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a consistent, whole database while submissions are being written', async () => {
    // The app writes submissions one after another, as a server under steady use would.
    const outcomes: Outcome[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const submission = nextSubmission();
        const startedAt = Date.now();
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/submissions/${submission.table}`,
          payload: { key: submission.key, values: submission.values },
        });
        outcomes.push({
          submission,
          status: response.statusCode,
          id: (response.json() as { id: number }).id,
          retryAfter: null,
          connection: null,
          startedAt,
          ms: Date.now() - startedAt,
        });
        // Let the child process's events through between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (outcomes.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));

    const acknowledgedBefore = outcomes.filter((o) => o.status === 201).length;
    const destination = path.join(dir, 'site-backup.db');
    const run = await backup([destination], databaseUrl);
    const acknowledgedAfter = outcomes.filter((o) => o.status === 201).length;
    writing = false;
    await writer;

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('integrity ok');
    // Writes went on while the backup ran.
    expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);
    expect(existsSync(`${destination}.partial`)).toBe(false);

    const copy = openSqlite(destination);
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
    // What was acknowledged before the backup started must be in it; what came later may be.
    const sent = outcomes.map((o, index) =>
      index < acknowledgedBefore ? o : { ...o, status: undefined },
    );
    const database = createDatabase({ engine: 'sqlite', path: destination });
    try {
      const report = await checkStore(database, sent);
      expect(report.lost).toEqual([]);
      expect(report.unknown).toEqual([]);
      expect(report.incomplete).toEqual([]);
      // One moment's state: the writes came one after another, so the copy holds exactly the
      // first N of them.
      const firstN = outcomes.slice(0, report.storedRows).map((o) => o.submission.key);
      expect(report.storedRows).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(new Set(firstN)).toEqual(report.storedKeys);
    } finally {
      await database.close();
    }
  });

  it('never overwrites a file, and says so', async () => {
    const destination = path.join(dir, 'existing.db');
    writeFileSync(destination, 'keep me');
    const run = await backup([destination], databaseUrl);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already exists');
    expect(readFileSync(destination, 'utf8')).toBe('keep me');
  });

  it('refuses a missing database without creating one, and asks for a path', async () => {
    const missing = path.join(dir, 'nowhere', 'site.db');
    const run = await backup([path.join(dir, 'x.db')], `file:${missing}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`There is no SQLite database at ${missing}`);
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(path.join(dir, 'x.db'))).toBe(false);

    const usage = await backup([], databaseUrl);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run db:backup -- PATH');
  });
});
