import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import {
  forbiddenMessage,
  notYourDoorMessage,
  roleAllows,
  type AdminAccess,
} from '#schemas/organisers/organisers.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import type { RenderMail } from '#server/mail/worker.ts';
import type { StaticFile } from '#server/pages/static-site.ts';
import type { AdminSession } from '#server/organisers/sessions.ts';

/**
 * What an admin route needs: one of the organisers' accesses (schemas/organisers/organisers.ts),
 * `signed-in` for what every account reads of herself whatever her role (her session), or
 * `signed-out` for the few a person reaches without a session (sign-in, sign-out, an
 * invitation's link). Every admin route declares it as `config: { access }`:
 *
 *   app.get('/people', { config: { access: 'read' } }, handler);
 *   app.post('/people/export', { config: { access: 'export' } }, handler);
 *
 * and {@link guardAdminRoutes} checks it before the route runs (docs/decisions/045-organiser-roles.md).
 * A `door` route under `/events/:id/` is checked against the event too: a `door` account works
 * only the doors given to her.
 */
export type AdminRouteAccess = AdminAccess | 'signed-out' | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AdminRouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in organiser, set before any route that needs a session runs. */
    adminSession?: AdminSession;
  }
}

function hooksOf(hooks: RouteOptions['onRequest']): onRequestAsyncHookHandler[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestAsyncHookHandler[];
}

/**
 * The one check of every admin route, added as each route is registered: its session (401
 * without one) and then her role (403 with a message saying so when it does not allow the
 * route's access), before the body is read. A route that declares no access is an error at
 * start-up, so a new route cannot forget it. Call before registering the routes.
 */
export function guardAdminRoutes(
  app: FastifyInstance,
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  worksDoor: (session: AdminSession, eventId: number) => Promise<boolean>,
): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(
        `The admin route ${String(route.method)} ${route.url} declares no access (config.access).`,
      );
    }
    if (access === 'signed-out') return;
    const checkAccess: onRequestAsyncHookHandler = async (request, reply) => {
      await authenticate(request, reply);
      if (reply.sent) return reply;
      if (access === 'signed-in') return;
      const { role } = request.adminSession!;
      if (!roleAllows(role, access)) {
        request.log.info({ event: 'admin.forbidden', access, role }, 'admin request refused');
        return reply.code(403).send({ error: 'forbidden', message: forbiddenMessage(role) });
      }
      // An event's door: a `door` account works only those given to her
      // (server/organisers/doors.ts).
      const eventId = Number((request.params as { id?: unknown } | undefined)?.id);
      if (access === 'door' && Number.isSafeInteger(eventId) && eventId > 0) {
        if (!(await worksDoor(request.adminSession!, eventId))) {
          request.log.info({ event: 'admin.forbidden', access, role }, 'admin request refused');
          return reply.code(403).send({ error: 'forbidden', message: notYourDoorMessage });
        }
      }
    };
    route.onRequest = [checkAccess, ...hooksOf(route.onRequest)];
  });
}

/** What the admin's route groups share with server/routes/admin-routes.ts. */
export type AdminRouteContext = {
  database: Database;
  /** Woken once a change that queued mail has committed; renders a mail not yet sent to read. */
  mailWorker: Pick<Mailer, 'wake' | 'renderNow'>;
  /** How this server renders a queued mail (server/mail/mailer.ts `mailRenderer`). */
  renderMail: RenderMail;
  /** Where the organiser's notices of released submissions go (ORGANISER_EMAIL). */
  organiserEmail: string | undefined;
  /** Where the uploaded photos are kept (server/media/). */
  mediaStorage: MediaStorage;
  /** Signs the invitations' links (server/mail/invitation-link.ts). */
  appSecret: string;
  /** 400 naming each unusable parameter. */
  refuseFields: (reply: FastifyReply, error: z.ZodError) => FastifyReply;
  wholeNumber: (min: number, max: number) => z.ZodType<number, unknown>;
  rowId: z.ZodType<number, string>;
  /** An event's page as it would read, for the organiser (server/pages/rendered-pages.ts). */
  previewEvent?: (record: EventRecord) => Promise<StaticFile>;
  /** The server's clock (tests move it): what the retention forecast counts from. */
  now: () => Date;
  /** The time the events are judged at (server/app.ts): their phases in the admin. */
  eventsNow: () => Date;
  /** Whether this server runs the daily retention job (RETENTION_JOB). */
  retentionJob: boolean;
};

export type RowRequest = FastifyRequest<{ Params: { table: string; id: string } }>;

/** The row `/tables/:table/rows/:id` names, or undefined once it has answered 404/400. */
export function rowOf(
  request: RowRequest,
  reply: FastifyReply,
  { rowId, refuseFields }: Pick<AdminRouteContext, 'rowId' | 'refuseFields'>,
): { table: SubmissionTable; id: number } | undefined {
  const { table } = request.params;
  if (!isSubmissionTable(table)) {
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }
  const params = z.object({ id: rowId }).safeParse({ id: request.params.id });
  if (!params.success) {
    refuseFields(reply, params.error);
    return undefined;
  }
  return { table, id: params.data.id };
}

export type EventRequest = FastifyRequest<{ Params: { id: string } }>;

/** The event id `/events/:id/…` names, or undefined once it has answered 400. */
export function eventIdOf(
  request: EventRequest,
  reply: FastifyReply,
  { rowId, refuseFields }: Pick<AdminRouteContext, 'rowId' | 'refuseFields'>,
): number | undefined {
  const params = z.object({ id: rowId }).safeParse(request.params);
  if (params.success) return params.data.id;
  refuseFields(reply, params.error);
  return undefined;
}
