import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { placeData } from '#app/features/admin/admin-loader.ts';
import { loadEvents } from '#app/features/admin/events/events-data.ts';
import { EventsPlace } from '#app/features/admin/events/events-place.tsx';

/** The events, upcoming first (`/admin/events`). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return placeData(new URL(request.url), () => loadEvents(null));
}

export default function Events() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <EventsPlace data={data} />}
    </AdminPlaceView>
  );
}
