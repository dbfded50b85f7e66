import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';

/**
 * `/api/health` is readiness: 200 when this process can serve (its database answers), 503 when
 * it cannot, and 503 with Retry-After while it sheds load or stops, so a balancer sends the
 * traffic elsewhere for a while. `/api/health/live` is liveness: 200 whenever the process
 * answers at all, busy or not, so that an orchestrator restarts only a process that is stuck
 * (decision 007).
 */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unavailable' });
    }
  });
  app.get('/health/live', { config: { shedUnderLoad: false } }, async () => ({ status: 'ok' }));
}
