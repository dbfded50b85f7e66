import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import type { WithdrawalAnswer } from '#schemas/applications/withdrawal-api.ts';
import { withdraw, withdrawalState } from '#server/applications/application-withdrawal.ts';
import type { MailWorker } from '#server/mail/worker.ts';

const TokenBody = z.object({ token: z.string().max(600) });

/** The HTTP status of each answer: the page reads `state` either way. */
const statusCodes: Record<WithdrawalAnswer['state'], number> = {
  ready: 200,
  done: 200,
  withdrawn: 409,
  invalid: 400,
  expired: 410,
};

/**
 * The withdraw page's API (docs/decisions/018-decision-mails-and-withdraw-links.md;
 * server/applications/application-withdrawal.ts). Both take the token in a JSON body,
 * so it stays out of every log line and cache:
 * POST /api/withdrawals/check: what the link names, changing nothing (the page asks to confirm).
 * POST /api/withdrawals: withdraw it.
 */
export function withdrawalRoutes(
  app: FastifyInstance,
  {
    database,
    mailWorker,
    organiserEmail,
    appSecret,
  }: {
    database: Database;
    mailWorker: Pick<MailWorker, 'wake'>;
    /** Where the organiser's notice of each withdrawal goes (ORGANISER_EMAIL). */
    organiserEmail: string | undefined;
    appSecret: string;
  },
) {
  app.post('/withdrawals/check', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ state: 'invalid' });
    const state = await withdrawalState(database, appSecret, body.data.token);
    return reply.code(statusCodes[state.state]).send(state);
  });

  app.post('/withdrawals', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ state: 'invalid' });
    const outcome = await withdraw(
      database,
      { mailWorker, organiserEmail },
      appSecret,
      body.data.token,
    );
    if (outcome.state === 'done') {
      request.log.info({ event: 'application.withdrawn' }, 'application withdrawn');
    }
    return reply.code(statusCodes[outcome.state]).send(outcome);
  });
}
