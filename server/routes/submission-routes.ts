import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientOf } from '#server/http/rate-limit.ts';
import type { ArrivedForm, Reception } from '#server/applications/submission-intake.ts';
import {
  honeypotField,
  isSubmissionTable,
  submissionKeyPattern,
} from '#schemas/submissions/submission-forms.ts';

const Envelope = z.object({
  key: z.string().regex(submissionKeyPattern),
  values: z.record(z.string(), z.unknown()),
  [honeypotField]: z.unknown().optional(),
});

/** The 400's text when a field is not as its schema wants it. */
export const checkTheFieldsMessage = 'Please check the highlighted fields.';

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
 * (nothing stored) · 400 field errors (an event name no published event's form stores among them)
 * · 404 unknown form · 409 the event takes no applications now: closed, cancelled or past
 * (docs/product/rules.md#open-closed-past) · 413 over 64 KiB (Fastify's bodyLimit) · 415 not JSON
 * · 429 over the per-IP limit. Nothing is stored for a rejected request. Only
 * valid submissions count toward the limit (a rejected one writes nothing at all). A stored
 * submission's mails are queued in its transaction (server/mail/outbox.ts).
 */
export function submissionRoutes(
  app: FastifyInstance,
  { receive }: { receive: (form: ArrivedForm) => Promise<Reception> },
) {
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

      const reception = await receive({
        table,
        key: envelope.data.key,
        values: envelope.data.values,
        honeypot: envelope.data[honeypotField],
        client: clientOf(request.ip),
      });
      switch (reception.kind) {
        case 'invalid':
          return reply.code(400).send({
            error: 'validation',
            message: checkTheFieldsMessage,
            fieldErrors: reception.fieldErrors,
          });
        case 'not-open':
          return reply.code(409).send({ error: 'event_not_open', message: reception.message });
        case 'refused':
          return reply
            .code(429)
            .header('retry-after', String(reception.retryAfterSeconds))
            .send({
              error: 'rate_limited',
              message: rateLimitedMessage(reception.retryAfterSeconds),
            });
        case 'duplicate':
          return reply.code(200).send({ id: reception.id, duplicate: true });
        default:
          return reply.code(201).send({ id: reception.id });
      }
    },
  );
}
