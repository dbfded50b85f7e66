import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { placeData } from '#app/features/admin/admin-loader.ts';
import { loadGuests } from '#app/features/admin/guests/guests-data.ts';
import { GuestsPlace } from '#app/features/admin/guests/guests-place.tsx';

/** The events whose guests she may open (`/admin/guests`): upcoming, past, then no event. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return placeData(new URL(request.url), () => loadGuests(null));
}

export default function Guests() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <GuestsPlace data={data} />}
    </AdminPlaceView>
  );
}
