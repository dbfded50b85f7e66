import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { retentionOverview } from '#server/privacy/retention.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

/**
 * What the retention job will do next (docs/decisions/048-retention-job.md), read only:
 * `GET /retention` answers, per table, the rows due now and those falling due within `days`
 * (30 unless asked), and the job's last run from the audit log.
 */
export function adminRetentionRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields, wholeNumber, now, retentionJob } = context;
  const RetentionQuery = z.object({ days: wholeNumber(1, 366).default(30) });

  adminRoute(app, 'GET /retention', { config: { access: 'read' } }, async (request, reply) => {
    const query = RetentionQuery.safeParse(request.query);
    if (!query.success) return refuseFields(reply, query.error);
    return retentionOverview(database, {
      now: now(),
      windowDays: query.data.days,
      jobOn: retentionJob,
    });
  });
}
