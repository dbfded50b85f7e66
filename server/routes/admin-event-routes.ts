import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CancelEventRequestSchema,
  CreateEventRequestSchema,
  DuplicateEventRequestSchema,
  EventActionRequestSchema,
  UpdateEventRequestSchema,
  type AdminEventConflict,
  type AdminEventInvalid,
  type AdminEventSaved,
} from '#schemas/admin-events.ts';
import { eventPhase } from '#schemas/event-availability.ts';
import type { EventRecord } from '#schemas/event-record.ts';
import { eventDetail, eventOverview } from '#server/admin/event-overview.ts';
import {
  cancelEvent,
  closeApplications,
  createEvent,
  duplicateEvent,
  EventActionNotAllowed,
  EventInvalid,
  EventNotFound,
  publishEvent,
  reopenApplications,
  StaleEvent,
  unpublishEvent,
  updateEvent,
  type Organiser,
} from '#server/events/event-editor.ts';
import { queueCancellationMails } from '#server/mail/event-cancellation-mails.ts';
import type { AdminRouteContext } from './admin-route-context.ts';

type EventRequest = FastifyRequest<{ Params: { id: string } }>;

/** A state change the organiser makes with one button: publish, unpublish, close, reopen. */
type StateChange = (
  database: AdminRouteContext['database'],
  organiser: Organiser,
  id: number,
  basedOn?: string,
) => Promise<EventRecord>;

const stateChanges: Record<string, StateChange> = {
  publish: publishEvent,
  unpublish: unpublishEvent,
  close: closeApplications,
  reopen: reopenApplications,
};

function saved(event: EventRecord, mailed?: number): AdminEventSaved {
  return { event, phase: eventPhase(event, new Date()), ...(mailed !== undefined && { mailed }) };
}

/** The editor's refusals as answers: 400 by field, 404, 409 stale or not allowed. */
function refuseEditorError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof EventInvalid) {
    return reply.code(400).send({
      error: 'validation',
      message: error.message,
      fieldErrors: error.fieldErrors,
    } satisfies AdminEventInvalid);
  }
  if (error instanceof EventNotFound) return reply.code(404).send({ error: 'not_found' });
  if (error instanceof StaleEvent) {
    return reply.code(409).send({
      error: 'stale',
      message: error.message,
      event: error.current,
    } satisfies AdminEventConflict);
  }
  if (error instanceof EventActionNotAllowed) {
    return reply
      .code(409)
      .send({ error: 'not_allowed', message: error.message } satisfies AdminEventConflict);
  }
  throw error;
}

/**
 * The organiser's event editor (docs/decisions/037-the-event-editor.md; the shapes are in
 * schemas/admin-events.ts): list and open events, create, save, duplicate, publish, unpublish,
 * close and reopen applications, cancel with mails to the people who applied.
 */
export function adminEventRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mailWorker, requireSession, refuseFields, rowId } = context;
  const EventParams = z.object({ id: rowId });

  /** The event id the address names, or undefined once it has answered 400. */
  function idOf(request: EventRequest, reply: FastifyReply): number | undefined {
    const params = EventParams.safeParse(request.params);
    if (params.success) return params.data.id;
    refuseFields(reply, params.error);
    return undefined;
  }

  /** Parses the body, runs the write as the signed-in organiser and answers its refusals. */
  async function write<T extends z.ZodType, R>(
    request: EventRequest | FastifyRequest,
    reply: FastifyReply,
    schema: T,
    run: (body: z.output<T>, organiser: Organiser) => Promise<R>,
  ): Promise<R | FastifyReply> {
    const body = schema.safeParse(request.body);
    if (!body.success) return refuseFields(reply, body.error);
    try {
      return await run(body.data, { email: request.adminSession!.email });
    } catch (error) {
      return refuseEditorError(reply, error);
    }
  }

  function logged(request: FastifyRequest, action: string, event: EventRecord) {
    request.log.info({ event: 'admin.event', action, id: event.id }, 'event changed');
  }

  app.get('/events', { preHandler: requireSession }, async () => eventOverview(database));

  app.get<{ Params: { id: string } }>(
    '/events/:id',
    { preHandler: requireSession },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return (await eventDetail(database, id)) ?? reply.code(404).send({ error: 'not_found' });
    },
  );

  app.post('/events', { preHandler: requireSession }, async (request, reply) =>
    write(request, reply, CreateEventRequestSchema, async (body, organiser) => {
      const event = await createEvent(database, organiser, body.document);
      logged(request, 'create', event);
      return reply.code(201).send(saved(event));
    }),
  );

  app.put<{ Params: { id: string } }>(
    '/events/:id',
    { preHandler: requireSession },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return write(request, reply, UpdateEventRequestSchema, async (body, organiser) => {
        const event = await updateEvent(database, organiser, id, body.document, body.updatedAt);
        logged(request, 'edit', event);
        return saved(event);
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/events/:id/duplicate',
    { preHandler: requireSession },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return write(request, reply, DuplicateEventRequestSchema, async (body, organiser) => {
        const event = await duplicateEvent(database, organiser, id, body);
        logged(request, 'duplicate', event);
        return reply.code(201).send(saved(event));
      });
    },
  );

  for (const [action, change] of Object.entries(stateChanges)) {
    app.post<{ Params: { id: string } }>(
      `/events/:id/${action}`,
      { preHandler: requireSession },
      async (request, reply) => {
        const id = idOf(request, reply);
        if (id === undefined) return reply;
        return write(request, reply, EventActionRequestSchema, async (body, organiser) => {
          const event = await change(database, organiser, id, body.updatedAt);
          logged(request, action, event);
          return saved(event);
        });
      },
    );
  }

  app.post<{ Params: { id: string } }>(
    '/events/:id/cancel',
    { preHandler: requireSession },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return write(request, reply, CancelEventRequestSchema, async (body, organiser) => {
        const { event, mailed } = await cancelEvent(
          database,
          organiser,
          id,
          { message: body.message, basedOn: body.updatedAt },
          queueCancellationMails,
        );
        if (mailed > 0) mailWorker.wake();
        logged(request, 'cancel', event);
        return saved(event, mailed);
      });
    },
  );
}
