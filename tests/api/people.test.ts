import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMailList } from '#schemas/mail/admin-mail.ts';
import type { AuditAction } from '#schemas/organisers/audit-log.ts';
import { adminViewOrder, type AdminListResponse } from '#schemas/applications/admin-views.ts';
import {
  confirmationOf,
  type PersonErasure,
  type PersonExport,
  type PersonRecordsView,
} from '#schemas/privacy/people.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The admin's People place (docs/decisions/046-the-people-place.md): one lookup finds a person's
 * rows in every table however she spelled the address, the export is one JSON file of them,
 * and the erasure erases exactly what the organiser confirmed, once, leaving her in no table,
 * mail, export, audit entry or log line.
 */
let testApp: TestApp;
let cookie: string;
let admin: { email: string; password: string };
const lines: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    env: { SUBMISSION_RATE_LIMIT: '1000', LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(line) },
  });
  admin = await createAdmin(testApp.database);
  cookie = await signIn(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
});

let people = 0;

/** A fictional person: her Gmail address's key, and a name no one else has. */
function newPerson() {
  people += 1;
  const local = `ada.quillfeather${people}${Date.now() % 100_000}`;
  return {
    name: `Ada Quillfeather ${people}`,
    /** As she typed it on each form: different spellings of one Gmail address. */
    spellings: [
      `${local}+events@Gmail.com`,
      local.replaceAll('.', '') + '@gmail.com',
      `${local.toUpperCase()}@googlemail.com`,
    ],
    local,
  };
}

const forms = [
  'event_registrations',
  'leadership_labs_applications',
  'enquiries',
] as const satisfies SubmissionTable[];

