import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { loadErasureRequests, placeData } from '#app/features/admin/admin-loader.ts';
import { ErasureRequestsView } from '#app/features/admin/erasure-requests-view.tsx';

/** The erasures asked for through "Your data" (`/admin/erasure-requests`). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return placeData(new URL(request.url), loadErasureRequests);
}

export default function ErasureRequests() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <ErasureRequestsView data={data} />}
    </AdminPlaceView>
  );
}
