import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventDetail } from '#schemas/events/admin-events.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { createAdmin, sessionCookieOf } from '#tests/fixtures/admin.ts';
import {
  assertFreshBuild,
  freePort,
  killIfRunning,
  startBuiltServer,
  type BuiltServer,
} from '#tests/setup/built-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';

/**
 * Two built servers on one PostgreSQL database, as behind a load balancer: an event edited
 * through one shows on both at the next request, though each keeps its rendered pages in memory
 * (docs/decisions/036-pages-from-the-database.md).
 */

let testDatabase: TestDatabase;
let database: Database;
const servers: BuiltServer[] = [];

beforeAll(async () => {
  assertFreshBuild();
  testDatabase = await createTestDatabase('postgres');
  // One after the other: the first runs the migrations.
  for (let index = 0; index < 2; index++) {
    servers.push(await startBuiltServer({ port: await freePort(), target: testDatabase.target }));
  }
  database = createDatabase(testDatabase.target);
}, 60_000);

afterAll(async () => {
  for (const server of servers) await killIfRunning(server);
  await database?.close();
  await testDatabase?.drop();
});

async function titleOn(server: BuiltServer, path: string): Promise<string | undefined> {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status).toBe(200);
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
}

describe('two instances on one PostgreSQL database', () => {
  it('both show an edit made through one of them at once, to every reader', async () => {
    const [first, second] = servers as [BuiltServer, BuiltServer];
    // Each has rendered and kept the page.
    expect(await titleOn(first, '/events/waves-ai')).toBe('Waves &amp; AI');
    expect(await titleOn(second, '/events/waves-ai')).toBe('Waves &amp; AI');

    const credentials = await createAdmin(database);
    const signedIn = await fetch(`${first.origin}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const cookie = sessionCookieOf(signedIn)!;
    const { id } = await database.db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', 'waves-ai')
      .executeTakeFirstOrThrow();
    const detail = (await (
      await fetch(`${first.origin}/api/admin/events/${id}`, { headers: { cookie } })
    ).json()) as AdminEventDetail;
    const saved = await fetch(`${first.origin}/api/admin/events/${id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        document: { ...detail.event.document, title: 'Waves & AI: Second Sailing' },
        updatedAt: detail.event.updatedAt,
      }),
    });
    expect(saved.status, await saved.text()).toBe(200);

    // The next request to either instance shows it; fifty readers at once on the other all do.
    expect(await titleOn(first, '/events/waves-ai')).toBe('Waves &amp; AI: Second Sailing');
    const titles = await Promise.all(
      Array.from({ length: 50 }, () => titleOn(second, '/events/waves-ai')),
    );
    expect(new Set(titles)).toEqual(new Set(['Waves &amp; AI: Second Sailing']));
  });
});
