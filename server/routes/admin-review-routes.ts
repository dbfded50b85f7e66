import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminViews } from '#schemas/applications/admin-views.ts';
import type { StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { isStorableText, unstorableTextError } from '#schemas/shared/stored-text.ts';
import { tooLong } from '#schemas/forms/submission-schemas.ts';
import { eventCapacities, OverCapacity } from '#server/events/capacity.ts';
import { decisionPreview, previewDecisionMail } from '#server/applications/decision-preview.ts';
import { matchingIds } from '#server/applications/listing.ts';
import {
  assertOrganiserStatus,
  changeStatus,
  StatusNotAllowed,
  statusHistory,
} from '#server/applications/review.ts';
import { checkListFilters, listFilters } from './admin-list-filters.ts';
import { adminRoute, rowOf, type AdminRouteContext } from './admin-route-context.ts';

/**
 * The most rows one decision may name: a bulk change of every matching row
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events).
 */
const maxIdsPerChange = 1000;
const maxMessageLength = 2000;
export const tooManyMatching = `At most ${maxIdsPerChange} rows at once: narrow the search.`;

/**
 * The organiser's decisions (docs/product/data.md#review-status): set the status of one or many rows, with a message for
 * the person, and read a row's history. The rows are named by id, or as every row a search,
 * filter, status tab and event match (`matching`, resolved by the listing's own query).
 */
export function adminReviewRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mailWorker, renderMail, refuseFields, rowId } = context;
  const chosenRows = {
    ids: z
      .array(z.coerce.string().pipe(rowId), { error: 'Choose at least one row.' })
      .min(1, { error: 'Choose at least one row.' })
      .max(maxIdsPerChange, { error: `At most ${maxIdsPerChange} rows at once.` })
      .optional(),
    /** Every row (not suspected spam) the list shows for this search, filter, tab and event. */
    matching: z
      .object({
        q: listFilters.search,
        filter: listFilters.filter,
        status: listFilters.status,
        multi: z.boolean({ error: 'Must be true or false.' }).default(false),
        event: listFilters.event,
      })
      .optional(),
    status: z.string({ error: 'Choose a status.' }).max(40),
  };
  const oneWayOfChoosing = (body: { ids?: unknown; matching?: unknown }) =>
    (body.ids === undefined) !== (body.matching === undefined);
  const choiceError = { error: 'Choose the rows by ids or by matching, not both.', path: ['ids'] };
  /** The organiser's message for the person, kept with the change and put in its mail. */
  const message = z
    .string()
    .trim()
    .max(maxMessageLength, { error: tooLong(maxMessageLength) })
    .refine((value) => isStorableText(value, { multiline: true }), {
      error: unstorableTextError,
    })
    .optional()
    .transform((value) => (value ? value : null));
  const StatusPreview = z.object(chosenRows).refine(oneWayOfChoosing, choiceError);
  const MailPreview = z.object({ status: chosenRows.status, message });
  const StatusChange = z
    .object({
      ...chosenRows,
      message,
      /** Approve past an event's places, after the admin was told by how many. */
      confirmOverCapacity: z.boolean().default(false),
    })
    .refine(oneWayOfChoosing, choiceError);

  /** The ids a request names, or undefined once it has answered 400. */
  async function idsOf(
    table: SubmissionTable,
    body: z.output<typeof StatusPreview>,
    reply: FastifyReply,
  ): Promise<number[] | undefined> {
    if (body.ids) return body.ids;
    const { q, ...rest } = body.matching!;
    const checked = await checkListFilters(database, table, rest, ['matching']);
    if (checked.error) {
      refuseFields(reply, checked.error);
      return undefined;
    }
    const found = await matchingIds(
      database,
      adminViews[table],
      { search: q, ...rest },
      maxIdsPerChange,
    );
    if (found.tooMany) {
      reply.code(400).send({ error: 'too_many', message: tooManyMatching });
      return undefined;
    }
    return found.ids;
  }

  /** A status the organiser may not set: 400 naming the ones she may. */
  function refuseStatus(reply: FastifyReply, error: unknown) {
    if (!(error instanceof StatusNotAllowed)) throw error;
    return reply.code(400).send({
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fieldErrors: { status: error.message },
    });
  }

  function tableOf(request: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) {
    const { table } = request.params;
    if (isSubmissionTable(table)) return table;
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }

  adminRoute(
    app,
    'POST /tables/:table/status/preview',
    { config: { access: 'change' } },
    async (request, reply) => {
      const table = tableOf(request, reply);
      if (!table) return reply;
      const body = StatusPreview.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      try {
        assertOrganiserStatus(table, body.data.status);
      } catch (error) {
        return refuseStatus(reply, error);
      }
      const ids = await idsOf(table, body.data, reply);
      if (!ids) return reply;
      return decisionPreview(database, adminViews[table], ids, body.data.status);
    },
  );

  /** The mail a decision would send one person: rendered as it will be sent, queued never. */
  adminRoute(
    app,
    'POST /tables/:table/rows/:id/decision-mail',
    { config: { access: 'change' } },
    async (request, reply) => {
      const row = rowOf(request, reply, context);
      if (!row) return reply;
      const body = MailPreview.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      try {
        assertOrganiserStatus(row.table, body.data.status);
      } catch (error) {
        return refuseStatus(reply, error);
      }
      return previewDecisionMail(
        { database, renderMail },
        request.adminSession!,
        row.table,
        row.id,
        body.data.status,
        body.data.message,
      );
    },
  );

  adminRoute(
    app,
    'POST /tables/:table/status',
    { config: { access: 'change' } },
    async (request, reply) => {
      const table = tableOf(request, reply);
      if (!table) return reply;
      const body = StatusChange.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const ids = await idsOf(table, body.data, reply);
      if (!ids) return reply;
      // Nothing matches (any more): nothing to change.
      if (ids.length === 0)
        return {
          changed: [],
          unchanged: [],
          withdrawn: 0,
          missing: [],
          mailed: 0,
        } satisfies StatusChangeResult;
      const admin = request.adminSession!;
      try {
        const outcome = await changeStatus(
          { database, mailWorker },
          admin,
          table,
          ids,
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
            unchanged: outcome.unchanged.length,
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
        return refuseStatus(reply, error);
      }
    },
  );

  adminRoute(app, 'GET /capacity', { config: { access: 'read' } }, async () => ({
    events: await eventCapacities(database),
  }));

  adminRoute(
    app,
    'GET /tables/:table/rows/:id/history',
    { config: { access: 'read' } },
    async (request, reply) => {
      const row = rowOf(request, reply, context);
      if (!row) return reply;
      return { history: await statusHistory(database, row.table, row.id) };
    },
  );
}
