import { LogOutIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminViewOrder, adminViews } from '#schemas/admin-views.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { currentAdmin, signOut } from './admin-api.ts';
import { mailView, placeOf, placeSearch, type AdminPlace } from './admin-params.ts';
import { MailView } from './mail-view.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TableView } from './table-view.tsx';

/** The navigation: every table's view, then the Mail view. */
const places: readonly AdminPlace[] = [...adminViewOrder, mailView];

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
  const place = placeOf(searchParams);

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
          {places.map((name) => (
            <button
              key={name}
              type="button"
              aria-current={name === place ? 'page' : undefined}
              onClick={() => setSearchParams(placeSearch(name))}
              className={cn(
                // px-2.5: the nine views fit one line at 1280 px.
                'rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors hover:bg-accent',
                name === place && 'bg-secondary text-secondary-foreground',
              )}
            >
              {name === mailView ? 'Mail' : adminViews[name].title}
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
      {place === mailView ? (
        <MailView onSignedOut={handleSignedOut} />
      ) : (
        <TableView
          key={place}
          view={adminViews[place]}
          heading={headingOf(place)}
          onSignedOut={handleSignedOut}
        />
      )}
    </div>
  );
}
