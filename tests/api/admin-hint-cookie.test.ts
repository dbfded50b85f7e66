import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, postSignIn, sessionTokenFrom, cookieFor } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

function setCookies(header: string | string[] | undefined): string[] {
  return Array.isArray(header) ? header : header ? [header] : [];
}

describe('the signed-in hint cookie', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is set beside the session at sign-in, readable, secret-free, and cleared at sign-out', async () => {
    const admin = await createAdmin(testApp.database);
    const signedIn = await postSignIn(testApp.app, admin);
    const hint = setCookies(signedIn.headers['set-cookie']).find((cookie) =>
      cookie.startsWith('wlai_admin_signed_in='),
    );
    // Readable by the page's script (no HttpOnly), in any order of its attributes.
    const [pair, ...attributes] = hint!.split('; ');
    expect(pair).toBe('wlai_admin_signed_in=1');
    expect(attributes.sort()).toEqual(['Max-Age=43200', 'Path=/', 'SameSite=Strict']);

    const token = sessionTokenFrom(signedIn)!;
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/sign-out',
      headers: { cookie: cookieFor(token) },
    });
    const cleared = setCookies(signedOut.headers['set-cookie']);
    expect(cleared.some((cookie) => /^wlai_admin_session=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^wlai_admin_signed_in=;.*Max-Age=0/.test(cookie))).toBe(true);
  });

  it('is cleared with the session cookie when a request finds its session gone', async () => {
    const admin = await createAdmin(testApp.database);
    const token = sessionTokenFrom(await postSignIn(testApp.app, admin))!;
    await testApp.database.db.deleteFrom('admin_sessions').execute();
    const refused = await testApp.app.inject({
      url: '/api/admin/session',
      headers: { cookie: `${cookieFor(token)}; wlai_admin_signed_in=1` },
    });
    expect(refused.statusCode).toBe(401);
    const cleared = setCookies(refused.headers['set-cookie']);
    expect(cleared.some((cookie) => /^wlai_admin_session=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^wlai_admin_signed_in=;.*Max-Age=0/.test(cookie))).toBe(true);
    // Without any cookie there is nothing to clear.
    const bare = await testApp.app.inject({ url: '/api/admin/session' });
    expect(bare.headers['set-cookie']).toBeUndefined();
  });
});
