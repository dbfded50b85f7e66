import { Readable } from 'node:stream';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminViews, type AdminView } from '#schemas/applications/admin-views.ts';
import {
  unknownActor,
  type AuditDetails,
  type SignInFailure,
} from '#schemas/organisers/audit-log.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { findAdminByEmail } from '#server/organisers/accounts.ts';
import {
  clearSessionCookies,
  sessionCookieName,
  setSessionCookies,
} from '#server/organisers/cookies.ts';
import { csvBom, csvFileName, csvHeader, csvRecords } from '#server/applications/csv.ts';
import { pendingCounts } from '#server/organisers/counts.ts';
import {
  countMatching,
  exportPages,
  filterOptions,
  findRow,
  listRows,
  summarise,
} from '#server/applications/listing.ts';
import { decoyHash, verifyPassword } from '#server/organisers/password.ts';
import {
  createSignInGuard,
  signInLimits,
  signInWindowMs,
  type SignInLimits,
} from '#server/organisers/sign-in-guard.ts';
import {
  absoluteTimeoutMs,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
} from '#server/organisers/sessions.ts';
import { recordAudit, type AuditRecord } from '#server/db/audit-log.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import type { RenderMail } from '#server/mail/worker.ts';
import { clientOf, type RateLimiter } from '#server/http/rate-limit.ts';
import { isForeignOrigin } from '#server/http/request-origin.ts';
import { adminAuditRoutes } from './admin-audit-routes.ts';
import { adminRetentionRoutes } from './admin-retention-routes.ts';
import { adminErasureRoutes } from './admin-erasure-routes.ts';
import { adminDoorRoutes } from './admin-door-routes.ts';
import { adminEventRoutes } from './admin-event-routes.ts';
import { adminReminderRoutes } from './admin-reminder-routes.ts';
import { adminFeedbackRoutes } from './admin-feedback-routes.ts';
import { adminMailRoutes } from './admin-mail-routes.ts';
import { adminMediaRoutes } from './admin-media-routes.ts';
import { adminPeopleDataRoutes, adminPeopleLookupRoutes } from './admin-people-routes.ts';
import { adminOrganiserRoutes } from './admin-organiser-routes.ts';
import { adminReviewRoutes } from './admin-review-routes.ts';
import { adminWaitlistRoutes } from './admin-waitlist-routes.ts';
import { fieldErrorsOf } from '#server/applications/field-errors.ts';
import { tooLong } from '#schemas/forms/submission-schemas.ts';
import {
  checkListFilters,
  listFilters,
  maxRowId,
  rowId,
  storableLine,
} from './admin-list-filters.ts';
import { adminRoute, guardAdminRoutes, type AdminRouteContext } from './admin-route-context.ts';
import { mayWorkDoor } from '#server/organisers/doors.ts';

/** Missing or empty credentials are a failed sign-in (401); unreadable ones a 400 (below). */
const Credentials = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });
const SignIn = z.object({
  email: storableLine(200),
  // NOTE: the password never reaches SQL (scrypt only), so any character may be in it.
  password: z.string().max(1000, { error: tooLong(1000) }),
});

