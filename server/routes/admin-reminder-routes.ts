import type { FastifyInstance } from 'fastify';
import { EventRemindersRequestSchema } from '#schemas/events/organising/event-reminder-requests.ts';
import { remindersView, setReminderOffsets } from '#server/events/organising/event-reminders.ts';
import { eventById } from '#server/events/event-store.ts';
import { adminRoute, eventIdOf, type AdminRouteContext } from './admin-route-context.ts';

/**
 * An event's reminders (schemas/events/organising/event-reminders.ts): what the organiser chose,
 * what went and what goes next; and her change of them, kept and written in the audit log.
 */
export function adminReminderRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields, eventsNow } = context;

  adminRoute(
    app,
    'GET /events/:id/reminders',
    { config: { access: 'read' } },
    async (request, reply) => {
      const id = eventIdOf(request, reply, context);
      if (id === undefined) return reply;
      return (
        (await remindersView(database, id, eventsNow())) ??
        reply.code(404).send({ error: 'not_found' })
      );
    },
  );

  adminRoute(
    app,
    'PUT /events/:id/reminders',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = eventIdOf(request, reply, context);
      if (id === undefined) return reply;
      const body = EventRemindersRequestSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const event = await eventById(database, id);
      if (!event) return reply.code(404).send({ error: 'not_found' });
      await setReminderOffsets(database, event, body.data.offsets, {
        email: request.adminSession!.email,
      });
      request.log.info({ event: 'admin.event', action: 'reminders', id }, 'reminders changed');
      return (
        (await remindersView(database, id, eventsNow())) ??
        reply.code(404).send({ error: 'not_found' })
      );
    },
  );
}
