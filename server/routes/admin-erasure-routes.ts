import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErasureRequestList } from '#schemas/privacy/your-data-api.ts';
import {
  confirmErasureRequest,
  listPendingErasureRequests,
} from '#server/privacy/erasure-requests.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

/**
 * The erasure requests people made from their "Your data" link (docs/decisions/047-your-data.md):
 * GET /erasure-requests lists those waiting; POST /erasure-requests/:id/confirm carries one out
 * now, in the organiser's name (server/privacy/erasure-requests.ts). 409 for a request no longer
 * waiting (confirmed by another organiser, or carried out by itself meanwhile).
 */
export function adminErasureRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields, rowId } = context;
  const IdParams = z.object({ id: rowId });

  adminRoute(
    app,
    'GET /erasure-requests',
    { config: { access: 'read' } },
    async (): Promise<ErasureRequestList> => ({
      requests: await listPendingErasureRequests(database),
    }),
  );

  adminRoute(
    app,
    'POST /erasure-requests/:id/confirm',
    { config: { access: 'change' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const erased = await confirmErasureRequest(
        database,
        params.data.id,
        request.adminSession!.email,
        request.log,
      );
      if (!erased) {
        return reply.code(409).send({
          error: 'not_pending',
          message: 'This request is no longer waiting: it was carried out already.',
        });
      }
      request.log.info({ event: 'person.erase', rows: erased.rows }, 'erasure carried out');
      return { erased };
    },
  );
}
