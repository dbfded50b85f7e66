/**
 * `npm run db:backup -- PATH`: a consistent copy of the SQLite database DATABASE_URL selects,
 * taken while the server runs and writes (SQLite's online backup API). PostgreSQL has its own
 * tools (pg_dump); README "Backups" says how to restore either.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadEnv } from '#server/env.ts';

class BackupError extends Error {}

async function main() {
  const destination = process.argv[2];
  if (!destination) throw new BackupError('Usage: npm run db:backup -- PATH');
  const env = loadEnv();
  if (env.database.engine === 'postgres') {
    throw new BackupError(
      'DATABASE_URL points at PostgreSQL, which this script does not back up. Use pg_dump:\n' +
        '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"\n' +
        'and pg_restore to restore it (README "Backups").',
    );
  }
  const source = env.database.path;
  if (!existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}.`);
  if (existsSync(destination)) {
    throw new BackupError(`${destination} already exists; a backup never overwrites a file.`);
  }

  // Written beside the destination and renamed at the end: PATH only ever holds a whole copy.
  const partial = `${destination}.partial`;
  mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });
  rmSync(partial, { force: true });
  const connection = new SqliteDatabase(source, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    // NOTE: the first step only counts the pages; returning the total makes the next step copy
    // every page inside one read transaction, i.e. one snapshot, while the server keeps
    // writing (WAL). A write in between restarts the copy, which is then again one step.
    await connection.backup(partial, { progress: ({ totalPages }) => totalPages });
  } finally {
    connection.close();
  }

  const copy = new SqliteDatabase(partial, { fileMustExist: true });
  let integrity: unknown;
  try {
    integrity = copy.pragma('integrity_check', { simple: true });
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new BackupError(`The copy failed its integrity check (${String(integrity)}).`);
  }
  renameSync(partial, destination);
  const megabytes = (statSync(destination).size / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${source} to ${destination} (${megabytes} MB, integrity ok).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
