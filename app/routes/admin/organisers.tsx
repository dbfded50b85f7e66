import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { loadOrganisers, placeData } from '#app/features/admin/admin-loader.ts';
import { OrganisersView } from '#app/features/admin/organisers-view.tsx';

/** Who the organisers are, and their invitations (`/admin/organisers`). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // The list is null when it could not be read (a notice said so).
  return placeData(new URL(request.url), async () => ({ list: await loadOrganisers() }));
}

export default function Organisers() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <OrganisersView list={data.list} />}
    </AdminPlaceView>
  );
}
