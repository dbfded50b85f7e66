import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { loadRetention, placeData } from '#app/features/admin/admin-loader.ts';
import { RetentionView } from '#app/features/admin/retention-view.tsx';

/** What the retention job anonymises next (`/admin/retention`). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return placeData(new URL(request.url), loadRetention);
}

export default function Retention() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <RetentionView data={data} />}
    </AdminPlaceView>
  );
}
