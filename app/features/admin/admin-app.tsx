import { LogOutIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminViewOrder, adminViews } from '#schemas/admin-views.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { currentAdmin, signOut } from './admin-api.ts';
import { SignInForm } from './sign-in-form.tsx';
import { TableView } from './table-view.tsx';

type SessionState =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; email: string };

/**
 * The original admin screen is the Event registrations view; the others follow its habits
 * (docs/product/screens.md#event-registrations-view).
 */
function headingOf(table: SubmissionTable): string {
  return table === 'event_registrations'
    ? 'Event Registrations Admin'
    : `${adminViews[table].title} Admin`;
}

export function AdminApp() {
  const [session, setSession] = useState<SessionState>({ status: 'checking' });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view') ?? '';
  const table: SubmissionTable = isSubmissionTable(requested) ? requested : 'event_registrations';

  useEffect(() => {
    currentAdmin().then(
      (email) => setSession(email ? { status: 'signed-in', email } : { status: 'signed-out' }),
      () => setSession({ status: 'signed-out' }),
    );
  }, []);

  const handleSignedOut = useCallback(() => setSession({ status: 'signed-out' }), []);

  if (session.status === 'checking') {
    return (
      <p role="status" className="px-4 py-20 text-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (session.status === 'signed-out') {
    return <SignInForm onSignedIn={(email) => setSession({ status: 'signed-in', email })} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <nav aria-label="Admin tables" className="flex flex-wrap gap-1">
          {adminViewOrder.map((name) => (
            <button
              key={name}
              type="button"
              aria-current={name === table ? 'page' : undefined}
              onClick={() => setSearchParams(name === 'event_registrations' ? {} : { view: name })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:bg-accent',
                name === table && 'bg-secondary text-secondary-foreground',
              )}
            >
              {adminViews[name].title}
            </button>
          ))}
        </nav>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{session.email}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              await signOut();
              handleSignedOut();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </div>
      <TableView
        key={table}
        view={adminViews[table]}
        heading={headingOf(table)}
        onSignedOut={handleSignedOut}
      />
    </div>
  );
}
