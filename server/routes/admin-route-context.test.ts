import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRoute } from './admin-route-context.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('adminRoute', () => {
  it("registers the endpoint's method and path, and hands the handler its parameters", async () => {
    app = Fastify();
    adminRoute(
      app,
      'GET /tables/:table/rows/:id',
      { config: { access: 'read' } },
      async (request) => ({ table: request.params.table, id: request.params.id }),
    );
    const response = await app.inject({ method: 'GET', url: '/tables/enquiries/rows/12' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ table: 'enquiries', id: '12' });
    expect(
      (await app.inject({ method: 'POST', url: '/tables/enquiries/rows/12' })).statusCode,
    ).toBe(404);
  });

  it('sends a returned answer with the status set before it (201)', async () => {
    app = Fastify();
    adminRoute(
      app,
      'POST /organisers/invitations',
      { config: { access: 'manage-organisers' } },
      async (_request, reply) => {
        reply.code(201);
        return { id: 7 };
      },
    );
    const response = await app.inject({ method: 'POST', url: '/organisers/invitations' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 7 });
  });

  it("refuses, when compiled, a handler that answers another shape than its endpoint's", () => {
    // Checked by the compiler (`npm run typecheck`), not when the test runs.
    const typeChecks = (server: FastifyInstance) => {
      adminRoute(
        server,
        'GET /counts',
        { config: { access: 'read' } },
        // @ts-expect-error the counts are not a list of mails
        async () => ({ mails: [], matching: 0 }),
      );
      adminRoute(
        server,
        'POST /mail/:id/retry',
        { config: { access: 'change' } },
        // @ts-expect-error a 204 has no answer to return: the handler sends it
        async () => ({ retried: true }),
      );
      // @ts-expect-error an endpoint the contract does not have
      adminRoute(server, 'GET /nowhere', { config: { access: 'read' } }, async () => ({}));
      adminRoute(server, 'GET /tables/:table', { config: { access: 'read' } }, async (request) => {
        // @ts-expect-error the list's path has no `id`
        return request.params.id;
      });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
