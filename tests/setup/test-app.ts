import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/database.ts';
import { loadEnv, type DatabaseTarget } from '#server/env.ts';
import { loadStaticSite, type StaticSite } from '#server/pages/static-site.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { assertFreshBuild } from './built-server.ts';
import { seededEventsSeason } from './events-as-of.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createMigratedTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  testDatabase: TestDatabase;
  /** Where the app writes its mails as `.eml` files (unless the test set SMTP_URL). */
  mailDirectory: string;
  /** Closes the app (and with it the database connection), then drops the database. */
  close: () => Promise<void>;
};

/**
 * The environment of an app under test. Tests set the submission and confirmation limits and
 * load shedding explicitly: off unless a test asks (tests send many forms from one address; a
 * busy test worker's event loop says nothing about the app). The daily retention job is off too:
 * its run would add an audit entry (and anonymise old rows a test stored) at a moment no test
 * chose; tests/api/retention.test.ts runs it directly. So are the reminders, for the same reason;
 * tests/api/event-reminders.test.ts runs them at the moments it chooses. The events are judged as of the seeded
 * events' season (events-as-of.ts).
 */
export function testEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SUBMISSION_RATE_LIMIT: '0',
    MAIL_CONFIRMATIONS_PER_DAY: '0',
    LOAD_SHED_MAX_IN_FLIGHT: '0',
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    LOAD_SHED_HEAP_USED_MB: '0',
    RETENTION_JOB: 'off',
    REMINDERS: 'off',
    EVENTS_AS_OF: seededEventsSeason,
    ...overrides,
  });
}

/** The real app on a fresh, migrated database of the engine under test. */
export async function startTestApp(
  options: {
    site?: StaticSite;
    /** The pages' server bundle, for the pages rendered from the stored events. */
    pagesBuild?: string;
    /** The time those pages are rendered at. */
    now?: () => Date;
    env?: Record<string, string>;
    logStream?: { write: (line: string) => void };
    /** The engine of the run (TEST_DATABASE) unless a test covers both itself. */
    engine?: DatabaseTarget['engine'];
    /** How soon the daily job first runs, where a test turns it on (`RETENTION_JOB: 'on'`). */
    dailyJobFirstRunMs?: number;
    /** How often the "Your data" asks are carried out (1 s). */
    yourDataAskPollMs?: number;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createMigratedTestDatabase(options.engine);
  const { database } = testDatabase;
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'wlai-test-mail-'));
  const env = testEnv({ MAIL_DIR: mailDirectory, ...options.env });
  const app = await buildApp({
    env: { ...env, database: testDatabase.target },
    database,
    site: options.site,
    pagesBuild: options.pagesBuild,
    now: options.now,
    logStream: options.logStream,
    dailyJobFirstRunMs: options.dailyJobFirstRunMs,
    yourDataAskPollMs: options.yourDataAskPollMs,
  });
  await app.ready();
  return {
    app,
    database,
    testDatabase,
    mailDirectory,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * The real app serving the built site, the pages showing events rendered from the database with
 * the built pages bundle (`npm run build` first: checked), on a fresh database.
 */
export function startBuiltPagesApp(
  options: Omit<Parameters<typeof startTestApp>[0] & object, 'site' | 'pagesBuild'> = {},
): Promise<TestApp> {
  assertFreshBuild();
  return startTestApp({
    ...options,
    site: loadStaticSite(path.resolve('build/client')),
    pagesBuild: path.resolve('build/server/pages.js'),
  });
}

/** The app sending its mail to a real SMTP server of the test's, and the sign-in of an admin. */
export type MailTestApp = {
  testApp: TestApp;
  sink: SmtpSink;
  /** The `Cookie` header of a signed-in admin. */
  cookie: string;
  close: () => Promise<void>;
};

/** The real app with `SMTP_URL` at a new SMTP sink (smtp-sink.ts), and an admin signed in. */
export async function startMailTestApp(env: Record<string, string> = {}): Promise<MailTestApp> {
  const sink = await startSmtpSink();
  const testApp = await startTestApp({ env: { SMTP_URL: sink.url, ...env } });
  const cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  return {
    testApp,
    sink,
    cookie,
    close: async () => {
      await testApp.close();
      await sink.stop();
    },
  };
}
