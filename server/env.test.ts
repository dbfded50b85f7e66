import { randomBytes } from 'node:crypto';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseDatabaseUrl } from './env.ts';

describe('parseDatabaseUrl', () => {
  it('defaults to SQLite at ./data/site.db', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ engine: 'sqlite', path: './data/site.db' });
  });

  it('reads file: paths, relative and absolute', () => {
    expect(parseDatabaseUrl('file:./tmp/x.db')).toEqual({ engine: 'sqlite', path: './tmp/x.db' });
    expect(parseDatabaseUrl('file:/var/x.db')).toEqual({ engine: 'sqlite', path: '/var/x.db' });
    expect(parseDatabaseUrl('file:///var/x.db')).toEqual({ engine: 'sqlite', path: '/var/x.db' });
  });

  it('recognises PostgreSQL URLs', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(parseDatabaseUrl(url)).toEqual({ engine: 'postgres', connectionString: url });
    expect(parseDatabaseUrl('postgresql://h/db').engine).toBe('postgres');
  });

  it('rejects anything else', () => {
    expect(() => parseDatabaseUrl('mysql://h/db')).toThrow(/file:PATH or postgres/);
    expect(() => parseDatabaseUrl('file:')).toThrow(/needs a path/);
  });
});

describe('loadEnv', () => {
  it('applies the contract defaults', () => {
    expect(loadEnv({})).toEqual({
      nodeEnv: 'production',
      host: '127.0.0.1',
      port: 3000,
      database: { engine: 'sqlite', path: './data/site.db' },
      logLevel: 'info',
      submissionRateLimit: 30,
      trustProxy: false,
      appSecret: undefined,
      mail: {
        transport: { kind: 'files', directory: './data/mail' },
        from: 'Women Leading AI <no-reply@womenleadingai.com>',
        organiserEmail: undefined,
        retryMaxDelayMs: 120_000,
        maxAttempts: 30,
        confirmationsPerDay: 3,
      },
      media: { kind: 'disk', directory: './data/media' },
      erasureRequestDays: 14,
      requestTimeoutMs: 10_000,
      loadShedding: {
        maxInFlight: 100,
        maxEventLoopDelayMs: 200,
        maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      },
      retentionJob: true,
      reminders: true,
    });
  });

  it('reads the mail settings and refuses ones that could not work', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: '  Women Leading AI   <hello@example.com> ',
      ORGANISER_EMAIL: 'organiser@example.com',
      MAIL_RETRY_MAX_DELAY_SECONDS: '30',
      MAIL_MAX_ATTEMPTS: '5',
      MAIL_CONFIRMATIONS_PER_DAY: '0',
    });
    expect(env.mail).toEqual({
      transport: { kind: 'smtp', url: 'smtps://user:secret@mail.example.com:465' },
      from: 'Women Leading AI <hello@example.com>',
      organiserEmail: 'organiser@example.com',
      retryMaxDelayMs: 30_000,
      maxAttempts: 5,
      confirmationsPerDay: 0,
    });
    expect(loadEnv({ MAIL_FROM: 'hello@example.com' }).mail.from).toBe('hello@example.com');
    const refused: Record<string, string>[] = [
      { SMTP_URL: 'http://mail.example.com' },
      { SMTP_URL: 'mail.example.com:587' },
      { MAIL_FROM: 'a@example.com, b@example.com' },
      { MAIL_FROM: 'Name <a@example.com>\r\nBcc: b@example.com' },
      { MAIL_FROM: 'not an address' },
      { ORGANISER_EMAIL: 'organiser' },
      { ORGANISER_EMAIL: 'a@example.com, b@example.com' },
      { MAIL_MAX_ATTEMPTS: '0' },
      { MAIL_RETRY_MAX_DELAY_SECONDS: 'soon' },
      { MAIL_CONFIRMATIONS_PER_DAY: '-1' },
      { MAIL_CONFIRMATIONS_PER_DAY: 'three' },
    ];
    for (const source of refused) {
      expect(() => loadEnv(source), JSON.stringify(source)).toThrow(Object.keys(source)[0]);
    }
  });

  it('reads ERASURE_REQUEST_DAYS: 14 by default, a whole number of days from 1 to 30', () => {
    expect(loadEnv({}).erasureRequestDays).toBe(14);
    expect(loadEnv({ ERASURE_REQUEST_DAYS: '' }).erasureRequestDays).toBe(14);
    expect(loadEnv({ ERASURE_REQUEST_DAYS: '3' }).erasureRequestDays).toBe(3);
    for (const value of ['0', '31', '2.5', 'two weeks', '-1']) {
      expect(() => loadEnv({ ERASURE_REQUEST_DAYS: value }), value).toThrow(
        'ERASURE_REQUEST_DAYS: must be a whole number of days from 1 to 30',
      );
    }
  });

  it('reads TRUST_PROXY as false, a number of proxies, or their addresses and ranges', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'example.com', '1,,2', '-1']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false, the number of proxies in front of the server, or their addresses/,
      );
    }
  });

  it('refuses TRUST_PROXY=true at start, saying why and what to set instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(EnvError);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true is refused: it would let every client choose its own address with X-Forwarded-For\. Give the number of proxies/,
    );
  });

  it('reads APP_SECRET, refusing one too short to be a key', () => {
    const secret = 'env-test-secret-0123456789-abcdef';
    expect(loadEnv({ APP_SECRET: secret }).appSecret).toBe(secret);
    expect(loadEnv({ APP_SECRET: '' }).appSecret).toBeUndefined();
    expect(() => loadEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32/);
  });

  it('refuses an APP_SECRET with a space or line break in it', () => {
    for (const secret of [
      'correct horse battery staple 0123456789',
      `${randomBytes(32).toString('base64')}\n`,
      `\t${randomBytes(32).toString('hex')}`,
    ]) {
      expect(() => loadEnv({ APP_SECRET: secret }), JSON.stringify(secret)).toThrow(
        /APP_SECRET: must not contain spaces or line breaks/,
      );
    }
  });

  it('refuses an APP_SECRET with too little variety, saying what passes', () => {
    for (const secret of ['k'.repeat(64), 'ab'.repeat(32), '0123456'.repeat(10)]) {
      expect(() => loadEnv({ APP_SECRET: secret }), secret).toThrow(
        /APP_SECRET: must hold at least 8 different characters.*openssl rand -base64 32 and openssl rand -hex 32 always pass/,
      );
    }
    expect(loadEnv({ APP_SECRET: '01234567'.repeat(4) }).appSecret).toBe('01234567'.repeat(4));
  });

  it('takes what openssl rand -base64 32 and -hex 32 make (and the generated key’s form)', () => {
    for (let n = 0; n < 200; n++) {
      const bytes = randomBytes(32);
      for (const secret of [
        bytes.toString('base64'),
        bytes.toString('hex'),
        bytes.toString('base64url'),
      ]) {
        expect(loadEnv({ APP_SECRET: secret }).appSecret).toBe(secret);
      }
    }
  });

  it('reads PORT, HOST and DATABASE_URL', () => {
    const env = loadEnv({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'file:/tmp/a.db' });
    expect(env.port).toBe(8080);
    expect(env.host).toBe('0.0.0.0');
    expect(env.database).toEqual({ engine: 'sqlite', path: '/tmp/a.db' });
  });

  it('lists every bad value in one readable message', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a whole number from 0 to 65535');
    expect(message).toContain('DATABASE_URL: must be unset, file:PATH or postgres://…');
    expect(message).toContain('LOG_LEVEL');
  });

  it('keeps photos in MEDIA_DIR, or in an S3 bucket once every S3 setting is given', () => {
    expect(loadEnv({ MEDIA_DIR: '/srv/media' }).media).toEqual({
      kind: 'disk',
      directory: '/srv/media',
    });
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com/',
      S3_BUCKET: 'wlai-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/with+base64=',
    };
    expect(loadEnv(s3).media).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      bucket: 'wlai-media',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/with+base64=',
      pathStyle: true,
    });
    expect(loadEnv({ ...s3, S3_REGION: 'eu-west-2', S3_PATH_STYLE: 'false' }).media).toMatchObject({
      region: 'eu-west-2',
      pathStyle: false,
    });
  });

  it('refuses S3 settings that could not work, naming each', () => {
    expect(() => loadEnv({ S3_BUCKET: 'wlai-media' })).toThrow(
      /S3_ENDPOINT: must be set too: S3_BUCKET is set, and S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'wlai-media' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set too/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'https://s3.example.com/bucket' })).toThrow(
      /S3_ENDPOINT: must be only the scheme and host/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT: must be a URL/);
    expect(() => loadEnv({ S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_REGION: 'EU West' })).toThrow(/S3_REGION: must be a region name/);
    expect(() => loadEnv({ S3_PATH_STYLE: 'yes' })).toThrow(/S3_PATH_STYLE: must be true or false/);
    expect(() => loadEnv({ S3_SECRET_ACCESS_KEY: 'two words' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must not contain spaces/,
    );
  });

  it('reads SUBMISSION_RATE_LIMIT, where 0 turns the limit off', () => {
    expect(loadEnv({ SUBMISSION_RATE_LIMIT: '0' }).submissionRateLimit).toBe(0);
    expect(loadEnv({ SUBMISSION_RATE_LIMIT: '5' }).submissionRateLimit).toBe(5);
    expect(() => loadEnv({ SUBMISSION_RATE_LIMIT: '-1' })).toThrow(/SUBMISSION_RATE_LIMIT/);
  });

  it('reads REQUEST_TIMEOUT_MS, at least a second', () => {
    expect(loadEnv({ REQUEST_TIMEOUT_MS: '2500' }).requestTimeoutMs).toBe(2500);
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: '10' })).toThrow(
      /REQUEST_TIMEOUT_MS: .*1000 or more/,
    );
  });

  it('reads the load-shedding thresholds, where 0 turns one off', () => {
    const env = loadEnv({
      LOAD_SHED_MAX_IN_FLIGHT: '50',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_HEAP_USED_MB: '256',
    });
    expect(env.loadShedding).toEqual({
      maxInFlight: 50,
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 256 * 1024 * 1024,
    });
    expect(loadEnv({ LOAD_SHED_HEAP_USED_MB: '0' }).loadShedding.maxHeapUsedBytes).toBe(0);
    expect(() => loadEnv({ LOAD_SHED_EVENT_LOOP_DELAY_MS: 'soon' })).toThrow(
      /LOAD_SHED_EVENT_LOOP_DELAY_MS/,
    );
    expect(() => loadEnv({ LOAD_SHED_HEAP_USED_MB: '-1' })).toThrow(/LOAD_SHED_HEAP_USED_MB/);
    expect(() => loadEnv({ LOAD_SHED_MAX_IN_FLIGHT: '1.5' })).toThrow(/LOAD_SHED_MAX_IN_FLIGHT/);
  });

  it('reads RETENTION_JOB as on or off, on by default', () => {
    expect(loadEnv({ RETENTION_JOB: 'off' }).retentionJob).toBe(false);
    expect(loadEnv({ RETENTION_JOB: 'on' }).retentionJob).toBe(true);
    expect(loadEnv({ RETENTION_JOB: '' }).retentionJob).toBe(true);
    expect(() => loadEnv({ RETENTION_JOB: 'no' })).toThrow(/RETENTION_JOB: must be on or off/);
  });

  it('reads REMINDERS as on or off, on by default', () => {
    expect(loadEnv({ REMINDERS: 'off' }).reminders).toBe(false);
    expect(loadEnv({ REMINDERS: '' }).reminders).toBe(true);
    expect(() => loadEnv({ REMINDERS: 'no' })).toThrow(/REMINDERS: must be on or off/);
  });

  it('reads EVENTS_AS_OF as an instant in UTC, unset by default', () => {
    expect(loadEnv({}).eventsAsOf).toBeUndefined();
    expect(loadEnv({ EVENTS_AS_OF: '' }).eventsAsOf).toBeUndefined();
    expect(loadEnv({ EVENTS_AS_OF: '2025-07-01T09:00:00Z' }).eventsAsOf).toEqual(
      new Date('2025-07-01T09:00:00.000Z'),
    );
    expect(loadEnv({ EVENTS_AS_OF: '2025-07-01T09:00Z' }).eventsAsOf).toEqual(
      new Date('2025-07-01T09:00:00.000Z'),
    );
    for (const wrong of ['2025-07-01', '2025-07-01T09:00:00+01:00', 'yesterday']) {
      expect(() => loadEnv({ EVENTS_AS_OF: wrong }), wrong).toThrow(
        /EVENTS_AS_OF: must be an instant in UTC/,
      );
    }
    expect(() => loadEnv({ EVENTS_AS_OF: '2025-13-45T09:00:00Z' })).toThrow(
      /EVENTS_AS_OF: is not a real date/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});
