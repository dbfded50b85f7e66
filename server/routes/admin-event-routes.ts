import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { siteConfig } from '#content/site.ts';
import {
  CancelEventRequestSchema,
  CreateEventRequestSchema,
  DuplicateEventRequestSchema,
  EventActionRequestSchema,
  UpdateEventRequestSchema,
  type AdminEventConflict,
  type AdminEventInvalid,
  type AdminEventSaved,
} from '#schemas/events/admin-events.ts';
import { eventPhase } from '#schemas/events/event-availability.ts';
import { errorsByPath } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { eventGuests } from '#server/events/organising/event-guests.ts';
import { sendEventMessage } from '#server/events/organising/event-messages.ts';
import { previewMessageMail } from '#server/mail/event-message-mails.ts';
import {
  EventMessageDraftSchema,
  EventMessageRequestSchema,
} from '#schemas/events/organising/event-message-requests.ts';
import { eventDetail, eventOverview } from '#server/events/organising/event-overview.ts';
import {
  cancelEvent,
  changeEventState,
  createEvent,
  duplicateEvent,
  EventActionNotAllowed,
  EventInvalid,
  EventNotFound,
  eventStateActions,
  StaleEvent,
  updateEvent,
  type Organiser,
} from '#server/events/event-editor.ts';
import { eventById } from '#server/events/event-store.ts';
import { coverExists } from '#server/media/cover-photos.ts';
import { queueUpdateMails } from '#server/mail/event-update-mails.ts';
import {
  previewCancellationMail,
  queueCancellationMails,
} from '#server/mail/event-cancellation-mails.ts';
import type { EventStateAction } from '#schemas/organisers/admin-api-contract.ts';
import {
  adminRoute,
  eventIdOf,
  type AdminRouteContext,
  type EventRequest,
} from './admin-route-context.ts';

/** The endpoints that write one event and answer it as it is now. */
type EventWriteEndpoint =
  | 'PUT /events/:id'
  | 'POST /events/:id/duplicate'
  | 'POST /events/:id/cancel'
  | `POST /events/:id/${EventStateAction}`;

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
 * schemas/events/admin-events.ts): list and open events, create, save, duplicate, publish,
 * unpublish, close and reopen applications, cancel with mails to the people who applied; and an
 * event's guests (schemas/events/organising/event-guests.ts).
 */
