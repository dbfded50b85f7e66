import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { sqliteBusyTimeoutMs, type Database } from './database.ts';

/** Whether the files no longer hold what was cleared, and if not, why. */
export type ScrubOutcome = { scrubbed: true } | { scrubbed: false; reason: string };

/**
 * How often and how long to try to empty SQLite's WAL: a reader in another process (a backup, an
 * `sqlite3` shell) that holds an older snapshot keeps the frames it may still read.
 */
const checkpointAttempts = 20;
const checkpointRetryMs = 100;
/** Each attempt waits this long for such a reader; the server's one connection waits with it. */
const checkpointBusyTimeoutMs = 50;

/**
 * Run after an erasure or a retention run has committed, with the tables it changed: makes what
 * it cleared unreadable in the database's files as well as in its answers
 * (docs/decisions/053). Never throws: the erasure stands either way,
 * and the caller logs an outcome that is not scrubbed.
 *
 * - SQLite: the connection zeroes deleted content as it goes (`secure_delete`, openSqlite), so the
 *   database file keeps no old copy; this refreshes the planner's samples of the tables
 *   (`sqlite_stat4` keeps some index keys, an applicant key among them) and empties the WAL, whose
 *   older frames still hold the rows as they were (a TRUNCATE checkpoint, retried while another
 *   process reads an older snapshot).
 * - PostgreSQL: VACUUM of the tables (it cannot run in a transaction), which removes the rows'
 *   old versions and their index entries; what PostgreSQL still keeps is in the decision.
 */
export async function scrubErasedValues(
  database: Database,
  tables: readonly string[],
): Promise<ScrubOutcome> {
  try {
    if (database.engine === 'postgres') {
      if (tables.length > 0) {
        await sql`vacuum ${sql.join([...new Set(tables)].map((table) => sql.table(table)))}`.execute(
          database.db,
        );
      }
      return { scrubbed: true };
    }
    await refreshSamples(database, tables);
    return await emptyWal(database);
  } catch (error) {
    return { scrubbed: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function refreshSamples(database: Database, tables: readonly string[]): Promise<void> {
  const sampled = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat4`
    .execute(database.db)
    .catch(() => ({ rows: [] as { tbl: string }[] }));
  const names = new Set(sampled.rows.map((row) => row.tbl));
  for (const table of new Set(tables)) {
    if (names.has(table)) await sql`analyze ${sql.table(table)}`.execute(database.db);
  }
}

async function emptyWal(database: Database): Promise<ScrubOutcome> {
  for (let attempt = 1; attempt <= checkpointAttempts; attempt++) {
    const done = await database.db.connection().execute(async (db) => {
      await sql.raw(`pragma busy_timeout = ${checkpointBusyTimeoutMs}`).execute(db);
      try {
        const result = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
        return result.rows[0]?.busy === 0;
      } finally {
        await sql.raw(`pragma busy_timeout = ${sqliteBusyTimeoutMs}`).execute(db);
      }
    });
    if (done) return { scrubbed: true };
    await sleep(checkpointRetryMs);
  }
  return {
    scrubbed: false,
    reason: 'another connection kept reading an older snapshot: the WAL was not emptied',
  };
}
