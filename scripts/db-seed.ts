/** `npm run db:seed -- --registrations 100000`: fills the store DATABASE_URL selects with sample rows. */
import { parseArgs } from 'node:util';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { seedRegistrations } from './seed-registrations.ts';

async function main() {
  const { values } = parseArgs({
    options: { registrations: { type: 'string', default: '1000' } },
  });
  const count = Number(values.registrations);
  if (!Number.isInteger(count) || count < 0)
    throw new Error('--registrations takes a whole number.');
  const env = loadEnv();
  const database = createDatabase(env.database);
  try {
    await migrateToLatest(database);
    const started = performance.now();
    await seedRegistrations(database, count);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${count.toLocaleString('en-GB')} sample registrations in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
