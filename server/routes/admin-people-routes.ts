import type { FastifyInstance } from 'fastify';
import { PersonErasureSchema, PersonLookupSchema } from '#schemas/privacy/people.ts';
import {
  eraseConfirmed,
  exportPerson,
  lookUpPerson,
  personExportFileName,
} from '#server/privacy/people.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

/*
 * The People place (docs/decisions/046-the-people-place.md). The address always travels in a
 * POST body, never in a URL: a URL is kept in the browser's history, sent as a Referer and
 * written by any proxy's access log in front of the server.
 */

/** `POST /people/lookup`: everything held for an address. Reads only. */
export function adminPeopleLookupRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields } = context;

  adminRoute(app, 'POST /people/lookup', { config: { access: 'read' } }, async (request, reply) => {
    const body = PersonLookupSchema.safeParse(request.body ?? {});
    if (!body.success) return refuseFields(reply, body.error);
    return lookUpPerson(database, body.data.email);
  });
}

/**
 * `POST /people/export` (the JSON file) and `POST /people/erase` (what the organiser confirmed):
 * the two People actions that hand out or change a person's data, each recorded in the audit
 * log with counts only. Kept apart from the lookup: an account that may only read must not
 * reach them.
 */
export function adminPeopleDataRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields } = context;

  adminRoute(
    app,
    'POST /people/export',
    { config: { access: 'export' } },
    async (request, reply) => {
      const body = PersonLookupSchema.safeParse(request.body ?? {});
      if (!body.success) return refuseFields(reply, body.error);
      const at = new Date();
      const file = await exportPerson(database, body.data.email, request.adminSession!.email, at);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${personExportFileName(at)}"`)
        .send(`${JSON.stringify(file, null, 2)}\n`);
    },
  );

  adminRoute(
    app,
    'POST /people/erase',
    { config: { access: 'change' } },
    async (request, reply) => {
      const body = PersonErasureSchema.safeParse(request.body ?? {});
      if (!body.success) return refuseFields(reply, body.error);
      const result = await eraseConfirmed(
        database,
        body.data.email,
        body.data.confirmation,
        request.adminSession!.email,
        request.log,
      );
      if (result.outcome === 'changed') {
        return reply.code(409).send({
          error: 'changed',
          message: 'Something new is held for this address since you looked: look again.',
        });
      }
      return result.erased;
    },
  );
}
