import { useLocation } from 'react-router';
import { loadPlace, PlaceView } from '#app/features/admin/admin-places.tsx';

/**
 * Every place of the admin below its frame (app/route-table.ts), each a route of its own with
 * its own data: the place its address names (app/features/admin/admin-places.tsx `placeNameOf`),
 * its loader and view those of app/features/admin/places.tsx.
 */
export const clientLoader = loadPlace;

export default function AdminPlace() {
  return <PlaceView address={useLocation().pathname} />;
}
