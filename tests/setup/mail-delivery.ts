import { expect } from 'vitest';
import type { Database } from '#server/db/database.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

/** Every Message-ID the outbox holds. */
export async function queuedMessageIds(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom('mail_outbox').select('message_id').execute();
  return rows.map((row) => row.message_id);
}

/**
 * Waits until every mail of the outbox has arrived at the sink, then a little longer, and checks
 * that each arrived exactly once (counted by Message-ID) and that the outbox marks each sent.
 */
export async function expectEveryMailOnce(
  database: Database,
  sink: SmtpSink,
  { timeoutMs = 30_000, settleMs = 2500 } = {},
): Promise<ReceivedMail[]> {
  const expected = await queuedMessageIds(database);
  expect(expected.length).toBeGreaterThan(0);
  await sink.waitFor(expected.length, timeoutMs);
  // Anything sent twice would arrive in this time too.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const arrived = sink.received.map((mail) => mail.parsed.messageId ?? '(none)');
  const counts = new Map<string, number>();
  for (const id of arrived) counts.set(id, (counts.get(id) ?? 0) + 1);
  expect([...counts.entries()].filter(([, count]) => count > 1)).toEqual([]);
  expect([...counts.keys()].sort()).toEqual([...expected].sort());
  const unsent = await database.db
    .selectFrom('mail_outbox')
    .select(['id', 'status'])
    .where('status', '!=', 'sent')
    .execute();
  expect(unsent).toEqual([]);
  return sink.received;
}

/**
 * Waits until the "Your data" asks are carried out and the mail worker has taken every mail
 * (sent, or held back for good): none is waiting.
 */
export async function mailsSettled({ app, database }: Pick<TestApp, 'app' | 'database'>) {
  await app.yourDataAsks.settled();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const waiting = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .execute();
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting.length} mails still queued`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
