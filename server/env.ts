import { isIP } from 'node:net';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { siteConfig } from '#content/site.ts';

/**
 * Where the data lives: `DATABASE_URL` unset → SQLite at ./data/site.db
 * (README.md#configuration).
 */
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

/** Who may tell the server a client's address: nobody, the nearest N proxies, or these ones. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: `false` (or 0), the number of proxies in front of the server, or their
 * addresses and ranges, comma-separated. Never `true`: it would believe an X-Forwarded-For
 * written by the client itself, so anyone could choose the address the rate limits count.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'true is refused: it would let every client choose its own address with X-Forwarded-For. ' +
        'Give the number of proxies in front of the server (1 for one load balancer) or their ' +
        'addresses (for example 10.0.0.2 or 10.0.0.0/8), comma-separated',
    );
  }
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  throw new Error(
    `must be false, the number of proxies in front of the server, or their addresses ` +
      `(IP or CIDR, comma-separated); not an address: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
  );
}

/** Where mail goes: an SMTP server, or `.eml` files a developer can open (the default). */
export type MailTransportTarget =
  { kind: 'smtp'; url: string } | { kind: 'files'; directory: string };

export const defaultMailDirectory = './data/mail';

/** A setting's URL, of one of these schemes (`smtp:`); the message shows `example` when not. */
function urlSetting(value: string, protocols: readonly string[], example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must be a URL such as ${example}`);
  }
  if (!protocols.includes(url.protocol)) {
    const schemes = protocols.map((protocol) => `${protocol}//`).join(' or ');
    throw new Error(`must start with ${schemes} (not ${url.protocol}//)`);
  }
  return url;
}

/** `SMTP_URL`: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS). */
export function parseSmtpUrl(value: string): string {
  const url = urlSetting(value, ['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587');
  if (!url.hostname) throw new Error('must name the mail server, as in smtp://mail.example.com');
  return value;
}

/** Where the uploaded photos are kept: a folder of this server's, or an S3-compatible bucket. */
export type MediaStorageTarget =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      /** The service's origin, as `https://s3.eu-west-2.amazonaws.com`. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `endpoint/bucket/key` (true) or `bucket.endpoint/key` (false). */
      pathStyle: boolean;
    };

export const defaultMediaDirectory = './data/media';

/** `S3_ENDPOINT`: the storage service's address, scheme and host only. */
export function parseS3Endpoint(value: string): string {
  const url = urlSetting(value, ['https:', 'http:'], 'https://s3.eu-west-2.amazonaws.com');
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(
      'must be only the scheme and host, as https://s3.eu-west-2.amazonaws.com (the bucket is S3_BUCKET, the keys S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    );
  }
  return url.origin;
}

/** The S3 settings that must be given together, and those with a default. */
const s3Required = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const mailAddress = z.email({ error: 'must be an email address such as hello@example.com' });

/**
 * `MAIL_FROM`: `hello@example.com` or `Name <hello@example.com>`; one line, one address (it
 * becomes the From header of every mail).
 */
