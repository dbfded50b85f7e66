import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { loadAudit, placeData } from '#app/features/admin/admin-loader.ts';
import { AuditView } from '#app/features/admin/audit-view.tsx';

/** What was done, newest first (`/admin/audit`), its filters in the query. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  return placeData(url, () => loadAudit(url.searchParams));
}

export default function Audit() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <AuditView data={data} />}
    </AdminPlaceView>
  );
}
