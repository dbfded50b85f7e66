import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { placeData } from '#app/features/admin/admin-loader.ts';
import { idOfPath } from '#app/features/admin/admin-params.ts';
import { loadGuests } from '#app/features/admin/guests/guests-data.ts';
import { GuestsPlace } from '#app/features/admin/guests/guests-place.tsx';

/** One event's guests (`/admin/events/<id>/guests`), its status tab in the query. */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = idOfPath(params.event);
  if (id === null) {
    return { show: 'guests', id: 0, guests: null, missing: true } as const;
  }
  return placeData(new URL(request.url), () => loadGuests(id));
}

export default function EventGuests() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <GuestsPlace data={data} />}
    </AdminPlaceView>
  );
}
