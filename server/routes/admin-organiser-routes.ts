import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  InvitationCheckSchema,
  InvitationSchema,
  JoinSchema,
  DoorsSchema,
  RoleChangeSchema,
} from '#schemas/organisers/organiser-requests.ts';
import type { InvitationState } from '#schemas/organisers/organisers.ts';
import { hashPassword } from '#server/organisers/password.ts';
import {
  acceptInvitation,
  cancelInvitation,
  changeRole,
  giveDoors,
  invitationState,
  inviteOrganiser,
  listOrganisers,
  OrganiserChangeRefused,
  removeOrganiser,
  type OrganiserRefusal,
} from '#server/organisers/organisers.ts';
import { doorEvents } from '#server/organisers/doors.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

/** The HTTP status of each state of a link: the page reads `state` either way. */
const linkStatusCodes: Record<InvitationState['state'], number> = {
  ready: 200,
  joined: 200,
  invalid: 400,
  used: 409,
  cancelled: 410,
  withdrawn: 410,
  expired: 410,
};

const refusals: Record<OrganiserRefusal, { status: number; body: Record<string, unknown> }> = {
  'not-found': { status: 404, body: { error: 'not_found' } },
  'already-organiser': {
    status: 400,
    body: {
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fieldErrors: { email: 'She is an organiser already.' },
    },
  },
  'last-owner': {
    status: 409,
    body: {
      error: 'last_owner',
      message:
        'The last owner cannot be removed or given another role. Make someone else an owner first.',
    },
  },
  // Her role changed while her request waited for another owner's change.
  'not-owner': {
    status: 403,
    body: {
      error: 'forbidden',
      message: 'You are no longer an owner: only an owner manages the organisers.',
    },
  },
  yourself: {
    status: 409,
    body: { error: 'yourself', message: 'You cannot remove yourself; another owner can.' },
  },
  'not-door': {
    status: 409,
    body: {
      error: 'not_door',
      message: 'Only a door account is given doors: the others work every door.',
    },
  },
  'unknown-event': {
    status: 400,
    body: {
      error: 'validation',
      message: 'Please check the highlighted fields.',
      fieldErrors: { events: 'One of these events does not exist any more.' },
    },
  },
};

function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof OrganiserChangeRefused)) throw error;
  const { status, body } = refusals[error.reason];
  return reply.code(status).send(body);
}

/**
 * The organisers (docs/decisions/045-organiser-roles.md):
 * GET /organisers: the accounts and the pending invitations (any organiser may read them);
 * POST /organisers/invitations, DELETE /organisers/invitations/:id: invite, cancel;
 * PUT /organisers/:id/role, DELETE /organisers/:id: change a role, remove (owners only).
 * An invitation's link (no session; the token in the JSON body, out of every log line):
 * POST /invitations/check: what it names, changing nothing; POST /invitations/accept: she joins.
 */
export function adminOrganiserRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, appSecret, mailWorker, refuseFields, rowId } = context;
  const IdParams = z.object({ id: rowId });

  adminRoute(app, 'GET /organisers', { config: { access: 'read' } }, async (request) =>
    listOrganisers(database, request.adminSession!),
  );

  adminRoute(
    app,
    'POST /organisers/invitations',
    { config: { access: 'manage-organisers' } },
    async (request, reply) => {
      const body = InvitationSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      try {
        const invitation = await inviteOrganiser(
          { database, appSecret },
          request.adminSession!,
          body.data,
        );
        mailWorker.wake();
        reply.code(201);
        return invitation;
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  adminRoute(
    app,
    'DELETE /organisers/invitations/:id',
    { config: { access: 'manage-organisers' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      try {
        await cancelInvitation(database, request.adminSession!, params.data.id);
        return reply.code(204).send();
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  // The doors a `door` account works (server/organisers/doors.ts): the whole list, owners only.
  adminRoute(
    app,
    'PUT /organisers/:id/doors',
    { config: { access: 'manage-organisers' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const body = DoorsSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      try {
        return await giveDoors(database, request.adminSession!, params.data.id, body.data.events);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  // The doors the signed-in account may work, soonest first.
  adminRoute(app, 'GET /doors', { config: { access: 'door' } }, async (request) => ({
    events: await doorEvents(database, request.adminSession!, context.eventsNow()),
  }));

  adminRoute(
    app,
    'PUT /organisers/:id/role',
    { config: { access: 'manage-organisers' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const body = RoleChangeSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      try {
        return await changeRole(database, request.adminSession!, params.data.id, body.data.role);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  adminRoute(
    app,
    'DELETE /organisers/:id',
    { config: { access: 'manage-organisers' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      try {
        await removeOrganiser(database, request.adminSession!, params.data.id);
        return reply.code(204).send();
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  adminRoute(
    app,
    'POST /invitations/check',
    { config: { access: 'signed-out' } },
    async (request, reply) => {
      const body = InvitationCheckSchema.safeParse(request.body);
      if (!body.success) {
        reply.code(400);
        return { state: 'invalid' };
      }
      const state = await invitationState(database, body.data.token);
      reply.code(linkStatusCodes[state.state]);
      return state;
    },
  );

  adminRoute(
    app,
    'POST /invitations/accept',
    { config: { access: 'signed-out' } },
    async (request, reply) => {
      const body = JoinSchema.safeParse(request.body);
      if (!body.success) return refuseFields(reply, body.error);
      // The password is hashed (slow on purpose) only for a link that can still be used.
      const before = await invitationState(database, body.data.token);
      if (before.state !== 'ready') {
        reply.code(linkStatusCodes[before.state]);
        return before;
      }
      const passwordHash = await hashPassword(body.data.password);
      try {
        const { userId, ...state } = await acceptInvitation(
          database,
          body.data.token,
          passwordHash,
        );
        if (state.state === 'joined') {
          request.log.info(
            { event: 'admin.organiser-joined', adminId: userId },
            'organiser joined',
          );
        }
        reply.code(linkStatusCodes[state.state]);
        return state;
      } catch (error) {
        if (error instanceof OrganiserChangeRefused) {
          reply.code(409);
          return { state: 'used' };
        }
        throw error;
      }
    },
  );
}
