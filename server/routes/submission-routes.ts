import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldErrorsOf } from '#server/field-errors.ts';
import type { MailWorker } from '#server/mail/worker.ts';
import type { Database } from '#server/db/database.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import { clientOf } from '#server/rate-limit.ts';
import { takeInSubmission, type IntakeRules } from '#server/submission-intake.ts';
import {
  honeypotField,
  isSubmissionTable,
  submissionKeyPattern,
} from '#schemas/submission-forms.ts';
import { submissionSchemas } from '#schemas/submission-schemas.ts';

const Envelope = z.object({
  key: z.string().regex(submissionKeyPattern),
  values: z.record(z.string(), z.unknown()),
  [honeypotField]: z.unknown().optional(),
});

/** The 429's text: how long to wait, in whole minutes (1 minute, 2 minutes…). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `You have sent a lot of forms in a short time. Please wait ${wait} and try again.`;
}

/**
 * POST /api/submissions/:table — one route for every form
 * (docs/product/additions.md#every-form-reaches-the-organiser).
 * 201 { id } · 200 { id, duplicate: true } when the same person applied to the same event before
 * (nothing stored) · 400 field errors · 404 unknown form · 413 over 64 KiB (Fastify's bodyLimit) ·
 * 415 not JSON · 429 over the per-IP limit. Nothing is stored for a rejected request. Only
 * valid submissions count toward the limit (a rejected one writes nothing at all). A stored
 * submission's mails are queued in its transaction (server/mail/outbox.ts).
 */
export function submissionRoutes(
  app: FastifyInstance,
  {
    database,
    mailWorker,
    rules,
  }: { database: Database; mailWorker: Pick<MailWorker, 'wake'>; rules: IntakeRules },
) {
  const commits = createGroupCommit(database);

  // NOTE: no compression: every answer is a few bytes of JSON (the 201 is `{ id }`), and the
  // compressor's hook alone cost 2 % of a submission's time under load (docs/performance.md).
  app.post<{ Params: { table: string } }>(
    '/submissions/:table',
    { compress: false },
    async (request, reply) => {
      const contentType = request.headers['content-type'] ?? '';
      if (!/^application\/json\b/i.test(contentType)) {
        return reply.code(415).send({
          error: 'unsupported_media_type',
          message: 'Send the form as JSON (Content-Type: application/json).',
        });
      }

      const { table } = request.params;
      if (!isSubmissionTable(table)) {
        return reply.code(404).send({ error: 'not_found', message: 'There is no such form.' });
      }

      const envelope = Envelope.safeParse(request.body);
      if (!envelope.success) {
        return reply.code(400).send({
          error: 'validation',
          message: 'The form could not be read. Please reload the page and try again.',
          fieldErrors: {},
        });
      }

      // The hidden field was filled: by a bot, or by a browser's autofill for a real person. The
      // row is kept, flagged, with no mail, for the organiser to judge
      // (docs/product/additions.md#suspected-spam).
      const honeypot = envelope.data[honeypotField];
      const suspectedSpam =
        typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined;

      const parsed = submissionSchemas[table].safeParse(envelope.data.values);
      if (!parsed.success) {
        return reply.code(400).send({
          error: 'validation',
          message: 'Please check the highlighted fields.',
          fieldErrors: fieldErrorsOf(parsed.error),
        });
      }

      // NOTE: the client's hit, the row and its mails share one transaction (submission-intake.ts;
      // on SQLite with the submissions that arrive meanwhile: group-commit.ts); a refused one
      // commits only its count.
      const outcome = await commits.run((executor) =>
        takeInSubmission(executor, rules, {
          table,
          key: envelope.data.key,
          values: parsed.data,
          suspectedSpam,
          client: clientOf(request.ip),
        }),
      );
      if (!outcome.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({
            error: 'rate_limited',
            message: rateLimitedMessage(outcome.retryAfterSeconds),
          });
      }
      if (outcome.mails > 0) mailWorker.wake();
      if (outcome.outcome === 'duplicate') {
        return reply.code(200).send({ id: outcome.id, duplicate: true });
      }
      return reply.code(201).send({ id: outcome.id });
    },
  );
}
