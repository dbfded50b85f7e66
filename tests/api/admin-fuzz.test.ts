import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminViewOrder } from '#schemas/applications/admin-views.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { createAdmin, insertRows, postSignIn, signIn } from '#tests/fixtures/admin.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import {
  hostileAround,
  hostileText,
  hostileUrlPiece,
  percentEncode,
} from '#tests/support/hostile-text.ts';

/**
 * Property: whatever an admin (or anyone) puts in a path parameter, a query parameter or a
 * sign-in field — control characters, NUL, unpaired surrogates, broken percent-encoding,
 * numbers out of every range — the admin API never answers 5xx. On both engines (the API
 * projects); PostgreSQL is the stricter: it refuses NUL and integers over its column's range.
 */
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await startTestApp();
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  for (const table of submissionTables) await insertRows(testApp.database, table, [{}, {}]);
});
afterAll(async () => {
  await testApp.close();
});

const runs = 300;

const table = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...adminViewOrder) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...adminViewOrder)
      .chain(hostileAround)
      .map(percentEncode),
  },
  { weight: 1, arbitrary: hostileUrlPiece },
);

const rowId = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.bigInt({ min: 2n ** 31n - 2n, max: 2n ** 64n }).map(String),
  hostileUrlPiece,
);

/** A query string with the list's parameters (and others), each hostile or plausible. */
const query = fc
  .dictionary(
    fc.constantFrom('search', 'filter', 'offset', 'limit', 'other'),
    fc.oneof(hostileUrlPiece, fc.integer().map(String), fc.constantFrom('', 'Ada', '100')),
    { maxKeys: 4 },
  )
  .chain((params) =>
    // Sometimes a parameter twice (it then arrives as an array).
    fc.boolean().map((twice) => {
      const pairs = Object.entries(params).map(([key, value]) => `${key}=${value}`);
      if (twice && pairs[0]) pairs.push(pairs[0]);
      return pairs.join('&');
    }),
  );

async function expectNo5xx(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBeLessThan(500);
}

describe('fuzzing the admin API', () => {
  it(`answers ${runs} generated lists, summaries and exports without a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        table,
        query,
        fc.constantFrom('', '/summary', '/export'),
        async (name, search, route) => {
          await expectNo5xx(`/api/admin/tables/${name}${route}?${search}`);
        },
      ),
      { numRuns: runs },
    );
  }, 120_000);

  it(`answers ${runs} generated row addresses without a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(table, rowId, async (name, id) => {
        await expectNo5xx(`/api/admin/tables/${name}/rows/${id}`);
      }),
      { numRuns: runs },
    );
  }, 120_000);

  it('answers generated sign-in bodies without a 5xx', async () => {
    // Mostly hostile emails (refused before the password check); some plausible ones reach the
    // check, which costs a real scrypt run each.
    const email = fc.oneof(
      { weight: 4, arbitrary: hostileAround('organiser@example.org') },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.array(hostileText)) },
    );
    const password = fc.oneof(hostileText, fc.string({ unit: 'binary', maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(email, password, async (address, secret) => {
        const response = await postSignIn(testApp.app, { email: address, password: secret });
        expect(response.statusCode, JSON.stringify(address)).toBeLessThan(500);
        expect([400, 401, 429]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
