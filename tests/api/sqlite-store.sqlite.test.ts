import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, openSqlite } from '#server/db/database.ts';

// SQLite-only guarantees (docs/decisions/001-sqlite-default-postgresql-option.md);
// `*.sqlite.test.ts` runs in the api-sqlite project only.
describe('SQLite store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wlai-sqlite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a missing data folder', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'site.db');
    const database = createDatabase({ engine: 'sqlite', path: file });
    await database.ping();
    await database.close();
    expect(existsSync(file)).toBe(true);
  });

  it('uses WAL, synchronous=FULL, a busy timeout and foreign keys', () => {
    const connection = openSqlite(path.join(dir, 'pragmas.db'));
    try {
      expect(connection.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(connection.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
      expect(connection.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000);
      expect(connection.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      connection.close();
    }
  });
});