/** A query's whole number from `min` to `max`, or its default when absent. */
function wholeNumber(min: number, max: number) {
  const error = `Must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** `0` or `1` in a query string, as a boolean. */
const queryFlag = z
  .enum(['0', '1'], { error: 'Must be 0 or 1.' })
  .default('0')
  .transform((value) => value === '1');

const ListQuery = z.object({
  ...listFilters,
  offset: wholeNumber(0, maxRowId).default(0),
  limit: wholeNumber(1, 500).default(100),
  /** `1`: the rows kept as suspected spam, instead of the others. */
  spam: queryFlag,
  /** `1`: only the people who applied to several events (server/applications/applicants.ts). */
  multi: queryFlag,
});

type ListRequest = Omit<z.output<typeof ListQuery>, 'spam'> & { suspectedSpam: boolean };

const RowParams = z.object({ id: rowId });

/** 400 naming each field that cannot be used: a path or query parameter, or a sign-in field. */
function refuseFields(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({
    error: 'validation',
    message: 'Please check the highlighted fields.',
    fieldErrors: fieldErrorsOf(error),
  });
}

/** A failed sign-in's entry: the account it named, if any, never the address typed. */
function failedSignIn(reason: SignInFailure, account?: string): AuditRecord {
  return {
    actor: account ?? unknownActor,
    action: 'sign-in.failed',
    target: 'admin_sessions',
    details: { reason },
  };
}

/**
 * Which rows an export took: the event, tab, filter and flags; of a search only that there was
 * one. A filter is kept when it is one of the view's choices (an event name, a source); any other
 * text is what someone typed, so only that there was one is kept.
 */
function exportDetails(params: ListRequest, filterChoices: readonly string[]): AuditDetails {
  const knownFilter = filterChoices.includes(params.filter);
  return {
    ...(params.event !== undefined && { event: params.event }),
    ...(params.status && { status: params.status }),
    ...(params.filter && (knownFilter ? { filter: params.filter } : { filtered: true })),
    ...(params.search && { searched: true }),
    ...(params.suspectedSpam && { spam: true }),
    ...(params.multi && { multi: true }),
  };
}

const genericFailure = { error: 'invalid_credentials', message: 'Email or password is incorrect.' };

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Secure outside plain-http localhost (a browser would not send it back over plain http). */
function secureCookie(request: FastifyRequest): boolean {
  return !(request.protocol === 'http' && isLoopback(request.hostname));
}

function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/**
 * The view a table request names, its search/filter/page and the event it is narrowed to, if
 * any; answers 404/400 itself.
 */
async function viewRequest(
  database: Database,
  request: FastifyRequest<{ Params: { table: string } }>,
  reply: FastifyReply,
): Promise<
  | {
      view: AdminView;
      query: ListRequest;
      event: EventRecord | undefined;
    }
  | undefined
> {
  const { table } = request.params;
  if (!isSubmissionTable(table)) {
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }
  const query = ListQuery.safeParse(request.query);
  if (!query.success) {
    refuseFields(reply, query.error);
    return undefined;
  }
  const { spam, ...rest } = query.data;
  const checked = await checkListFilters(database, table, rest);
  if (checked.error) {
    refuseFields(reply, checked.error);
    return undefined;
  }
  return { view: adminViews[table], query: { ...rest, suspectedSpam: spam }, event: checked.event };
}

/**
 * The admin API (docs/product/additions.md#the-admin-area): sign-in, sign-out, and read access
 * to every stored table. Every answer is `Cache-Control: no-store`; every data route needs a
 * valid session.
 */
export async function adminRoutes(
  app: FastifyInstance,
  {
    database,
    limiter,
    mailWorker,
    renderMail,
    organiserEmail,
    mediaStorage,
    limits = signInLimits,
    previewEvent,
    now,
    eventsNow,
    retentionJob,
    appSecret,
  }: {
    database: Database;
    /** Signs the invitations' links (server/app-secret.ts). */
    appSecret: string;
    limiter: RateLimiter;
    mailWorker: Pick<Mailer, 'wake' | 'renderNow'>;
    renderMail: RenderMail;
    organiserEmail: string | undefined;
    mediaStorage: MediaStorage;
    limits?: SignInLimits;
    /** An event's page as it would read (server/pages/rendered-pages.ts); absent without the pages. */
    previewEvent?: AdminRouteContext['previewEvent'];
    now: () => Date;
    eventsNow: () => Date;
    /** Whether this server runs the daily retention job (RETENTION_JOB). */
    retentionJob: boolean;
  },
) {
  // The session's cookies, read and written by Fastify's own plugin.
  await app.register(cookie);
  const guard = createSignInGuard(limiter, limits);
  // The decoy hash costs one scrypt: made while the server starts, not at the first sign-in
  // with an unknown address, which would otherwise take twice as long as any other.
  app.addHook('onReady', async () => {
    await decoyHash();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD' && isForeignOrigin(request)) {
      return reply.code(403).send({ error: 'forbidden', message: 'Cross-site request refused.' });
    }
  });

  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    const session = token ? await findSession(database, token) : null;
    if (!session) {
      // A session that ended (idle, expired, signed out elsewhere) also clears the hint, so
      // the admin page stops asking.
      if (request.headers.cookie) {
        clearSessionCookies(reply, secureCookie(request));
      }
      return reply.code(401).send({ error: 'unauthorized' });
    }
    request.adminSession = session;
  };
  // Every route below declares what it needs; this checks it (admin-route-context.ts).
  guardAdminRoutes(app, requireSession, (session, eventId) =>
    mayWorkDoor(database, session, eventId),
  );

  adminRoute(app, 'POST /sign-in', { config: { access: 'signed-out' } }, async (request, reply) => {
    // Outcomes are logged; the email and password never are (request-log.ts). The audit log
    // keeps the reason and the account, when the address is one's (docs/decisions/043), each
    // repeat within the limits' window counted in one entry (docs/decisions/053).
    const recordFailure = (executor: Executor, failure: SignInFailure, account?: string) =>
      recordAudit(executor, failedSignIn(failure, account), { repeatsWithin: signInWindowMs });
    const refuse = (outcome: 'invalid' | 'wrong-credentials') => {
      request.log.warn({ event: 'admin.sign-in', outcome }, 'admin sign-in refused');
      return reply.code(401).send(genericFailure);
    };
    const credentials = Credentials.safeParse(request.body);
    let password: string | undefined;
    let email: string | undefined;
    if (credentials.success) {
      const body = SignIn.safeParse(credentials.data);
      if (!body.success) return refuseFields(reply, body.error);
      ({ password } = body.data);
      email = body.data.email.toLowerCase();
    }
    const client = clientOf(request.ip);

    // Every counter in one transaction: one commit (one fsync on SQLite) per attempt. An attempt
    // is counted before anything of it is recorded, and a refused or empty one is recorded with
    // the counters.
    const verdict = await inTransaction(database, async (trx) => {
      const admitted = await guard.admit(trx, client, email);
      if (!admitted.allowed) {
        const account = email === undefined ? undefined : await findAdminByEmail(trx, email);
        await recordFailure(trx, 'rate-limited', account?.email);
      } else if (email === undefined) {
        await recordFailure(trx, 'missing-credentials');
      }
      return admitted;
    });
    if (!verdict.allowed) {
      request.log.warn(
        { event: 'admin.sign-in', outcome: 'rate-limited' },
        'admin sign-in refused',
      );
      return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send({
        error: 'rate_limited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    }
    if (email === undefined || password === undefined) return refuse('invalid');

    const user = await findAdminByEmail(database, email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user) {
      await recordFailure(database, 'unknown-account');
      return refuse('wrong-credentials');
    }
    if (!valid) {
      await recordFailure(database, 'wrong-password', user.email);
      return refuse('wrong-credentials');
    }
    await guard.succeeded(database, email, client);

    // A new session id at every sign-in; any session this browser held ends.
    const previous = sessionToken(request);
    if (previous) await deleteSession(database, previous);
    await deleteExpiredSessions(database);
    const token = await inTransaction(database, async (trx) => {
      await recordAudit(trx, { actor: user.email, action: 'sign-in', target: 'admin_sessions' });
      return createSession(trx, user.id);
    });
    setSessionCookies(reply, token, {
      secure: secureCookie(request),
      maxAgeSeconds: absoluteTimeoutMs / 1000,
    });
    request.log.info(
      { event: 'admin.sign-in', outcome: 'success', adminId: user.id },
      'admin signed in',
    );
    return { email: user.email };
  });

  adminRoute(
    app,
    'POST /sign-out',
    { config: { access: 'signed-out' } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) {
        // Only the request that ends the session records it: of two sign-outs at once (a double
        // click), the second deletes nothing.
        await inTransaction(database, async (trx) => {
          const session = await findSession(trx, token);
          if ((await deleteSession(trx, token)) && session) {
            await recordAudit(trx, {
              actor: session.email,
              action: 'sign-out',
              target: 'admin_sessions',
            });
          }
        });
      }
      request.log.info({ event: 'admin.sign-out' }, 'admin signed out');
      clearSessionCookies(reply, secureCookie(request));
      return reply.code(204).send();
    },
  );

  adminRoute(app, 'GET /session', { config: { access: 'signed-in' } }, async (request) => {
    const { email, name, role } = request.adminSession!;
    return { email, name, role };
  });

  // The numbers beside the admin's navigation (docs/decisions/031-admin-frame-and-pending-counts.md).
  adminRoute(app, 'GET /counts', { config: { access: 'read' } }, async () =>
    pendingCounts(database),
  );

  adminRoute(app, 'GET /tables/:table', { config: { access: 'read' } }, async (request, reply) => {
    const target = await viewRequest(database, request, reply);
    // Answered already (404/400): hand Fastify the reply, not undefined.
    if (!target) return reply;
    return listRows(database, target.view, target.query);
  });

  adminRoute(
    app,
    'GET /tables/:table/summary',
    { config: { access: 'read' } },
    async (request, reply) => {
      const target = await viewRequest(database, request, reply);
      if (!target) return reply;
      return summarise(database, target.view);
    },
  );

  adminRoute(
    app,
    'GET /tables/:table/rows/:id',
    { config: { access: 'read' } },
    async (request, reply) => {
      const { table } = request.params;
      if (!isSubmissionTable(table)) return reply.code(404).send({ error: 'not_found' });
      const params = RowParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const row = await findRow(database, adminViews[table], params.data.id);
      return row ?? reply.code(404).send({ error: 'not_found' });
    },
  );

  adminRoute(
    app,
    'GET /tables/:table/export',
    { config: { access: 'export' } },
    async (request, reply) => {
      const target = await viewRequest(database, request, reply);
      if (!target) return reply;
      const { view, query: params, event } = target;
      const count = await countMatching(database, view, params);
      await recordAudit(database, {
        actor: request.adminSession!.email,
        action: 'export.csv',
        target: view.table,
        rowCount: count,
        details: exportDetails(params, await filterOptions(database, view)),
      });

      async function* csv() {
        yield csvBom + csvHeader(view.csvColumns);
        // One chunk per page of rows: a chunk per row would cost a compressor call per row.
        for await (const page of exportPages(database, view, params)) {
          yield csvRecords(view.csvColumns, page);
        }
      }
      const fileName = csvFileName(
        view,
        { ...params, eventSlug: event?.document.slug },
        new Date(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-row-count', String(count))
        .send(Readable.from(csv()));
    },
  );

  const context: AdminRouteContext = {
    database,
    mailWorker,
    renderMail,
    organiserEmail,
    mediaStorage,
    appSecret,
    refuseFields,
    wholeNumber,
    rowId,
    previewEvent,
    now,
    eventsNow,
    retentionJob,
  };
  adminMailRoutes(app, context);
  adminReviewRoutes(app, context);
  adminWaitlistRoutes(app, context);
  adminEventRoutes(app, context);
  adminDoorRoutes(app, context);
  adminReminderRoutes(app, context);
  adminFeedbackRoutes(app, context);
  adminMediaRoutes(app, context);
  adminAuditRoutes(app, context);
  adminPeopleLookupRoutes(app, context);
  adminPeopleDataRoutes(app, context);
  adminRetentionRoutes(app, context);
  adminErasureRoutes(app, context);
  adminOrganiserRoutes(app, context);
}
