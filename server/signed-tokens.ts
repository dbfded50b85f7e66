import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, single-purpose tokens for links in mails (issue 19: the withdraw link). A token holds
 * its purpose, what it is about and when it expires, signed with HMAC-SHA-256 under a key derived
 * from the app secret for that purpose alone, so a token made for one purpose is refused for any
 * other and nobody without the secret can make or alter one. A used token is recognised by the
 * state it changed (a withdrawn application), not by the token.
 */

export type TokenPurpose = 'withdraw';

export type TokenSubject = { table: string; id: number };

export type TokenCheck =
  { ok: true; subject: TokenSubject } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

type Payload = { p: TokenPurpose; t: string; i: number; x: number };

function keyFor(secret: string, purpose: TokenPurpose): Buffer {
  return createHmac('sha256', secret).update(`signed-token:${purpose}`).digest();
}

function signature(secret: string, purpose: TokenPurpose, body: string): Buffer {
  return createHmac('sha256', keyFor(secret, purpose)).update(body).digest();
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
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
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
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
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
