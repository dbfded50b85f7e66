import { createDatabase } from '#server/db/database.ts';
import { createAdmin } from '#tests/fixtures/admin.ts';
import {
  freePort,
  killIfRunning,
  startBuiltServer,
  type BuiltServer,
} from '#tests/setup/built-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * The settings of a built server a browser spec starts for itself (beside the shared one that
 * playwright.config.ts starts): as there, Chromium's workers share the 2 cores with the server,
 * so event-loop stalls here are CPU starvation, not overload. Load shedding is tested in
 * tests/hardening.
 */
export const ownServerEnv = { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' } as const;

export type OwnServer = {
  server: BuiltServer;
  testDatabase: TestDatabase;
  /** An owner's account on it, as `npm run admin:create` makes one. */
  admin: { email: string; password: string };
  /** Stops the server and drops its database. */
  stop: () => Promise<void>;
};

/**
 * A built server of the spec's own on a fresh SQLite database, with an owner's account, its
 * settings `ownServerEnv` and `env`. Nothing is left behind when it cannot start.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const testDatabase = await createTestDatabase('sqlite');
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer({
      port: await freePort(),
      target: testDatabase.target,
      env: { ...ownServerEnv, ...env },
    });
    const database = createDatabase(testDatabase.target);
    const admin = await createAdmin(database).finally(() => database.close());
    const started = server;
    return {
      server: started,
      testDatabase,
      admin,
      stop: async () => {
        await killIfRunning(started);
        await testDatabase.drop();
      },
    };
  } catch (error) {
    await killIfRunning(server);
    await testDatabase.drop();
    throw error;
  }
}
