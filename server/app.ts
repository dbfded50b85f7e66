import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { answerError, registerErrorHandler } from './http/http-errors.ts';
import { httpLimits } from './http/http-limits.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { loggerOptions } from './http/request-log.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import type { SignInLimits } from './organisers/sign-in-guard.ts';
import { resolveAppSecret } from './app-secret.ts';
import { eventCapacity } from './events/capacity.ts';
import { mailRenderer, startMailer } from './mail/mailer.ts';
import { keepPlannerStatistics } from './db/planner-statistics.ts';
import { formArrivals } from './mail/form-arrivals.ts';
import type { MailTransport } from './mail/transport.ts';
import { startDailyJob } from './privacy/daily-job.ts';
import { startReminderJob } from './events/organising/event-reminders.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { eventFileRoutes } from './routes/event-file-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { coverForShare } from './media/cover-photos.ts';
import { createMediaStorage } from './media/media-backends.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { pageFormRoutes } from './routes/page-form-routes.ts';
import { submissionRoutes } from './routes/submission-routes.ts';
import { createReception, intakeRules } from './applications/submission-intake.ts';
import { withdrawalRoutes } from './routes/withdrawal-routes.ts';
import { feedbackPageRoutes, feedbackRoutes } from './routes/feedback-routes.ts';
import { startYourDataAskWorker, type YourDataAskWorker } from './privacy/your-data-asks.ts';
import { yourDataPageRoutes, yourDataRoutes } from './routes/your-data-routes.ts';
import { setSecurityHeaders } from './http/security-headers.ts';
import { loadRenderedPages } from './pages/rendered-pages.ts';
import { registerStaticSite, type StaticSite } from './pages/static-site.ts';

/** A route as registered; an admin route's `access` is what it needs (admin-route-context.ts). */
export type RegisteredRoute = { method: string; url: string; access?: string };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
    /** The "Your data" asks not yet carried out: tests wait for them. */
    yourDataAsks: Pick<YourDataAskWorker, 'settled'>;
  }
}

export type AppOptions = {
  env: Env;
  /** The app owns the database from here on: closing the app closes it. */
  database: Database;
  /** The prerendered site; absent in API tests. */
  site?: StaticSite;
  /**
   * The pages' server bundle (build/server/pages.js), which renders the pages showing events
   * (server/pages/rendered-pages.ts); only with `site`.
   */
  pagesBuild?: string;
  /**
   * The time the events are judged at (pages, forms, the admin), and the retention job and its
   * forecast count from; tests move it.
   */
  now?: () => Date;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write: (line: string) => void };
  /**
   * Sign-in attempt limits; the defaults of admin/sign-in-guard.ts unless a tool needs others (the
   * sqlmap scan raises them so its probes reach the database instead of the 429).
   */
  signInLimits?: SignInLimits;
  /** Tests may send mail through their own transport; the environment's otherwise. */
  mailTransport?: MailTransport;
  /** How often an idle mail worker looks for mails another instance queued (2 s). */
  mailIdlePollMs?: number;
  /** How long after start the daily job first runs (10 s), when `RETENTION_JOB` is on. */
  dailyJobFirstRunMs?: number;
  /** How often the "Your data" asks are carried out (1 s). */
  yourDataAskPollMs?: number;
};

