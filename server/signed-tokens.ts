import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

/**
 * Single-purpose tokens for links in mails (the withdraw link, the "Your data" link), made and read by jose: a JWT
 * encrypted as a compact JWE with `dir` + `A256GCM`, whose claims are the purpose (`aud`), the
 * expiry (`exp`) and what the token is about (`table`, `id`). AES-GCM encrypts and authenticates
 * at once, so the link shows no row id or table and nobody without the app secret can make, read
 * or alter one. The key is derived from the app secret for that purpose alone (HKDF-SHA-256, the
 * purpose as info), so a token made for one purpose is refused for any other. A used token is
 * recognised by the state it changed (a withdrawn application), not by the token.
 * docs/decisions/027-tokens-on-jose.md
 */

export type TokenPurpose = 'withdraw' | 'your-data' | 'feedback';

/**
 * What a key is derived for: a token's purpose, or the guests' check-in codes, which are MACs
 * rather than tokens (server/check-in/codes.ts; docs/decisions/064-check-in-codes.md).
 */
export type KeyPurpose = TokenPurpose | 'check-in';

export type TokenSubject = { table: string; id: number };

export type TokenCheck =
  { ok: true; subject: TokenSubject } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * The 256-bit key of `purpose`, one per purpose. Changing any input here stops every link and
 * check-in code already mailed.
 */
export function purposeKey(secret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'signed-tokens', purpose, 32));
}

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  subject: TokenSubject,
  { expiresAt }: { expiresAt: Date },
): Promise<string> {
  return sealClaims(secret, purpose, { table: subject.table, id: subject.id }, { expiresAt });
}

/** What a token of a purpose other than a row's says: its own claims (server/privacy/your-data-link.ts). */
export type TokenClaims = Readonly<Record<string, string | number>>;

export function sealClaims(
  secret: string,
  purpose: TokenPurpose,
  claims: TokenClaims,
  { expiresAt }: { expiresAt: Date },
): Promise<string> {
  return new EncryptJWT({ ...claims })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(purpose)
    .setExpirationTime(expiresAt)
    .encrypt(purposeKey(secret, purpose));
}

/** Why jose refused a token: only a failed decryption means it was not made with our key. */
function reasonOf(error: unknown): 'malformed' | 'forged' | 'expired' {
  if (error instanceof errors.JWEDecryptionFailed) return 'forged';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JOSEError) return 'malformed';
  throw error;
}

/** The claims of a token made by {@link sealClaims} for `purpose`, or why it is refused. */
export async function openClaims(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' }
> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtDecrypt(token, purposeKey(secret, purpose), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: purpose,
      requiredClaims: ['exp'],
      currentDate: now,
    }));
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
  return { ok: true, claims };
}

export async function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  if (legacyShape.test(token)) return verifyLegacyToken(secret, purpose, token, now);
  const opened = await openClaims(secret, purpose, token, now);
  if (!opened.ok) return opened;
  const { table, id } = opened.claims;
  if (typeof table !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id)) {
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, subject: { table, id } };
}

/*
 * NOTE: the tokens mailed before jose (AES-256-CTR under a random IV, then HMAC-SHA-256, both
 * keys an HMAC of the app secret and a label) are still read, never made: a withdraw link lives
 * 400 days after its mail was queued. Delete this section and its tests 400 days after the last
 * server running the code before jose stopped (docs/decisions/027-tokens-on-jose.md).
 */

const legacyShape = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

type LegacyPayload = { p: TokenPurpose; t: string; i: number; x: number };

function legacyKeyFor(secret: string, purpose: TokenPurpose, use: 'sign' | 'encrypt'): Buffer {
  const label = use === 'sign' ? `signed-token:${purpose}` : `sealed-token:${purpose}`;
  return createHmac('sha256', secret).update(label).digest();
}

function legacyUnseal(secret: string, purpose: TokenPurpose, body: string): unknown {
  const sealed = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-ctr',
    legacyKeyFor(secret, purpose, 'encrypt'),
    sealed.subarray(0, 16),
  );
  const text = Buffer.concat([decipher.update(sealed.subarray(16)), decipher.final()]);
  return JSON.parse(text.toString('utf8'));
}

function verifyLegacyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): TokenCheck {
  const [, body = '', mac = ''] = legacyShape.exec(token) ?? [];
  const expected = createHmac('sha256', legacyKeyFor(secret, purpose, 'sign'))
    .update(body)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  let payload: LegacyPayload;
  try {
    payload = legacyUnseal(secret, purpose, body) as LegacyPayload;
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
