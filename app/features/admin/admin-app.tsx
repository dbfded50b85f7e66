import { LogOutIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { adminViewOrder, adminViews } from '#schemas/admin-views.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { signOut } from './admin-api.ts';
import { useAdminRefresh, type AdminData } from './admin-loader.ts';
import { mailView, placeSearch, type AdminPlace } from './admin-params.ts';
import { MailView } from './mail-view.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TableView } from './table-view.tsx';

/** The navigation: every table's view, then the Mail view. */
const places: readonly AdminPlace[] = [...adminViewOrder, mailView];

/**
 * The Event registrations view is the admin's default view; the others follow its habits
 * (docs/product/screens.md#event-registrations-view).
 */
function headingOf(table: SubmissionTable): string {
  return table === 'event_registrations'
    ? 'Event Registrations Admin'
    : `${adminViews[table].title} Admin`;
}

/** While the session is checked (the prerendered page shows this). */
export function AdminLoading() {
  return (
    <p role="status" className="px-4 py-20 text-center text-muted-foreground">
      Loading...
    </p>
  );
}

/** The admin for its address, as the route's loader read it (admin-loader.ts). */
export function AdminApp({ data }: { data: AdminData }) {
  const [, setSearchParams] = useSearchParams();
  const refresh = useAdminRefresh();

  // Signed in, the same address opens: a shared or mailed link survives the sign-in.
  if (data.email === null) return <SignInForm onSignedIn={refresh} />;

  const place = data.place;
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
          <span>{data.email}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              await signOut();
              refresh();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </div>
      {data.place === mailView ? (
        <MailView data={data.mail} />
      ) : (
        <TableView
          key={data.place}
          view={adminViews[data.place]}
          heading={headingOf(data.place)}
          data={data.table}
        />
      )}
    </div>
  );
}
