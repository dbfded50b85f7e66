import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViewOrder } from '#schemas/applications/admin-views.ts';
import { loadStaticSite } from '#server/pages/static-site.ts';
import {
  createAdmin,
  newAddress,
  postSignIn,
  sessionTokenFrom,
  cookieFor,
} from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** Values that must never reach a log line, whichever route they pass through. */
const canary = {
  password: 'Canary-Password-Quokka-4417',
  email: 'canary.quokka.4417@example.org',
  linkedin: 'https://www.linkedin.com/in/canary-quokka-4417',
  search: 'CanarySearchQuokka4417',
  name: 'Quokka Canaryname',
  forgedSession: 'Q'.repeat(43),
};

/** A registered route's URL with its parameters filled in. */
function concrete(url: string, table: string): string {
  return url.replace(':table', table).replace(':id', '1').replace('*', 'some/page');
}

describe('the logs, with canary values sent through every route', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  let dir: string;
  let realToken: string;
  // A mail server that refuses every recipient, quoting the address as real ones do.
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink(0, { rejectRecipients: true });
    dir = await mkdtemp(path.join(tmpdir(), 'wlai-canary-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><h1>Home</h1>');
    testApp = await startTestApp({
      site: loadStaticSite(dir, []),
      env: { LOG_LEVEL: 'trace', SUBMISSION_RATE_LIMIT: '1000', SMTP_URL: sink.url },
      logStream: { write: (line) => lines.push(line) },
    });
    const admin = await createAdmin(testApp.database, {
      email: canary.email,
      password: canary.password,
    });
    // A failed and a successful sign-in, both carrying the canaries.
    await postSignIn(testApp.app, { email: canary.email, password: `${canary.password}-wrong` });
    const signedIn = await postSignIn(testApp.app, admin);
    realToken = sessionTokenFrom(signedIn)!;

    const values = {
      ...validValues.event_registrations,
      full_name: canary.name,
      email: canary.email,
      linkedin_url: canary.linkedin,
      why_attend: `${canary.password} ${canary.search}`,
    };
    // Once valid, once refused (limit too large): a refusal must not log the query either.
    const queries = [
      `?search=${canary.search}&filter=${canary.email}&email=${canary.email}`,
      `?search=${canary.search}&limit=99999`,
    ];
    // Sign-in and sign-out last: both end the real session, which every other route should see.
    const endsSession = (url: string) => /\/sign-(in|out)$/.test(url);
    const routes = testApp.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD')
      .sort((a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)));
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      for (const table of ['event_registrations', ...adminViewOrder.slice(1, 2)]) {
        for (const [cookie, query] of [
          [cookieFor(realToken), queries[0]],
          [cookieFor(realToken), queries[1]],
          [cookieFor(canary.forgedSession), queries[0]],
          [undefined, queries[1]],
        ] as const) {
          const url = concrete(route.url, table);
          await testApp.app.inject({
            method: route.method as 'GET',
            url: `${url}${query}`,
            remoteAddress: newAddress(),
            headers: {
              ...(cookie ? { cookie } : {}),
              authorization: `Bearer ${canary.password}`,
              'x-canary': canary.search,
              ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            ...(route.method === 'GET'
              ? {}
              : {
                  payload: {
                    key: newSubmissionKey(),
                    values,
                    email: canary.email,
                    password: canary.password,
                  },
                }),
          });
        }
      }
    }
    // A value the form refuses (400) and a body that is not JSON.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/event_registrations',
      payload: { key: newSubmissionKey(), values: { ...values, linkedin_url: canary.search } },
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/event_registrations',
      headers: { 'content-type': 'application/json' },
      payload: `{"broken": "${canary.password}`,
    });
    // The worker tried the mails and was refused with the address in the answer.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const refused = await testApp.database.db
        .selectFrom('mail_outbox')
        .select('last_error')
        .where('status', '=', 'failed')
        .execute();
      if (refused.some((mail) => mail.last_error?.includes(canary.email))) break;
      if (Date.now() > deadline) throw new Error('no mail was refused with the canary address');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await testApp.close();
    await sink.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('hold none of them, in any case', () => {
    // The real session reached the data routes (answers 200 and 400, not only 401).
    const statuses = new Set(
      lines
        .map((line) => JSON.parse(line) as { path?: string; status?: number })
        .filter((entry) => entry.path?.startsWith('/api/admin/tables/'))
        .map((entry) => entry.status),
    );
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401]));
    const log = lines.join('\n').toLowerCase();
    expect(lines.length).toBeGreaterThan(50);
    for (const [name, value] of Object.entries({ ...canary, realToken })) {
      expect(log, name).not.toContain(value.toLowerCase());
    }
    // Not even the LinkedIn profile's own part, nor the email's local part.
    expect(log).not.toContain('canary-quokka');
    expect(log).not.toContain('canary.quokka');
  });

  it('reach no audit entry but as the account that acted (docs/decisions/043-the-audit-log.md)', async () => {
    await testApp.app.yourDataAsks.settled();
    const entries = await testApp.database.db.selectFrom('audit_log').selectAll().execute();
    // Every route was tried with the canaries: the sign-ins and the exports left entries.
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['sign-in', 'sign-in.failed', 'export.csv']),
    );
    // The account's own address names who acted, or the server itself (a "Your data" link asked
    // for with the canary address); nothing else of the canaries is kept.
    for (const entry of entries) expect([canary.email, 'unknown', 'system']).toContain(entry.actor);
    const kept = JSON.stringify(entries.map(({ actor: _actor, ...entry }) => entry)).toLowerCase();
    for (const [name, value] of Object.entries({ ...canary, realToken })) {
      expect(kept, name).not.toContain(value.toLowerCase());
    }
    expect(kept).not.toContain('canary-quokka');
    expect(kept).not.toContain('canary.quokka');
  });

  it('are JSON lines, each request line with its request id, status and path', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThan(50);
    for (const entry of requests) {
      expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry.status).toEqual(expect.any(Number));
      expect(String(entry.path)).not.toContain('?');
    }
  });

  it('record sign-in successes and failures, without the password or email', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const signIns = entries.filter((entry) => entry.event === 'admin.sign-in');
    expect(signIns.map((entry) => entry.outcome)).toEqual(
      expect.arrayContaining(['wrong-credentials', 'success']),
    );
    const success = signIns.find((entry) => entry.outcome === 'success')!;
    expect(success.adminId).toEqual(expect.any(Number));
    expect(success.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
