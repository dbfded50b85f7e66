import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Signed, single-purpose tokens for links in mails (issue 19: the withdraw link). A token holds
 * its purpose, what it is about and when it expires, encrypted (AES-256-CTR, a random IV each) so
 * the link shows no row id or table, then signed with HMAC-SHA-256; both keys are derived from
 * the app secret for that purpose alone, so a token made for one purpose is refused for any other
 * and nobody without the secret can make, read or alter one. A used token is recognised by the
 * state it changed (a withdrawn application), not by the token.
 */

export type TokenPurpose = 'withdraw';

export type TokenSubject = { table: string; id: number };

export type TokenCheck =
  { ok: true; subject: TokenSubject } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

type Payload = { p: TokenPurpose; t: string; i: number; x: number };

function keyFor(secret: string, purpose: TokenPurpose, use: 'sign' | 'encrypt'): Buffer {
  const label = use === 'sign' ? `signed-token:${purpose}` : `sealed-token:${purpose}`;
  return createHmac('sha256', secret).update(label).digest();
}

function signature(secret: string, purpose: TokenPurpose, body: string): Buffer {
  return createHmac('sha256', keyFor(secret, purpose, 'sign'))
    .update(body)
    .digest();
}

const ivLength = 16;

function seal(secret: string, purpose: TokenPurpose, payload: Payload): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-ctr', keyFor(secret, purpose, 'encrypt'), iv);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(payload)), cipher.final()]);
  return sealed.toString('base64url');
}

function unseal(secret: string, purpose: TokenPurpose, body: string): unknown {
  const sealed = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-ctr',
    keyFor(secret, purpose, 'encrypt'),
    sealed.subarray(0, ivLength),
  );
  const text = Buffer.concat([decipher.update(sealed.subarray(ivLength)), decipher.final()]);
  return JSON.parse(text.toString('utf8'));
}

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  subject: TokenSubject,
  { expiresAt }: { expiresAt: Date },
): string {
  const payload: Payload = {
    p: purpose,
    t: subject.table,
    i: subject.id,
    x: Math.floor(expiresAt.getTime() / 1000),
  };
  const body = seal(secret, purpose, payload);
  return `${body}.${signature(secret, purpose, body).toString('base64url')}`;
}

export function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, body = '', mac = ''] = match;
  const expected = signature(secret, purpose, body);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  let payload: Payload;
  try {
    payload = unseal(secret, purpose, body) as Payload;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    payload.p !== purpose ||
    typeof payload.t !== 'string' ||
    !Number.isInteger(payload.i) ||
    !Number.isInteger(payload.x)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (payload.x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: { table: payload.t, id: payload.i } };
}
