import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withProductPrefix } from '#content/site.ts';
import { systemActor } from '#schemas/organisers/audit-log.ts';
import {
  yourDataLinkAnswer,
  yourDataPaths,
  type ErasureAnswer,
  type YourDataAnswer,
} from '#schemas/privacy/your-data-api.ts';
import { YourDataLinkRequestSchema } from '#schemas/privacy/your-data-request.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction, type Database } from '#server/db/database.ts';
import { fieldErrorsOf } from '#server/applications/field-errors.ts';
import { pendingErasureDueAt, requestErasure } from '#server/privacy/erasure-requests.ts';
import { heldData } from '#server/privacy/held-data.ts';
import { findOwnRecords } from '#server/privacy/person-records.ts';
import { storeYourDataAsk } from '#server/privacy/your-data-asks.ts';
import { clientOf, type RateLimiter } from '#server/http/rate-limit.ts';
import { sendPlainPage } from '#server/http/plain-page.ts';
import { isForeignOrigin } from '#server/http/request-origin.ts';
import { addressOfYourDataToken } from '#server/privacy/your-data-link.ts';
import { checkTheFieldsMessage, rateLimitedMessage } from './submission-routes.ts';

/**
 * "Your data" (docs/decisions/047-your-data.md; server/privacy/): asking for the link, and what
 * the link's page reads and asks. The token travels in the JSON body, as the withdraw link's
 * does, so it appears in no log line.
 * POST /api/your-data/link `{ email }`: 202 with the one answer, whatever is held.
 * POST /api/your-data/view `{ token }`: what is held for the link's address.
 * POST /api/your-data/download `{ token }`: the same, as a JSON file.
 * POST /api/your-data/erasure `{ token }`: asks for it to be erased.
 * POST /your-data (and its /wlai/ twin), a urlencoded `email`: the request page sent without
 * scripts; answered with a redirect to the page saying the same.
 */

export type YourDataRouteOptions = {
  database: Database;
  limiter: RateLimiter;
  /** Asks per client per 10 minutes (SUBMISSION_RATE_LIMIT); 0 turns the limit off. */
  perClientLimit: number;
  appSecret: string;
  /** Days until an erasure request is carried out by itself (ERASURE_REQUEST_DAYS). */
  erasureRequestDays: number;
};

const tenMinutes = 10 * 60 * 1000;

const TokenBody = z.object({ token: z.string().max(600) });

type Asked =
  | { kind: 'asked' }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'refused'; retryAfterSeconds: number };

/**
 * The one path of an ask: the schema, the per-client limit, then the ask stored, in one
 * transaction. The same work whatever the address: the lookup is the worker's, at its own pace
 * (server/privacy/your-data-asks.ts).
 */
async function ask(
  { database, limiter, perClientLimit }: YourDataRouteOptions,
  request: FastifyRequest,
  body: unknown,
): Promise<Asked> {
  const parsed = YourDataLinkRequestSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const verdict = await inTransaction(database, async (executor) => {
    const counted = await limiter.hit(
      executor,
      { scope: 'your-data', limit: perClientLimit, windowMs: tenMinutes },
      clientOf(request.ip),
    );
    if (counted.allowed) await storeYourDataAsk(executor, parsed.data.email);
    return counted;
  });
  if (!verdict.allowed) return { kind: 'refused', retryAfterSeconds: verdict.retryAfterSeconds };
  return { kind: 'asked' };
}

const tokenStatus = { invalid: 400, expired: 410 } as const;

export function yourDataRoutes(app: FastifyInstance, options: YourDataRouteOptions) {
  const { database, appSecret, erasureRequestDays } = options;

  app.post('/your-data/link', async (request, reply) => {
    const asked = await ask(options, request, request.body);
    switch (asked.kind) {
      case 'invalid':
        return reply.code(400).send({
          error: 'validation',
          message: checkTheFieldsMessage,
          fieldErrors: asked.fieldErrors,
        });
      case 'refused':
        return reply
          .code(429)
          .header('retry-after', String(asked.retryAfterSeconds))
          .send({ error: 'rate_limited', message: rateLimitedMessage(asked.retryAfterSeconds) });
      default:
        return reply.code(202).send({ message: yourDataLinkAnswer });
    }
  });

  /** The address the body's token names, or the answer already sent. */
  async function addressOf(request: FastifyRequest, reply: FastifyReply) {
    const body = TokenBody.safeParse(request.body);
    const named = body.success
      ? await addressOfYourDataToken(appSecret, body.data.token)
      : ({ state: 'invalid' } as const);
    if ('state' in named) {
      reply.code(tokenStatus[named.state]).send(named);
      return undefined;
    }
    return named.address;
  }

  app.post('/your-data/view', async (request, reply) => {
    const address = await addressOf(request, reply);
    if (address === undefined) return reply;
    const records = await findOwnRecords(database, address);
    const answer: YourDataAnswer = {
      state: 'ready',
      ...heldData(records, await pendingErasureDueAt(database, address)),
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post('/your-data/download', async (request, reply) => {
    const address = await addressOf(request, reply);
    if (address === undefined) return reply;
    const data = await inTransaction(database, async (trx) => {
      const records = await findOwnRecords(trx, address);
      await recordAudit(trx, {
        actor: systemActor,
        action: 'person.self-export',
        rowCount: records.rows.length,
      });
      return heldData(records, await pendingErasureDueAt(trx, address));
    });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="your-data.json"')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  });

  app.post('/your-data/erasure', async (request, reply) => {
    const address = await addressOf(request, reply);
    if (address === undefined) return reply;
    const answer: ErasureAnswer = await requestErasure(database, address, {
      days: erasureRequestDays,
    });
    if (answer.state === 'requested' && !answer.already) {
      request.log.info({ event: 'person.erasure-request' }, 'erasure requested');
    }
    return reply.code(answer.state === 'requested' && !answer.already ? 201 : 200).send(answer);
  });
}

/** The plain page (server/http/plain-page.ts): the no-script answer to a request it could not take. */
function plainAnswer(reply: FastifyReply, status: number, message: string) {
  return sendPlainPage(reply, status, {
    title: 'Your data',
    message,
    back: { href: yourDataPaths.ask, text: 'Back to Your data' },
  });
}

/** The request page's form sent without scripts (docs/decisions/030-forms-without-scripts.md). */
export async function yourDataPageRoutes(app: FastifyInstance, options: YourDataRouteOptions) {
  await app.register(formbody);
  for (const path of [yourDataPaths.ask, withProductPrefix(yourDataPaths.ask)]) {
    const sent =
      path === yourDataPaths.ask ? yourDataPaths.sent : withProductPrefix(yourDataPaths.sent);
    app.post(path, async (request, reply) => {
      if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
        return plainAnswer(reply, 415, 'The form could not be read. Please try again.');
      }
      if (isForeignOrigin(request)) {
        return plainAnswer(reply, 403, "This form can only be sent from this site's own pages.");
      }
      const asked = await ask(options, request, request.body);
      switch (asked.kind) {
        case 'invalid':
          return plainAnswer(reply, 400, 'Please enter a valid email address.');
        case 'refused':
          reply.header('retry-after', String(asked.retryAfterSeconds));
          return plainAnswer(reply, 429, rateLimitedMessage(asked.retryAfterSeconds));
        default:
          return reply.code(303).header('location', sent).send();
      }
    });
  }
}
