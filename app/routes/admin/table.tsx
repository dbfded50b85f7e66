import { redirect, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { addressOfOldView, tableHref } from '#schemas/admin-addresses.ts';
import { adminViews } from '#schemas/admin-views.ts';
import { isSubmissionTable } from '#schemas/submission-forms.ts';
import { NotFoundScreen } from '#app/components/errors/not-found-screen.tsx';
import { AdminPlaceView, headingOf } from '#app/features/admin/admin-app.tsx';
import { loadTable, placeData } from '#app/features/admin/admin-loader.ts';
import { TableView } from '#app/features/admin/table-view.tsx';

/**
 * A storage table's list (`/admin/tables/<table>`; the admin's root is Event registrations,
 * SPEC.md's admin screen), its filters, page and open entry in the query (admin-params.ts). At
 * the root, an address of the single page the admin once was (`/admin?view=…`, in mails already
 * sent) leads to its place.
 */
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const old = params.table === undefined ? addressOfOldView(url.searchParams) : null;
  if (old !== null) throw redirect(old);
  const table = params.table ?? 'event_registrations';
  // One address per place: Event registrations is at the root.
  if (params.table === 'event_registrations') throw redirect(tableHref(params.table) + url.search);
  if (!isSubmissionTable(table)) return { table: null, data: null };
  return { table, data: await placeData(url, () => loadTable(table, url.searchParams)) };
}

export default function TablePlace() {
  const { table, data } = useLoaderData<typeof clientLoader>();
  if (table === null) return <NotFoundScreen />;
  return (
    <AdminPlaceView data={data}>
      {(loaded) => (
        <TableView key={table} view={adminViews[table]} heading={headingOf(table)} data={loaded} />
      )}
    </AdminPlaceView>
  );
}
