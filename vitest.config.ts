import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const unitTests = [
  'app/**/*.test.{ts,tsx}',
  'content/**/*.test.ts',
  'schemas/**/*.test.ts',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/support/**/*.test.{ts,tsx}',
];

/**
 * Unit test files that put a stand-in in place of a module (`vi.mock`): each gets the modules to
 * itself. The other unit files share their worker's (docs/decisions/078-tests-share-their-workers-modules.md).
 */
const replacingModules = globSync(unitTests).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

/** Unit tests run in Node; a file asks for jsdom itself, and `dom.ts` cleans up after each. */
const unitProject = { environment: 'node' as const, setupFiles: ['tests/setup/dom.ts'] };

const apiProject = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    // `x.sqlite.test.ts` / `x.postgres.test.ts` hold what only one engine has; `x.once.test.ts`
    // covers both engines itself and runs once, with the SQLite project.
    exclude: [
      `tests/api/**/*.${engine === 'sqlite' ? 'postgres' : 'sqlite'}.test.ts`,
      ...(engine === 'postgres' ? ['tests/api/**/*.once.test.ts'] : []),
    ],
    environment: 'node',
    env: { TEST_DATABASE: engine },
    // NOTE: twice the cores: these tests mostly wait for the database (SQLite's synchronous
    // commits, PostgreSQL round trips), so files in flight beyond the cores overlap those waits
    // (docs/performance.md#the-test-suites-time).
    maxWorkers: 4,
    // A worker keeps the modules it has imported from one file to the next: each file starts its
    // own app and database (tests/setup/test-app.ts), and importing the server anew for each of
    // them was half of the API tests' time (docs/decisions/078-tests-share-their-workers-modules.md).
    isolate: false,
    // One engine after the other: side by side, their files contended for the two cores.
    sequence: { groupOrder: engine === 'sqlite' ? 0 : 1 },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

/**
 * Crash, graceful-stop, overload and slow-body tests against the built server (`npm run build`
 * first). One file at a time, SQLite then PostgreSQL, after every other project: they load the
 * machine.
 */
const hardeningProject = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `hardening-${engine}`,
    include: ['tests/hardening/**/*.test.ts'],
    exclude: [`tests/hardening/**/*.${engine === 'sqlite' ? 'postgres' : 'sqlite'}.test.ts`],
    environment: 'node',
    env: { TEST_DATABASE: engine },
    testTimeout: 60_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    sequence: { groupOrder: engine === 'sqlite' ? 2 : 3 },
  },
});

export default defineConfig({
  envPrefix: 'PUBLIC_',
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...replacingModules],
          isolate: false,
          ...unitProject,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-modules',
          include: replacingModules,
          ...unitProject,
        },
      },
      { extends: true, ...apiProject('sqlite') },
      { extends: true, ...apiProject('postgres') },
      { extends: true, ...hardeningProject('sqlite') },
      { extends: true, ...hardeningProject('postgres') },
    ],
  },
});
