import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

describe('every admin route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  // Reached without a session: signing in and out, and an invitation's link.
  const publicAdminRoutes = [
    'POST /api/admin/invitations/accept',
    'POST /api/admin/invitations/check',
    'POST /api/admin/sign-in',
    'POST /api/admin/sign-out',
  ];

  it('answers 401 without a session, revealing nothing, and is never cached', async () => {
    const adminRoutes = testApp.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD',
    );
    const signedOut = adminRoutes.filter((route) => route.access === 'signed-out');
    expect(signedOut.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      publicAdminRoutes,
    );
    const guarded = adminRoutes.filter((route) => route.access !== 'signed-out');
    // Found by walking the registered routes, so a new admin route is covered automatically.
    expect(guarded.length).toBeGreaterThanOrEqual(3);

    for (const route of guarded) {
      const url = route.url.replace(':table', 'event_registrations').replace(':id', '1');
      for (const cookie of [undefined, 'wlai_admin_session=' + 'A'.repeat(43)]) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expect(response.json(), url).toEqual({ error: 'unauthorized' });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    }
  });
});