export function parseMailFrom(value: string): string {
  const match = /^(?:([^<>\r\n",;]*?)\s*<([^<>\s]+)>|([^<>\s,;]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  if (!match || address === undefined || !mailAddress.safeParse(address).success) {
    throw new Error('must be one address, as hello@example.com or "Name <hello@example.com>"');
  }
  const name = match[1]?.trim();
  return name ? `${name} <${address}>` : address;
}

/** An HMAC key shorter than this is guessable offline. */
export const appSecretMinLength = 32;
/**
 * A key with fewer different characters than this was typed or patterned (`aaaa…`, `abab…`),
 * not drawn at random. A random key passes: `openssl rand -hex 32` (64 characters out of 16) and
 * `openssl rand -base64 32` (44 out of 64) fall below it with a chance under one in 10^18.
 */
export const appSecretMinDistinct = 8;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A zod transform that runs `parse` and turns what it throws into the setting's issue. */
function parsedWith<In, Out>(parse: (value: In) => Out) {
  return (value: In, context: z.RefinementCtx): Out => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  };
}

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
    z.string().optional().transform(parsedWith(parseDatabaseUrl)),
  ),
  SUBMISSION_RATE_LIMIT: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number (0 turns the limit off)', 0).default(30),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.string().default('false').transform(parsedWith(parseTrustProxy)),
  ),
  APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(appSecretMinLength, {
        error: `must be at least ${appSecretMinLength} characters (for example: openssl rand -base64 32), or unset`,
      })
      // A space or line break is a quoting or pasting mistake: the key used would not be the
      // one meant.
      .refine((value) => !/\s/u.test(value), {
        error:
          'must not contain spaces or line breaks (openssl rand -base64 32 has none), or unset',
      })
      .refine((value) => new Set(value).size >= appSecretMinDistinct, {
        error: `must hold at least ${appSecretMinDistinct} different characters, as a random key does (openssl rand -base64 32 and openssl rand -hex 32 always pass), or unset`,
      })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform(
        parsedWith((url: string | undefined) =>
          url === undefined ? undefined : parseSmtpUrl(url),
        ),
      ),
  ),
  MAIL_DIR: z.preprocess(emptyAsUndefined, z.string().default(defaultMailDirectory)),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(`${siteConfig.brand} <${siteConfig.noReplyAddress}>`)
      .transform(parsedWith(parseMailFrom)),
  ),
  ORGANISER_EMAIL: z.preprocess(emptyAsUndefined, mailAddress.optional()),
  MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().default(defaultMediaDirectory)),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform(
        parsedWith((url: string | undefined) =>
          url === undefined ? undefined : parseS3Endpoint(url),
        ),
      ),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, {
        error: 'must be a region name such as eu-west-2 (lowercase letters, digits, hyphens)',
      })
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^\S+$/, { error: 'must not contain spaces or line breaks' }).optional(),
  ),
  S3_SECRET_ACCESS_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^\S+$/, { error: 'must not contain spaces or line breaks' }).optional(),
  ),
  S3_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  MAIL_RETRY_MAX_DELAY_SECONDS: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number of seconds, 1 or more', 1).default(120),
  ),
  MAIL_MAX_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number, 1 or more', 1).default(30),
  ),
  MAIL_CONFIRMATIONS_PER_DAY: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number (0 turns the limit off)', 0).default(3),
  ),
  ERASURE_REQUEST_DAYS: z.preprocess(
    emptyAsUndefined,
    wholeNumber('must be a whole number of days from 1 to 30', 1)
      .max(30, 'must be a whole number of days from 1 to 30')
      .default(14),
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
  RETENTION_JOB: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['on', 'off'], { error: 'must be on or off' })
      .default('on')
      .transform((value) => value === 'on'),
  ),
  REMINDERS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['on', 'off'], { error: 'must be on or off' })
      .default('on')
      .transform((value) => value === 'on'),
  ),
  EVENTS_AS_OF: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/, {
        error: 'must be an instant in UTC, like 2025-07-01T09:00:00Z',
      })
      .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'is not a real date' })
      .transform((value) => new Date(value))
      .optional(),
  ),
});