/** What every answer carries: the security headers, and the request id its log lines carry. */
/** A clock that read `start` when it was made and runs on from there; the real one without it. */
function runningFrom(start: Date | undefined): () => Date {
  if (start === undefined) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

function setCommonHeaders(request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  reply.header('x-request-id', request.id);
}

/** Builds the whole server without listening (tests use inject() or listen on port 0). */
export async function buildApp({
  env,
  database,
  site,
  pagesBuild,
  now,
  logStream,
  signInLimits,
  mailTransport,
  mailIdlePollMs,
  dailyJobFirstRunMs,
  yourDataAskPollMs,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(env.logLevel, logStream),
    ...httpLimits(env),
    // load-shedding.ts answers 503 while closing, with Retry-After (Fastify's own has none).
    return503OnClosing: false,
    // Every log line of a request carries its id (reqId); the response names it too.
    genReqId: () => randomUUID(),
    // Behind proxies: the client's address and protocol come from X-Forwarded-For/-Proto, as
    // the trusted proxies (a number of hops, or their addresses) wrote them (server/env.ts).
    trustProxy:
      typeof env.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (env.trustProxy as number)
        : env.trustProxy,
    // A path that is not valid percent-encoding (400) or whose parameter is over the router's
    // length (414): Fastify's own answer quotes the path back, and no hook runs for it.
    frameworkErrors: (error, request, reply) => {
      setCommonHeaders(request, reply);
      answerError(error, request, reply);
    },
  });
  registerErrorHandler(app);
  // First hook of all: a shed request costs as little as possible.
  registerLoadShedding(app, env.loadShedding);
  app.addHook('onSend', async (request, reply) => {
    setCommonHeaders(request, reply);
  });

  // Kept so tests can walk every route (e.g. every admin route must refuse without a session).
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.access });
  });

  const appSecret = await resolveAppSecret(database, env.appSecret);
  const limiter = createRateLimiter(appSecret);
  const statistics = await keepPlannerStatistics(database, (error) =>
    app.log.warn({ err: error }, 'SQLite did not refresh its planner statistics'),
  );
  // Mail waits for a pause in the forms (docs/decisions/056-mail-waits-for-a-pause-in-forms.md).
  const arrivals = formArrivals();
  const mailWorker = startMailer({
    env: env.mail,
    arrivals,
    appSecret,
    confirmationCap: { limiter, limit: env.mail.confirmationsPerDay },
    eventCapacity,
    database,
    log: app.log,
    transport: mailTransport,
    idlePollMs: mailIdlePollMs,
  });
  const clock = now ?? (() => new Date());
  // The events are judged at the test's time, else as of EVENTS_AS_OF with the clock running on
  // from there, else at the real time (docs/decisions/058-events-as-of.md).
  const eventsNow = now ?? runningFrom(env.eventsAsOf);
  // Retention applies itself (docs/decisions/048-retention-job.md).
  const dailyJob = env.retentionJob
    ? startDailyJob({ database, now: clock, log: app.log }, { firstRunMs: dailyJobFirstRunMs })
    : undefined;
  // The events' reminders go at their time, on the events' clock
  // (server/events/organising/event-reminders.ts).
  const reminderJob = env.reminders
    ? startReminderJob({ database, now: eventsNow, log: app.log, queued: mailWorker.wake })
    : undefined;
  // Asks for a "Your data" link, carried out at the worker's own pace
  // (docs/decisions/051-your-data-exact-address-and-stored-asks.md).
  const yourDataAsks = startYourDataAskWorker({
    database,
    mailWorker,
    log: app.log,
    pollMs: yourDataAskPollMs,
  });
  app.decorate('yourDataAsks', yourDataAsks);
  app.addHook('onClose', async () => {
    statistics.stop();
    await yourDataAsks.stop();
    await reminderJob?.stop();
    // The round in progress finishes (its marks committed) before the database closes.
    await mailWorker.stop();
    await dailyJob?.stop();
    await database.close();
  });

  const { organiserEmail } = env.mail;
  const mediaStorage = createMediaStorage(env.media);
  // Every form arrives by one path: the JSON API, or a page's own address without scripts.
  const receive = createReception({
    database,
    mailWorker,
    arrivals,
    eventsNow,
    rules: intakeRules({
      limiter,
      submissionRateLimit: env.submissionRateLimit,
      organiserEmail,
    }),
  });

  const yourData = {
    database,
    limiter,
    perClientLimit: env.submissionRateLimit,
    appSecret,
    erasureRequestDays: env.erasureRequestDays,
  };
  const rendered =
    site && pagesBuild !== undefined
      ? await loadRenderedPages({ buildFile: pagesBuild, executor: database, now: eventsNow })
      : undefined;
  await app.register(
    async (api) => {
      await api.register(compress, { global: true, threshold: 1024 });
      api.register(healthRoutes, { database });
      api.register(submissionRoutes, { receive });
      api.register(withdrawalRoutes, { database, mailWorker, organiserEmail, appSecret });
      api.register(feedbackRoutes, { database, appSecret });
      api.register(yourDataRoutes, yourData);
      api.register(adminRoutes, {
        prefix: '/admin',
        database,
        limiter,
        mailWorker,
        renderMail: mailRenderer({ appSecret, eventCapacity }),
        organiserEmail,
        mediaStorage,
        limits: signInLimits,
        previewEvent: rendered?.preview,
        now: clock,
        eventsNow,
        retentionJob: env.retentionJob,
        appSecret,
      });
    },
    { prefix: '/api' },
  );
  await app.register(yourDataPageRoutes, yourData);
  // Photos are compressed already: outside the API's compression.
  app.register(mediaRoutes, { storage: mediaStorage });

  if (site) {
    registerStaticSite(app, site, rendered?.find);
    // A guest's feedback page, answered whole from its prerendered page (docs/decisions/065).
    await app.register(feedbackPageRoutes, { database, appSecret, site });
    if (rendered) await app.register(pageFormRoutes, { rendered, receive, appSecret });
  }
  // Without the pages (API tests, scripts): the same answer the site gives an unknown API path,
  // which does not echo the path back.
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  await app.register(eventFileRoutes, {
    database,
    site,
    // The share image of an event with a cover photo is drawn on it (docs/decisions/040).
    coverPhoto: async (record) =>
      record.document.cover && coverForShare(mediaStorage, record.document.cover.image),
    // The sitemap weighs each event by whether it is still to come.
    now: eventsNow,
  });

  return app;
}
