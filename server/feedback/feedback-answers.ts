import type { FeedbackLinkAnswer } from '#schemas/feedback/event-feedback.ts';
import {
  FeedbackAnswerSchema,
  type FeedbackAnswerValues,
} from '#schemas/feedback/event-feedback-requests.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { cameTo } from '#server/attendance/event-attendance.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { eventOfSubmission } from '#server/events/event-store.ts';
import { guestOfFeedbackToken, type FeedbackGuest } from '#server/feedback/feedback-link.ts';
import { fieldErrorsOf } from '#server/applications/field-errors.ts';

/**
 * A guest's answer by the link in her thank-you (docs/decisions/065-feedback-after-the-event.md):
 * the link names her row; it works while she is a guest who came (approved, not erased, checked
 * in) and the event's thank-you is kept, and takes one answer: the database's unique index over
 * the event and her row decides, so two answers sent at the same moment store one. Opening it
 * changes nothing (mail scanners open links); a refused value stores nothing.
 */

/** The guest a link names, her event and the question she is asked; or why the link is dead. */
type LinkedGuest =
  { guest: FeedbackGuest; event: EventRecord; question: string } | { state: 'invalid' | 'expired' };

async function linkedGuest(
  executor: Executor,
  secret: string,
  token: string,
): Promise<LinkedGuest> {
  const named = await guestOfFeedbackToken(secret, token);
  if ('state' in named) return named;
  const event = await eventOfSubmission(executor, named.table, named.id);
  if (!event || event.document.form.table !== named.table) return { state: 'invalid' };
  const [thanks, came] = await Promise.all([
    executor.db
      .selectFrom('event_thanks')
      .select('question')
      .where('event_id', '=', event.id)
      .executeTakeFirst(),
    cameTo(executor, event, named.id),
  ]);
  if (!thanks || !came) return { state: 'invalid' };
  return { guest: named, event, question: thanks.question };
}

async function answeredBefore(
  executor: Executor,
  { guest, event }: { guest: FeedbackGuest; event: EventRecord },
): Promise<boolean> {
  const row = await executor.db
    .selectFrom('event_feedback')
    .select('id')
    .where('event_id', '=', event.id)
    .where('submission_table', '=', guest.table)
    .where('submission_id', '=', guest.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where the link stands, changing nothing: the form, answered before, or dead. */
export async function feedbackLinkState(
  database: Database,
  secret: string,
  token: string,
): Promise<FeedbackLinkAnswer> {
  const linked = await linkedGuest(database, secret, token);
  if ('state' in linked) return linked;
  const words = { event: linked.event.document.title, question: linked.question };
  return (await answeredBefore(database, linked))
    ? { state: 'answered', ...words }
    : { state: 'ready', ...words };
}

/**
 * Stores her answer, once: `done` when this request stored it, `answered` when one was stored
 * before (this one is not), `refused` with each field's error (nothing stored).
 */
export async function answerFeedback(
  database: Database,
  secret: string,
  token: string,
  sent: unknown,
): Promise<FeedbackLinkAnswer> {
  return inTransaction(database, async (trx) => {
    const linked = await linkedGuest(trx, secret, token);
    if ('state' in linked) return linked;
    const words = { event: linked.event.document.title, question: linked.question };
    const parsed = FeedbackAnswerSchema.safeParse(sent);
    if (!parsed.success) {
      // A second use of a link answered before says so, whatever it sent.
      if (await answeredBefore(trx, linked)) return { state: 'answered', ...words };
      return { state: 'refused', ...words, fieldErrors: fieldErrorsOf(parsed.error) };
    }
    const stored = await storeAnswer(trx, linked, parsed.data);
    return { state: stored ? 'done' : 'answered', ...words };
  });
}

/** Inserts her answer unless one is kept for her already; whether it did. */
async function storeAnswer(
  executor: Executor,
  { guest, event }: { guest: FeedbackGuest; event: EventRecord },
  { rating, answer, comment }: FeedbackAnswerValues,
): Promise<boolean> {
  const inserted = await executor.db
    .insertInto('event_feedback')
    .values({
      event_id: event.id,
      submission_table: guest.table,
      submission_id: guest.id,
      rating,
      answer,
      comment,
    })
    .onConflict((conflict) =>
      conflict.columns(['event_id', 'submission_table', 'submission_id']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
