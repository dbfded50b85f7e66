/**
 * `npm run security:sqlmap [-- --engine postgres] [-- --level 2]`: runs sqlmap (Debian package
 * `sqlmap`) against every public and admin API route of the real app, served on 127.0.0.1 with a
 * throwaway database, and reports whether it found any injection. Exits 1 if it did, or if a
 * target could not be tested.
 */
import { eventOfFormValues } from '#server/events/event-store.ts';
import { quickHash } from '#tests/fixtures/admin.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminViewOrder } from '#schemas/applications/admin-views.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { createOrResetAdmin } from '#server/organisers/accounts.ts';
import { sessionCookieName } from '#server/organisers/cookies.ts';
import { createSession } from '#server/organisers/sessions.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { storeSubmission } from '#server/db/submission-rows.ts';
import { newSubmissionKey, noticeShown, validValues } from '#tests/fixtures/submissions.ts';
import { createMigratedTestDatabase } from '#tests/setup/test-database.ts';

type Target = {
  name: string;
  url: string;
  data?: string;
  cookie?: string;
  /** Only these parameters (sqlmap's -p); by default every one it finds. */
  parameters?: string;
};

type Verdict = 'clean' | 'INJECTABLE' | 'not tested';

function targets(origin: string, cookie: string): Target[] {
  const api = `${origin}/api`;
  const list: Target[] = [];
  for (const table of submissionTables) {
    list.push({
      name: `POST /api/submissions/${table}`,
      url: `${api}/submissions/${table}`,
      data: JSON.stringify({ key: newSubmissionKey(), values: validValues[table] }),
    });
  }
  list.push({
    name: 'POST /api/admin/sign-in',
    url: `${api}/admin/sign-in`,
    data: JSON.stringify({ email: 'someone@example.org', password: 'a password' }),
  });
  for (const table of adminViewOrder) {
    const base = `${api}/admin/tables/${table}`;
    list.push(
      {
        name: `GET ${base.slice(origin.length)}`,
        url: `${base}?search=ada&filter=x&offset=0&limit=10`,
        cookie,
      },
      { name: `GET …/${table}/export`, url: `${base}/export?search=ada&filter=x`, cookie },
      { name: `GET …/${table}/rows/:id`, url: `${base}/rows/1*`, cookie },
    );
  }
  list.push(
    {
      name: 'GET /api/admin/tables/:table',
      url: `${api}/admin/tables/event_registrations*`,
      cookie,
    },
    // No parameter but the session cookie itself.
    {
      name: 'GET /api/admin/session',
      url: `${api}/admin/session`,
      cookie,
      parameters: sessionCookieName,
    },
  );
  return list;
}

function runSqlmap(target: Target, options: { level: string; dbms: string; outputDir: string }) {
  const args = [
    '-u',
    target.url,
    '--batch',
    '--flush-session',
    '--disable-coloring',
    `--level=${options.level}`,
    '--risk=1',
    '--threads=4',
    '--time-sec=2',
    `--dbms=${options.dbms}`,
    `--output-dir=${options.outputDir}`,
    // 4xx answers are how the API refuses bad input; the point is whether SQL ever runs it.
    '--ignore-code=400,401,404,413,415,429',
    ...(target.data ? ['--data', target.data, '--headers', 'Content-Type: application/json'] : []),
    // Test values that look like numbers too, rather than skipping them as "type cast".
    '--answers=casting=N',
    ...(target.cookie ? ['--cookie', target.cookie] : []),
    ...(target.parameters ? ['-p', target.parameters] : []),
  ];
  return new Promise<{ verdict: Verdict; output: string }>((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ verdict: 'not tested', output: String(error) }));
    child.on('close', () => {
      if (
        /identified the following injection point|is vulnerable|appears to be injectable/i.test(
          output,
        )
      ) {
        resolve({ verdict: 'INJECTABLE', output });
      } else if (/do not appear to be injectable|does not seem to be injectable/i.test(output)) {
        resolve({ verdict: 'clean', output });
      } else {
        resolve({ verdict: 'not tested', output });
      }
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'sqlite' },
      level: { type: 'string', default: '2' },
      only: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
  const scratch = mkdtempSync(path.join(tmpdir(), 'wlai-sqlmap-'));
  const { target, database, close } = await createMigratedTestDatabase(engine);
  // One row in every table, so the routes that read rows have something to read.
  for (const table of submissionTables) {
    const event = await eventOfFormValues(database, table, validValues[table]);
    await storeSubmission(database, table, newSubmissionKey(), validValues[table], {
      privacyNotice: noticeShown(),
      eventId: event?.id ?? null,
    });
  }
  await createOrResetAdmin(database, 'scanner@example.org', 'scanner password long', {
    hash: quickHash,
  });
  const user = await database.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
  const cookie = `${sessionCookieName}=${await createSession(database, user.id)}`;
  const env = { ...loadEnv({ LOG_LEVEL: 'silent', SUBMISSION_RATE_LIMIT: '0' }), database: target };
  // Sign-in limits out of the way: a 429 would stop each probe before it reached the database.
  const unlimited = Number.MAX_SAFE_INTEGER;
  const app = await buildApp({
    env,
    database,
    signInLimits: {
      perClient: unlimited,
      perAccountClient: unlimited,
      perAccount: unlimited,
      perAccountClientUnderAttack: unlimited,
    },
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  const results: { target: string; verdict: Verdict; seconds: number }[] = [];
  try {
    for (const item of targets(origin, cookie)) {
      if (values.only && !item.name.includes(values.only)) continue;
      const started = performance.now();
      const { verdict, output } = await runSqlmap(item, {
        level: values.level,
        dbms: engine === 'postgres' ? 'PostgreSQL' : 'SQLite',
        outputDir: path.join(scratch, 'sqlmap'),
      });
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      results.push({ target: item.name, verdict, seconds });
      console.log(`${verdict.padEnd(10)} ${String(seconds).padStart(5)} s  ${item.name}`);
      if (values.verbose) console.log(output);
      else if (verdict !== 'clean') console.log(output.split('\n').slice(-25).join('\n'));
    }
  } finally {
    await app.close();
    await close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const bad = results.filter((result) => result.verdict !== 'clean');
  console.log(
    `\nsqlmap (${engine}, level ${values.level}): ${results.length} targets, ${results.length - bad.length} clean, ${bad.length} not clean.`,
  );
  process.exitCode = bad.length === 0 ? 0 : 1;
}

await main();
