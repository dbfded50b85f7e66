import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one place an error becomes an answer. Routes answer what they expect themselves (400 with
 * field errors, 404, 429…); what reaches here is either Fastify refusing a request it could not
 * read (bad JSON, a body over the limit, a malformed path) or something nobody expected.
 *
 * - A 4xx keeps its status with a body of our own words: Fastify's own messages quote the path
 *   or a header, and a 4xx is the client's doing, so it is logged at info, without a stack.
 * - Anything else is a 500 that says nothing of its cause (a database's message can quote what
 *   was sent, and names the engine); it is logged once, as an error with its stack. Every log
 *   line carries the request id, which the answer's `X-Request-Id` names too.
 */

const clientMessages: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'The request is in a format this site does not accept.',
};

export const internalErrorBody = {
  error: 'internal',
  message: 'Something went wrong on our side. Please try again later.',
};

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The error's name for the body: `bad_request`, `payload_too_large`… */
function errorName(status: number): string {
  return (STATUS_CODES[status] ?? 'error').toLowerCase().replace(/[^a-z]+/g, '_');
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(internalErrorBody);
  }
  request.log.info({ status, code: error.code }, 'request refused');
  return reply.code(status).send({
    error: errorName(status),
    message: clientMessages[status] ?? 'The request could not be handled.',
  });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}
