import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEndpoint } from '#schemas/organisers/admin-api-contract.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Every endpoint of the admin API's contract (schemas/organisers/admin-api-contract.ts), written
 * out: `satisfies` makes the compiler refuse a missing or an extra one.
 */
const contractEndpoints = Object.keys({
  'POST /sign-in': true,
  'POST /sign-out': true,
  'GET /session': true,
  'GET /counts': true,
  'GET /audit': true,
  'GET /organisers': true,
  'POST /organisers/invitations': true,
  'DELETE /organisers/invitations/:id': true,
  'PUT /organisers/:id/role': true,
  'PUT /organisers/:id/doors': true,
  'DELETE /organisers/:id': true,
  'GET /doors': true,
  'POST /invitations/check': true,
  'POST /invitations/accept': true,
  'GET /tables/:table': true,
  'GET /tables/:table/summary': true,
  'GET /tables/:table/rows/:id': true,
  'GET /tables/:table/export': true,
  'GET /tables/:table/rows/:id/history': true,
  'POST /tables/:table/status/preview': true,
  'POST /tables/:table/rows/:id/decision-mail': true,
  'POST /tables/:table/status': true,
  'GET /capacity': true,
  'GET /tables/:table/waitlist': true,
  'PUT /tables/:table/waitlist/settings': true,
  'POST /tables/:table/waitlist/promote-next': true,
  'GET /mail': true,
  'GET /mail/counts': true,
  'GET /mail/:id': true,
  'GET /mail/:id/html': true,
  'POST /mail/:id/retry': true,
  'GET /tables/:table/rows/:id/mails': true,
  'POST /tables/:table/rows/:id/not-spam': true,
  'DELETE /tables/:table/rows/:id': true,
  'GET /retention': true,
  'GET /erasure-requests': true,
  'POST /erasure-requests/:id/confirm': true,
  'POST /people/lookup': true,
  'POST /people/export': true,
  'POST /people/erase': true,
  'GET /events': true,
  'GET /events/:id': true,
  'POST /events': true,
  'PUT /events/:id': true,
  'POST /events/:id/duplicate': true,
  'POST /events/:id/publish': true,
  'POST /events/:id/unpublish': true,
  'POST /events/:id/close': true,
  'POST /events/:id/reopen': true,
  'POST /events/:id/cancel': true,
  'POST /events/:id/cancel/preview': true,
  'GET /events/:id/guests': true,
  'GET /events/:id/preview': true,
  'POST /events/:id/messages/preview': true,
  'POST /events/:id/messages': true,
  'GET /events/:id/reminders': true,
  'PUT /events/:id/reminders': true,
  'POST /media': true,
  'GET /events/:id/feedback': true,
  'POST /events/:id/thanks/preview': true,
  'POST /events/:id/thanks': true,
  'GET /events/:id/door': true,
  'POST /events/:id/check-ins': true,
  'DELETE /events/:id/check-ins/:guest': true,
  'POST /events/:id/walk-ins': true,
} satisfies Record<AdminEndpoint, true>);

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

  it('are the endpoints of the contract, no more and no fewer', () => {
    // A route registered beside adminRoute (server/routes/admin-route-context.ts), or an
    // endpoint the browser may call that no route answers, fails here.
    const registered = testApp.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.slice('/api/admin'.length)}`);
    expect(registered.sort()).toEqual(contractEndpoints.sort());
  });

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