export function adminEventRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mailWorker, mediaStorage, refuseFields, previewEvent, eventsNow } = context;
  const saved = (event: EventRecord, mailed?: number): AdminEventSaved => ({
    event,
    phase: eventPhase(event, eventsNow()),
    ...(mailed !== undefined && { mailed }),
  });
  /** The event id the address names, or undefined once it has answered 400. */
  const idOf = (request: EventRequest, reply: FastifyReply) => eventIdOf(request, reply, context);

  /**
   * A write of the editor: parses the body, runs it as the signed-in organiser, logs it and
   * answers its refusals. `201` for a write that makes a new event.
   */
  /**
   * A document's cover must name a photo that was uploaded (docs/decisions/040); whether it has
   * answered 400. NOTE: not the reply itself: a reply is thenable, and awaiting it waits for it.
   */
  async function refusedMissingCover(reply: FastifyReply, document: unknown): Promise<boolean> {
    const image = (document as { cover?: { image?: unknown } } | undefined)?.cover?.image;
    if (typeof image !== 'string' || (await coverExists(mediaStorage, image))) return false;
    reply.code(400).send({
      error: 'validation',
      message: 'The cover photo is not stored.',
      fieldErrors: { 'cover.image': 'Upload the photo again.' },
    } satisfies AdminEventInvalid);
    return true;
  }

  async function write<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    action: string,
    run: (body: z.output<T>, organiser: Organiser) => Promise<AdminEventSaved>,
  ): Promise<AdminEventSaved | FastifyReply> {
    const body = schema.safeParse(request.body);
    if (!body.success) return refuseEditorError(reply, new EventInvalid(errorsByPath(body.error)));
    if (await refusedMissingCover(reply, (body.data as { document?: unknown }).document)) {
      return reply;
    }
    try {
      const answer = await run(body.data, { email: request.adminSession!.email });
      request.log.info({ event: 'admin.event', action, id: answer.event.id }, 'event changed');
      if (action === 'create' || action === 'duplicate') reply.code(201);
      return answer;
    } catch (error) {
      return refuseEditorError(reply, error);
    }
  }

  /** `endpoint` on one event (`/events/:id...`): a write of `action` on the event `id`. */
  function onEvent<T extends z.ZodType>(
    endpoint: EventWriteEndpoint,
    action: string,
    schema: T,
    run: (id: number, body: z.output<T>, organiser: Organiser) => Promise<AdminEventSaved>,
  ) {
    adminRoute(app, endpoint, { config: { access: 'change' } }, async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return write(request, reply, schema, action, (body, organiser) => run(id, body, organiser));
    });
  }

  adminRoute(app, 'GET /events', { config: { access: 'read' } }, async () =>
    eventOverview(database, eventsNow()),
  );

  adminRoute(app, 'GET /events/:id', { config: { access: 'read' } }, async (request, reply) => {
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    return (
      (await eventDetail(database, id, eventsNow())) ?? reply.code(404).send({ error: 'not_found' })
    );
  });

  // What a cancellation with this message would mail the first person it tells; nothing changes.
  const CancelPreview = z.object({
    message: CancelEventRequestSchema.shape.message.or(z.literal('')),
  });
  adminRoute(
    app,
    'POST /events/:id/cancel/preview',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const body = CancelPreview.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const event = await eventById(database, id);
      if (!event) return reply.code(404).send({ error: 'not_found' });
      return previewCancellationMail(database, event, body.data.message, {
        siteUrl: siteConfig.siteUrl,
        now: eventsNow(),
      });
    },
  );

  // A message to the event's guests (schemas/events/organising/event-messages.ts): how many it
  // would go to and the mail the first would get, nothing kept; then sent, through the outbox.
  adminRoute(
    app,
    'POST /events/:id/messages/preview',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const body = EventMessageDraftSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const event = await eventById(database, id);
      if (!event) return reply.code(404).send({ error: 'not_found' });
      return previewMessageMail(database, event, body.data, { siteUrl: siteConfig.siteUrl });
    },
  );
  adminRoute(
    app,
    'POST /events/:id/messages',
    { config: { access: 'change' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const body = EventMessageRequestSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const sent = await sendEventMessage(database, id, body.data, {
        email: request.adminSession!.email,
      });
      if (!sent) return reply.code(404).send({ error: 'not_found' });
      if (sent.recipients > 0) mailWorker.wake();
      request.log.info(
        { event: 'admin.event', action: 'message', id, recipients: sent.recipients },
        'message to the guests',
      );
      reply.code(201);
      return sent;
    },
  );

  // The event's guests (schemas/events/organising/event-guests.ts): who applied or registered, by
  // its key.
  adminRoute(
    app,
    'GET /events/:id/guests',
    { config: { access: 'read' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      return (
        (await eventGuests(database, id, eventsNow())) ??
        reply.code(404).send({ error: 'not_found' })
      );
    },
  );

  // The event's page as it would read, a draft included: for the organiser only, never indexed,
  // never cached (docs/decisions/036-pages-from-the-database.md).
  adminRoute(
    app,
    'GET /events/:id/preview',
    { config: { access: 'read' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const record = await eventById(database, id);
      if (!record || !previewEvent) return reply.code(404).send({ error: 'not_found' });
      const page = await previewEvent(record);
      return reply
        .header('content-type', page.contentType)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', page.contentSecurityPolicy ?? '')
        .send(page.body);
    },
  );

  adminRoute(app, 'POST /events', { config: { access: 'change' } }, async (request, reply) =>
    write(request, reply, CreateEventRequestSchema, 'create', async (body, organiser) =>
      saved(await createEvent(database, organiser, body.document)),
    ),
  );

  onEvent('PUT /events/:id', 'edit', UpdateEventRequestSchema, async (id, body, organiser) => {
    const { event, mailed } = await updateEvent(
      database,
      organiser,
      id,
      body.document,
      body.updatedAt,
      queueUpdateMails,
    );
    if (mailed > 0) mailWorker.wake();
    return saved(event, mailed);
  });

  onEvent(
    'POST /events/:id/duplicate',
    'duplicate',
    DuplicateEventRequestSchema,
    async (id, body, organiser) => saved(await duplicateEvent(database, organiser, id, body)),
  );

  for (const action of eventStateActions) {
    onEvent(
      `POST /events/:id/${action}`,
      action,
      EventActionRequestSchema,
      async (id, body, organiser) =>
        saved(await changeEventState(database, organiser, id, action, body.updatedAt)),
    );
  }

  onEvent(
    'POST /events/:id/cancel',
    'cancel',
    CancelEventRequestSchema,
    async (id, body, organiser) => {
      const { event, mailed } = await cancelEvent(
        database,
        organiser,
        id,
        { message: body.message, basedOn: body.updatedAt },
        queueCancellationMails,
      );
      if (mailed > 0) mailWorker.wake();
      return saved(event, mailed);
    },
  );
}
