import { describe, expect, it } from 'vitest';
import { InvitationSchema, JoinSchema } from './organiser-requests.ts';

describe('an invitation', () => {
  it('keeps the address lowercased and trimmed, the name trimmed', () => {
    expect(
      InvitationSchema.parse({
        email: ' Grace@Example.ORG ',
        name: ' Grace Example ',
        role: 'viewer',
      }),
    ).toEqual({ email: 'grace@example.org', name: 'Grace Example', role: 'viewer' });
  });

  it('names each field it cannot use', () => {
    const result = InvitationSchema.safeParse({ email: 'grace', name: '', role: 'admin' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'name', 'role']));
  });

  it('asks for a password of at least 12 characters and a whole token', () => {
    const token = 'A'.repeat(43);
    expect(JoinSchema.safeParse({ token, password: 'x'.repeat(12) }).success).toBe(true);
    expect(JoinSchema.safeParse({ token, password: 'x'.repeat(11) }).success).toBe(false);
    expect(JoinSchema.safeParse({ token: token.slice(1), password: 'x'.repeat(12) }).success).toBe(
      false,
    );
  });
});
