import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { sampleVenueEvents } from './events/event-store.ts';
import { launchWarnings } from './launch-checks.ts';
import { assertSupportedRuntime } from './runtime.ts';
import { loadStaticSite } from './pages/static-site.ts';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
/** build/server/index.js → build/client */
const clientDir = path.resolve(serverDir, '../client');
/** The pages showing events are rendered with this bundle (server/pages/rendered-pages.ts). */
const pagesBuild = path.join(serverDir, 'pages.js');

const shutdownGraceMs = 10_000;

function loadSite(env: Env) {
  if (existsSync(clientDir)) return loadStaticSite(clientDir);
  // `npm run dev` serves the pages from Vite and only the API from here.
  if (env.nodeEnv === 'development') return undefined;
  throw new Error(`The site has not been built (no ${clientDir}): run npm run build first.`);
}

async function main() {
  assertSupportedRuntime();
  const env = loadEnv();
  const site = loadSite(env);
  const database = createDatabase(env.database);
  await migrateToLatest(database);
  const app = await buildApp({ env, database, site, pagesBuild: site && pagesBuild });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => {
      app.log.error('requests still open after the grace period; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    app.stopGracefully().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ host: env.host, port: env.port });
  const sampleVenues = await sampleVenueEvents(database);
  for (const warning of launchWarnings(env, sampleVenues))
    app.log.warn({ event: 'launch-check' }, warning);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
