import { createContext, use, type ReactNode } from 'react';
import { roleAllows, type AdminAccess, type AdminRole } from '#schemas/organisers/organisers.ts';

/**
 * The signed-in organiser's role, for the controls: a viewer sees no export, decision or other
 * change, and only an owner the managing of organisers (docs/decisions/045-organiser-roles.md).
 * The server checks every request itself; this only keeps the screen from offering what it
 * would refuse. Outside the admin's frame (a component rendered alone) nothing is allowed.
 */
const AdminRoleContext = createContext<AdminRole | null>(null);

export function AdminRoleProvider({ role, children }: { role: AdminRole; children: ReactNode }) {
  return <AdminRoleContext value={role}>{children}</AdminRoleContext>;
}

/** Whether her role allows `access` (schemas/organisers/organisers.ts). */
export function useAllows(access: AdminAccess): boolean {
  const role = use(AdminRoleContext);
  return role !== null && roleAllows(role, access);
}

/** Her role; null outside the admin's frame. */
export function useAdminRole(): AdminRole | null {
  return use(AdminRoleContext);
}
