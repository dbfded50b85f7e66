import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CheckInBatchSchema, WalkInRequestSchema } from '#schemas/check-in/check-in-requests.ts';
import { noDoorMessage } from '#schemas/check-in/check-ins.ts';
import { roleAllows } from '#schemas/organisers/organisers.ts';
import { checkInBatch, undoCheckIn, type DoorHand } from '#server/check-in/arrivals.ts';
import { doorOf, type NoDoor } from '#server/check-in/door-list.ts';
import { addWalkIn } from '#server/check-in/walk-ins.ts';
import { fieldErrorsOf } from '#server/applications/field-errors.ts';
import {
  adminRoute,
  eventIdOf,
  type AdminRouteContext,
  type EventRequest,
} from './admin-route-context.ts';

/** A batch of a phone's queued check-ins: 1,000 of them take about 100 kB. */
const checkInBatchBytes = 256 * 1024;

function isNoDoor(answer: unknown): answer is NoDoor {
  return answer === 'not-found' || answer === 'no-door';
}

/** 404 for no such event, 409 for one held online. */
function refuseNoDoor(reply: FastifyReply, noDoor: NoDoor): FastifyReply {
  return noDoor === 'not-found'
    ? reply.code(404).send({ error: 'not_found' })
    : reply.code(409).send({ error: 'no_door', message: noDoorMessage });
}

/** 400 naming the first check-in of the batch that cannot be read, and nothing stored. */
function refuseBatch(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const [issue] = error.issues;
  const [field, index] = issue?.path ?? [];
  const where = field === 'checkIns' && typeof index === 'number' ? `Check-in ${index + 1}: ` : '';
  return reply.code(400).send({
    error: 'validation',
    message: `${where}${issue?.message ?? 'Please check the check-ins.'}`,
    fieldErrors: fieldErrorsOf(error),
  });
}

/**
 * An event's door (schemas/check-in/check-ins.ts; docs/decisions/064-check-in-codes.md): the guests
 * expected, a phone's batch of check-ins, an undone arrival and a walk-in. Each needs the `door`
 * access (schemas/organisers/organisers.ts).
 */
export function adminDoorRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, appSecret, refuseFields, rowId, now } = context;
  const GuestParams = z.object({ id: rowId, guest: rowId });
  const idOf = (request: EventRequest, reply: FastifyReply) => eventIdOf(request, reply, context);

  function handOf(request: FastifyRequest, device?: string): DoorHand {
    const { email, role } = request.adminSession!;
    return {
      email,
      ...(device && { device }),
      now: now(),
      readsAddresses: roleAllows(role, 'read'),
    };
  }

  adminRoute(
    app,
    'GET /events/:id/door',
    { config: { access: 'door' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const door = await doorOf(database, appSecret, id);
      return isNoDoor(door) ? refuseNoDoor(reply, door) : door;
    },
  );

  adminRoute(
    app,
    'POST /events/:id/check-ins',
    { config: { access: 'door' }, bodyLimit: checkInBatchBytes },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const body = CheckInBatchSchema.safeParse(request.body);
      if (!body.success) return refuseBatch(reply, body.error);
      const answer = await checkInBatch(
        database,
        appSecret,
        id,
        body.data,
        handOf(request, body.data.device),
      );
      if (isNoDoor(answer)) return refuseNoDoor(reply, answer);
      request.log.info(
        { event: 'admin.door', action: 'check-in', id, items: body.data.checkIns.length },
        'guests checked in',
      );
      return answer;
    },
  );

  adminRoute(
    app,
    'DELETE /events/:id/check-ins/:guest',
    { config: { access: 'door' } },
    async (request, reply) => {
      const params = GuestParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const { id, guest } = params.data;
      const answer = await undoCheckIn(database, id, guest, handOf(request));
      if (isNoDoor(answer)) return refuseNoDoor(reply, answer);
      request.log.info(
        { event: 'admin.door', action: 'undo', id, outcome: answer.outcome },
        'check-in undone',
      );
      return answer;
    },
  );

  adminRoute(
    app,
    'POST /events/:id/walk-ins',
    { config: { access: 'door' } },
    async (request, reply) => {
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const body = WalkInRequestSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      const answer = await addWalkIn(database, appSecret, id, body.data, handOf(request));
      if (isNoDoor(answer)) return refuseNoDoor(reply, answer);
      request.log.info(
        { event: 'admin.door', action: 'walk-in', id, outcome: answer.outcome },
        'walk-in added',
      );
      reply.code(answer.outcome === 'added' ? 201 : 200);
      return answer;
    },
  );
}
