import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { seededEventsSeason } from './tests/setup/events-as-of.ts';
import { testBrowserFlags, testBrowserPath } from './tests/setup/test-browser.ts';

/** E2E tests run against the production build served by the real server (npm start). */
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = path.join(tmpdir(), `wlai-e2e-${port}`);
export const e2eDatabasePath = path.join(dataDir, 'site.db');
/** Where the server writes the mails it would send (no SMTP_URL). */
export const e2eMailDirectory = path.join(dataDir, 'mail');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // NOTE: on a machine whose disk and CPU are slow (measured 2026-11-25: the same tests took 3×
  // as long as on 2026-11-24, old and new code alike), 30 s cut off tests that pass alone in 11.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A third of this part's time, kept by nobody in CI: a failing test is run again with
    // `--trace on` (docs/decisions/079-end-to-end-tests-without-traces.md).
    trace: 'off',
    launchOptions: {
      executablePath: testBrowserPath,
      args: testBrowserFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    // A fresh temporary SQLite file for every run.
    command: `rm -rf ${dataDir} && node build/server/index.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server's warnings and errors (LOG_LEVEL below) appear beside the test that caused them.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${e2eDatabasePath}`,
      MAIL_DIR: e2eMailDirectory,
      LOG_LEVEL: 'warn',
      // The seeded events take applications (tests/setup/events-as-of.ts); events-by-date.spec.ts
      // starts a server of its own that judges them at the real time.
      EVENTS_AS_OF: seededEventsSeason,
      // Every test posts from 127.0.0.1; the limit itself is covered by the API tests.
      SUBMISSION_RATE_LIMIT: '0',
      // Chromium's workers share the 2 cores with the server: event-loop stalls here are CPU
      // starvation, not overload. Load shedding is tested in tests/hardening.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // As behind a TLS proxy: security-headers.spec.ts asks as if over HTTPS (for HSTS).
      TRUST_PROXY: '1',
    },
  },
});
