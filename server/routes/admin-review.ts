import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSubmissionTable } from '#schemas/submission-forms.ts';
import { isStorableText, unstorableTextError } from '#schemas/stored-text.ts';
import { tooLong } from '#schemas/submission-schemas.ts';
import { eventCapacities } from '#server/admin/capacity.ts';
import {
  changeStatus,
  OverCapacity,
  StatusNotAllowed,
  statusHistory,
} from '#server/admin/review.ts';
import { rowOf, type AdminRouteHelpers } from './admin-route-helpers.ts';

/** The most rows one decision may name (issue 19: a bulk action over 1,000 rows). */
const maxIdsPerChange = 1000;
const maxMessageLength = 2000;

/**
 * The organiser's decisions (issue 19, first step): set the status of one or many rows, with a
 * message for the person, and read a row's history.
 */
export function adminReviewRoutes(app: FastifyInstance, helpers: AdminRouteHelpers) {
  const { database, mailer, requireSession, refuseFields, rowId } = helpers;
  const StatusChange = z.object({
    ids: z
      .array(z.coerce.string().pipe(rowId), { error: 'Choose at least one row.' })
      .min(1, { error: 'Choose at least one row.' })
      .max(maxIdsPerChange, { error: `At most ${maxIdsPerChange} rows at once.` }),
    status: z.string({ error: 'Choose a status.' }).max(40),
    message: z
      .string()
      .trim()
      .max(maxMessageLength, { error: tooLong(maxMessageLength) })
      .refine((value) => isStorableText(value, { multiline: true }), {
        error: unstorableTextError,
      })
      .optional()
      .transform((value) => (value ? value : null)),
    /** Approve past an event's places, after the admin was told by how many. */
    confirmOverCapacity: z.boolean().default(false),
  });

  app.post<{ Params: { table: string } }>(
    '/tables/:table/status',
    { preHandler: requireSession },
    async (request, reply) => {
      const { table } = request.params;
      if (!isSubmissionTable(table)) return reply.code(404).send({ error: 'not_found' });
      const body = StatusChange.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const admin = request.adminSession!;
      try {
        const outcome = await changeStatus(
          { database, mailer },
          admin,
          table,
          body.data.ids,
          body.data.status,
          body.data.message,
          { confirmOverCapacity: body.data.confirmOverCapacity },
        );
        request.log.info(
          {
            event: 'admin.status',
            table,
            status: body.data.status,
            changed: outcome.changed.length,
            adminId: admin.userId,
          },
          'status changed',
        );
        return outcome;
      } catch (error) {
        if (error instanceof OverCapacity) {
          return reply.code(409).send({
            error: 'over_capacity',
            message: `${error.message} Approve anyway?`,
            over: error.over,
            places: error.places,
          });
        }
        if (!(error instanceof StatusNotAllowed)) throw error;
        return reply.code(400).send({
          error: 'validation',
          message: 'Please check the highlighted fields.',
          fieldErrors: { status: error.message },
        });
      }
    },
  );

  app.get('/capacity', { preHandler: requireSession }, async () => ({
    events: await eventCapacities(database),
  }));

  app.get<{ Params: { table: string; id: string } }>(
    '/tables/:table/rows/:id/history',
    { preHandler: requireSession },
    async (request, reply) => {
      const row = rowOf(request, reply, helpers);
      if (!row) return reply;
      return { history: await statusHistory(database, row.table, row.id) };
    },
  );
}
