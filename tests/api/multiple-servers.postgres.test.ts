import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/database.ts';
import { migrationNames } from '#server/db/migrate.ts';
import { createAdmin, sessionCookieOf } from '#tests/fixtures/admin.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { startTwoServers, stopServers, type ServerProcess } from '#tests/setup/server-process.ts';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (README
 * "Deployment"): they share nothing but the database, so whatever one of them accepts, counts
 * or signs in must hold on the other.
 */

type Server = ServerProcess;

const fills = 60;
const doubleFills = 5;
/** Exactly the submissions this file sends: the next one is over the limit on either server. */
const submissionLimit = fills + 2 * doubleFills;

let testDatabase: TestDatabase;
let servers: [Server, Server];

beforeAll(async () => {
  testDatabase = await createTestDatabase('postgres');
  // Both start at once on an empty database, each running the migrations as it starts.
  const env = {
    PORT: '0',
    DATABASE_URL: databaseUrl(testDatabase.target),
    SUBMISSION_RATE_LIMIT: String(submissionLimit),
  };
  servers = await startTwoServers(env);
});

afterAll(async () => {
  await stopServers(servers ?? []);
  await testDatabase.drop();
});

function submit(server: Server, key: string) {
  return fetch(`${server.origin}/api/submissions/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, values: validValues.enquiries }),
  });
}

function signIn(server: Server, credentials: { email: string; password: string }) {
  return fetch(`${server.origin}/api/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
}

function session(server: Server, cookie: string) {
  return fetch(`${server.origin}/api/admin/session`, { headers: { cookie } });
}

/** Opens its own connection to look at what the servers stored. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = createDatabase(testDatabase.target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe('two server processes on one PostgreSQL database', () => {
  it('both start on one empty database, each migrating it at start', async () => {
    for (const { child } of servers) expect(child.exitCode).toBeNull();
    const applied = await withDatabase((database) =>
      // Kysely's own table, which the schema types do not list.
      database.db
        .withTables<{ kysely_migration: { name: string } }>()
        .selectFrom('kysely_migration')
        .select('name')
        .orderBy('name')
        .execute(),
    );
    expect(applied.map((row) => row.name)).toEqual(migrationNames('postgres'));
  });

  it('store every submission taken round-robin exactly once, and share the per-IP limit', async () => {
    const keys = Array.from({ length: fills }, () => newSubmissionKey());
    const answers = await runConcurrently(
      keys.map((key, index) => async () => {
        const response = await submit(servers[index % 2]!, key);
        return { key, status: response.status, body: (await response.json()) as { id: number } };
      }),
      8,
    );
    for (const answer of answers) expect(answer.status, answer.key).toBe(201);

    // The same form fill sent to both servers at once (a double submission across them).
    const doubleKeys = Array.from({ length: doubleFills }, () => newSubmissionKey());
    const doubles = await Promise.all(
      doubleKeys.map(async (key) => {
        const responses = await Promise.all(servers.map((server) => submit(server, key)));
        const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ id: number }>));
        expect(responses.map((r) => r.status)).toEqual([201, 201]);
        expect(bodies[0]!.id).toBe(bodies[1]!.id);
        return { key, body: bodies[0]! };
      }),
    );

    const stored = await withDatabase((database) =>
      database.db.selectFrom('enquiries').select(['id', 'submission_key']).execute(),
    );
    expect(stored).toHaveLength(fills + doubleFills);
    const idByKey = new Map(stored.map((row) => [row.submission_key, row.id]));
    for (const { key, body } of [...answers, ...doubles]) expect(idByKey.get(key)).toBe(body.id);

    // Each server took half of the submissions; together they reached the limit.
    for (const server of servers) {
      const refused = await submit(server, newSubmissionKey());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('keep an admin session signed in on one and end it when signed out on the other', async () => {
    const admin = await withDatabase((database) => createAdmin(database));
    const [a, b] = servers;
    const signedIn = await signIn(a, admin);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn)!;

    const onB = await session(b, cookie);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: admin.email, role: 'owner' });

    const signedOut = await fetch(`${b.origin}/api/admin/sign-out`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(signedOut.status).toBe(204);
    expect((await session(a, cookie)).status).toBe(401);
  });

  it('refuse a sign-in on one once the account reached its limit on the other', async () => {
    const admin = await withDatabase((database) => createAdmin(database));
    const [a, b] = servers;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(a, { email: admin.email, password: 'wrong' });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await signIn(b, admin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('logged no error on either server', () => {
    for (const { output } of servers) {
      const lines = output().split('\n').filter(Boolean);
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual(
        [],
      );
    }
  });
});
