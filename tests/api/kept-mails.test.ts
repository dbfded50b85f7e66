import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailsSettled } from '#tests/setup/mail-delivery.ts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '#content/site.ts';
import type { AdminMailList } from '#schemas/mail/admin-mail.ts';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { yourDataApi } from '#schemas/privacy/your-data-api.ts';
import { createAdmin, newAddress, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * No key in a kept mail (docs/decisions/049-kept-mails-without-keys.md): a viewer and an
 * organiser read every mail the admin shows them (the list, each mail's reading and HTML, a
 * person's mails, the People lookup and export, a decision's preview), take every address and
 * `href` they find, and follow each: a GET of it, and with every token it carries each action a
 * token page makes (joining the admin, withdrawing, opening and erasing "Your data"). None acts.
 * The mails as received still carry links that work: the same finder, over the sent files, finds
 * each of them working.
 */
const appSecret = 'kept-mails-test-secret-0123456789-abcdefghijk';
const table = 'event_registrations' satisfies SubmissionTable;
const applicant = `ada.kept.${process.pid}@example.com`;
const invitedOwner = `second.owner.${process.pid}@example.org`;
const chosenPassword = 'a password she chose herself';

let testApp: TestApp;
type Account = { email: string; cookie: string };
const accounts: Partial<Record<AdminRole, Account>> = {};
let registrationId: number;

async function account(role: AdminRole): Promise<Account> {
  const credentials = await createAdmin(testApp.database, {
    email: `kept-${role}-${process.pid}@example.org`,
  });
  await testApp.database.db
    .updateTable('admin_users')
    .set({ role })
    .where('email', '=', credentials.email)
    .execute();
  return { email: credentials.email, cookie: await signIn(testApp.app, credentials) };
}

async function call(
  who: Account | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: newAddress(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

beforeAll(async () => {
  testApp = await startTestApp({
    env: { APP_SECRET: appSecret, SUBMISSION_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
  });
  for (const role of ['owner', 'organiser', 'viewer'] as const)
    accounts[role] = await account(role);
  const owner = accounts.owner!;

  const registered = await call(undefined, 'POST', `/api/submissions/${table}`, {
    key: newSubmissionKey(),
    values: { ...validValues[table], full_name: 'Ada Kept', email: applicant },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  registrationId = registered.json<{ id: number }>().id;
  const decided = await call(owner, 'POST', `/api/admin/tables/${table}/status`, {
    ids: [registrationId],
    status: 'approved',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  const asked = await call(undefined, 'POST', yourDataApi.link, { email: applicant });
  expect(asked.statusCode, asked.body).toBeLessThan(300);
  const invited = await call(owner, 'POST', '/api/admin/organisers/invitations', {
    email: invitedOwner,
    name: 'Second Owner',
    role: 'owner',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  await mailsSettled(testApp);

  // One sent mail as if sent before bodies were kept: the reader renders it again.
  await testApp.database.db
    .updateTable('mail_outbox')
    .set({ sent_body: null })
    .where('kind', '=', 'organiser-invitation')
    .execute();
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

/** Every address and `href` in what was read, as absolute URLs. */
function linksIn(read: string): string[] {
  const text = read.replaceAll('\\/', '/').replaceAll('&amp;', '&');
  const absolute = text.match(/https?:\/\/[^\s"'<>\\)\]]+/gu) ?? [];
  const hrefs = [...text.matchAll(/href=\\?"([^"\\]+)\\?"/gu)].map((match) => match[1]!);
  return [
    ...new Set([...absolute, ...hrefs].map((link) => new URL(link, siteConfig.siteUrl).toString())),
  ];
}

/** Each value in a link's query: any of them could be a token. */
function valuesOf(link: string): string[] {
  return [...new URL(link).searchParams.values()].filter((value) => value.length >= 20);
}

/** What a token opens without changing anything, on each token page's check. */
async function tokenOpens(token: string): Promise<string[]> {
  const checks: [string, string][] = [
    ['invitation', '/api/admin/invitations/check'],
    ['withdrawal', '/api/withdrawals/check'],
    ['your data', yourDataApi.view],
  ];
  const opened: string[] = [];
  for (const [name, url] of checks) {
    const response = await call(undefined, 'POST', url, { token });
    if (response.statusCode === 200) opened.push(name);
  }
  return opened;
}

/** What a token does when each token page's action is taken with it. */
async function tokenActs(token: string): Promise<string[]> {
  const actions: [string, string, Record<string, unknown>][] = [
    ['joined the admin', '/api/admin/invitations/accept', { token, password: chosenPassword }],
    ['withdrew', '/api/withdrawals', { token }],
    ['opened "Your data"', yourDataApi.view, { token }],
    ['downloaded "Your data"', yourDataApi.download, { token }],
    ['asked for erasure', yourDataApi.erasure, { token }],
  ];
  const acted: string[] = [];
  for (const [name, url, payload] of actions) {
    const response = await call(undefined, 'POST', url, payload);
    if (response.statusCode < 300) acted.push(`${name} (${response.statusCode})`);
  }
  return acted;
}

/** Everything the admin lets `who` read of the mails, as she receives it. */
async function readEveryMail(who: Account, role: AdminRole): Promise<string[]> {
  const read: string[] = [];
  const list = await call(who, 'GET', '/api/admin/mail?limit=500');
  expect(list.statusCode, list.body).toBe(200);
  read.push(list.body);
  const { mails } = list.json<AdminMailList>();
  expect(mails.length).toBeGreaterThanOrEqual(4);
  for (const mail of mails) {
    for (const url of [`/api/admin/mail/${mail.id}`, `/api/admin/mail/${mail.id}/html`]) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      read.push(response.body);
    }
  }
  read.push(
    (await call(who, 'GET', `/api/admin/tables/${table}/rows/${registrationId}/mails`)).body,
  );
  const lookup = await call(who, 'POST', '/api/admin/people/lookup', { email: applicant });
  expect(lookup.statusCode, lookup.body).toBe(200);
  read.push(lookup.body);
  if (role !== 'viewer') {
    const exported = await call(who, 'POST', '/api/admin/people/export', { email: applicant });
    expect(exported.statusCode, exported.body).toBe(200);
    read.push(exported.body);
    for (const status of ['approved', 'waitlisted', 'declined']) {
      const preview = await call(
        who,
        'POST',
        `/api/admin/tables/${table}/rows/${registrationId}/decision-mail`,
        { status },
      );
      expect(preview.statusCode, preview.body).toBe(200);
      read.push(preview.body);
    }
  }
  return read;
}

describe.each(['viewer', 'organiser'] as const)('a %s reading every mail in the admin', (role) => {
  it('finds no link that acts for its recipient, and reads what each link was', async () => {
    const read = await readEveryMail(accounts[role]!, role);
    const links = linksIn(read.join('\n'));
    expect(links.length).toBeGreaterThan(0);
    const acted: string[] = [];
    for (const link of links) {
      const url = new URL(link);
      const page = await call(undefined, 'GET', `${url.pathname}${url.search}`);
      expect(page.statusCode, link).toBeLessThan(500);
      for (const token of valuesOf(link)) {
        for (const outcome of await tokenActs(token)) acted.push(`${link}: ${outcome}`);
      }
    }
    expect(acted).toEqual([]);

    const everything = read.join('\n');
    for (const words of [
      'her withdraw link: only in the mail she received',
      'her “Your data” link: only in the mail she received',
      'her invitation link: only in the mail she received',
    ]) {
      expect(everything).toContain(words);
    }
    // The invitation made no account, and the application stands.
    const joined = await testApp.database.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', invitedOwner)
      .execute();
    expect(joined).toEqual([]);
  });
});

describe('the mails as their recipients received them', () => {
  it('carry links that work, found by the same finder', async () => {
    const names = (await readdir(testApp.mailDirectory)).filter((name) => name.endsWith('.eml'));
    const opened = new Set<string>();
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(testApp.mailDirectory, name)));
      for (const link of linksIn(`${mail.text ?? ''}\n${mail.html || ''}`)) {
        for (const token of valuesOf(link)) {
          for (const what of await tokenOpens(token)) opened.add(what);
        }
      }
    }
    expect([...opened].sort()).toEqual(['invitation', 'withdrawal', 'your data']);
  });
});
