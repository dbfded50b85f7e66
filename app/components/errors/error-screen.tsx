import { Link } from 'react-router';

/** What a page that failed to render shows (root.tsx's error boundary). */
export function ErrorScreen() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">
        Something went wrong while showing this page. Please try again.
      </p>
      <Link to="/" className="mt-6 text-primary underline underline-offset-4 hover:no-underline">
        Return to Home
      </Link>
    </div>
  );
}
