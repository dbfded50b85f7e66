import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import {
  changeLifecycle,
  insertEvent,
  registrationsFor,
  seedDocument,
} from '#tests/fixtures/events.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { cancelEvent, changeEventState } from '#server/events/event-editor.ts';
import { queueCancellationMails } from '#server/mail/event-cancellation-mails.ts';
import { runConcurrently } from '#tests/setup/concurrency.ts';
import { startTestApp, testEnv, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Two servers on one PostgreSQL database (as behind a load balancer) share nothing but the
 * database: a close the organiser makes through one is what the other's next form meets
 * (docs/decisions/038-submissions-follow-the-stored-event.md: no cache to go stale).
 */

const table = 'event_registrations';
let first: TestApp;
let second: { app: FastifyInstance; database: Database; mailDirectory: string };

beforeAll(async () => {
  first = await startTestApp({ engine: 'postgres' });
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'wlai-second-server-'));
  const database = createDatabase(first.testDatabase.target);
  const app = await buildApp({
    env: { ...testEnv({ MAIL_DIR: mailDirectory }), database: first.testDatabase.target },
    database,
  });
  await app.ready();
  second = { app, database, mailDirectory };
});
afterAll(async () => {
  await second.app.close();
  await rm(second.mailDirectory, { recursive: true, force: true });
  await first.close();
});

async function newOpenEvent(slug: string, eventName: string): Promise<number> {
  const document = seedDocument('ai-power-circle');
  document.slug = slug;
  document.form.eventName = eventName;
  document.listing = null;
  document.featured = false;
  return insertEvent(first.database, document);
}

function submit(app: FastifyInstance, eventName: string) {
  return app.inject({
    method: 'POST',
    url: `/api/submissions/${table}`,
    payload: { key: newSubmissionKey(), values: { ...freshValues(table), event_name: eventName } },
  });
}

const storedFor = (eventName: string) => registrationsFor(first.database, eventName);

describe('a close made through one server', () => {
  it('is met by the very next form the other server receives', async () => {
    const eventName = 'Two servers circle';
    const id = await newOpenEvent('two-servers-circle', eventName);
    expect((await submit(second.app, eventName)).statusCode).toBe(201);
    await changeLifecycle(first.database, id, 'close', {
      applicationsClosedAt: new Date().toISOString(),
    });
    const refused = await submit(second.app, eventName);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'event_not_open',
      message: 'Applications for this event have closed.',
    });
    await changeLifecycle(first.database, id, 'reopen', { applicationsClosedAt: null });
    expect((await submit(first.app, eventName)).statusCode).toBe(201);
    expect((await submit(second.app, eventName)).statusCode).toBe(201);
    expect(await storedFor(eventName)).toBe(3);
  });

  it('at the same moment as forms on both servers: each is taken or refused, and only those taken are stored', async () => {
    const eventName = 'Same moment circle';
    const id = await newOpenEvent('same-moment-circle', eventName);
    const forms = Array.from({ length: 40 }, (_, index) => async () => {
      if (index === 10) {
        await changeLifecycle(first.database, id, 'close', {
          applicationsClosedAt: new Date().toISOString(),
        });
        return 'closed';
      }
      const response = await submit(index % 2 === 0 ? first.app : second.app, eventName);
      return response.statusCode;
    });
    const answers = await runConcurrently(forms, 8);
    const taken = answers.filter((answer) => answer === 201).length;
    expect(
      answers.filter((answer) => answer !== 'closed').every((a) => a === 201 || a === 409),
    ).toBe(true);
    // NOTE: how many come after the close depends on when it gets the event's row: each form
    // holds it while it stores (event-store.ts `eventsOfForm`), so the close may land last.
    expect(await storedFor(eventName)).toBe(taken);
    // Once the close is in, neither server takes another.
    for (const app of [first.app, second.app]) {
      expect((await submit(app, eventName)).statusCode).toBe(409);
    }
    expect(await storedFor(eventName)).toBe(taken);
  });
});

describe('a close made through the editor during a stream of forms', () => {
  it('waits only for the forms already storing, not for the stream to end', async () => {
    const eventName = 'Busy evening circle';
    const id = await newOpenEvent('busy-evening-circle', eventName);
    // Eight senders, four on each server, each sending one form after another for 2 s: every
    // form holds the event's row while it stores (event-store.ts `eventsOfForm`).
    const streamEnds = Date.now() + 2_000;
    const answers: { at: number; status: number }[] = [];
    const senders = Array.from({ length: 8 }, async (_, index) => {
      while (Date.now() < streamEnds) {
        const response = await submit(index % 2 === 0 ? first.app : second.app, eventName);
        answers.push({ at: Date.now(), status: response.statusCode });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = Date.now();
    await changeEventState(first.database, { email: 'organiser@example.com' }, id, 'close');
    const closed = Date.now();
    await Promise.all(senders);

    // The close got the row among the forms, well before the stream ended: a form is a few
    // milliseconds, the close queues behind the ones holding the row, not behind every new one.
    expect(closed - asked).toBeLessThan(1_000);
    expect(closed).toBeLessThan(streamEnds);
    const after = answers.filter((answer) => answer.at > closed + 50);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.status === 409)).toBe(true);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await storedFor(eventName)).toBe(answers.filter((a) => a.status === 201).length);
  });
});

describe('a cancel made through the editor', () => {
  it('at the same moment as forms on both servers: everyone stored is mailed the cancellation', async () => {
    const eventName = 'Cancelled at the same moment';
    const id = await newOpenEvent('cancelled-same-moment', eventName);
    const forms = Array.from({ length: 40 }, (_, index) => async () => {
      if (index === 12) {
        const { mailed } = await cancelEvent(
          first.database,
          { email: 'organiser@example.com' },
          id,
          { message: 'The venue is closed.' },
          queueCancellationMails,
        );
        return `cancelled, ${mailed} mailed`;
      }
      return (await submit(index % 2 === 0 ? first.app : second.app, eventName)).statusCode;
    });
    const answers = await runConcurrently(forms, 8);
    expect(
      answers.filter((answer) => typeof answer === 'number').every((a) => a === 201 || a === 409),
    ).toBe(true);
    // A form read the event open, but its row was not in yet when the cancel looked for whom to
    // mail: no one may be left out (the form's read of the event waits for the cancel, or the
    // cancel for the form).
    const stored = await first.database.db
      .selectFrom(table)
      .select('id')
      .where('event_name', '=', eventName)
      .execute();
    const mailed = await first.database.db
      .selectFrom('mail_outbox')
      .select('submission_id')
      .where('kind', '=', 'event-cancellation')
      .where('submission_table', '=', table)
      .execute();
    const mailedIds = new Set(mailed.map((row) => Number(row.submission_id)));
    expect(stored.filter((row) => !mailedIds.has(Number(row.id)))).toEqual([]);
    expect(answers).toContain(`cancelled, ${stored.length} mailed`);
  });
});
