import { adminViews } from '#schemas/admin-views.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { signOut } from './admin-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { useAdminRefresh, type AdminData } from './admin-loader.ts';
import {
  auditView,
  erasureRequestsView,
  eventsView,
  guestsView,
  mailView,
  organisersView,
  peopleView,
  retentionView,
} from './admin-params.ts';
import { AdminRoleProvider } from './admin-role.tsx';
import { AuditView } from './audit-view.tsx';
import { ErasureRequestsView } from './erasure-requests-view.tsx';
import { PeopleView } from './people-view.tsx';
import { EventsPlace } from './events/events-place.tsx';
import { GuestsPlace } from './guests/guests-place.tsx';
import { MailView } from './mail-view.tsx';
import { OrganisersView } from './organisers-view.tsx';
import { RetentionView } from './retention-view.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TableView } from './table-view.tsx';

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
    <AdminFrame>
      <p role="status" className="py-20 text-center text-muted-foreground">
        Loading...
      </p>
    </AdminFrame>
  );
}

/** The admin for its address, as the route's loader read it (admin-loader.ts). */
export function AdminApp({ data }: { data: AdminData }) {
  const refresh = useAdminRefresh();

  // Signed in, the same address opens: a shared or mailed link survives the sign-in.
  if (data.email === null) {
    return (
      <AdminFrame>
        <SignInForm onSignedIn={refresh} />
      </AdminFrame>
    );
  }

  const session = {
    email: data.email,
    role: data.role,
    place: data.place,
    counts: data.counts,
    onSignOut: async () => {
      await signOut();
      refresh();
    },
  };
  return (
    <AdminRoleProvider role={data.role}>
      <AdminFrame session={session}>
        {data.place === guestsView ? (
          <GuestsPlace data={data.guests} />
        ) : data.place === mailView ? (
          <MailView data={data.mail} />
        ) : data.place === eventsView ? (
          <EventsPlace data={data.events} />
        ) : data.place === auditView ? (
          <AuditView data={data.audit} />
        ) : data.place === peopleView ? (
          <PeopleView />
        ) : data.place === retentionView ? (
          <RetentionView data={data.retention} />
        ) : data.place === erasureRequestsView ? (
          <ErasureRequestsView data={data.erasureRequests} />
        ) : data.place === organisersView ? (
          <OrganisersView list={data.organisers} />
        ) : (
          <TableView
            key={data.place}
            view={adminViews[data.place]}
            heading={headingOf(data.place)}
            data={data.table}
          />
        )}
      </AdminFrame>
    </AdminRoleProvider>
  );
}
