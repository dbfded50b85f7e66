import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asksForConsent,
  currentPrivacyNoticeVersion,
  privacyErrors,
  privacyFields,
} from '#schemas/privacy/privacy-consent.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { toBoolean } from '#server/db/schema.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The privacy notice and consent at collection (docs/decisions/042-privacy-notice-and-consent.md):
 * every stored row names the notice its form showed and when; an application needs its consent
 * box ticked; an unknown notice is refused; the "keep me posted" consent is stored apart.
 */

const applications = submissionTables.filter(asksForConsent);
const others = submissionTables.filter((table) => !asksForConsent(table));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

function submit(table: SubmissionTable, values: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values },
  });
}

function rowsOf(table: SubmissionTable, email: string) {
  return testApp.database.db
    .selectFrom(table)
    .selectAll()
    .where('email', '=', email)
    .execute() as Promise<Record<string, unknown>[]>;
}

/** Each of `sent` as `field`'s value is refused with `error` beside it, and stores nothing. */
async function expectRefused(
  table: SubmissionTable,
  field: string,
  sent: readonly unknown[],
  error: string,
) {
  for (const value of sent) {
    const values = { ...freshValues(table), [field]: value };
    const response = await submit(table, values);
    expect(response.statusCode, String(value)).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fieldErrors: { [field]: error } });
    expect(await rowsOf(table, values.email)).toEqual([]);
  }
}

describe.each(applications)('an application to %s', (table) => {
  it('without the consent box ticked: 400 with the error beside the box, nothing stored', async () => {
    await expectRefused(
      table,
      privacyFields.consent,
      [false, undefined, 'yes'],
      privacyErrors.consentMissing,
    );
  });

  it('with it ticked: stored with the notice version and the time it was given', async () => {
    const values = freshValues(table);
    const before = new Date().toISOString();
    const response = await submit(table, values);
    const after = new Date().toISOString();
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(table, values.email);
    expect(row?.privacy_notice_version).toBe(currentPrivacyNoticeVersion);
    const at = String(row?.privacy_notice_at);
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(at >= before && at <= after).toBe(true);
  });
});

describe.each(submissionTables)('a form of %s', (table) => {
  it('with an unknown or missing notice version: 400, nothing stored', async () => {
    await expectRefused(
      table,
      privacyFields.notice,
      ['2020-01-01', '', undefined, 42],
      privacyErrors.unknownNotice,
    );
  });
});

describe.each(others)('a form of %s, which asks for no consent', (table) => {
  it('is stored without the box, with the notice version it showed', async () => {
    const values = { ...freshValues(table), [privacyFields.consent]: false };
    const response = await submit(table, values);
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(table, values.email);
    expect(row?.privacy_notice_version).toBe(currentPrivacyNoticeVersion);
    expect(row?.privacy_notice_at).toEqual(expect.any(String));
    expect(row).not.toHaveProperty(privacyFields.consent);
  });
});

describe('the "keep me posted" consent of an invite request', () => {
  const table = 'private_invite_requests';

  it('ticked: stored apart, with the time it was given', async () => {
    const values = { ...freshValues(table), newsletter: true };
    expect((await submit(table, values)).statusCode).toBe(201);
    const [row] = await rowsOf(table, values.email);
    expect(toBoolean(row?.newsletter as number)).toBe(true);
    expect(row?.newsletter_consent_at).toBe(row?.privacy_notice_at);
    expect(row?.newsletter_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('left empty: false, with no time, while the request itself is stored', async () => {
    const values = { ...freshValues(table), newsletter: false };
    expect((await submit(table, values)).statusCode).toBe(201);
    const [row] = await rowsOf(table, values.email);
    expect(toBoolean(row?.newsletter as number)).toBe(false);
    expect(row?.newsletter_consent_at).toBeNull();
    expect(row?.privacy_notice_version).toBe(currentPrivacyNoticeVersion);
  });
});
