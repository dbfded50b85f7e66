import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { placeData } from '#app/features/admin/admin-loader.ts';
import { idOfPath } from '#app/features/admin/admin-params.ts';
import { loadEvents } from '#app/features/admin/events/events-data.ts';
import { EventsPlace } from '#app/features/admin/events/events-place.tsx';

/** One event in the editor (`/admin/events/<id>`), or a new one (`/admin/events/new`). */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  if (params.event === undefined) return placeData(new URL(request.url), () => loadEvents('new'));
  const id = idOfPath(params.event);
  if (id === null) return { show: 'editor', id: 0, detail: null, missing: true } as const;
  return placeData(new URL(request.url), () => loadEvents(id));
}

export default function EventEditor() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <EventsPlace data={data} />}
    </AdminPlaceView>
  );
}
