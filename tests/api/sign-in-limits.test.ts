import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '#server/organisers/sign-in-guard.ts';
import { createAdmin, postSignIn } from '#tests/fixtures/admin.ts';
import { expectRateLimited } from '#tests/setup/rate-limited.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Guessing is limited per client without handing strangers the power to lock the organiser
 * out (docs/decisions/016-client-address-and-sign-in-limits.md). The app sits behind one proxy
 * (TRUST_PROXY=1), as in production: each request comes from the proxy's address and names
 * its client in X-Forwarded-For.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await testApp.close();
});

let clients = 0;
/** A client address of its own (TEST-NET-3 and a documentation IPv6 range). */
function newClient(): string {
  clients += 1;
  return `203.0.${(clients >> 8) & 255}.${clients & 255}`;
}

function signInFrom(client: string, credentials: { email: string; password: string }) {
  return postSignIn(testApp.app, credentials, {
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });
}

describe('sign-in guessing limits behind one proxy', () => {
  it('stop a client after 10 failures on an account, but not the right password from elsewhere', async () => {
    const admin = await createAdmin(testApp.database);
    const guesser = newClient();
    for (let attempt = 1; attempt <= signInLimits.perAccountClient; attempt++) {
      const response = await signInFrom(guesser, { email: admin.email, password: 'wrong' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // The guesser is refused on this account, even with the right password…
    expectRateLimited(await signInFrom(guesser, admin));
    // …while the organiser, from her own address, signs in (in another letter case too).
    const organiser = newClient();
    expect((await signInFrom(organiser, admin)).statusCode).toBe(200);
    const upper = { ...admin, email: admin.email.toUpperCase() };
    expect((await signInFrom(organiser, upper)).statusCode).toBe(200);
  });

  it('clear a client’s failures on an account when it gives the right password', async () => {
    const admin = await createAdmin(testApp.database);
    const client = newClient();
    const wrong = { email: admin.email, password: 'wrong' };
    for (let attempt = 1; attempt < signInLimits.perAccountClient; attempt++) {
      expect((await signInFrom(client, wrong)).statusCode).toBe(401);
    }
    expect((await signInFrom(client, admin)).statusCode).toBe(200);
    // A typo after signing in starts from nothing, not from nine.
    for (let attempt = 1; attempt <= signInLimits.perAccountClient; attempt++) {
      expect((await signInFrom(client, wrong)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expectRateLimited(await signInFrom(client, wrong));
  });

  it('past 100 attempts on an account from many clients, give each client 3, and still let a client with no failures in', async () => {
    const admin = await createAdmin(testApp.database);
    const wrong = { email: admin.email, password: 'wrong' };
    // A guesser spread over 25 addresses, 4 attempts each: within the per-client allowance.
    for (let i = 0; i < signInLimits.perAccount / 4; i++) {
      const client = newClient();
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signInFrom(client, wrong)).statusCode).toBe(401);
      }
    }
    // Now a new address gets 3 attempts on this account, not 10.
    const next = newClient();
    for (let attempt = 1; attempt <= signInLimits.perAccountClientUnderAttack; attempt++) {
      expect((await signInFrom(next, wrong)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expectRateLimited(await signInFrom(next, wrong));
    expectRateLimited(await signInFrom(next, admin), 'the right password after 3 failures');

    // The organiser, at an address with no failures, is let through at once.
    expect((await signInFrom(newClient(), admin)).statusCode).toBe(200);
    // Another account is not affected at all.
    const other = await createAdmin(testApp.database);
    const client = newClient();
    for (let attempt = 1; attempt <= signInLimits.perAccountClient; attempt++) {
      expect((await signInFrom(client, { email: other.email, password: 'no' })).statusCode).toBe(
        401,
      );
    }
  });

  it('count a client by the address the proxy saw, whatever it writes in X-Forwarded-For', async () => {
    const client = newClient();
    const targets = [await createAdmin(testApp.database), await createAdmin(testApp.database)];
    for (let attempt = 0; attempt < signInLimits.perClient; attempt++) {
      // The client writes a new address of its own each time; the proxy appends the real one.
      const forged = `198.51.100.${attempt + 1}, ${client}`;
      const response = await postSignIn(
        testApp.app,
        { email: targets[attempt % 2]!.email, password: 'wrong' },
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forged } },
      );
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401);
    }
    const fresh = await createAdmin(testApp.database);
    expectRateLimited(
      await postSignIn(testApp.app, fresh, {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `192.0.2.77, ${client}` },
      }),
    );
  });

  it('count every address of one IPv6 /64 as one client', async () => {
    const admin = await createAdmin(testApp.database);
    const wrong = { email: admin.email, password: 'wrong' };
    for (let attempt = 1; attempt <= signInLimits.perAccountClient; attempt++) {
      const address = `2001:db8:77:1::${attempt.toString(16)}`;
      expect((await signInFrom(address, wrong)).statusCode).toBe(401);
    }
    expectRateLimited(await signInFrom('2001:db8:77:1:abcd::1', wrong));
    expect((await signInFrom('2001:db8:77:2::1', admin)).statusCode).toBe(200);
  });
});
