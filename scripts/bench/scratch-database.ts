import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '#server/env.ts';

/** A fresh, empty database for one benchmark, removed by `drop`. */
export type ScratchDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function runOnPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function scratchSqlite(): ScratchDatabase & { target: { engine: 'sqlite' } } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wlai-bench-'));
  return {
    target: { engine: 'sqlite', path: path.join(dir, 'site.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function scratchPostgres(): Promise<ScratchDatabase> {
  const name = `wlai_bench_${randomBytes(4).toString('hex')}`;
  await runOnPostgres(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: 'postgres', connectionString: url.toString() },
    drop: () => runOnPostgres(`drop database if exists ${name} with (force)`),
  };
}

export function scratchDatabase(engine: DatabaseTarget['engine']): Promise<ScratchDatabase> {
  return engine === 'sqlite' ? Promise.resolve(scratchSqlite()) : scratchPostgres();
}
