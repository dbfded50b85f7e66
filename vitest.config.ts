import { defineConfig } from 'vitest/config';

const apiProject = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    // `x.sqlite.test.ts` / `x.postgres.test.ts` hold what only one engine has.
    exclude: [`tests/api/**/*.${engine === 'sqlite' ? 'postgres' : 'sqlite'}.test.ts`],
    environment: 'node',
    env: { TEST_DATABASE: engine },
    testTimeout: 20_000,
    hookTimeout: 30_000,
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
          include: [
            'app/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'schemas/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      { extends: true, ...apiProject('sqlite') },
      { extends: true, ...apiProject('postgres') },
    ],
  },
});
