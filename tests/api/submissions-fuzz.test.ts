import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBoolean } from '#server/db/schema.ts';
import {
  honeypotField,
  submissionForms,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { submissionSchemas } from '#schemas/forms/submission-schemas.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import {
  hostileAround,
  hostileText,
  hostileUrlPiece,
  percentEncode,
} from '#tests/support/hostile-text.ts';

/**
 * Property: whatever body arrives, the submission route never answers 5xx, and a row exists
 * only for a 201 — and that row passes the table's own schema. Runs on both engines (the API
 * projects), with control characters and unpaired surrogates in every field.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const runsPerTable = 1000;

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 190, maxLength: 230 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    '   ',
    'x'.repeat(5001),
    'https://www.linkedin.com/in/x',
    'a@b.co',
    'javascript:alert(1)',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  hostileText,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** Some of the table's text fields, each with hostile characters put into its valid value. */
function hostileFields(valid: Record<string, unknown>) {
  const textFields = Object.keys(valid).filter((key) => typeof valid[key] === 'string');
  return fc
    .subarray(textFields, { minLength: 1, maxLength: 2 })
    .chain((keys) =>
      fc
        .tuple(...keys.map((key) => hostileAround(String(valid[key]))))
        .map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]]))),
    );
}

function valuesFor(table: SubmissionTable) {
  const valid = validValues[table];
  // Start from a valid body and replace, drop or add fields: bodies near the edge of validity.
  return fc
    .record({
      replaced: fc.oneof(
        fc.dictionary(fc.constantFrom(...Object.keys(valid)), anyValue, { maxKeys: 3 }),
        hostileFields(valid),
      ),
      dropped: fc.subarray(Object.keys(valid), { maxLength: 2 }),
      extra: fc.dictionary(
        fc.constantFrom('id', 'created_at', 'submission_key', 'constructor', 'isAdmin'),
        anyValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ replaced, dropped, extra }) => {
      const values: Record<string, unknown> = { ...valid, ...extra, ...replaced };
      for (const key of dropped) delete values[key];
      return values;
    });
}

/** Request bodies as raw text: well-formed envelopes, odd JSON, `__proto__` keys, non-JSON. */
function bodiesFor(table: SubmissionTable) {
  const envelope = fc
    .record({
      key: fc.oneof(fc.constant(null), fc.string({ maxLength: 80 }), fc.constant(undefined)),
      values: fc.oneof(valuesFor(table), anyValue),
      [honeypotField]: fc.oneof(
        fc.constant(undefined),
        fc.constant(''),
        fc.string({ maxLength: 10 }),
      ),
    })
    .map((body) => JSON.stringify({ ...body, key: body.key ?? newSubmissionKey() }));
  const protoPolluted = valuesFor(table).map((values) =>
    JSON.stringify({ key: newSubmissionKey(), values }).replace(
      '"values":{',
      '"values":{"__proto__":{"polluted":true},',
    ),
  );
  return fc.oneof(
    { weight: 6, arbitrary: envelope },
    { weight: 2, arbitrary: protoPolluted },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );
}

async function countRows(table: SubmissionTable): Promise<number> {
  const row = await testApp.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(submissionTables)('fuzzing POST /api/submissions/%s', (table) => {
  it(`answers ${runsPerTable} generated bodies without a 5xx and stores only valid rows`, async () => {
    const schema = submissionSchemas[table];
    const flagColumns = Object.entries(submissionForms[table].fields)
      .filter(([, field]) => field.kind === 'checkbox')
      .map(([name]) => name);
    let statuses = new Set<number>();

    await fc.assert(
      fc.asyncProperty(bodiesFor(table), async (payload) => {
        const before = await countRows(table);
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/submissions/${table}`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
        const after = await countRows(table);
        const id = response.statusCode === 201 ? response.json<{ id: number | null }>().id : null;
        if (id === null) {
          // Rejected, spam, or a replay of an earlier key: nothing new stored.
          expect(after).toBe(before);
          return;
        }
        expect(after - before).toBeLessThanOrEqual(1);
        const row = (await testApp.database.db
          .selectFrom(table)
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()) as Record<string, unknown>;
        for (const column of flagColumns) row[column] = toBoolean(row[column] as number);
        const {
          id: _id,
          created_at: _createdAt,
          submission_key: _key,
          suspected_spam: _spam,
          status: _status,
          status_changed_at: _statusChangedAt,
          applicant_key: _applicantKey,
          ...stored
        } = row;
        // An optional field left empty is stored as NULL, which the form sends as absent.
        const asSent = Object.fromEntries(
          Object.entries(stored).map(([key, value]) => [key, value ?? undefined]),
        );
        expect(schema.safeParse(asSent).success).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: runsPerTable },
    );
    // The generator reached both sides: accepted and rejected bodies.
    expect(statuses.has(201)).toBe(true);
    expect(statuses.has(400)).toBe(true);
    statuses = new Set();
  }, 120_000);
});

describe('fuzzing the form name in POST /api/submissions/:table', () => {
  it('answers every generated path without a 5xx and stores nothing', async () => {
    const counts = async () => Promise.all(submissionTables.map(countRows));
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileUrlPiece,
          fc
            .constantFrom(...submissionTables)
            .chain(hostileAround)
            .map(percentEncode),
        ),
        async (table) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: `/api/submissions/${table}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ key: newSubmissionKey(), values: {} }),
          });
          expect(response.statusCode, table).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    expect(await counts()).toEqual(before);
  });
});
