import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

/** Where the data lives: `DATABASE_URL` unset → SQLite at ./data/site.db (DEVELOPERS.md). */
export type DatabaseTarget =
  { engine: 'sqlite'; path: string } | { engine: 'postgres'; connectionString: string };

export const defaultSqlitePath = './data/site.db';

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (url === undefined || url === '') return { engine: 'sqlite', path: defaultSqlitePath };
  if (/^postgres(ql)?:\/\//.test(url)) return { engine: 'postgres', connectionString: url };
  if (url.startsWith('file:')) {
    const rest = url.slice('file:'.length);
    // file:///abs/path → /abs/path; file:relative/path → relative/path
    const path = rest.startsWith('//') ? rest.replace(/^\/\/[^/]*/, '') : rest;
    if (path === '') throw new Error('file: needs a path, for example file:./data/site.db');
    return { engine: 'sqlite', path };
  }
  throw new Error('must be unset, file:PATH or postgres://…');
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const wholeNumber = (message: string, min: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message);

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['production', 'development', 'test']).default('production'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((url, context) => {
        try {
          return parseDatabaseUrl(url);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  SUBMISSION_RATE_LIMIT: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number (0 turns the limit off)', 0).default(30),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('false')
      .transform((value, context) => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        context.addIssue({
          code: 'custom',
          message: 'must be true, false or the number of proxies in front of the server',
        });
        return z.NEVER;
      }),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number of milliseconds, 1000 or more', 1000).default(10_000),
  ),
  LOAD_SHED_MAX_IN_FLIGHT: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number (0 turns it off)', 0).default(100),
  ),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number of milliseconds (0 turns it off)', 0).default(200),
  ),
  LOAD_SHED_HEAP_USED_MB: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number of megabytes (0 turns it off)', 0).optional(),
  ),
});

export type Env = {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Submissions per IP per 10 minutes; 0 turns the limit off. */
  submissionRateLimit: number;
  /**
   * Whether to believe X-Forwarded-For/-Proto: false (default), true (any proxy) or the number
   * of proxies in front of the server.
   */
  trustProxy: boolean | number;
  /** The longest a client may take to send one request, headers and body (408 after it). */
  requestTimeoutMs: number;
  /** Load shedding (server/load-shedding.ts): new requests get 503 past any; 0 turns one off. */
  loadShedding: {
    maxInFlight: number;
    maxEventLoopDelayMs: number;
    /** Unset: 90 % of V8's heap limit. */
    maxHeapUsedBytes: number;
  };
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment; a bad value throws an EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    submissionRateLimit: env.SUBMISSION_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    loadShedding: {
      maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        env.LOAD_SHED_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : env.LOAD_SHED_HEAP_USED_MB * 1024 * 1024,
    },
  };
}
