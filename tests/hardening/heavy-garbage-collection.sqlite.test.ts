import { describe, expect, it } from 'vitest';
import { createAdmin, insertRows, signInAt } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { builtServerFixture } from '#tests/setup/built-server-fixture.ts';
import { freePort, startBuiltServer } from '#tests/setup/built-server.ts';
import { migrateTestDatabase } from '#tests/setup/test-database.ts';

/**
 * The built server with a young generation of 1 MB, so the garbage collector runs every few
 * requests and frees whatever SQLite statement objects nothing holds any more: those the
 * statement cache lets go (server/db/database.ts) and those the driver makes itself. On
 * Node 24, better-sqlite3 12 aborted the whole process when the collector freed a statement
 * (docs/decisions/024-node-24.md); the organiser's sign-in, search and export and visitors'
 * submissions are what the admin does on a normal day.
 */
const table = 'event_registrations';
const seededRows = 1500;
/** Each round previews a decision over one more row than the last: a new SQL text each time. */
const rounds = 650;
const exportEvery = 50;

describe('the built server under heavy garbage collection', () => {
  const fixture = builtServerFixture();

  it('serves sign-in, search, export, decisions and submissions without aborting', async () => {
    const { target } = fixture.testDatabase;
    const { database } = await migrateTestDatabase(fixture.testDatabase);
    const admin = await createAdmin(database);
    await insertRows(
      database,
      table,
      Array.from({ length: seededRows }, (_, index) => ({
        full_name: `Person ${index}`,
        email: `person-${index}@example.com`,
      })),
    );
    await database.close();

    fixture.server = await startBuiltServer({
      port: await freePort(),
      target,
      nodeOptions: ['--max-semi-space-size=1'],
    });
    const { origin, child } = fixture.server;
    const answers: string[] = [];
    /** Records an answer other than `status`, or none at all (the process is gone). */
    const expectStatus = async (name: string, response: Promise<Response>, status: number) => {
      try {
        const answer = await response;
        await answer.arrayBuffer();
        if (answer.status !== status) answers.push(`${name}: ${answer.status}`);
      } catch (error) {
        answers.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };

    const cookie = await signInAt(origin, admin);
    const adminFetch = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/api/admin${path}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json', ...init.headers },
      });

    for (let round = 0; round < rounds && child.exitCode === null; round++) {
      await expectStatus(
        'search',
        adminFetch(`/tables/${table}?q=${encodeURIComponent(`Person ${round}`)}`),
        200,
      );
      const ids = Array.from({ length: round + 1 }, (_, index) => index + 1);
      await expectStatus(
        'preview',
        adminFetch(`/tables/${table}/status/preview`, {
          method: 'POST',
          body: JSON.stringify({ ids, status: 'approved' }),
        }),
        200,
      );
      await expectStatus(
        'submission',
        fetch(`${origin}/api/submissions/${table}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            key: newSubmissionKey(),
            values: { ...validValues[table], email: `new-${round}@example.com` },
          }),
        }),
        201,
      );
      if (round % exportEvery === 0) {
        await expectStatus('export', adminFetch(`/tables/${table}/export`), 200);
      }
    }

    const output = fixture.server.output();
    expect(output).not.toMatch(/Assertion failed|Segmentation fault|FATAL ERROR/);
    expect({ exitCode: child.exitCode, signal: child.signalCode }).toEqual({
      exitCode: null,
      signal: null,
    });
    expect(answers).toEqual([]);
  });
});
