import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type {
  AdminAnswer,
  AdminEndpoint,
  AdminParams,
} from '#schemas/organisers/admin-api-contract.ts';
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
 *   adminRoute(app, 'GET /organisers', { config: { access: 'read' } }, handler);
 *   adminRoute(app, 'POST /people/export', { config: { access: 'export' } }, handler);
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

/** What an admin route's handler is given: the path's parameters as text, and the reply. */
export type AdminRequest<K extends AdminEndpoint> = FastifyRequest<{ Params: AdminParams<K> }>;

/**
 * An admin route's handler: it returns its answer, the endpoint's in
 * schemas/organisers/admin-api-contract.ts, or the reply once it has answered otherwise (a
 * refusal, a 204, a file, or a 2xx sent with its own status). NOTE: an answer with a status of
 * its own is sent as `reply.code(201)` and then returned, so that it too is checked here.
 */
export type AdminHandler<K extends AdminEndpoint> = (
  request: AdminRequest<K>,
  reply: FastifyReply,
) => Promise<AdminAnswer<K> | FastifyReply>;

/** A route's options beside its handler: its access, and a body limit or error handler. */
export type AdminRouteOptions = Omit<RouteShorthandOptions, 'config'> & {
  config: { access: AdminRouteAccess };
};

/**
 * Registers the route of `endpoint` (`GET /tables/:table`, relative to the admin's prefix) with
 * its handler, compiled against the endpoint's answer (docs/decisions/075-the-admin-api-contract.md).
 */
export function adminRoute<K extends AdminEndpoint>(
  app: FastifyInstance,
  endpoint: K,
  options: AdminRouteOptions,
  handler: AdminHandler<K>,
): void {
  const [method, url] = endpoint.split(' ');
  app.route<{ Params: AdminParams<K> }>({ ...options, method: method!, url: url!, handler });
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
