import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/**
 * What the server logs: one line per request with method, path, status and time. Never a
 * query string (admin search text), a body or a header value: they can hold personal data.
 */
function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
}

class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) reply.log.error({ ...requestLine(request, reply), err: error }, 'request failed');
    else reply.log.info(requestLine(request, reply), 'request');
  }

  override routeNotFound() {}
}

/** Errors keep type, message, code and stack; driver details (which may echo values) are dropped. */
function serializeError(error: Error & { code?: unknown }) {
  return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' };
}

export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          path: request.url.split('?')[0],
        }),
        err: serializeError,
      },
    },
    logController: new RequestLog(),
  };
}
