import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { DatabaseTarget } from '#server/env.ts';

/** The PostgreSQL server tests use (trust auth; each test file gets its own database). */
export const testPostgresUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = {
  target: DatabaseTarget;
  /** Removes the database (SQLite: its folder; PostgreSQL: DROP DATABASE). */
  drop: () => Promise<void>;
};

export function testEngine(): DatabaseTarget['engine'] {
  const engine = process.env.TEST_DATABASE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') {
    throw new Error(`TEST_DATABASE must be sqlite or postgres, not ${engine}`);
  }
  return engine;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the engine this test run targets. */
export async function createTestDatabase(
  engine: DatabaseTarget['engine'] = testEngine(),
): Promise<TestDatabase> {
  if (engine === 'sqlite') return createSqliteTestDatabase();
  const name = `wlai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: 'postgres', connectionString: url.toString() },
    drop: () =>
      withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => {}),
  };
}

export type MigratedTestDatabase<T extends TestDatabase = TestDatabase> = T & {
  /** A connection to it, with every migration applied. */
  database: Database;
  /** Closes the connection, then drops the database. */
  close: () => Promise<void>;
};

/** A fresh database (by default of the engine under test), migrated, and a connection to it. */
export async function createMigratedTestDatabase(
  engine: DatabaseTarget['engine'] = testEngine(),
): Promise<MigratedTestDatabase> {
  return migrateTestDatabase(await createTestDatabase(engine));
}

/** Connects to a fresh test database and applies every migration. */
export async function migrateTestDatabase<T extends TestDatabase>(
  testDatabase: T,
): Promise<MigratedTestDatabase<T>> {
  const database = createDatabase(testDatabase.target);
  await migrateToLatest(database);
  return {
    ...testDatabase,
    database,
    close: async () => {
      await database.close();
      await testDatabase.drop();
    },
  };
}

/** A fresh SQLite file in a folder of its own (removed by `drop`). */
export function createSqliteTestDatabase(): TestDatabase & {
  target: Extract<DatabaseTarget, { engine: 'sqlite' }>;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'wlai-test-'));
  return {
    target: { engine: 'sqlite', path: path.join(dir, 'site.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The DATABASE_URL that selects a test database. */
export function databaseUrl(target: DatabaseTarget): string {
  return target.engine === 'sqlite' ? `file:${target.path}` : target.connectionString;
}
