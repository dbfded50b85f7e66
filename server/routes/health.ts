import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';

export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unavailable' });
    }
  });
}
