import type { FastifyInstance } from 'fastify';
import { siteConfig } from '#content/site.ts';
import { thanksRefusals } from '#schemas/feedback/event-feedback.ts';
import {
  ThanksDraftSchema,
  ThanksRequestSchema,
} from '#schemas/feedback/event-feedback-requests.ts';
import { eventFeedback } from '#server/feedback/event-feedback.ts';
import { previewThanks, thankGuests } from '#server/feedback/event-thanks.ts';
import { adminRoute, eventIdOf, type AdminRouteContext } from './admin-route-context.ts';

/**
 * An event's feedback (schemas/feedback/event-feedback.ts): the thank-you to the guests who came,
 * its preview, and the answers it brought.
 */
export function adminFeedbackRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields, eventsNow, mailWorker } = context;
  const notFound = { error: 'not_found' } as const;

  adminRoute(
    app,
    'GET /events/:id/feedback',
    { config: { access: 'read' } },
    async (request, reply) => {
      const id = eventIdOf(request, reply, context);
      if (id === undefined) return reply;
      return (await eventFeedback(database, id, eventsNow())) ?? reply.code(404).send(notFound);
    },
  );

  adminRoute(
    app,
    'POST /events/:id/thanks/preview',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = eventIdOf(request, reply, context);
      if (id === undefined) return reply;
      const body = ThanksDraftSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const preview = await previewThanks(database, id, body.data.question, {
        siteUrl: siteConfig.siteUrl,
      });
      return preview ?? reply.code(404).send(notFound);
    },
  );

  adminRoute(
    app,
    'POST /events/:id/thanks',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = eventIdOf(request, reply, context);
      if (id === undefined) return reply;
      const body = ThanksRequestSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const outcome = await thankGuests(database, id, body.data, {
        organiser: { email: request.adminSession!.email },
        now: eventsNow(),
      });
      if (!outcome) return reply.code(404).send(notFound);
      if ('refused' in outcome) {
        return reply
          .code(409)
          .send({ error: outcome.refused, message: thanksRefusals[outcome.refused] });
      }
      if (outcome.sent.mails > 0) mailWorker.wake();
      request.log.info(
        { event: 'admin.event', action: 'thanks', id, mails: outcome.sent.mails },
        'thanked the guests who came',
      );
      reply.code(201);
      return outcome.sent;
    },
  );
}
