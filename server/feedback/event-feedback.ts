import { isOver } from '#schemas/events/attendance.ts';
import { eventPhase } from '#schemas/events/event-availability.ts';
import {
  averageRating,
  feedbackRatings,
  type EventFeedback,
  type FeedbackAnswer,
  type FeedbackRating,
} from '#schemas/feedback/event-feedback.ts';
import { guestsWhoCame } from '#server/attendance/event-attendance.ts';
import type { Database } from '#server/db/database.ts';
import { eventById } from '#server/events/event-store.ts';
import { recipientOf } from '#server/mail/mail-parts.ts';
import { thanksOf } from './event-thanks.ts';

/**
 * An event's feedback as the organiser reads it (docs/product/screens.md#an-events-guests): its
 * thank-you, whom one would reach, and the answers, newest first, with how many chose each
 * rating. The answers come without names: the thank-you promises the guests so.
 */

function distributionOf(answers: readonly FeedbackAnswer[]): Record<FeedbackRating, number> {
  const counts = Object.fromEntries(feedbackRatings.map((rating) => [rating, 0])) as Record<
    FeedbackRating,
    number
  >;
  for (const { rating } of answers) counts[rating] += 1;
  return counts;
}

/** The feedback of event `eventId` as of `now`; undefined for an unknown event. */
export async function eventFeedback(
  database: Database,
  eventId: number,
  now: Date,
): Promise<EventFeedback | undefined> {
  const event = await eventById(database, eventId);
  if (!event) return undefined;
  const [thanks, came, rows] = await Promise.all([
    thanksOf(database, event.id),
    guestsWhoCame(database, event),
    database.db
      .selectFrom('event_feedback')
      .select(['rating', 'answer', 'comment', 'answered_at'])
      .where('event_id', '=', event.id)
      .orderBy('answered_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const answers: FeedbackAnswer[] = rows.map((row) => ({
    rating: Number(row.rating) as FeedbackRating,
    answer: row.answer,
    comment: row.comment,
    answeredAt: row.answered_at,
  }));
  const distribution = distributionOf(answers);
  return {
    thanks: thanks ?? null,
    recipients: came.filter((guest) => recipientOf(guest.values).person !== undefined).length,
    over: isOver(eventPhase(event, now)),
    count: answers.length,
    average: averageRating(distribution),
    distribution,
    answers,
  };
}
