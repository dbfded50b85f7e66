import { lazy, Suspense, type ReactNode } from 'react';
import { useLoaderData, type MetaDescriptor } from 'react-router';
import type { SiteFrameHandle } from '#app/components/layout/site-frame.ts';
import { AdminApp, AdminLoading } from '#app/features/admin/admin-app.tsx';
import { AdminFrame } from '#app/features/admin/shared/admin-frame.tsx';
import { loadSession } from '#app/features/admin/shared/admin-loader.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

const baseMeta = pageMeta({
  title: 'Admin',
  description: 'The organiser area of Women Leading AI.',
});

export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...baseMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

// The organiser's tool has a frame of its own (admin-frame.tsx), without the public site's
// header and footer.
export const handle: SiteFrameHandle = { siteFrame: false };

/**
 * The admin's frame: who is signed in and what waits for her, read in the browser; each place is
 * a route module of its own below this one (app/route-table.ts), loading its own data for its
 * address (docs/decisions/063-admin-places-with-addresses.md). Without a server loader it also
 * runs when the page hydrates: the server answers every admin address with this page, prerendered.
 */
export function clientLoader({ request }: { request: Request }) {
  return loadSession(new URL(request.url));
}

/** The session is read again on every move: a place never shows after it ended. */
export function shouldRevalidate() {
  return true;
}

/**
 * The frame with no one signed in, around what shows before the admin's data is read (the
 * prerendered page) or in its stead (a failure). NOTE: being used by both exports below keeps
 * the fallback in this route's own file: in a file of its own, it would be a third route file
 * drawing the frame, and the frame's icons would join the file every page loads
 * (vite.config.ts `minShareCount`; docs/performance.md).
 */
function BareFrame({ children }: { children: ReactNode }) {
  return <AdminFrame>{children}</AdminFrame>;
}

/** The prerendered page: only the loading state. */
export function HydrateFallback() {
  return (
    <BareFrame>
      <AdminLoading />
    </BareFrame>
  );
}

export default function Admin() {
  return <AdminApp session={useLoaderData<typeof clientLoader>()} />;
}

// NOTE: loaded only on an error, as the root loads it: imported here, it would be listed among
// the admin's imports in the route manifest every public page loads (docs/performance.md).
const ErrorScreen = lazy(() =>
  import('#app/components/errors/error-screen.tsx').then((module) => ({
    default: module.ErrorScreen,
  })),
);

/** A failure inside the admin keeps its frame: the public header and footer are not there. */
export function ErrorBoundary({ error }: { error: unknown }) {
  console.error(error);
  return (
    <BareFrame>
      <Suspense fallback={null}>
        <ErrorScreen />
      </Suspense>
    </BareFrame>
  );
}
