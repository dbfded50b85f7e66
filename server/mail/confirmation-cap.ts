import { applicantKey } from '#schemas/applications/applicant-key.ts';
import { inTransaction, type Database } from '#server/db/database.ts';
import type { RateLimit, RateLimiter } from '#server/http/rate-limit.ts';
import { storedEnvelope, type OutboxRow } from './outbox.ts';

/**
 * The cap on confirmations to one address (docs/decisions/023-decisions-at-the-same-moment.md;
 * README "Security"). Nobody confirms the address a form names, so without a cap anyone could
 * make the site mail a stranger as often as the per-client limit allows, from every client
 * address they have. An address (as duplicates compare it: schemas/applications/applicant-key.ts)
 * is sent at most `limit` confirmations per day, counted in the database under an HMAC of the
 * address, the same count on every instance. A submission beyond it is stored as usual and its
 * organiser notice goes; only its confirmation stays unsent, kept as `limited` for the admin to
 * show.
 *
 * Her "Your data" link (server/mail/your-data-mail.ts) goes to an address nobody confirmed either:
 * it counts under the same cap, so the two together are at most `limit` a day
 * (docs/decisions/047-your-data.md).
 *
 * NOTE: the worker counts a confirmation when it first tries to send it, not when the form is
 * stored: the count is a write on a page of its own, and the form's answer should not wait for it.
 */
export const confirmationCapWindowMs = 24 * 60 * 60 * 1000;

export type ConfirmationCap = {
  limiter: RateLimiter;
  /** Confirmations per address per day; 0 turns the cap off. */
  limit: number;
};

/** The mails to an address typed into a form, and what a withheld one tells the organiser. */
const cappedKinds: Partial<Record<string, (limit: number) => string>> = {
  confirmation: (limit) => `Not sent: this address had its ${limit} confirmations of the day.`,
  'your-data-link': (limit) =>
    `Not sent: this address had its ${limit} confirmations and "Your data" links of the day.`,
};

function rule(limit: number): RateLimit {
  return { scope: 'confirmation', limit, windowMs: confirmationCapWindowMs };
}

/**
 * Counts the first attempt of each confirmation among `rows` against its address, and returns
 * the ones over the cap with why they are not sent. One short transaction of its own: on
 * PostgreSQL each counter is held only until it commits, in the same order (by address) on every
 * instance, so two workers never wait on each other for long nor deadlock. A process that stops
 * after this commit and before sending counts that confirmation again on the next try: an address
 * may get one confirmation fewer that day, never one more.
 */
export async function confirmationsOverCap(
  database: Database,
  { limiter, limit }: ConfirmationCap,
  rows: readonly OutboxRow[],
): Promise<Map<number, string>> {
  const counted = rows
    .filter((row) => cappedKinds[row.kind] !== undefined && row.attempts === 0)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      address: applicantKey(storedEnvelope(row).to.address),
    }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : a.id - b.id));
  const over = new Map<number, string>();
  if (limit === 0 || counted.length === 0) return over;
  await inTransaction(database, async (executor) => {
    for (const { id, kind, address } of counted) {
      const verdict = await limiter.hit(executor, rule(limit), address);
      if (!verdict.allowed) over.set(id, cappedKinds[kind]!(limit));
    }
  });
  return over;
}
