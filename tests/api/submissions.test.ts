import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import { toBoolean } from '#server/db/schema.ts';
import {
  formColumns,
  honeypotField,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import {
  freshValues,
  newSubmissionKey,
  privacyValuesOf,
  validValues,
} from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function submit(
  table: string,
  values: Record<string, unknown>,
  { key = newSubmissionKey(), extra = {} }: { key?: string; extra?: Record<string, unknown> } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key, values, ...extra },
  });
}

async function rowCount(table: SubmissionTable): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function storedRow(table: SubmissionTable, id: number) {
  return testApp.database.db
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
}

describe.each(submissionTables)('POST /api/submissions/%s', (table) => {
  it('stores a valid submission and answers 201 with its id', async () => {
    const response = await submit(table, validValues[table]);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(id).toBeGreaterThan(0);

    const row = await storedRow(table, id);
    const sent: Record<string, unknown> = validValues[table];
    for (const field of formColumns(table)) {
      const value = sent[field];
      const stored = typeof value === 'boolean' ? toBoolean(row[field] as number) : row[field];
      expect(stored, field).toEqual(value);
    }
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('rejects a submission missing a required field with a field error and stores nothing', async () => {
    const before = await rowCount(table);
    const values = { ...validValues[table], email: '   ' };
    const response = await submit(table, values);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation',
      fieldErrors: { email: 'This field is required.' },
    });
    expect(await rowCount(table)).toBe(before);
  });
});

describe.each(submissionTables)('text the database cannot hold, in %s', (table) => {
  const valid: Record<string, unknown> = validValues[table];
  const textFields = Object.keys(valid).filter((field) => typeof valid[field] === 'string');

  it.each([
    ['a NUL', '\u0000'],
    ['an unpaired surrogate', '\ud800'],
    ['an escape character', '\u001b'],
  ])(
    'is refused in every text field with 400 naming the field (%s), storing nothing',
    async (_label, bad) => {
      const before = await rowCount(table);
      for (const field of textFields) {
        const response = await submit(table, {
          ...valid,
          [field]: `${String(valid[field])}${bad}x`,
        });
        expect(response.statusCode, field).toBe(400);
        const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
        expect(body.error, field).toBe('validation');
        expect(Object.keys(body.fieldErrors), field).toEqual([field]);
      }
      expect(await rowCount(table)).toBe(before);
    },
  );
});

