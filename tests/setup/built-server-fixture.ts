import { afterEach, beforeEach } from 'vitest';
import { assertFreshBuild, killIfRunning, type BuiltServer } from './built-server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * For a describe block of tests against the built server: before each test, a build check and a
 * fresh database of the engine under test; after it, the server it left in `fixture.server` is
 * killed and the database dropped.
 */
export function builtServerFixture(): { testDatabase: TestDatabase; server?: BuiltServer } {
  const fixture = {} as { testDatabase: TestDatabase; server?: BuiltServer };
  beforeEach(async () => {
    assertFreshBuild();
    fixture.testDatabase = await createTestDatabase();
    fixture.server = undefined;
  });
  afterEach(async () => {
    await killIfRunning(fixture.server);
    await fixture.testDatabase.drop();
  });
  return fixture;
}
