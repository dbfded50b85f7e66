import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminViewOrder } from '#schemas/applications/admin-views.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { createOrResetAdmin } from '#server/organisers/accounts.ts';
import {
  adminPassword,
  cookieFor,
  createAdmin,
  insertRows,
  newAddress,
  postSignIn,
  quickHash,
  sessionTokenFrom,
  signIn,
} from '#tests/fixtures/admin.ts';
import { validValues } from '#tests/fixtures/submissions.ts';
import { expectRateLimited } from '#tests/setup/rate-limited.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, cookie?: string) {
  return testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function signOut(cookie?: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/sign-out',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

/** Moves a session's clock in the database instead of waiting. */
async function ageSession(
  cookie: string,
  changes: { last_seen_at?: string; expires_at?: string },
): Promise<void> {
  await testApp.database.db
    .updateTable('admin_sessions')
    .set(changes)
    .where('token_hash', '=', sha256Hex(tokenOf(cookie)))
    .execute();
}

async function sessionCount(): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom('admin_sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The attributes of the session cookie a response sets. */
function cookieAttributes(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => cookie.startsWith('wlai_admin_session='));
  expect(session).toBeDefined();
  return String(session)
    .split(';')
    .map((part) => part.trim());
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('admin accounts', () => {
  // First in the file: the database is fresh.
  it('do not exist by default, so nobody can sign in', async () => {
    const users = await testApp.database.db.selectFrom('admin_users').selectAll().execute();
    expect(users).toEqual([]);
    for (const email of ['admin@example.org', 'admin', 'root@localhost']) {
      const response = await postSignIn(testApp.app, { email, password: adminPassword });
      expect(response.statusCode, email).toBe(401);
      expect(sessionTokenFrom(response)).toBeUndefined();
    }
  });
});

describe('sign-in', () => {
  it('accepts the email in any case and with surrounding spaces', async () => {
    const admin = await createAdmin(testApp.database);
    const response = await postSignIn(testApp.app, {
      email: `  ${admin.email.toUpperCase()}  `,
      password: admin.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: admin.email });

    const token = sessionTokenFrom(response)!;
    const session = await get('/api/admin/session', cookieFor(token));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ email: admin.email, name: '', role: 'owner' });
  });

  it.each(['127.0.0.1', '127.0.0.1:3000', 'localhost:3000'])(
    'sets an HttpOnly, SameSite=Strict, 12-hour cookie for the whole site, not Secure on plain-http %s',
    async (host) => {
      const admin = await createAdmin(testApp.database);
      const response = await postSignIn(testApp.app, admin, { headers: { host } });
      expect(response.statusCode).toBe(200);
      const [pair, ...attributes] = cookieAttributes(response);
      expect(pair).toMatch(/^wlai_admin_session=[A-Za-z0-9_-]{43}$/);
      expect(attributes).toEqual(
        expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=43200']),
      );
      expect(attributes).not.toContain('Secure');
    },
  );

  it('marks the cookie Secure on any host other than localhost', async () => {
    const admin = await createAdmin(testApp.database);
    const response = await postSignIn(testApp.app, admin, {
      headers: { host: 'admin.example.org' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieAttributes(response)).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Secure']),
    );
  });

  it('hands out 256 random bits and stores only their SHA-256', async () => {
    const admin = await createAdmin(testApp.database);
    const token = sessionTokenFrom(await postSignIn(testApp.app, admin))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await testApp.database.db
      .selectFrom('admin_sessions')
      .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
      .selectAll('admin_sessions')
      .where('admin_users.email', '=', admin.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256Hex(token));
    expect(Object.values(rows[0]!).map(String).join(' ')).not.toContain(token);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const admin = await createAdmin(testApp.database);
    const wrongPassword = await postSignIn(testApp.app, {
      email: admin.email,
      password: 'not the password at all',
    });
    const unknownEmail = await postSignIn(testApp.app, {
      email: 'nobody-here@example.org',
      password: admin.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.body).not.toContain('nobody-here');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a body without credentials without creating a session', async () => {
    const before = await sessionCount();
    for (const payload of [{}, { email: '', password: '' }, { email: 'a@example.org' }]) {
      const response = await postSignIn(testApp.app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['a NUL', 'admin\u0000@example.org'],
    ['an unpaired surrogate', 'admin\ud800@example.org'],
    ['a bell', 'admin\u0007@example.org'],
    ['a line break', 'admin\n@example.org'],
    ['over 200 characters', `${'a'.repeat(200)}@example.org`],
  ])('answers an email with %s with a 400 naming the field, storing nothing', async (_l, email) => {
    const before = await sessionCount();
    const response = await postSignIn(testApp.app, { email, password: 'whatever it is' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
    expect(body.error).toBe('validation');
    expect(Object.keys(body.fieldErrors)).toEqual(['email']);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('takes any character in a password: it never reaches the database', async () => {
    const admin = await createAdmin(testApp.database, { password: 'pass\u0000word with a NUL' });
    expect((await postSignIn(testApp.app, admin)).statusCode).toBe(200);
  });

  it('starts a new session every time and ends the one the browser sent', async () => {
    const admin = await createAdmin(testApp.database);
    const first = await signIn(testApp.app, admin);
    const second = sessionTokenFrom(
      await postSignIn(testApp.app, admin, { headers: { cookie: first } }),
    )!;
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(tokenOf(first));

    expect((await get('/api/admin/session', first)).statusCode).toBe(401);
    expect((await get('/api/admin/session', cookieFor(second))).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session and clears the cookie', async () => {
    const admin = await createAdmin(testApp.database);
    const cookie = await signIn(testApp.app, admin);
    const before = await sessionCount();

    const response = await signOut(cookie);
    expect(response.statusCode).toBe(204);
    const [pair, ...attributes] = cookieAttributes(response);
    expect(pair).toBe('wlai_admin_session=');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=0']));

    expect(await sessionCount()).toBe(before - 1);
    const after = await get('/api/admin/session', cookie);
    expect(after.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const response = await signOut();
    expect(response.statusCode).toBe(204);
  });
});

describe('session limits', () => {
  it('keeps a session alive while it is used within 30 minutes', async () => {
    const admin = await createAdmin(testApp.database);
    const cookie = await signIn(testApp.app, admin);
    await ageSession(cookie, { last_seen_at: minutesAgo(29) });

    expect((await get('/api/admin/session', cookie)).statusCode).toBe(200);
    const row = await testApp.database.db
      .selectFrom('admin_sessions')
      .select('last_seen_at')
      .where('token_hash', '=', sha256Hex(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    // Use moves the idle clock forward.
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
  });

  it('ends a session idle for 30 minutes', async () => {
    const admin = await createAdmin(testApp.database);
    const cookie = await signIn(testApp.app, admin);
    await ageSession(cookie, { last_seen_at: minutesAgo(30.1) });

    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
    // Over for good, even once its idle clock looks fresh again.
    await ageSession(cookie, { last_seen_at: new Date().toISOString() });
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
  });

  it('ends the session after 12 hours from sign-in, however busy', async () => {
    const admin = await createAdmin(testApp.database);
    const cookie = await signIn(testApp.app, admin);
    await ageSession(cookie, { last_seen_at: minutesAgo(1), expires_at: minutesAgo(0.1) });
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
  });

  it('sets the 12-hour limit at sign-in', async () => {
    const admin = await createAdmin(testApp.database);
    const cookie = await signIn(testApp.app, admin);
    const row = await testApp.database.db
      .selectFrom('admin_sessions')
      .select('expires_at')
      .where('token_hash', '=', sha256Hex(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    const twelveHours = 12 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(row.expires_at) - Date.now() - twelveHours)).toBeLessThan(60_000);
  });
});

describe('a password reset', () => {
  it('ends every session of the account and only the new password works', async () => {
    const admin = await createAdmin(testApp.database);
    const cookies = [await signIn(testApp.app, admin), await signIn(testApp.app, admin)];
    const other = await signIn(testApp.app, await createAdmin(testApp.database));

    const newPassword = 'a brand new passphrase';
    expect(
      await createOrResetAdmin(testApp.database, admin.email, newPassword, { hash: quickHash }),
    ).toBe('reset');

    for (const cookie of cookies) {
      expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
    }
    expect((await get('/api/admin/session', other)).statusCode).toBe(200);
    expect((await postSignIn(testApp.app, admin)).statusCode).toBe(401);
    const again = await postSignIn(testApp.app, { email: admin.email, password: newPassword });
    expect(again.statusCode).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  it('allow 20 attempts per address in 15 minutes, whatever the account', async () => {
    const address = '203.0.113.7';
    const targets = [
      await createAdmin(testApp.database),
      await createAdmin(testApp.database),
      await createAdmin(testApp.database),
    ];
    for (let attempt = 0; attempt < 20; attempt++) {
      const { email } = targets[attempt % targets.length]!;
      const response = await postSignIn(
        testApp.app,
        { email, password: 'wrong' },
        { remoteAddress: address },
      );
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401);
    }
    const fresh = await createAdmin(testApp.database);
    expectRateLimited(await postSignIn(testApp.app, fresh, { remoteAddress: address }));

    // The same account from another address is fine: nothing is locked for good.
    expect((await postSignIn(testApp.app, fresh, { remoteAddress: newAddress() })).statusCode).toBe(
      200,
    );
  });
});

describe('sign-in rate limits, 15 minutes later', () => {
  // Its own app, built while Date is faked, so the limiter's clock can be moved on.
  let clockApp: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-07-01T09:00:00.000Z') });
    clockApp = await startTestApp();
  });
  afterAll(async () => {
    await clockApp.close();
    vi.useRealTimers();
  });

  it('let the account and the address try again', async () => {
    const address = '198.51.100.9';
    const admin = await createAdmin(clockApp.database);
    for (let attempt = 0; attempt < 20; attempt++) {
      await postSignIn(
        clockApp.app,
        { email: admin.email, password: 'wrong' },
        { remoteAddress: address },
      );
    }
    expect((await postSignIn(clockApp.app, admin, { remoteAddress: address })).statusCode).toBe(
      429,
    );

    vi.setSystemTime(new Date('2025-07-01T09:14:00.000Z'));
    expect((await postSignIn(clockApp.app, admin, { remoteAddress: address })).statusCode).toBe(
      429,
    );
    vi.setSystemTime(new Date('2025-07-01T09:15:01.000Z'));
    const response = await postSignIn(clockApp.app, admin, { remoteAddress: address });
    expect(response.statusCode).toBe(200);
  });
});

describe('the admin data routes', () => {
  const marker = 'Quillon-Marsh-4412';
  const dataRoutes = [
    '/api/admin/session',
    '/api/admin/counts',
    ...adminViewOrder.flatMap((table) => [
      `/api/admin/tables/${table}`,
      `/api/admin/tables/${table}/export`,
      `/api/admin/tables/${table}?search=${marker}`,
    ]),
    // Unknown tables answer 401 too: without a session nothing says which tables exist.
    '/api/admin/tables/admin_users',
    '/api/admin/tables/no_such_table/export',
  ];

  beforeAll(async () => {
    for (const table of submissionTables) {
      const nameField = 'full_name' in validValues[table] ? 'full_name' : 'name';
      await insertRows(testApp.database, table, [{ [nameField]: marker }]);
    }
  });

  function expectNothingRevealed(response: LightMyRequestResponse, label: string) {
    expect(response.statusCode, label).toBe(401);
    expect(response.headers['cache-control'], label).toBe('no-store');
    expect(response.headers['content-disposition'], label).toBeUndefined();
    expect(response.headers['x-row-count'], label).toBeUndefined();
    expect(String(response.headers['content-type']), label).toContain('application/json');
    expect(response.body, label).not.toContain(marker);
    const body = response.json<Record<string, unknown>>();
    expect(
      Object.keys(body).every((key) => key === 'error' || key === 'message'),
      label,
    ).toBe(true);
    expect(response.body, label).not.toMatch(/\d/);
  }

  it('answer 200 (or 404 for an unknown table) with a session', async () => {
    const cookie = await signIn(testApp.app, await createAdmin(testApp.database));
    for (const url of dataRoutes) {
      const response = await get(url, cookie);
      const unknown = url.includes('admin_users') || url.includes('no_such_table');
      expect(response.statusCode, url).toBe(unknown ? 404 : 200);
    }
  });

  it('answer 401 and reveal nothing without a cookie', async () => {
    for (const url of dataRoutes) expectNothingRevealed(await get(url), url);
  });

  it('answer 401 and reveal nothing with a forged or malformed cookie', async () => {
    const forged = [
      cookieFor(randomBytes(32).toString('base64url')),
      cookieFor('x'),
      cookieFor(''),
      cookieFor(`${randomBytes(32).toString('base64url')}' or '1'='1`),
      'wlai_admin_session',
    ];
    for (const cookie of forged) {
      for (const url of dataRoutes)
        expectNothingRevealed(await get(url, cookie), `${cookie} ${url}`);
    }
  });

  it('answer 401 and reveal nothing with an expired or signed-out session', async () => {
    const admin = await createAdmin(testApp.database);
    const expired = await signIn(testApp.app, admin);
    await ageSession(expired, { expires_at: minutesAgo(1) });
    const idle = await signIn(testApp.app, admin);
    await ageSession(idle, { last_seen_at: minutesAgo(31) });
    const signedOut = await signIn(testApp.app, admin);
    await signOut(signedOut);
    for (const cookie of [expired, idle, signedOut]) {
      for (const url of dataRoutes) expectNothingRevealed(await get(url, cookie), url);
    }
  });
});

describe('cross-site requests', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    [
      'an Origin of the same host over https (the site is on http)',
      { origin: 'https://127.0.0.1:3000' },
    ],
    ['an Origin of the same host on another port', { origin: 'http://127.0.0.1:3001' }],
    ['an Origin of the same host without its port', { origin: 'http://127.0.0.1' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('to sign in, with %s, are refused without a session', async (_label, headers) => {
    const admin = await createAdmin(testApp.database);
    const before = await sessionCount();
    const response = await postSignIn(testApp.app, admin, {
      headers: { host: '127.0.0.1:3000', ...headers },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('to sign out are refused and the session goes on', async () => {
    const cookie = await signIn(testApp.app, await createAdmin(testApp.database));
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await signOut(cookie, headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(200);
  });

  it('from the site itself are accepted', async () => {
    const admin = await createAdmin(testApp.database);
    const headers = {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
    };
    const response = await postSignIn(testApp.app, admin, { headers });
    expect(response.statusCode).toBe(200);
    const cookie = cookieFor(sessionTokenFrom(response)!);
    expect((await signOut(cookie, headers)).statusCode).toBe(204);
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
  });
});

describe('cross-site requests behind a proxy that terminates https (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it.each([
    ['accept the site’s own https origin', 'https://womenleadingai.example', 200],
    ['refuse the same host over plain http', 'http://womenleadingai.example', 403],
  ])('%s', async (_label, origin, status) => {
    const admin = await createAdmin(proxied.database);
    const response = await postSignIn(proxied.app, admin, {
      remoteAddress: '127.0.0.1',
      headers: { host: 'womenleadingai.example', 'x-forwarded-proto': 'https', origin },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['set-cookie'] === undefined).toBe(status !== 200);
  });
});

describe('every admin answer', () => {
  it('is Cache-Control: no-store', async () => {
    const admin = await createAdmin(testApp.database);
    const signInResponse = await postSignIn(testApp.app, admin);
    const cookie = cookieFor(sessionTokenFrom(signInResponse)!);
    const answers: [string, LightMyRequestResponse][] = [
      ['sign-in 200', signInResponse],
      ['sign-in 401', await postSignIn(testApp.app, { email: admin.email, password: 'wrong' })],
      [
        'sign-in 403',
        await postSignIn(testApp.app, admin, { headers: { origin: 'https://evil.example' } }),
      ],
      ['session: 200', await get('/api/admin/session', cookie)],
      ['list 200', await get('/api/admin/tables/event_registrations', cookie)],
      ['list 400', await get('/api/admin/tables/event_registrations?limit=501', cookie)],
      ['list 404', await get('/api/admin/tables/admin_users', cookie)],
      ['export 200', await get('/api/admin/tables/event_registrations/export', cookie)],
      ['session: 401', await get('/api/admin/session')],
      ['sign-out 204', await signOut(cookie)],
    ];
    for (const [label, response] of answers) {
      expect(response.statusCode, label).toBe(Number(label.split(' ')[1]));
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });
});
