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

/**
 * Drops the query string of any URL in a message: Fastify's own warnings quote `request.url`,
 * and an admin URL's query holds search text.
 */
export function withoutQueries(text: string): string {
  return text.replace(/(\/[^\s"'?]*)\?[^\s"']*/g, '$1?…');
}

/** Errors keep type, message, code and stack; driver details (which may echo values) are dropped. */
function serializeError(error: Error & { code?: unknown }) {
  return {
    type: error.name,
    message: withoutQueries(error.message),
    code: error.code,
    stack: withoutQueries(error.stack ?? ''),
  };
}

export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          // Without a message pino takes the error's own, unserialised: name it here instead.
          const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
          if (error instanceof Error && rest.length === 0) rest.push(error.message);
          const cleaned = [first, ...rest].map((arg) =>
            typeof arg === 'string' ? withoutQueries(arg) : arg,
          );
          method.apply(this, cleaned as Parameters<typeof method>);
        },
      },
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
