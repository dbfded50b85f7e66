import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { WaitlistPromotion, WaitlistSettings } from '#schemas/applications/waitlist-api.ts';
import {
  autoPromoteSettings,
  eventOfTable,
  NobodyWaitlisted,
  NoFreePlace,
  NotNextOnWaitlist,
  promoteNext,
  setAutoPromote,
} from '#server/applications/waitlist.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

const eventSlug = z.string({ error: 'Choose an event.' }).min(1).max(100);

/**
 * The waitlist that moves (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md):
 * GET  /tables/:table/waitlist: each event's "promote automatically" setting.
 * PUT  /tables/:table/waitlist/settings {event, autoPromote}: changes it.
 * POST /tables/:table/waitlist/promote-next {event, id?}: approves the next person on the
 *      waitlist, with her approval mail; 409 when nobody waits, no place is free, or the person
 *      `id` the organiser was offered is no longer next.
 */
export function adminWaitlistRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mailWorker, refuseFields, rowId } = context;
  const Setting = z.object({ event: eventSlug, autoPromote: z.boolean() });
  const Promotion = z.object({ event: eventSlug, id: z.coerce.string().pipe(rowId).optional() });

  function tableOf(request: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) {
    const { table } = request.params;
    if (isSubmissionTable(table)) return table;
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }

  /** The stored event the body names, of the table the address names; 404 otherwise. */
  async function eventOf(
    request: FastifyRequest<{ Params: { table: string } }>,
    reply: FastifyReply,
    slug: string,
  ) {
    const table = tableOf(request, reply);
    if (!table) return undefined;
    const event = await eventOfTable(database, table, slug);
    if (!event) reply.code(404).send({ error: 'not_found', message: 'No such event here.' });
    return event;
  }

  adminRoute(
    app,
    'GET /tables/:table/waitlist',
    { config: { access: 'read' } },
    async (request, reply): Promise<WaitlistSettings | FastifyReply> => {
      const table = tableOf(request, reply);
      if (!table) return reply;
      return { events: await autoPromoteSettings(database, table) };
    },
  );

  adminRoute(
    app,
    'PUT /tables/:table/waitlist/settings',
    { config: { access: 'change' } },
    async (request, reply) => {
      const body = Setting.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const event = await eventOf(request, reply, body.data.event);
      if (!event) return reply;
      await setAutoPromote(database, request.adminSession!, event, body.data.autoPromote);
      request.log.info(
        { event: 'admin.auto-promote', slug: event.document.slug, on: body.data.autoPromote },
        'waitlist setting changed',
      );
      return reply.code(204).send();
    },
  );

  adminRoute(
    app,
    'POST /tables/:table/waitlist/promote-next',
    { config: { access: 'change' } },
    async (request, reply): Promise<WaitlistPromotion | FastifyReply> => {
      const body = Promotion.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const event = await eventOf(request, reply, body.data.event);
      if (!event) return reply;
      try {
        const { promoted, result } = await promoteNext(
          { database, mailWorker },
          request.adminSession!,
          event,
          body.data.id,
        );
        request.log.info(
          { event: 'admin.promote-next', slug: event.document.slug, id: promoted.id },
          'next on the waitlist approved',
        );
        return { promoted, ...result };
      } catch (error) {
        if (error instanceof NotNextOnWaitlist) {
          return reply
            .code(409)
            .send({ error: 'not_next', message: error.message, next: error.next });
        }
        if (error instanceof NobodyWaitlisted || error instanceof NoFreePlace) {
          return reply.code(409).send({
            error: error instanceof NoFreePlace ? 'no_free_place' : 'nobody_waitlisted',
            message: error.message,
          });
        }
        throw error;
      }
    },
  );
}