async function submit(table: SubmissionTable, email: string, name: string) {
  const nameColumn = table === 'enquiries' ? 'name' : 'full_name';
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: {
      key: newSubmissionKey(),
      values: { ...validValues[table], [nameColumn]: name, email },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Her three forms, each with another spelling, and one decision with a message to her. */
async function sendForms(person: ReturnType<typeof newPerson>) {
  const ids: Record<string, number> = {};
  for (const [index, table] of forms.entries()) {
    ids[table] = await submit(table, person.spellings[index]!, person.name);
  }
  const decided = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/tables/event_registrations/status',
    headers: { cookie },
    payload: {
      ids: [ids.event_registrations],
      status: 'declined',
      message: `Sorry, ${person.name}`,
    },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return ids;
}

function post(path: string, payload: unknown, headers: Record<string, string> = { cookie }) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/people/${path}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function lookUp(email: string): Promise<PersonRecordsView> {
  const response = await post('lookup', { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PersonRecordsView>();
}

/** Waits until the worker has taken every mail of hers (sent, or failed for good). */
async function mailsSettled(email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const view = await lookUp(email);
    if (view.mails.length > 0 && view.mails.every((mail) => mail.status !== 'queued')) return view;
    if (Date.now() > deadline) throw new Error('her mails were not sent');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function auditEntries(action: AuditAction) {
  return testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

describe(`the People place (${testEngine()})`, () => {
  it('finds her rows in every table however she spelled the address', async () => {
    const person = newPerson();
    const ids = await sendForms(person);
    const other = newPerson();
    await submit('event_registrations', other.spellings[0]!, other.name);

    for (const spelling of [
      `${person.local}+anything@GMAIL.com`,
      `  ${person.spellings[1]}  `,
      person.spellings[2]!,
    ]) {
      const view = await lookUp(spelling);
      expect(view.entries.map(({ table, id }) => [table, id])).toEqual(
        forms.map((table) => [table, ids[table]]),
      );
      expect(view.address).toBe(spelling.trim().toLowerCase());
    }
    const view = await lookUp(person.spellings[0]!);
    const registration = view.entries[0]!;
    expect(registration).toMatchObject({
      form: 'Event Registrations',
      event: validValues.event_registrations.event_name,
      status: 'declined',
    });
    expect(registration.statusChangedAt).not.toBeNull();
    // The values under the labels the admin gives them (schemas/applications/admin-views.ts).
    expect(registration.fields).toEqual(
      expect.arrayContaining([
        { key: 'full_name', label: 'Full Name', value: person.name },
        { key: 'email', label: 'Email', value: person.spellings[0] },
        { key: 'lead_session', label: 'Lead Session', value: expect.any(Boolean) },
      ]),
    );
    expect(view.entries[2]!.fields).toEqual(
      expect.arrayContaining([{ key: 'name', label: 'Name', value: person.name }]),
    );
    expect(view.history).toEqual([
      expect.objectContaining({
        table: 'event_registrations',
        rowId: ids.event_registrations,
        from: 'pending',
        to: 'declined',
        by: admin.email,
        message: `Sorry, ${person.name}`,
      }),
    ]);
    // Her confirmations and the decline, each with its kind, status and attempts.
    expect(view.mails.length).toBeGreaterThanOrEqual(4);
    expect(view.mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['confirmation', 'decline']),
    );
    for (const mail of view.mails) {
      expect(mail).toMatchObject({ attempts: expect.any(Number), createdAt: expect.any(String) });
    }
    expect(JSON.stringify(view)).not.toContain(other.name);
  });

  it('says nothing is held for an unknown address, and refuses what is no address', async () => {
    const empty = await lookUp(`nobody-${Date.now()}@example.org`);
    expect(empty).toMatchObject({ entries: [], history: [], mails: [] });

    for (const payload of [{ email: 'not an address' }, { email: '' }, {}, { email: 42 }]) {
      const response = await post('lookup', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation',
        fieldErrors: { email: expect.any(String) },
      });
    }
    const tooLong = await post('lookup', { email: `${'a'.repeat(250)}@example.org` });
    expect(tooLong.statusCode).toBe(400);
    // Signed out: nothing; the address never goes in a URL (no GET route).
    expect((await post('lookup', { email: 'a@example.org' }, {})).statusCode).toBe(401);
    expect((await post('export', { email: 'a@example.org' }, {})).statusCode).toBe(401);
    expect((await post('erase', { email: 'a@example.org' }, {})).statusCode).toBe(401);
    const byGet = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/people?email=a@example.org',
      headers: { cookie },
    });
    expect(byGet.statusCode).toBe(404);
  });

  it('exports one JSON file of everything found, recorded with counts only', async () => {
    const person = newPerson();
    await sendForms(person);
    const seen = await mailsSettled(person.spellings[1]!);
    const before = (await auditEntries('person.export')).length;

    const response = await post('export', { email: person.spellings[0] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['content-disposition']).not.toContain('quillfeather');
    expect(response.headers['cache-control']).toBe('no-store');
    const file = response.json<PersonExport>();
    expect(file).toMatchObject({
      format: 'wlai-person-export',
      version: 1,
      address: person.spellings[0]!.toLowerCase(),
      exportedAt: expect.any(String),
    });
    expect(file.entries.map((entry) => entry.table)).toEqual([...forms]);
    expect(file.entries).toEqual(seen.entries);
    expect(file.history).toEqual(seen.history);
    expect(file.mails.map((mail) => mail.id)).toEqual(seen.mails.map((mail) => mail.id));
    const sent = file.mails.filter((mail) => mail.status === 'sent');
    expect(sent.length).toBeGreaterThan(0);
    for (const mail of sent) {
      // The body as it left, and each attempt.
      expect(mail.body).toMatchObject({ from: expect.any(String), text: expect.any(String) });
      expect(mail.body!.html).toContain('<');
      expect(mail.attemptLog).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ outcome: 'sent', at: expect.any(String) }),
        ]),
      );
    }
    expect(file.mails.some((mail) => mail.body?.text.includes(person.name))).toBe(true);

    const entries = await auditEntries('person.export');
    expect(entries).toHaveLength(before + 1);
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({
      actor: admin.email,
      target: 'people',
      row_count: 3,
    });
    expect(JSON.parse(entry.details)).toEqual({ mails: file.mails.length });
  });

  it('erases exactly what she confirmed, refusing (409) when something new arrived', async () => {
    const person = newPerson();
    const ids = await sendForms(person);
    await mailsSettled(person.spellings[0]!);
    const seen = await lookUp(person.spellings[0]!);

    // Unreadable confirmations store nothing.
    for (const payload of [
      { email: person.spellings[0] },
      { email: person.spellings[0], confirmation: { rows: [{ table: 'nope', id: 1 }], mails: [] } },
      { email: 'not an address', confirmation: confirmationOf(seen) },
    ]) {
      expect((await post('erase', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }

    // A new form of hers arrives after the organiser looked: the erasure is refused whole.
    const late = await submit('virtual_event_registrations', person.spellings[1]!, person.name);
    const refused = await post('erase', {
      email: person.spellings[0],
      confirmation: confirmationOf(seen),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'changed',
      message: expect.stringMatching(/look again/i),
    });
    const unchanged = await lookUp(person.spellings[0]!);
    expect(unchanged.entries).toHaveLength(4);
    expect(
      unchanged.entries.every((entry) => entry.fields.some((f) => f.value === person.name)),
    ).toBe(true);
    expect(
      (await auditEntries('person.erase')).filter((e) => e.row_count !== null && e.row_count > 0),
    ).toHaveLength(0);

    // She looks again, and confirms what she now sees.
    const again = await lookUp(person.spellings[2]!);
    const response = await post('erase', {
      email: person.spellings[2],
      confirmation: confirmationOf(again),
    });
    expect(response.statusCode, response.body).toBe(200);
    const erased = response.json<PersonErasure>();
    expect(erased).toEqual({
      rows: 4,
      mails: again.mails.length,
      tables: {
        event_registrations: 1,
        virtual_event_registrations: 1,
        leadership_labs_applications: 1,
        enquiries: 1,
      },
    });
    const [entry] = (await auditEntries('person.erase')).slice(-1);
    expect(entry).toMatchObject({ actor: admin.email, target: 'people', row_count: 4 });
    expect(JSON.parse(entry!.details)).toEqual({ tables: erased.tables, mails: erased.mails });

    // Afterwards: nothing found, in no table view, CSV or mail.
    expect(await lookUp(person.spellings[0]!)).toMatchObject({
      entries: [],
      history: [],
      mails: [],
    });
    const traces = [person.name, person.local, person.local.replaceAll('.', '')];
    for (const table of adminViewOrder) {
      const listed = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/tables/${table}?limit=500`,
        headers: { cookie },
      });
      expect(listed.statusCode).toBe(200);
      const text = listed.body.toLowerCase();
      for (const trace of traces) expect(text, table).not.toContain(trace.toLowerCase());
      const csv = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/tables/${table}/export`,
        headers: { cookie },
      });
      expect(csv.statusCode).toBe(200);
      for (const trace of traces)
        expect(csv.body.toLowerCase(), table).not.toContain(trace.toLowerCase());
    }
    // Her rows read as erased in the table views, with their event and status kept.
    const registrations = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/tables/event_registrations?limit=500',
      headers: { cookie },
    });
    const row = registrations
      .json<AdminListResponse>()
      .rows.find((listedRow) => Number(listedRow.id) === ids.event_registrations)!;
    expect(row).toMatchObject({
      status: 'declined',
      anonymised_at: expect.any(String),
      full_name: '',
    });
    const details = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/tables/virtual_event_registrations/rows/${late}`,
      headers: { cookie },
    });
    expect(details.json()).toMatchObject({ anonymised_at: expect.any(String), email: '' });
    // The Mail view lists her mails without her address or subject.
    const mails = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/mail?limit=500',
      headers: { cookie },
    });
    const listedMails = mails.json<AdminMailList>().mails;
    for (const mail of again.mails) {
      const after = listedMails.find((listedMail) => listedMail.id === mail.id)!;
      expect(after).toMatchObject({ recipient: '', subject: '' });
      expect(['sent', 'erased']).toContain(after.status);
    }
    for (const trace of traces) expect(mails.body.toLowerCase()).not.toContain(trace.toLowerCase());
  });

  it('two erasures of one person at the same moment: one erases, the other erases nothing', async () => {
    const person = newPerson();
    await sendForms(person);
    const seen = await lookUp(person.spellings[0]!);
    const before = (await auditEntries('person.erase')).length;

    const confirmation = confirmationOf(seen);
    const answers = await Promise.all(
      [person.spellings[0], person.spellings[1]].map((email) =>
        post('erase', { email, confirmation }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const results = answers
      .map((answer) => answer.json<PersonErasure>())
      .sort((a, b) => b.rows - a.rows);
    expect(results).toEqual([
      { rows: 3, mails: seen.mails.length, tables: expect.any(Object) },
      { rows: 0, mails: 0, tables: {} },
    ]);
    const entries = (await auditEntries('person.erase')).slice(before);
    expect(entries.map((entry) => entry.row_count).sort()).toEqual([0, 3]);
  });

  it('keeps her address out of every audit entry and log line', async () => {
    const entries = await testApp.database.db.selectFrom('audit_log').selectAll().execute();
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['person.export', 'person.erase']),
    );
    const kept = JSON.stringify(entries).toLowerCase();
    const log = lines.join('\n').toLowerCase();
    expect(lines.some((line) => line.includes('/api/admin/people/erase'))).toBe(true);
    for (let person = 1; person <= people; person += 1) {
      expect(kept).not.toContain(`quillfeather ${person}`);
      expect(log).not.toContain(`quillfeather ${person}`);
    }
    expect(kept).not.toContain('ada.quillfeather');
    expect(kept).not.toContain('adaquillfeather');
    expect(log).not.toContain('quillfeather');
  });
});
