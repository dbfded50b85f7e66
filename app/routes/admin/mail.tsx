import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { AdminPlaceView } from '#app/features/admin/admin-app.tsx';
import { loadMail, placeData } from '#app/features/admin/admin-loader.ts';
import { idOfPath } from '#app/features/admin/admin-params.ts';
import { MailView } from '#app/features/admin/mail-view.tsx';

/** Every mail (`/admin/mail`), or one open in the reader over them (`/admin/mail/<id>`). */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const open = params.mail === undefined ? null : idOfPath(params.mail);
  return placeData(url, () => loadMail(url.searchParams, open));
}

export default function Mail() {
  return (
    <AdminPlaceView data={useLoaderData<typeof clientLoader>()}>
      {(data) => <MailView data={data} />}
    </AdminPlaceView>
  );
}
