import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as SqliteDialectDatabase,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '#server/env.ts';
import { assertSupportedRuntime } from '#server/runtime.ts';
import type { DatabaseSchema } from './schema.ts';

export type Engine = DatabaseTarget['engine'];

/** What a query needs: the database or an open transaction on it, and which engine it is. */
export type Executor = {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
};

export type Database = Executor & {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const timestamptzOid = 1184;
const int8Oid = 20;

/**
 * pg returns timestamptz as Date and bigint (count(*)) as string; the app expects the same
 * shapes as on SQLite: ISO-8601 strings and numbers.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === timestamptzOid) return (value: string) => new Date(value).toISOString();
    if (oid === int8Oid) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Runs `work` in one transaction: it commits when `work` resolves and rolls back if it throws.
 *
 * On SQLite the transaction takes the write lock as it begins (`begin immediate`; Kysely's own
 * transactions begin deferred and cannot be told otherwise). A deferred one that reads first
 * reads a snapshot; if another connection (`npm run admin:create`, a backup, a test) commits a
 * write before this one writes, SQLite cannot bring it up to date and fails the write at once
 * with SQLITE_BUSY_SNAPSHOT, without waiting: a visitor's submission answered 500. Taking the
 * lock first waits for the other writer instead (busy_timeout, openSqlite).
 */
export function inTransaction<T>(
  database: Database,
  work: (executor: Executor) => Promise<T>,
): Promise<T> {
  if (database.engine !== 'sqlite') {
    return database.db.transaction().execute((trx) => work({ db: trx, engine: database.engine }));
  }
  return database.db.connection().execute(async (db) => {
    await sql`begin immediate`.execute(db);
    try {
      const result = await work({ db, engine: 'sqlite' });
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      // NOTE: SQLite may have rolled back already (a full disk does), and then this has nothing
      // to undo; the error to report is the first one.
      await sql`rollback`.execute(db).catch(() => {});
      throw error;
    }
  });
}

/**
 * Runs `work` in the open transaction `within` when one is given (a caller that decides when it
 * ends, such as a rehearsal that rolls back: server/applications/decision-preview.ts), else in a
 * new one (inTransaction).
 */
export function inOpenOrNewTransaction<T>(
  database: Database,
  within: Executor | undefined,
  work: (executor: Executor) => Promise<T>,
): Promise<T> {
  return within ? work(within) : inTransaction(database, work);
}

/**
 * Makes the rest of the open transaction `executor` the only one holding `name` until it ends:
 * whatever it reads next, no other transaction holding the same name (on any instance) changes
 * before it commits. On PostgreSQL a transaction-scoped advisory lock (released at commit or
 * rollback); on SQLite the transaction holds the database's write lock from its start already
 * (`begin immediate`, inTransaction), so nothing more is needed.
 */
export async function holdTransactionLock(executor: Executor, name: string): Promise<void> {
  if (executor.engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(executor.db);
}

/**
 * Holds `name` shared for the rest of the open transaction `executor`: any number of
 * transactions may hold it so at once, while one holding it with {@link holdTransactionLock}
 * waits for them all to end, and keeps new ones waiting until it ends. On PostgreSQL a
 * transaction-scoped shared advisory lock: its lock manager queues requests in order, so a
 * transaction waiting for the name alone is not overtaken by a stream of new shared holders. On
 * SQLite nothing more is needed, as above.
 */
export async function holdSharedTransactionLock(executor: Executor, name: string): Promise<void> {
  if (executor.engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock_shared(hashtextextended(${name}, 0))`.execute(executor.db);
}

/** The session locks held on SQLite, per database: one process owns the file. */
const heldOnSqlite = new WeakMap<Database, Set<string>>();

/** What {@link runIfLockFree} did: ran `work` while holding the name, or nothing. */
export type LockedRun<T> = { held: true; result: T } | { held: false };

/**
 * Runs `work` while holding `name`, unless another holder has it: then does nothing and says so
 * (`held: false`), without waiting. For work done across several transactions (the daily job,
 * server/privacy/daily-job.ts) that one instance at a time should do. On PostgreSQL a
 * session-level advisory lock on one connection of the pool, released when `work` ends (or with
 * the connection, if the process dies); `work` itself runs on the pool's other connections. On
 * SQLite one process owns the file, so a name held in this process is enough.
 */
export async function runIfLockFree<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (database.engine !== 'postgres') {
    let held = heldOnSqlite.get(database);
    if (!held) heldOnSqlite.set(database, (held = new Set()));
    if (held.has(name)) return { held: false };
    held.add(name);
    try {
      return { held: true, result: await work() };
    } finally {
      held.delete(name);
    }
  }
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      taken: boolean;
    }>`select pg_try_advisory_lock(hashtextextended(${name}, 0)) as taken`.execute(connection);
    if (!rows[0]?.taken) return { held: false };
    try {
      return { held: true, result: await work() };
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(connection);
    }
  });
}

/**
 * Runs `work` inside a savepoint of the open transaction `executor`: if it throws, what it did is
 * rolled back and the transaction goes on (on PostgreSQL a failed statement would otherwise
 * abort the whole transaction); the error is thrown on.
 */
export async function inSavepoint<T>(executor: Executor, work: () => Promise<T>): Promise<T> {
  await sql`savepoint inner_work`.execute(executor.db);
  try {
    const result = await work();
    await sql`release savepoint inner_work`.execute(executor.db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint inner_work`.execute(executor.db);
    await sql`release savepoint inner_work`.execute(executor.db);
    throw error;
  }
}

/** The database refused a write for a unique index (PostgreSQL 23505; SQLite's own code). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** How long a statement waits for another connection's lock before failing (SQLITE_BUSY). */
export const sqliteBusyTimeoutMs = 5000;

export function openSqlite(file: string): SqliteDatabase.Database {
  assertSupportedRuntime();
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  // NOTE: better-sqlite3 leaves synchronous at NORMAL under WAL; FULL makes every
  // acknowledged commit survive a power loss, not just a process crash.
  connection.pragma('synchronous = FULL');
  connection.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  connection.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed, not left in free space: an erasure leaves no
  // copy of what it cleared in the file (docs/decisions/053).
  connection.pragma('secure_delete = ON');
  // 32 MB page cache (the default is 2 MB): the admin reads whole tables when it exports.
  connection.pragma('cache_size = -32768');
  // SQLite's lower() and LIKE fold ASCII only; the admin search uses this for other letters.
  connection.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return connection;
}

/** Statements kept prepared per connection: every query the app makes, with room to spare. */
const statementCacheSize = 500;

/**
 * The connection as Kysely sees it, with its prepared statements kept by their SQL
 * (docs/decisions/023-decisions-at-the-same-moment.md, performance). Kysely's SQLite driver
 * prepares every query it runs, and preparing cost more than running most of a submission's
 * statements. A statement is reused only once its last run has returned: Kysely runs one query
 * at a time per connection (its connection mutex), and nothing here iterates a statement
 * (`stream()`). The least recently used statement goes when the cache is full (bulk decisions
 * make a new statement per number of ids).
 */
function withStatementCache(connection: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = connection.prepare(text);
        if (statements.size >= statementCacheSize) {
          statements.delete(statements.keys().next().value!);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Closing twice is harmless (the app and a test may both close). */
function closeOnce(db: Kysely<DatabaseSchema>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= db.destroy());
}

export function createDatabase(target: DatabaseTarget): Database {
  if (target.engine === 'sqlite') {
    const connection = openSqlite(target.path);
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    });
    return {
      db,
      engine: 'sqlite',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: closeOnce(db),
    };
  }

  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    types: pgTypes,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: closeOnce(db),
  };
}
