import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, postSignIn, sessionTokenFrom } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { databaseUrl } from '#tests/setup/test-database.ts';

/** Runs `npm run admin:create -- EMAIL` from source, without a terminal on stdin. */
async function adminCreate(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end();
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run admin:create', () => {
  // The app and the script share one database, as the server and the script do.
  let testApp: TestApp;
  let env: Record<string, string>;
  const password = 'first long passphrase';
  const newPassword = 'second long passphrase';

  beforeAll(async () => {
    testApp = await startTestApp();
    env = { DATABASE_URL: databaseUrl(testApp.testDatabase.target) };
  });
  afterAll(async () => {
    await testApp.close();
  });

  const session = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });

  let cookie: string;

  it('creates the account, which can then sign in', async () => {
    const run = await adminCreate(['  Organiser@Example.org '], {
      ...env,
      ADMIN_PASSWORD: password,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe('Created the admin account organiser@example.org.');
    expect(run.stdout).not.toContain(password);

    const [user] = await testApp.database.db
      .selectFrom('admin_users')
      .select(['email', 'password_hash'])
      .execute();
    expect(user!.email).toBe('organiser@example.org');
    expect(user!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user!.password_hash).not.toContain(password);

    const response = await postSignIn(testApp.app, { email: 'organiser@example.org', password });
    expect(response.statusCode).toBe(200);
    cookie = cookieFor(sessionTokenFrom(response)!);
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    // The command makes an owner (docs/decisions/045-organiser-roles.md).
    expect(signedIn.json()).toMatchObject({ email: 'organiser@example.org', role: 'owner' });
  });

  it('run again, resets the password, ends the sessions and makes the account an owner again', async () => {
    await testApp.database.db.updateTable('admin_users').set({ role: 'viewer' }).execute();
    const run = await adminCreate(['organiser@example.org'], {
      ...env,
      ADMIN_PASSWORD: newPassword,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Reset the password of organiser@example.org');

    const users = await testApp.database.db
      .selectFrom('admin_users')
      .select(['email', 'role'])
      .execute();
    expect(users).toEqual([{ email: 'organiser@example.org', role: 'owner' }]);
    expect((await session(cookie)).statusCode).toBe(401);
    const old = await postSignIn(testApp.app, { email: 'organiser@example.org', password });
    expect(old.statusCode).toBe(401);
    const renewed = await postSignIn(testApp.app, {
      email: 'organiser@example.org',
      password: newPassword,
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('refuses a password under 12 characters', async () => {
    const run = await adminCreate(['short@example.org'], { ...env, ADMIN_PASSWORD: 'elevenchars' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The password must be at least 12 characters.');
    expect(run.stdout).not.toContain('Created');
  });

  it('without ADMIN_PASSWORD and no terminal, says to set it', async () => {
    const run = await adminCreate(['someone@example.org'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Set ADMIN_PASSWORD');
  });

  it('refuses something that is not an email address, and a missing one', async () => {
    const notEmail = await adminCreate(['organiser'], { ...env, ADMIN_PASSWORD: newPassword });
    expect(notEmail.code).toBe(1);
    expect(notEmail.stderr).toContain('is not an email address');
    const missing = await adminCreate([], { ...env, ADMIN_PASSWORD: newPassword });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage:');

    const users = await testApp.database.db.selectFrom('admin_users').select('email').execute();
    expect(users).toEqual([{ email: 'organiser@example.org' }]);
  });
});