describe('validation', () => {
  const table = 'event_registrations';

  it('trims every text value before storing it', async () => {
    const response = await submit(table, {
      ...validValues[table],
      full_name: '  Ada Lovelace  ',
      email: ' ada@example.com ',
    });
    const row = await storedRow(table, response.json<{ id: number }>().id);
    expect(row.full_name).toBe('Ada Lovelace');
    expect(row.email).toBe('ada@example.com');
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['full_name', 'x'.repeat(201), 'Please keep this under 200 characters.'],
    ['why_attend', 'x'.repeat(5001), 'Please keep this under 5,000 characters.'],
    ['event_name', 'Some Other Event', 'Unknown event.'],
  ])('rejects %s = %j', async (field, value, message) => {
    const before = await rowCount(table);
    const response = await submit(table, { ...validValues[table], [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect(await rowCount(table)).toBe(before);
  });

  const notAProfile =
    'Please enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name';
  it.each([
    'https://www.linkedin.com@evil.example/',
    'https://user:pw@www.linkedin.com/in/ada',
    'https://evil.example\\@www.linkedin.com/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'https://www.linkedin.com:8080/in/ada',
    'http://www.linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada\u202Eelpmaxe.live',
    'https://www.linkedin.com/in/\u200Fada',
    'https://www.linkedin.com/in/ada\u0000',
    'https://www.linked\tin.com/in/ada',
    'https://example.com/ada',
    'javascript:alert(1)',
  ])('refuses the LinkedIn URL %j with the field error and stores nothing', async (value) => {
    const before = await rowCount(table);
    const response = await submit(table, { ...validValues[table], linkedin_url: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation',
      fieldErrors: { linkedin_url: notAProfile },
    });
    expect(Object.keys(response.json().fieldErrors)).toEqual(['linkedin_url']);
    expect(await rowCount(table)).toBe(before);
  });

  it('stores a LinkedIn profile URL as typed, trimmed', async () => {
    const typed = 'https://uk.linkedin.com/in/ada-lovelace/?originalSubdomain=uk';
    const response = await submit(table, { ...freshValues(table), linkedin_url: ` ${typed} ` });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(table, response.json<{ id: number }>().id);
    expect(row.linkedin_url).toBe(typed);
  });

  it('accepts the longest allowed values', async () => {
    const response = await submit(table, {
      ...freshValues(table),
      full_name: 'x'.repeat(200),
      why_attend: 'y'.repeat(5000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('never stores unknown fields', async () => {
    const response = await submit(table, { ...freshValues(table), id: 999_999, is_admin: true });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(table, response.json<{ id: number }>().id);
    expect(row.id).not.toBe(999_999);
    expect(row).not.toHaveProperty('is_admin');
  });

  it.each([
    [
      'values of the wrong type',
      { ...validValues.event_registrations, full_name: 42, lead_session: 'yes' },
    ],
    ['null values', null],
    ['an array', [1, 2, 3]],
  ])('answers %s with 400, never a 5xx', async (_label, values) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/submissions/${table}`,
      payload: { key: newSubmissionKey(), values },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a missing or malformed form-fill key with 400', async () => {
    for (const key of [undefined, '', 'short', 'has spaces in it and is long enough']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/submissions/${table}`,
        payload: { key, values: validValues[table] },
      });
      expect(response.statusCode, String(key)).toBe(400);
    }
  });

  it('answers broken JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/submissions/${table}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"key": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over 64 KiB with 413 and stores nothing', async () => {
    const before = await rowCount(table);
    const response = await submit(table, { ...validValues[table], why_attend: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(await rowCount(table)).toBe(before);
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/submissions/${table}`,
        headers: { 'content-type': contentType },
        payload: 'full_name=Ada',
      });
      expect(response.statusCode, contentType).toBe(415);
    }
  });

  it('answers an unknown form with 404', async () => {
    const response = await submit('admin_users', { email: 'x@example.com' });
    expect(response.statusCode).toBe(404);
  });

  it('only takes well-formed enquiry tags', async () => {
    const response = await submit('enquiries', { ...validValues.enquiries, tag: '<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.tag).toBe('Unknown enquiry.');
  });

  it('stores an enquiry without the optional company and message as empty', async () => {
    const response = await submit('enquiries', {
      name: 'Mary Jackson',
      email: 'mary@example.com',
      company: '  ',
      tag: 'mentorship:find',
      ...privacyValuesOf('enquiries'),
    });
    expect(response.statusCode).toBe(201);
    const row = await storedRow('enquiries', response.json<{ id: number }>().id);
    expect(row.company).toBeNull();
    expect(row.message).toBeNull();
  });
});

describe('exactly once', () => {
  const table = 'retreat_applications';

  it('a retry with the same form-fill key stores one row and answers as the first did', async () => {
    const before = await rowCount(table);
    const key = newSubmissionKey();
    const values = freshValues(table);
    const first = await submit(table, values, { key });
    const second = await submit(table, values, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await rowCount(table)).toBe(before + 1);
  });

  it('a double click (two requests at once) stores one row', async () => {
    const before = await rowCount(table);
    const key = newSubmissionKey();
    const values = freshValues(table);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submit(table, values, { key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await rowCount(table)).toBe(before + 1);
  });

  it('a new form fill stores a new row', async () => {
    const before = await rowCount(table);
    await submit(table, freshValues(table));
    await submit(table, freshValues(table));
    expect(await rowCount(table)).toBe(before + 2);
  });
});

describe('a second application to the same event', () => {
  const table = 'retreat_applications';

  it('stores nothing new and says the first is in, whatever the case, +tag or Gmail dots', async () => {
    const first = await submit(table, { ...validValues[table], email: 'Grace.Hopper@gmail.com' });
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: number }>();
    const before = await rowCount(table);
    for (const email of [
      'grace.hopper@gmail.com',
      'gracehopper+retreat@GMAIL.com',
      'g.r.a.c.e.hopper@googlemail.com',
    ]) {
      const again = await submit(table, { ...validValues[table], email });
      expect(again.statusCode, email).toBe(200);
      expect(again.json()).toEqual({ id, duplicate: true });
    }
    expect(await rowCount(table)).toBe(before);
  });

  it.each(['retreat_applications', 'event_registrations', 'private_evening_applications'] as const)(
    'stores one row and one set of mails for ten identical %s sent at once',
    async (table) => {
      const before = await rowCount(table);
      const values = freshValues(table);
      const answers = await Promise.all(Array.from({ length: 10 }, () => submit(table, values)));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
      expect(ids.size).toBe(1);
      expect(await rowCount(table)).toBe(before + 1);
      const mails = await testApp.database.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('submission_table', '=', table)
        .where('submission_id', '=', [...ids][0]!)
        .execute();
      expect(mails.map((mail) => mail.kind)).toEqual(['confirmation']);
    },
  );

  it('is a new application for another event, or from another address', async () => {
    const email = `ada-${newSubmissionKey()}@example.com`;
    const retreat = await submit(table, { ...validValues[table], email });
    const boardroom = await submit(table, {
      ...validValues[table],
      email,
      event_name: eventNames.boardroom,
    });
    const other = await submit(table, { ...validValues[table], email: `other-${email}` });
    expect([retreat.statusCode, boardroom.statusCode, other.statusCode]).toEqual([201, 201, 201]);
  });

  it('mails the confirmation again at most once a day', async () => {
    const values = freshValues(table);
    const { id } = (await submit(table, values)).json<{ id: number }>();
    const confirmations = async () =>
      (
        await testApp.database.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('submission_table', '=', table)
          .where('submission_id', '=', id)
          .where('kind', '=', 'confirmation')
          .execute()
      ).length;
    expect(await confirmations()).toBe(1);
    await submit(table, values);
    expect(await confirmations()).toBe(1);
    // A day later, the next attempt mails it again.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await testApp.database.db
      .updateTable('mail_outbox')
      .set({ created_at: dayAgo })
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .execute();
    await submit(table, values);
    expect(await confirmations()).toBe(2);
  });
});

describe('spam', () => {
  it('a filled honeypot is stored, flagged as suspected spam, with no mail queued', async () => {
    const response = await submit('enquiries', validValues.enquiries, {
      extra: { [honeypotField]: 'https://spam.example' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const row = await storedRow('enquiries', id);
    expect(toBoolean(row.suspected_spam as number)).toBe(true);
    expect(row.email).toBe(validValues.enquiries.email);
    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('submission_table', '=', 'enquiries')
      .where('submission_id', '=', id)
      .execute();
    expect(mails).toEqual([]);
  });

  it('a filled honeypot does not excuse invalid values: 400, nothing stored', async () => {
    const before = await rowCount('enquiries');
    const response = await submit(
      'enquiries',
      { ...validValues.enquiries, email: 'not-an-address' },
      { extra: { [honeypotField]: 'x' } },
    );
    expect(response.statusCode).toBe(400);
    expect(await rowCount('enquiries')).toBe(before);
  });

  it('an empty honeypot is a person: stored unflagged, with its mails queued', async () => {
    const response = await submit('enquiries', validValues.enquiries, {
      extra: { [honeypotField]: '' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(toBoolean((await storedRow('enquiries', id)).suspected_spam as number)).toBe(false);
    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('submission_table', '=', 'enquiries')
      .where('submission_id', '=', id)
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['confirmation']);
  });
});

describe('per-IP limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { SUBMISSION_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  const post = (remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/submissions/enquiries',
      remoteAddress,
      payload: { key: newSubmissionKey(), values: validValues.enquiries },
    });

  it('answers 429 with Retry-After and a readable notice past the limit, storing nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('10.0.0.1')).statusCode).toBe(201);
    const refused = await post('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Please wait \d+ minutes and try again\./);
    const { count } = await limited.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);

    expect((await post('10.0.0.2')).statusCode).toBe(201);
  });

  it('counts only valid submissions: rejected requests write nothing', async () => {
    const remoteAddress = '10.0.0.3';
    const invalid = [
      { url: '/api/submissions/no_such_form', payload: { key: newSubmissionKey(), values: {} } },
      { url: '/api/submissions/enquiries', payload: { key: 'short', values: {} } },
      {
        url: '/api/submissions/enquiries',
        payload: { key: newSubmissionKey(), values: { ...validValues.enquiries, email: 'x' } },
      },
    ];
    for (let i = 0; i < 5; i += 1) {
      for (const request of invalid) {
        const response = await limited.app.inject({ method: 'POST', remoteAddress, ...request });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(429);
      }
    }
    for (let i = 0; i < 3; i += 1) expect((await post(remoteAddress)).statusCode).toBe(201);
    expect((await post(remoteAddress)).statusCode).toBe(429);
  });
});

describe('the per-IP count and the stored row', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startTestApp({ env: { SUBMISSION_RATE_LIMIT: '1' } });
  });
  afterAll(async () => {
    await broken.close();
  });

  it('share one transaction: a submission that fails to store does not use up the limit', async () => {
    await broken.database.db.schema.dropTable('enquiries').execute();
    const failed = await broken.app.inject({
      method: 'POST',
      url: '/api/submissions/enquiries',
      payload: { key: newSubmissionKey(), values: validValues.enquiries },
    });
    expect(failed.statusCode).toBe(500);
    const counts = await broken.database.db.selectFrom('rate_limits').selectAll().execute();
    expect(counts).toEqual([]);

    const table = 'retreat_applications';
    const stored = await broken.app.inject({
      method: 'POST',
      url: `/api/submissions/${table}`,
      payload: { key: newSubmissionKey(), values: validValues[table] },
    });
    expect(stored.statusCode).toBe(201);
  });
});
