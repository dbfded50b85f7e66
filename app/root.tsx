import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useSiteFrame } from '#app/components/layout/site-frame.ts';
import { NoticeHost } from '#app/components/notices/notice-host.tsx';
import { announceHydrated } from '#app/lib/hydration.ts';
import { themeScript } from '#app/lib/theme.ts';
import type { Route } from './+types/root';
// NOTE: linked by hand with a precedence so React writes it before the modulepreload links; as a
// plain `import './app.css'` it came after them and the first paint queued behind every script.
import stylesheet from './app.css?url';
// NOTE: small enough for Vite to inline as a data: address: no request of its own, which took one
// of the six connections the page's scripts need after the first paint (decision 013).
import favicon from './favicon.svg';

// Only a route error can need these (unknown paths have their own route): not part of every
// page's code.
const NotFoundScreen = lazy(() =>
  import('#app/components/errors/not-found-screen.tsx').then((module) => ({
    default: module.NotFoundScreen,
  })),
);
const ErrorScreen = lazy(() =>
  import('#app/components/errors/error-screen.tsx').then((module) => ({
    default: module.ErrorScreen,
  })),
);

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  // The page is the app's from here on; a form sent before now is sent (app/lib/hydration.ts).
  useEffect(announceHydrated, []);
  const siteFrame = useSiteFrame();
  return (
    // The theme script sets the class and colour scheme on <html> before React hydrates.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="stylesheet" href={stylesheet} precedence="site" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        {siteFrame ? (
          <>
            <SiteHeader />
            <main id="main" className="min-h-[70vh] pt-16">
              {children}
            </main>
            <SiteFooter />
          </>
        ) : (
          // The page draws its own frame, with its own <main id="main">.
          children
        )}
        <NoticeHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
