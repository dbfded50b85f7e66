/** `npm run db:migrate`: applies pending migrations to the store DATABASE_URL selects. */
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';

async function main() {
  const env = loadEnv();
  const database = createDatabase(env.database);
  try {
    const applied = await migrateToLatest(database);
    const where =
      env.database.engine === 'sqlite' ? `SQLite at ${env.database.path}` : 'PostgreSQL';
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
        : `${where} is up to date.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
