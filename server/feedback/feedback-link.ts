import { isEventTable, type EventFormTable } from '#schemas/events/event-document.ts';
import { feedbackLinkLifetimeDays, feedbackPath } from '#schemas/feedback/event-feedback.ts';
import { signToken, verifyToken } from '../signed-tokens.ts';

/**
 * The link in a thank-you mail to the guest's feedback form
 * (docs/decisions/065-feedback-after-the-event.md): the feedback page's address with a signed
 * single-purpose token naming her row (server/signed-tokens.ts), made and read like the withdraw
 * link under a key of its own purpose, so neither link works as the other. The mail makes it
 * (server/mail/mail-renderers.ts); the answer reads it back (server/feedback/feedback-answers.ts).
 */

const feedbackLinkLifetimeMs = feedbackLinkLifetimeDays * 24 * 60 * 60 * 1000;

export type FeedbackGuest = { table: EventFormTable; id: number };

/** The feedback page's address for guest `subject`, valid for a while after `issuedAt`. */
export async function feedbackUrl(
  secret: string,
  siteUrl: string,
  subject: FeedbackGuest,
  issuedAt: number,
): Promise<string> {
  const token = await signToken(
    secret,
    'feedback',
    { table: subject.table, id: subject.id },
    { expiresAt: new Date(issuedAt + feedbackLinkLifetimeMs) },
  );
  return `${siteUrl.replace(/\/+$/u, '')}${feedbackPath}?${new URLSearchParams({ token })}`;
}

/** The guest a feedback link's token names, or why it names none. */
export async function guestOfFeedbackToken(
  secret: string,
  token: string,
  now = new Date(),
): Promise<FeedbackGuest | { state: 'invalid' } | { state: 'expired' }> {
  const check = await verifyToken(secret, 'feedback', token, now);
  if (!check.ok) return { state: check.reason === 'expired' ? 'expired' : 'invalid' };
  const { table, id } = check.subject;
  if (!isEventTable(table)) return { state: 'invalid' };
  return { table, id };
}
