import type { ClientLoaderFunctionArgs } from 'react-router';
import {
  adminRoot,
  adminRouteOfPath,
  type AdminRouteName,
} from '#schemas/organisers/admin-addresses.ts';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import { sessionRole } from './shared/admin-loader.ts';
import { useAdminRole } from './shared/admin-role.tsx';
import type { PlaceName, places as placesModule } from './places.tsx';

/**
 * The admin's places (places.tsx), loaded on demand once and kept: the places' route
 * (app/routes/admin/place.tsx) waits for them in its loader, so a view is there when it renders.
 */
type Places = typeof placesModule;

let loaded: Places | undefined;

async function placesLoaded(): Promise<Places> {
  loaded ??= (await import('./places.tsx')).places;
  return loaded;
}

/**
 * Which of places.tsx's places serves each of the admin's routes
 * (schemas/organisers/admin-addresses.ts).
 */
const placeOfRoute: Record<AdminRouteName | 'root', PlaceName> = {
  root: 'table',
  table: 'table',
  guests: 'guests',
  eventGuests: 'guests',
  eventDoor: 'door',
  events: 'events',
  newEvent: 'newEvent',
  event: 'event',
  mail: 'mail',
  openMail: 'mail',
  audit: 'audit',
  people: 'people',
  retention: 'retention',
  erasureRequests: 'erasureRequests',
  organisers: 'organisers',
};

/**
 * The place an admin address (`/admin/events/12/guests`, `/wlai/admin`) names; `missing` for one
 * the router matched but that names none (`/admin/events/abc`).
 */
export function placeNameOf(address: string, role?: AdminRole | null): PlaceName {
  const { pathname } = new URL(address, 'http://admin.invalid');
  const below = pathname.slice(pathname.indexOf(adminRoot) + adminRoot.length + 1);
  const route = adminRouteOfPath(below);
  const name = route ? placeOfRoute[route.name] : 'missing';
  // A door account's admin is her doors, and each door (docs/decisions/068-the-door-role.md).
  return role === 'door' && name !== 'door' ? 'doors' : name;
}

/** The loader of the place `address` names: its data, once the places' code is there. */
export async function loadPlace(args: ClientLoaderFunctionArgs) {
  const [places, role] = await Promise.all([
    placesLoaded(),
    sessionRole(new URL(args.request.url)),
  ]);
  return places[placeNameOf(args.request.url, role)].load(args);
}

/** The view of the place `address` names; its loader has loaded the places' code by now. */
export function PlaceView({ address }: { address: string }) {
  const role = useAdminRole();
  if (!loaded) throw new Error(`The admin's places were not loaded before ${address}`);
  const { View } = loaded[placeNameOf(address, role)];
  return <View />;
}
