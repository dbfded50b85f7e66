import { lazy, Suspense } from 'react';
import { useLoaderData, type MetaDescriptor } from 'react-router';
import type { SiteFrameHandle } from '#app/components/layout/site-frame.ts';
import { AdminApp, AdminLoading } from '#app/features/admin/admin-app.tsx';
import { AdminFrame } from '#app/features/admin/admin-frame.tsx';
import { loadAdmin } from '#app/features/admin/admin-loader.ts';
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
 * The admin's data, read in the browser for its address (app/features/admin/admin-params.ts):
 * back, forward and a shared link each show their own view. Without a server loader it also runs
 * when the prerendered page hydrates.
 */
export function clientLoader({ request }: { request: Request }) {
  return loadAdmin(new URL(request.url));
}

/** The prerendered page: only the loading state. */
export function HydrateFallback() {
  return <AdminLoading />;
}

export default function Admin() {
  return <AdminApp data={useLoaderData<typeof clientLoader>()} />;
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
    <AdminFrame>
      <Suspense fallback={null}>
        <ErrorScreen />
      </Suspense>
    </AdminFrame>
  );
}
