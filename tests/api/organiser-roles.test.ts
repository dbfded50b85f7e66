import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '#schemas/organisers/audit-log.ts';
import type { AdminRole, OrganiserList } from '#schemas/organisers/organisers.ts';
import { auditEntryOf } from '#server/db/audit-log.ts';
import { invitationToken } from '#server/mail/invitation-link.ts';
import { guardAdminRoutes } from '#server/routes/admin-route-context.ts';
import { createAdmin, postSignIn, signIn } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * Organisers with roles (docs/decisions/045-organiser-roles.md): every admin route checks the
 * role its access needs; owners invite by mail, change roles and remove; the link works once and
 * for a week; the last owner stays, also when two owners act at the same moment (PostgreSQL).
 */
const appSecret = 'organiser-roles-test-secret-0123456789-abcdefgh';
let testApp: TestApp;

type Account = { id: number; email: string; password: string; cookie: string };

let accounts = 0;
/** A signed-in account with `role` (the first owner is made the way `admin:create` makes one). */
async function account(role: AdminRole, app: TestApp = testApp): Promise<Account> {
  const credentials = await createAdmin(app.database, {
    email: `roles-${role}-${++accounts}-${process.pid}@example.org`,
  });
  const { id } = await app.database.db
    .updateTable('admin_users')
    .set({ role })
    .where('email', '=', credentials.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), ...credentials, cookie: await signIn(app.app, credentials) };
}

function call(
  who: Account | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  app: TestApp = testApp,
) {
  return app.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function auditOf(action: string): Promise<AuditEntry[]> {
  const rows = await testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action as AuditEntry['action'])
    .orderBy('id')
    .execute();
  return rows.map(auditEntryOf);
}

async function tokenOf(invitationId: number): Promise<string> {
  const { nonce } = await testApp.database.db
    .selectFrom('admin_invitations')
    .select('nonce')
    .where('id', '=', invitationId)
    .executeTakeFirstOrThrow();
  return invitationToken(appSecret, nonce);
}

