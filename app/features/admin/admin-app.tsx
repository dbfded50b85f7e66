import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { adminRoot, placeOfAdminPath, type AdminPlace } from '#schemas/admin-addresses.ts';
import { adminViews } from '#schemas/admin-views.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { signOut } from './admin-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { useAdminRefresh, type AdminSession } from './admin-loader.ts';
import { AdminRoleProvider } from './admin-role.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * The Event registrations view is the admin's default view; the others follow its habits
 * (docs/product/screens.md#event-registrations-view).
 */
export function headingOf(table: SubmissionTable): string {
  return table === 'event_registrations'
    ? 'Event Registrations Admin'
    : `${adminViews[table].title} Admin`;
}

/** While the session is checked (the prerendered page shows this). */
export function AdminLoading() {
  return (
    <AdminFrame>
      <p role="status" className="py-20 text-center text-muted-foreground">
        Loading...
      </p>
    </AdminFrame>
  );
}

/** The place the address shows, for the navigation (schemas/admin-addresses.ts). */
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

/**
 * A place with its data, as its route's loader read it (admin-loader.ts `placeData`): null when
 * the session ended while it was read.
 */
export function AdminPlaceView<T>({
  data,
  children,
}: {
  data: T | null;
  children: (data: T) => ReactNode;
}) {
  const refresh = useAdminRefresh();
  if (data !== null) return children(data);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-20 text-center">
      <p className="text-muted-foreground">Your session has ended.</p>
      <Button onClick={refresh}>Sign in again</Button>
    </div>
  );
}
