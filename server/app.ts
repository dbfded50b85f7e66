import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { httpLimits } from './http-limits.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { loggerOptions } from './request-log.ts';
import { adminRoutes, type SignInLimits } from './routes/admin.ts';
import { healthRoutes } from './routes/health.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticSite, type StaticSite } from './static-site.ts';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export type AppOptions = {
  env: Env;
  /** The app owns the database from here on: closing the app closes it. */
  database: Database;
  /** The prerendered site; absent in API tests. */
  site?: StaticSite;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write: (line: string) => void };
  /**
   * Sign-in attempt limits; the defaults of routes/admin.ts unless a tool needs others (the
   * sqlmap scan raises them so its probes reach the database instead of the 429).
   */
  signInLimits?: SignInLimits;
};

/** Builds the whole server without listening (tests use inject() or listen on port 0). */
export async function buildApp({
  env,
  database,
  site,
  logStream,
  signInLimits,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(env.logLevel, logStream),
    ...httpLimits(env),
    // load-shedding.ts answers 503 while closing, with Retry-After (Fastify's own has none).
    return503OnClosing: false,
    // Every log line of a request carries its id (reqId); the response names it too.
    genReqId: () => randomUUID(),
    // Behind a proxy: the client's address and protocol come from X-Forwarded-For/-Proto.
    trustProxy:
      typeof env.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (env.trustProxy as number)
        : env.trustProxy,
  });
  // First hook of all: a shed request costs as little as possible.
  registerLoadShedding(app, env.loadShedding);
  registerSecurityHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Kept so tests can walk every route (e.g. every admin route must refuse without a session).
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.addHook('onClose', async () => {
    await database.close();
  });

  await app.register(
    async (api) => {
      await api.register(compress, { global: true, threshold: 1024 });
      api.register(healthRoutes, { database });
      api.register(submissionRoutes, { database, rateLimit: env.submissionRateLimit });
      api.register(adminRoutes, { prefix: '/admin', database, limits: signInLimits });
    },
    { prefix: '/api' },
  );

  if (site) registerStaticSite(app, site);
  // Without the pages (API tests, scripts): the same answer the site gives an unknown API path,
  // which does not echo the path back.
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

  return app;
}