/** The mail the worker wrote to `address`, once it is there. */
async function mailTo(address: string): Promise<ParsedMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = await readdir(testApp.mailDirectory).catch(() => []);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(testApp.mailDirectory, name)));
      if (mail.to && JSON.stringify(mail.to).includes(address)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${address}`);
}

let invitees = 0;
function invitee(role: AdminRole = 'organiser') {
  invitees += 1;
  return { email: `grace.${invitees}.${process.pid}@example.org`, name: 'Grace Example', role };
}

async function invite(owner: Account, body = invitee()) {
  const response = await call(owner, 'POST', '/api/admin/organisers/invitations', body);
  expect(response.statusCode, response.body).toBe(201);
  return { ...body, id: response.json<{ id: number }>().id };
}

let owner: Account;
let organiser: Account;
let viewer: Account;

beforeAll(async () => {
  testApp = await startTestApp({ env: { APP_SECRET: appSecret } });
  owner = await account('owner');
  organiser = await account('organiser');
  viewer = await account('viewer');
});
afterAll(async () => {
  await testApp.close();
});

describe('the role on every admin route', () => {
  const adminRoutes = () =>
    testApp.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD',
    );
  // A lookup that only reads, sent as a POST so the address it looks for stays out of every URL
  // (docs/decisions/046-the-people-place.md).
  const readingPosts = ['/api/admin/people/lookup'];
  const concrete = (url: string) =>
    url.replace(':table', 'event_registrations').replace(':id', '999999');

  it('every route declares its access; every write and every export asks for more than reading', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      expect(
        ['read', 'export', 'change', 'manage-organisers', 'door', 'signed-in', 'signed-out'],
        name,
      ).toContain(route.access);
      if (
        route.method !== 'GET' &&
        route.access !== 'signed-out' &&
        !readingPosts.includes(route.url)
      ) {
        expect(route.access, name).not.toBe('read');
      }
    }
    for (const url of readingPosts) {
      expect(routes.find((route) => route.url === url)?.access, url).toBe('read');
    }
    expect(routes.find((route) => route.url.endsWith('/export'))?.access).toBe('export');
    expect(routes.find((route) => route.url === '/api/admin/people/export')?.access).toBe('export');
    expect(routes.find((route) => route.url === '/api/admin/people/erase')?.access).toBe('change');
  });

  it('a viewer is refused every write and every export with 403 and a message; she reads everything', async () => {
    const before = await testApp.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const route of adminRoutes().filter((route) => route.access !== 'signed-out')) {
      const response = await call(viewer, route.method as 'GET', concrete(route.url), {});
      const name = `${route.method} ${route.url}`;
      if (route.access === 'read' || route.access === 'signed-in') {
        expect(response.statusCode, name).not.toBe(403);
        expect(response.statusCode, name).not.toBe(401);
      } else {
        expect(response.statusCode, name).toBe(403);
        expect(response.json(), name).toEqual({
          error: 'forbidden',
          message: expect.stringContaining('Your role (Viewer) does not allow this'),
        });
      }
    }
    // Refused, nothing was done: no entry beyond none.
    const after = await testApp.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const list = await call(viewer, 'GET', '/api/admin/tables/event_registrations');
    expect(list.statusCode).toBe(200);
    const exported = await call(viewer, 'GET', '/api/admin/tables/event_registrations/export');
    expect(exported.statusCode).toBe(403);
    expect(exported.headers['content-type']).toMatch(/application\/json/);
  });

  it('an organiser does everything but manage the organisers', async () => {
    for (const route of adminRoutes().filter((route) => route.access !== 'signed-out')) {
      const response = await call(organiser, route.method as 'GET', concrete(route.url), {});
      const name = `${route.method} ${route.url}`;
      if (route.access === 'manage-organisers') {
        expect(response.statusCode, name).toBe(403);
        expect(response.json<{ message: string }>().message, name).toContain('(Organiser)');
      } else {
        expect(response.statusCode, name).not.toBe(403);
      }
    }
    const exported = await call(organiser, 'GET', '/api/admin/tables/event_registrations/export');
    expect(exported.statusCode).toBe(200);
  });

  it('a route that declares no access is refused as it is registered, before the server starts', async () => {
    const app = Fastify();
    guardAdminRoutes(
      app,
      async () => {},
      async () => true,
    );
    expect(() => app.get('/people', async () => ({}))).toThrow(
      'The admin route GET /people declares no access (config.access).',
    );
    app.get('/people', { config: { access: 'read' } }, async () => ({}));
    await app.ready();
    await app.close();
  });

  it('the session says who she is and her role', async () => {
    const session = await call(viewer, 'GET', '/api/admin/session');
    expect(session.json()).toEqual({ email: viewer.email, name: '', role: 'viewer' });
  });
});

describe('invitations', () => {
  it('an owner invites by mail; the link is in the mail, only its hash is stored, and it is in the audit log', async () => {
    const grace = await invite(owner);
    const stored = await testApp.database.db
      .selectFrom('admin_invitations')
      .selectAll()
      .where('id', '=', grace.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      email: grace.email,
      name: 'Grace Example',
      role: 'organiser',
      invited_by: owner.email,
      accepted_at: null,
      cancelled_at: null,
    });
    const lifetime = Date.parse(String(stored.expires_at)) - Date.parse(String(stored.created_at));
    expect(lifetime).toBe(7 * 24 * 60 * 60 * 1000);

    const outbox = await testApp.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('submission_table', '=', 'admin_invitations')
      .where('submission_id', '=', grace.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.kind).toBe('organiser-invitation');

    const mail = await mailTo(grace.email);
    expect(mail.subject).toBe('You are invited to the Women Leading AI admin');
    expect(mail.text).toContain('Hello Grace Example,');
    expect(mail.text).toContain('Organiser: Everything but managing the organisers.');
    const link = /https?:\/\/\S+\/admin\/join\?token=([\w-]{43})/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const token = link![1]!;
    expect(token).toBe(await tokenOf(grace.id));
    // The token itself is kept nowhere: not in the invitation, not in the outbox.
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(outbox)).not.toContain(token);

    const [entry] = (await auditOf('organiser.invite')).filter((e) => e.targetId === grace.id);
    expect(entry).toMatchObject({
      actor: owner.email,
      target: 'admin_invitations',
      details: { role: 'organiser' },
    });
    expect(JSON.stringify(entry)).not.toContain(grace.email);

    const check = await call(undefined, 'POST', '/api/admin/invitations/check', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      state: 'ready',
      email: grace.email,
      name: 'Grace Example',
      role: 'organiser',
    });

    const list = await call(owner, 'GET', '/api/admin/organisers');
    expect(list.json<OrganiserList>().invitations).toContainEqual(
      expect.objectContaining({ id: grace.id, email: grace.email, invitedBy: owner.email }),
    );
    // Her own account is the one marked as hers, for each who reads the list.
    const mine = (reader: Account) =>
      call(reader, 'GET', '/api/admin/organisers').then((answer) =>
        answer
          .json<OrganiserList>()
          .organisers.filter((organiser) => organiser.you)
          .map((organiser) => organiser.email),
      );
    expect(await mine(owner)).toEqual([owner.email]);
    const reader = await account('viewer');
    expect(await mine(reader)).toEqual([reader.email]);
  });

  it('she sets her password once: she joins with the role and name, signs in, and the link is spent', async () => {
    const grace = await invite(owner, invitee('viewer'));
    const token = await tokenOf(grace.id);

    const short = await call(undefined, 'POST', '/api/admin/invitations/accept', {
      token,
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toBe(
      'Please choose a password of at least 12 characters.',
    );
    const none = await testApp.database.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', grace.email)
      .execute();
    expect(none).toEqual([]);

    const password = 'a long enough passphrase';
    const joined = await call(undefined, 'POST', '/api/admin/invitations/accept', {
      token,
      password,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ state: 'joined', email: grace.email });

    const cookie = await signIn(testApp.app, { email: grace.email, password });
    const session = await testApp.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(session.json()).toEqual({ email: grace.email, name: 'Grace Example', role: 'viewer' });
    const [entry] = (await auditOf('organiser.join')).filter((e) => e.actor === grace.email);
    expect(entry).toMatchObject({ target: 'admin_users', details: { role: 'viewer' } });

    for (const url of ['/api/admin/invitations/check', '/api/admin/invitations/accept']) {
      const again = await call(undefined, 'POST', url, { token, password: 'another passphrase' });
      expect(again.statusCode, url).toBe(409);
      expect(again.json(), url).toEqual({ state: 'used' });
    }
    const stillOld = await postSignIn(testApp.app, { email: grace.email, password });
    expect(stillOld.statusCode).toBe(200);

    // Her name now stands beside her address in the audit log.
    const audit = await call(owner, 'GET', '/api/admin/audit?action=organiser.join');
    expect(audit.json<AuditList>().actorNames[grace.email]).toBe('Grace Example');
  });

  it('two people using one link at the same moment: one joins', async () => {
    const grace = await invite(owner);
    const token = await tokenOf(grace.id);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(undefined, 'POST', '/api/admin/invitations/accept', {
          token,
          password: 'a long enough passphrase',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const users = await testApp.database.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', grace.email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('an expired link and a cancelled one say so and let nobody in', async () => {
    const late = await invite(owner);
    await testApp.database.db
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', late.id)
      .execute();
    const lateToken = await tokenOf(late.id);
    for (const url of ['/api/admin/invitations/check', '/api/admin/invitations/accept']) {
      const answer = await call(undefined, 'POST', url, {
        token: lateToken,
        password: 'a long enough passphrase',
      });
      expect(answer.statusCode, url).toBe(410);
      expect(answer.json(), url).toEqual({ state: 'expired' });
    }

    const cancelled = await invite(owner);
    const refused = await call(
      viewer,
      'DELETE',
      `/api/admin/organisers/invitations/${cancelled.id}`,
    );
    expect(refused.statusCode).toBe(403);
    const cancel = await call(owner, 'DELETE', `/api/admin/organisers/invitations/${cancelled.id}`);
    expect(cancel.statusCode).toBe(204);
    const [entry] = (await auditOf('organiser.cancel-invitation')).filter(
      (e) => e.targetId === cancelled.id,
    );
    expect(entry?.actor).toBe(owner.email);
    const answer = await call(undefined, 'POST', '/api/admin/invitations/accept', {
      token: await tokenOf(cancelled.id),
      password: 'a long enough passphrase',
    });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({ state: 'cancelled' });
    const again = await call(owner, 'DELETE', `/api/admin/organisers/invitations/${cancelled.id}`);
    expect(again.statusCode).toBe(404);

    const list = await call(owner, 'GET', '/api/admin/organisers');
    const pending = list.json<OrganiserList>().invitations.map((invitation) => invitation.id);
    expect(pending).not.toContain(late.id);
    expect(pending).not.toContain(cancelled.id);
    for (const { email } of [late, cancelled]) {
      const users = await testApp.database.db
        .selectFrom('admin_users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toEqual([]);
    }
  });

  it('an invitation works only while its inviter may still invite: demoted or removed, hers let nobody in', async () => {
    const inviter = await account('owner');
    const secondSelf = await invite(inviter, invitee('owner'));
    const forOrganiser = await invite(inviter, invitee('organiser'));
    const demoted = await call(owner, 'PUT', `/api/admin/organisers/${inviter.id}/role`, {
      role: 'viewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // Her session is refused at once...
    const again = await call(inviter, 'POST', '/api/admin/organisers/invitations', invitee());
    expect(again.statusCode).toBe(403);
    // ...and so are the invitations she made while she could.
    for (const { id, email } of [secondSelf, forOrganiser]) {
      const token = await tokenOf(id);
      const check = await call(undefined, 'POST', '/api/admin/invitations/check', { token });
      expect(check.statusCode).toBe(410);
      expect(check.json()).toEqual({ state: 'withdrawn' });
      const accept = await call(undefined, 'POST', '/api/admin/invitations/accept', {
        token,
        password: 'a long enough passphrase',
      });
      expect(accept.statusCode).toBe(410);
      expect(accept.json()).toEqual({ state: 'withdrawn' });
      const users = await testApp.database.db
        .selectFrom('admin_users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toEqual([]);
    }

    // An owner again, her invitation works again; removed, it does not.
    await call(owner, 'PUT', `/api/admin/organisers/${inviter.id}/role`, { role: 'owner' });
    const token = await tokenOf(forOrganiser.id);
    const ready = await call(undefined, 'POST', '/api/admin/invitations/check', { token });
    expect(ready.json()).toMatchObject({ state: 'ready' });
    expect((await call(owner, 'DELETE', `/api/admin/organisers/${inviter.id}`)).statusCode).toBe(
      204,
    );
    const gone = await call(undefined, 'POST', '/api/admin/invitations/accept', {
      token,
      password: 'a long enough passphrase',
    });
    expect(gone.json()).toEqual({ state: 'withdrawn' });
  });

  it.runIf(testEngine() === 'postgres')(
    'an owner demoted at the moment her invitation is used: it joins only if it came first',
    async () => {
      let joined = 0;
      let refused = 0;
      for (let round = 0; round < 8; round++) {
        const inviter = await account('owner');
        const grace = await invite(inviter, invitee('owner'));
        const token = await tokenOf(grace.id);
        const [accept, demote] = await Promise.all([
          call(undefined, 'POST', '/api/admin/invitations/accept', {
            token,
            password: 'a long enough passphrase',
          }),
          call(owner, 'PUT', `/api/admin/organisers/${inviter.id}/role`, { role: 'viewer' }),
        ]);
        expect(demote.statusCode, demote.body).toBe(200);
        const [join] = (await auditOf('organiser.join')).filter((e) => e.actor === grace.email);
        const [role] = (await auditOf('organiser.role')).filter((e) => e.targetId === inviter.id);
        if (accept.statusCode === 200) {
          joined += 1;
          // Her joining was committed before the demotion was made.
          expect(join!.id).toBeLessThan(role!.id);
        } else {
          refused += 1;
          expect(accept.json()).toEqual({ state: 'withdrawn' });
          expect(join).toBeUndefined();
        }
      }
      expect(joined + refused).toBe(8);
    },
    120_000,
  );

  it('a link that is cut short or made up names nothing', async () => {
    for (const token of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}!`]) {
      const answer = await call(undefined, 'POST', '/api/admin/invitations/check', { token });
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json(), token).toEqual({ state: 'invalid' });
    }
    const accept = await call(undefined, 'POST', '/api/admin/invitations/accept', {
      token: 'B'.repeat(43),
      password: 'a long enough passphrase',
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toEqual({ state: 'invalid' });
  });

  it('refuses an invitation it cannot use, naming the field, and stores nothing', async () => {
    const count = async () => {
      const [invitations, mails] = await Promise.all([
        testApp.database.db
          .selectFrom('admin_invitations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        testApp.database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return [Number(invitations.n), Number(mails.n)];
    };
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-address', name: 'Grace', role: 'organiser' }, 'email'],
      [{ email: 'grace.x@example.org', name: '  ', role: 'organiser' }, 'name'],
      [{ email: 'grace.x@example.org', name: 'Grace', role: 'admin' }, 'role'],
      [{ email: 'grace.x@example.org', name: 'Grace\u0000', role: 'viewer' }, 'name'],
      [{ email: 'grace.x@example.org', name: 'G'.repeat(101), role: 'viewer' }, 'name'],
      [{ email: organiser.email.toUpperCase(), name: 'Again', role: 'viewer' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(owner, 'POST', '/api/admin/organisers/invitations', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors), JSON.stringify(body)).toContain(field);
    }
    expect((await call(owner, 'POST', '/api/admin/organisers/invitations', [])).statusCode).toBe(
      400,
    );
    expect(await count()).toEqual(before);
  });
});

describe('changing and removing organisers', () => {
  it('a role change applies at her next request, and is in the audit log', async () => {
    const ada = await account('viewer');
    const refused = await call(ada, 'GET', '/api/admin/tables/event_registrations/export');
    expect(refused.statusCode).toBe(403);

    const change = await call(owner, 'PUT', `/api/admin/organisers/${ada.id}/role`, {
      role: 'organiser',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toEqual({ changed: true });
    const allowed = await call(ada, 'GET', '/api/admin/tables/event_registrations/export');
    expect(allowed.statusCode).toBe(200);
    // The newest: SQLite gives a removed account's id to the next one made.
    const entry = (await auditOf('organiser.role')).filter((e) => e.targetId === ada.id).at(-1);
    expect(entry).toMatchObject({
      actor: owner.email,
      target: 'admin_users',
      details: { role: 'organiser', was: 'viewer' },
    });

    const bad = await call(owner, 'PUT', `/api/admin/organisers/${ada.id}/role`, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.role).toMatch(/owner, organiser, viewer/);
    const missing = await call(owner, 'PUT', '/api/admin/organisers/999999/role', {
      role: 'viewer',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a removed organiser is signed out at once, and it is in the audit log', async () => {
    const ada = await account('organiser');
    expect((await call(ada, 'GET', '/api/admin/session')).statusCode).toBe(200);
    const removed = await call(owner, 'DELETE', `/api/admin/organisers/${ada.id}`);
    expect(removed.statusCode).toBe(204);
    const next = await call(ada, 'GET', '/api/admin/tables/event_registrations');
    expect(next.statusCode).toBe(401);
    const signIn = await postSignIn(testApp.app, { email: ada.email, password: ada.password });
    expect(signIn.statusCode).toBe(401);
    const [entry] = (await auditOf('organiser.remove')).filter((e) => e.targetId === ada.id);
    expect(entry).toMatchObject({ actor: owner.email, details: { role: 'organiser' } });
  });

  it('the last owner can be neither demoted nor removed; an owner does not remove herself', async () => {
    const app = await startTestApp({ env: { APP_SECRET: appSecret } });
    try {
      const only = await account('owner', app);
      const other = await account('organiser', app);
      const demote = await call(
        only,
        'PUT',
        `/api/admin/organisers/${only.id}/role`,
        {
          role: 'viewer',
        },
        app,
      );
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toContain('The last owner cannot be removed');
      const removeSelf = await call(
        only,
        'DELETE',
        `/api/admin/organisers/${only.id}`,
        undefined,
        app,
      );
      expect(removeSelf.statusCode).toBe(409);

      // With a second owner, she may step down; the second cannot then be demoted.
      await call(only, 'PUT', `/api/admin/organisers/${other.id}/role`, { role: 'owner' }, app);
      const stepDown = await call(
        only,
        'PUT',
        `/api/admin/organisers/${only.id}/role`,
        {
          role: 'organiser',
        },
        app,
      );
      expect(stepDown.statusCode).toBe(200);
      const refused = await call(
        only,
        'PUT',
        `/api/admin/organisers/${other.id}/role`,
        {
          role: 'viewer',
        },
        app,
      );
      expect(refused.statusCode).toBe(403);
      const last = await call(other, 'DELETE', `/api/admin/organisers/${other.id}`, undefined, app);
      expect(last.statusCode).toBe(409);
      const owners = await app.database.db
        .selectFrom('admin_users')
        .select('email')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toEqual([{ email: other.email }]);
    } finally {
      await app.close();
    }
  });

  it.runIf(testEngine() === 'postgres')(
    'two owners demoting or removing each other at the same moment leave exactly one owner',
    async () => {
      const app = await startTestApp({ env: { APP_SECRET: appSecret } });
      try {
        for (let round = 0; round < 12; round++) {
          await app.database.db.deleteFrom('admin_users').execute();
          const [ada, grace] = [await account('owner', app), await account('owner', app)];
          const demote = round % 2 === 0;
          const act = (actor: Account, target: Account) =>
            demote
              ? call(
                  actor,
                  'PUT',
                  `/api/admin/organisers/${target.id}/role`,
                  { role: 'viewer' },
                  app,
                )
              : call(actor, 'DELETE', `/api/admin/organisers/${target.id}`, undefined, app);
          const answers = await Promise.all([act(ada, grace), act(grace, ada)]);
          const owners = await app.database.db
            .selectFrom('admin_users')
            .select('email')
            .where('role', '=', 'owner')
            .execute();
          expect(owners, `round ${round}`).toHaveLength(1);
          const codes = answers.map((answer) => answer.statusCode).sort();
          expect(codes[0], `round ${round}`).toBe(demote ? 200 : 204);
          // The second finds herself no owner (403), or her target the last one (409); removed,
          // her session ended with her (401).
          expect([401, 403, 409], `round ${round}`).toContain(codes[1]);
        }
      } finally {
        await app.close();
      }
    },
  );
});
