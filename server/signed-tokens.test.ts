import { hkdfSync } from 'node:crypto';
import fc from 'fast-check';
import { EncryptJWT, decodeProtectedHeader, jwtDecrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  openClaims,
  sealClaims,
  signToken,
  verifyToken,
  type TokenPurpose,
} from './signed-tokens.ts';

const secret = 'a'.repeat(43);
const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const subject = { table: 'event_registrations', id: 42 };

/** The key a withdraw token is encrypted with, derived here independently of the code. */
const withdrawKey = new Uint8Array(hkdfSync('sha256', secret, 'signed-tokens', 'withdraw', 32));

/** `token` with one bit of its `part`th dot-separated part changed. */
function flipped(token: string, part: number, byte = -1): string {
  const parts = token.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[(bytes.length + byte) % bytes.length]! ^= 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

function craft(claims: Record<string, unknown>): Promise<string> {
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(withdrawKey);
}

describe('signed tokens', () => {
  it('carry their subject back when signed with the same secret and purpose', async () => {
    const token = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(await verifyToken(secret, 'withdraw', token)).toEqual({ ok: true, subject });
  });

  it('are a compact JWE (dir, A256GCM) under HKDF-SHA-256 of the secret, purpose as info', async () => {
    const token = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(token).toMatch(/^[\w-]+\.\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'dir', enc: 'A256GCM' });
    const { payload } = await jwtDecrypt(token, withdrawKey);
    expect(payload).toEqual({
      ...subject,
      aud: 'withdraw',
      exp: Math.floor(inAMonth.getTime() / 1000),
    });
  });

  it('refuse another secret, another purpose and a changed token as forged', async () => {
    const token = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    const forged = { ok: false, reason: 'forged' };
    expect(await verifyToken('b'.repeat(43), 'withdraw', token)).toEqual(forged);
    const unsubscribe = await signToken(secret, 'unsubscribe' as TokenPurpose, subject, {
      expiresAt: inAMonth,
    });
    expect(await verifyToken(secret, 'withdraw', unsubscribe)).toEqual(forged);
    for (const [part, byte] of [
      [2, 0], // the IV
      [3, 0], // the encrypted claims
      [3, -3],
      [4, 5], // the authentication tag
    ] as const) {
      expect(await verifyToken(secret, 'withdraw', flipped(token, part, byte))).toEqual(forged);
    }
    const expiredAndForged = await signToken('b'.repeat(43), 'withdraw', subject, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await verifyToken(secret, 'withdraw', expiredAndForged)).toEqual(forged);
  });

  it('refuse a cut-short token, garbage and claims they never carry as malformed', async () => {
    const token = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    const malformed = { ok: false, reason: 'malformed' };
    const cutShort = [
      token.slice(0, -1),
      token.slice(0, -10),
      token.slice(0, token.lastIndexOf('.')),
      token.slice(0, token.lastIndexOf('.') + 1),
      token.slice(0, 60),
    ];
    const garbage = ['', '42', 'a.b', 'a.b.c.d.e', `${token}.x`, '../etc/passwd', '\u0000'];
    for (const text of [...cutShort, ...garbage]) {
      expect(await verifyToken(secret, 'withdraw', text), text).toEqual(malformed);
    }
    const exp = Math.floor(inAMonth.getTime() / 1000);
    for (const claims of [
      { ...subject, aud: 'unsubscribe', exp },
      { ...subject, exp },
      { ...subject, aud: 'withdraw' },
      { table: 'event_registrations', id: '42', aud: 'withdraw', exp },
      { table: 'event_registrations', id: 4.2, aud: 'withdraw', exp },
      { id: 42, aud: 'withdraw', exp },
    ]) {
      expect(await verifyToken(secret, 'withdraw', await craft(claims)), claims.aud).toEqual(
        malformed,
      );
    }
  });

  it('never take random text, nor throw on it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc
            .array(fc.base64String(), { minLength: 5, maxLength: 5 })
            .map((parts) => parts.join('.')),
        ),
        async (text) => {
          expect((await verifyToken(secret, 'withdraw', text)).ok).toBe(false);
        },
      ),
    );
  });

  it('show nothing of what they name, and differ each time', async () => {
    const first = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    const second = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const decoded = token
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join('');
      expect(decoded).not.toContain('event_registrations');
      expect(decoded).not.toContain('42');
      expect(await verifyToken(secret, 'withdraw', token)).toEqual({ ok: true, subject });
    }
  });

  it('expire', async () => {
    const token = await signToken(secret, 'withdraw', subject, {
      expiresAt: new Date(Date.now() + 1000),
    });
    expect(await verifyToken(secret, 'withdraw', token)).toEqual({ ok: true, subject });
    expect(await verifyToken(secret, 'withdraw', token, new Date(Date.now() + 2000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('keep taking a token made by this format, as links already mailed carry it', async () => {
    // Made by signToken with `secret`, for `subject`, expiring on 2100-01-01.
    const mailed =
      'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..OFyzlIZmT6IAVOhs.8_X0VpHtmiIv7Bua5IJz_e8KVGQkYZn9' +
      'CXBPtikhPx6Iub9KcPDL3fiIdVRaoRn5MKzhPV9eAxP3GwAcmOEJgDE9cne5qgR3aw.HuaRFCJALmo-d3Usf4DOQw';
    expect(await verifyToken(secret, 'withdraw', mailed)).toEqual({ ok: true, subject });
  });
});

/**
 * Tokens in the format made before jose (AES-256-CTR, then HMAC-SHA-256), made by that code with
 * `secret` for `subject`: links in mails already sent, read until the last of them expires
 * (docs/decisions/027-tokens-on-jose.md). Delete with the legacy section of signed-tokens.ts.
 */
describe('signed tokens of the format before jose', () => {
  /** Expires on 2100-01-01. */
  const mailed =
    'kAGWRxg_n7wrveR8IAQju9EvOJ9uwlC_DS_CempeHLmmGlFsyIh5S3KHgnwOlik3vO-IHK29jXOt7I7_YF-ysLU54Mwwz' +
    'c1yrp3lP9rtyOQ.hP8gftP66IS5j5z6CJo99rluJ430nycYKf-1NjioDtw';
  /** Expired on 2026-01-01. */
  const expired =
    'QXAP6MvytWmhBkCYCFHiqKiGVIYqKLHqIZkzIfF4H1D2xeM84J_HxeAbj7y7Gtm8Ji5ACF0-i1oQYP34ZIFFYWbYXQLuA' +
    '6xpx0y04vA0uOY.W3Js4GgVryMRP1o4RUKorE637p4UWS-z30yjpjv5G10';

  it('are still taken until they expire', async () => {
    expect(await verifyToken(secret, 'withdraw', mailed)).toEqual({ ok: true, subject });
    expect(await verifyToken(secret, 'withdraw', expired)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyToken(secret, 'withdraw', mailed, new Date('2100-01-01T00:00:00Z'))).toEqual(
      { ok: false, reason: 'expired' },
    );
  });

  it('are refused with another secret or purpose, changed or cut short', async () => {
    const forged = { ok: false, reason: 'forged' };
    expect(await verifyToken('b'.repeat(43), 'withdraw', mailed)).toEqual(forged);
    expect(await verifyToken(secret, 'unsubscribe' as TokenPurpose, mailed)).toEqual(forged);
    expect(await verifyToken(secret, 'withdraw', flipped(mailed, 0, -2))).toEqual(forged);
    expect(await verifyToken(secret, 'withdraw', flipped(mailed, 1, 0))).toEqual(forged);
    expect(await verifyToken(secret, 'withdraw', mailed.slice(0, -1))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('tokens of another purpose ("Your data")', () => {
  const yourDataKey = new Uint8Array(hkdfSync('sha256', secret, 'signed-tokens', 'your-data', 32));

  it('carry their own claims, under a key derived for their purpose alone', async () => {
    const address = 'ottoline.heldwell@example.com';
    const token = await sealClaims(secret, 'your-data', { address }, { expiresAt: inAMonth });
    expect(token).not.toContain('ottoline');
    const { payload } = await jwtDecrypt(token, yourDataKey);
    expect(payload).toMatchObject({ address, aud: 'your-data' });
    expect(await openClaims(secret, 'your-data', token)).toEqual({
      ok: true,
      claims: expect.objectContaining({ address }),
    });
  });

  it('work for no other purpose, and a withdraw token works for none of theirs', async () => {
    const yourData = await sealClaims(
      secret,
      'your-data',
      { address: 'a@example.com' },
      {
        expiresAt: inAMonth,
      },
    );
    const withdraw = await signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(await verifyToken(secret, 'withdraw', yourData)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(await openClaims(secret, 'withdraw', yourData)).toEqual({ ok: false, reason: 'forged' });
    expect(await openClaims(secret, 'your-data', withdraw)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('expire', async () => {
    const token = await sealClaims(
      secret,
      'your-data',
      { address: 'a@example.com' },
      {
        expiresAt: new Date(Date.now() - 1000),
      },
    );
    expect(await openClaims(secret, 'your-data', token)).toEqual({ ok: false, reason: 'expired' });
  });
});