/** The settings, and what only several of them together can say is wrong. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  // Half an S3 configuration would fail at the first upload; the photos would go nowhere.
  const given = s3Required.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === s3Required.length) return;
  for (const name of s3Required.filter((name) => env[name] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set too: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set, and S3 storage needs ${s3Required.join(', ')}`,
    });
  }
});

function mediaStorageOf(env: z.output<typeof EnvSchema>): MediaStorageTarget {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    return { kind: 'disk', directory: env.MEDIA_DIR };
  }
  return {
    kind: 's3',
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    pathStyle: env.S3_PATH_STYLE,
  };
}

export type Env = {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Submissions per IP per 10 minutes; 0 turns the limit off. */
  submissionRateLimit: number;
  /**
   * Whose X-Forwarded-For/-Proto to believe: nobody (default), the nearest N proxies, or the
   * proxies at these addresses or ranges.
   */
  trustProxy: TrustProxy;
  /**
   * The key of signed values (rate-limit buckets; later, links in mails). Unset: one is made at
   * first start and kept in the database, so every instance shares it (server/app-secret.ts).
   */
  appSecret: string | undefined;
  /** Mail (server/mail/): where it goes, who it is from, who is told of new submissions. */
  mail: {
    transport: MailTransportTarget;
    /** The From header: the community's name and a no-reply address unless `MAIL_FROM`. */
    from: string;
    /** Where organiser notices go; unset: none are queued. */
    organiserEmail: string | undefined;
    /** The longest wait between two attempts at one mail (back-off doubles up to it). */
    retryMaxDelayMs: number;
    /** After this many failed attempts a mail is marked failed (the admin can retry it). */
    maxAttempts: number;
    /** Confirmations one address gets per day at most (server/mail/confirmation-cap.ts); 0: no cap. */
    confirmationsPerDay: number;
  };
  /** Where the uploaded cover photos are kept (server/media/, docs/decisions/040-cover-photos.md). */
  media: MediaStorageTarget;
  /**
   * Days after a person's erasure request (her "Your data" link) that it is carried out by
   * itself unless the organiser confirms it first (server/privacy/erasure-requests.ts).
   */
  erasureRequestDays: number;
  /** The longest a client may take to send one request, headers and body (408 after it). */
  requestTimeoutMs: number;
  /** Load shedding (server/http/load-shedding.ts): new requests get 503 past any; 0 turns one off. */
  loadShedding: {
    maxInFlight: number;
    maxEventLoopDelayMs: number;
    /** Unset: 90 % of V8's heap limit. */
    maxHeapUsedBytes: number;
  };
  /**
   * Whether this server runs the daily job that anonymises rows past their retention period
   * (server/privacy/daily-job.ts, docs/decisions/048-retention-job.md); `RETENTION_JOB=off`
   * turns it off (on by default).
   */
  retentionJob: boolean;
  /**
   * Whether this server sends the events' reminders at their time
   * (server/events/organising/event-reminders.ts); `REMINDERS=off` turns it off (on by default).
   * With several servers on one PostgreSQL database each reminder goes once, whichever sends it.
   */
  reminders: boolean;
  /**
   * When set, the site judges its events (upcoming, open, past; a series' next session) as if
   * the server had started at this instant, its clock running on from there; the real time
   * otherwise. Only the events: sign-ins, links, mail and retention keep the real time
   * (docs/decisions/058-events-as-of.md).
   */
  eventsAsOf?: Date;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment; a bad value throws an EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = CheckedEnvSchema.safeParse(source);
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
    appSecret: env.APP_SECRET,
    mail: {
      transport:
        env.SMTP_URL === undefined
          ? { kind: 'files', directory: env.MAIL_DIR }
          : { kind: 'smtp', url: env.SMTP_URL },
      from: env.MAIL_FROM,
      organiserEmail: env.ORGANISER_EMAIL,
      retryMaxDelayMs: env.MAIL_RETRY_MAX_DELAY_SECONDS * 1000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      confirmationsPerDay: env.MAIL_CONFIRMATIONS_PER_DAY,
    },
    media: mediaStorageOf(env),
    erasureRequestDays: env.ERASURE_REQUEST_DAYS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    loadShedding: {
      maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        env.LOAD_SHED_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : env.LOAD_SHED_HEAP_USED_MB * 1024 * 1024,
    },
    retentionJob: env.RETENTION_JOB,
    reminders: env.REMINDERS,
    ...(env.EVENTS_AS_OF && { eventsAsOf: env.EVENTS_AS_OF }),
  };
}
