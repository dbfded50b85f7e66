import { describe, expect, it } from 'vitest';
import { adminAccesses, roleAllows, type AdminAccess, type AdminRole } from './organisers.ts';

describe('what each role allows', () => {
  const allowed = (role: AdminRole) =>
    adminAccesses.filter((access: AdminAccess) => roleAllows(role, access));

  it('an owner everything, an organiser all but the organisers, a viewer only reading, a door account only the door', () => {
    expect(allowed('owner')).toEqual(['read', 'export', 'change', 'manage-organisers', 'door']);
    expect(allowed('organiser')).toEqual(['read', 'export', 'change', 'door']);
    expect(allowed('viewer')).toEqual(['read']);
    expect(allowed('door')).toEqual(['door']);
  });
});
