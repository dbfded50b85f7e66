import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-tokens.ts';

const secret = 'a'.repeat(43);
const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const subject = { table: 'event_registrations', id: 42 };

describe('signed tokens', () => {
  it('carry their subject back when signed with the same secret and purpose', () => {
    const token = signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyToken(secret, 'withdraw', token)).toEqual({ ok: true, subject });
  });

  it('refuse another secret, a changed body or signature, and nonsense', () => {
    const token = signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(verifyToken('b'.repeat(43), 'withdraw', token)).toEqual({ ok: false, reason: 'forged' });
    const [body, mac] = token.split('.') as [string, string];
    const sealed = Buffer.from(body, 'base64url');
    sealed[sealed.length - 2]! ^= 1;
    const otherRow = sealed.toString('base64url');
    expect(verifyToken(secret, 'withdraw', `${otherRow}.${mac}`)).toMatchObject({
      ok: false,
      reason: 'forged',
    });
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyToken(secret, 'withdraw', `${body}.${flipped}`)).toMatchObject({ ok: false });
    for (const nonsense of ['', '42', 'a.b', `${body}.`, `${body}.${mac}.x`, '../etc/passwd']) {
      expect(verifyToken(secret, 'withdraw', nonsense).ok, nonsense).toBe(false);
    }
  });

  it('show nothing of what they name, and differ each time', () => {
    const first = signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    const second = signToken(secret, 'withdraw', subject, { expiresAt: inAMonth });
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const [body] = token.split('.') as [string];
      const decoded = Buffer.from(body, 'base64url').toString('latin1');
      expect(decoded).not.toContain('event_registrations');
      expect(decoded).not.toContain('42');
      expect(verifyToken(secret, 'withdraw', token)).toEqual({ ok: true, subject });
    }
  });

  it('expire', () => {
    const token = signToken(secret, 'withdraw', subject, {
      expiresAt: new Date(Date.now() + 1000),
    });
    expect(verifyToken(secret, 'withdraw', token, new Date(Date.now() + 2000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
