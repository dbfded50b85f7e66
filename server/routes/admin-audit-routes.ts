import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActions, type AuditList } from '#schemas/organisers/audit-log.ts';
import { organiserNames } from '#server/organisers/organisers.ts';
import { eventTitlesOf, listAudit } from '#server/db/audit-log.ts';
import { storableLine } from './admin-list-filters.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

const dayError = 'Must be a date written YYYY-MM-DD.';

/** A calendar day that exists, as `YYYY-MM-DD`. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayError })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: dayError },
  )
  .optional();

/**
 * The audit log, read only (docs/decisions/043-the-audit-log.md): `GET /audit` lists the entries
 * newest first by who, what and dates. No route changes or deletes an entry.
 */
export function adminAuditRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, refuseFields, wholeNumber } = context;
  const AuditQuery = z
    .object({
      actor: storableLine(200).optional(),
      action: z
        .enum(auditActions, { error: `Must be one of: ${auditActions.join(', ')}.` })
        .optional(),
      from: day,
      to: day,
      offset: wholeNumber(0, 2_147_483_647).default(0),
      limit: wholeNumber(1, 500).default(100),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'Must be on or after the first day.',
      path: ['to'],
    });

  adminRoute(app, 'GET /audit', { config: { access: 'read' } }, async (request, reply) => {
    const query = AuditQuery.safeParse(request.query);
    if (!query.success) return refuseFields(reply, query.error);
    const [list, actorNames] = await Promise.all([
      listAudit(database, query.data),
      organiserNames(database),
    ]);
    const eventTitles = await eventTitlesOf(database, list.entries);
    return { ...list, actorNames, eventTitles } satisfies AuditList;
  });
}
