import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  feedbackFields,
  feedbackPath,
  type FeedbackLinkAnswer,
} from '#schemas/feedback/event-feedback.ts';
import type { Database } from '#server/db/database.ts';
import { answerFeedback, feedbackLinkState } from '#server/feedback/feedback-answers.ts';
import { feedbackPage, type TypedFeedback } from '#server/feedback/feedback-page.ts';
import { sendPlainPage } from '#server/http/plain-page.ts';
import { isForeignOrigin } from '#server/http/request-origin.ts';
import { pageContentSecurityPolicy, type StaticSite } from '#server/pages/static-site.ts';

/**
 * A guest's feedback by the link in her thank-you (docs/decisions/065-feedback-after-the-event.md;
 * server/feedback/feedback-answers.ts). The token travels in the JSON body, as the withdraw
 * link's does, or in the page's own address, which no log line keeps (server/http/request-log.ts):
 * POST /api/feedback/check `{ token }`: where the link stands, changing nothing.
 * POST /api/feedback `{ token, rating, answer?, comment? }`: her answer, stored once.
 * GET /feedback?token=…: the page, in the state the link is in.
 * POST /feedback?token=…, urlencoded: her answer from the page; the page again, with its outcome.
 */

type FeedbackOptions = { database: Database; appSecret: string };

const maxToken = 600;
const TokenBody = z.object({ token: z.string().max(maxToken) });

/** The HTTP status of each answer to an answer sent: the page and the API read `state` either way. */
const answerStatus: Record<FeedbackLinkAnswer['state'], number> = {
  ready: 200,
  done: 201,
  answered: 409,
  refused: 400,
  invalid: 400,
  expired: 410,
};

export function feedbackRoutes(app: FastifyInstance, { database, appSecret }: FeedbackOptions) {
  app.post('/feedback/check', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ state: 'invalid' });
    const state = await feedbackLinkState(database, appSecret, body.data.token);
    return reply
      .code(state.state === 'ready' || state.state === 'answered' ? 200 : answerStatus[state.state])
      .header('cache-control', 'no-store')
      .send(state);
  });

  app.post('/feedback', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ state: 'invalid' });
    const answer = await answerFeedback(database, appSecret, body.data.token, request.body);
    if (answer.state === 'done') request.log.info({ event: 'feedback.answered' }, 'feedback');
    return reply.code(answerStatus[answer.state]).send(answer);
  });
}

/** The plain page (server/http/plain-page.ts) for a post no page of this site sends. */
function plainAnswer(reply: FastifyReply, status: number, message: string) {
  return sendPlainPage(reply, status, { title: 'Your feedback', message });
}

/** The link's token, from the page's address; '' when it was cut off. */
function tokenOf(request: FastifyRequest): string {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' && token.length <= maxToken ? token : '';
}

/** What the page's form posted: each field's first value. */
function typedOf(body: unknown): TypedFeedback {
  const posted = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.values(feedbackFields).flatMap((name) => {
      const value = [posted[name]].flat()[0];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** The feedback page, answered whole (docs/product/rules.md#forms-without-scripts). */
export async function feedbackPageRoutes(
  app: FastifyInstance,
  { database, appSecret, site }: FeedbackOptions & { site: StaticSite },
) {
  const prerendered = site.find(feedbackPath)?.body.toString('utf8');
  // A site of a few pages (a test's) may have none: the address is then unknown, as any other.
  if (prerendered === undefined) return;
  await app.register(formbody);

  function sendPage(reply: FastifyReply, status: number, answer: FeedbackLinkAnswer, typed = {}) {
    const html = feedbackPage(prerendered!, answer, typed);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageContentSecurityPolicy(html))
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // Opening the link changes nothing (mail scanners open links): the page, whatever it says.
  app.get(feedbackPath, async (request, reply) => {
    const token = tokenOf(request);
    const answer = token
      ? await feedbackLinkState(database, appSecret, token)
      : ({ state: 'invalid' } as const);
    return sendPage(reply, 200, answer);
  });

  app.post(feedbackPath, async (request, reply) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return plainAnswer(reply, 415, 'The form could not be read. Please try again.');
    }
    if (isForeignOrigin(request)) {
      return plainAnswer(reply, 403, "This form can only be sent from this site's own pages.");
    }
    const token = tokenOf(request);
    const typed = typedOf(request.body);
    const answer = token
      ? await answerFeedback(database, appSecret, token, typed)
      : ({ state: 'invalid' } as const);
    if (answer.state === 'done') request.log.info({ event: 'feedback.answered' }, 'feedback');
    return sendPage(
      reply,
      answer.state === 'done' ? 200 : answerStatus[answer.state],
      answer,
      typed,
    );
  });
}
