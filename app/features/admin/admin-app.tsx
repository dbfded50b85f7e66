import { Outlet, useLocation } from 'react-router';
import {
  adminRoot,
  placeOfAdminPath,
  type AdminPlace,
} from '#schemas/organisers/admin-addresses.ts';
import { signOut } from './shared/admin-api.ts';
import { AdminFrame } from './shared/admin-frame.tsx';
import { useAdminRefresh, type AdminSession } from './shared/admin-loader.ts';
import { AdminRoleProvider } from './shared/admin-role.tsx';
import { SignInForm } from './organisers/sign-in-form.tsx';

/** While the session is checked (the prerendered page shows this, in the frame). */
export function AdminLoading() {
  return (
    <p role="status" className="py-20 text-center text-muted-foreground">
      Loading...
    </p>
  );
}

/** The place the address shows, for the navigation (schemas/organisers/admin-addresses.ts). */
function usePlace(): AdminPlace {
  const { pathname } = useLocation();
  const below = pathname.slice(pathname.indexOf(adminRoot) + adminRoot.length + 1);
  return placeOfAdminPath(below) ?? 'event_registrations';
}

/**
 * The admin's frame around the place its address names (app/routes/admin/*): signed out, the
 * sign-in form in its stead.
 */
export function AdminApp({ session }: { session: AdminSession }) {
  const refresh = useAdminRefresh();
  const place = usePlace();

  // Signed in, the same address opens: a shared or mailed link survives the sign-in.
  if (session.email === null) {
    return (
      <AdminFrame>
        <SignInForm onSignedIn={refresh} />
      </AdminFrame>
    );
  }

  const frame = {
    email: session.email,
    role: session.role,
    place,
    counts: session.counts,
    onSignOut: async () => {
      await signOut();
      // What a phone kept of the doors it opened names people (docs/decisions/066-the-door-offline.md).
      await import('#app/features/door/door-store.ts')
        .then((doors) => doors.forgetDoorsAtSignOut())
        .catch(() => undefined);
      refresh();
    },
  };
  return (
    <AdminRoleProvider role={session.role}>
      <AdminFrame session={frame}>
        <Outlet />
      </AdminFrame>
    </AdminRoleProvider>
  );
}
