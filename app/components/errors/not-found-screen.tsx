import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CssEmblem } from '#app/components/art/css-emblem.tsx';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The missing path is logged to the console (a path is not personal data):
    // docs/product/screens.md#not-found-screen.
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-24 text-center">
      <span className="relative mb-8 size-24 overflow-hidden rounded-3xl shadow-sm">
        <CssEmblem seed="page not found" />
      </span>
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="mt-6 text-primary underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </div>
  );
}
