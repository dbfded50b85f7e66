import { describe, expect, it } from 'vitest';
import { adminAccesses, roleAllows, type AdminAccess } from './organisers.ts';

describe('what each role allows', () => {
  const allowed = (role: 'owner' | 'organiser' | 'viewer') =>
    adminAccesses.filter((access: AdminAccess) => roleAllows(role, access));

  it('an owner everything, an organiser all but the organisers, a viewer only reading', () => {
    expect(allowed('owner')).toEqual(['read', 'export', 'change', 'manage-organisers']);
    expect(allowed('organiser')).toEqual(['read', 'export', 'change']);
    expect(allowed('viewer')).toEqual(['read']);
  });
});
