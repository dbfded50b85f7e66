import { redirect, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { addressOfOldView } from '#schemas/organisers/admin-addresses.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { NotFoundScreen } from '#app/components/errors/not-found-screen.tsx';
import type * as doorPlace from '#app/features/door/door-place.tsx';
import { AdminPlaceView, headingOf } from './shared/admin-place-view.tsx';
import {
  loadAudit,
  loadErasureRequests,
  loadMail,
  loadOrganisers,
  loadRetention,
  loadTable,
  placeData,
} from './shared/admin-loader.ts';
import { idOfPath } from './shared/admin-params.ts';
import { AuditView } from './organisers/audit-view.tsx';
import { DoorsView, loadDoors } from './organisers/doors-view.tsx';
import { ErasureRequestsView } from './privacy/erasure-requests-view.tsx';
import { loadEvents } from './events/events-data.ts';
import { EventsPlace } from './events/events-place.tsx';
import { loadGuests } from './guests/guests-data.ts';
import { GuestsPlace } from './guests/guests-place.tsx';
import { MailView } from './mail/mail-view.tsx';
import { OrganisersView } from './organisers/organisers-view.tsx';
import { PeopleView } from './privacy/people-view.tsx';
import { RetentionView } from './privacy/retention-view.tsx';
import { TableView } from './applications/table-view.tsx';

/**
 * Each place of the admin: what its route module (app/routes/admin/*) loads for its address,
 * and what it shows (docs/decisions/063-admin-places-with-addresses.md). Loaded on demand, once,
 * for every place: the route manifest every page loads then lists one file for each place, not
 * the two dozen its views are made of.
 */

type Args = ClientLoaderFunctionArgs;

/** What a place shows, as its route's loader read it. */
function useData<T>(): T {
  return useLoaderData() as T;
}

/**
 * A storage table's list (`/admin/tables/<table>`; the admin's root is Event registrations,
 * SPEC.md's admin screen), its filters, page and open entry in the query
 * (app/features/admin/shared/admin-params.ts). At the root, an address of the single page the admin
 * once was (`/admin?view=…`, in mails already sent) leads to its place.
 */
async function loadTablePlace({ request, params }: Args) {
  const url = new URL(request.url);
  const old = params.table === undefined ? addressOfOldView(url.searchParams) : null;
  if (old !== null) throw redirect(old);
  const table = params.table ?? 'event_registrations';
  if (!isSubmissionTable(table)) return { table: null, data: null };
  return { table, data: await placeData(url, () => loadTable(table, url.searchParams)) };
}

function TablePlace() {
  const { table, data } = useData<Awaited<ReturnType<typeof loadTablePlace>>>();
  if (table === null) return <NotFoundScreen />;
  return (
    <AdminPlaceView data={data}>
      {(loaded) => (
        <TableView key={table} view={adminViews[table]} heading={headingOf(table)} data={loaded} />
      )}
    </AdminPlaceView>
  );
}

/**
 * The events whose guests she may open (`/admin/guests`), or one event's guests
 * (`/admin/events/<id>/guests`, its status tab in the query).
 */
function loadGuestsPlace({ request, params }: Args) {
  const url = new URL(request.url);
  if (params.event === undefined) return placeData(url, () => loadGuests(null));
  const id = idOfPath(params.event);
  if (id === null) return { show: 'guests', id: 0, guests: null, missing: true } as const;
  return placeData(url, () => loadGuests(id));
}

function GuestsPlaceRoute() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadGuestsPlace>>>()}>
      {(data) => <GuestsPlace data={data} />}
    </AdminPlaceView>
  );
}

/**
 * The events (`/admin/events`), one in the editor (`/admin/events/<id>`), or a new one
 * (`/admin/events/new`).
 */
function loadEventsPlace({ request, params }: Args, open: 'list' | 'new' | 'event') {
  const url = new URL(request.url);
  if (open === 'list') return placeData(url, () => loadEvents(null));
  if (open === 'new') return placeData(url, () => loadEvents('new'));
  const id = idOfPath(params.event);
  if (id === null) return { show: 'editor', id: 0, detail: null, missing: true } as const;
  return placeData(url, () => loadEvents(id));
}

function EventsPlaceRoute() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadEventsPlace>>>()}>
      {(data) => <EventsPlace data={data} />}
    </AdminPlaceView>
  );
}

/** Every mail (`/admin/mail`), or one open in the reader over them (`/admin/mail/<id>`). */
function loadMailPlace({ request, params }: Args) {
  const url = new URL(request.url);
  const open = params.mail === undefined ? null : idOfPath(params.mail);
  return placeData(url, () => loadMail(url.searchParams, open));
}

function MailPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadMailPlace>>>()}>
      {(data) => <MailView data={data} />}
    </AdminPlaceView>
  );
}

/** What was done, newest first (`/admin/audit`), its filters in the query. */
function loadAuditPlace({ request }: Args) {
  const url = new URL(request.url);
  return placeData(url, () => loadAudit(url.searchParams));
}

function AuditPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadAuditPlace>>>()}>
      {(data) => <AuditView data={data} />}
    </AdminPlaceView>
  );
}

/** What the retention job anonymises next (`/admin/retention`). */
function loadRetentionPlace({ request }: Args) {
  return placeData(new URL(request.url), loadRetention);
}

function RetentionPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadRetentionPlace>>>()}>
      {(data) => <RetentionView data={data} />}
    </AdminPlaceView>
  );
}

/** The erasures asked for through "Your data" (`/admin/erasure-requests`). */
function loadErasureRequestsPlace({ request }: Args) {
  return placeData(new URL(request.url), loadErasureRequests);
}

function ErasureRequestsPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadErasureRequestsPlace>>>()}>
      {(data) => <ErasureRequestsView data={data} />}
    </AdminPlaceView>
  );
}

/** Who the organisers are, and their invitations (`/admin/organisers`). */
function loadOrganisersPlace({ request }: Args) {
  // The list is null when it could not be read (a notice said so).
  return placeData(new URL(request.url), async () => ({ list: await loadOrganisers() }));
}

function OrganisersPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadOrganisersPlace>>>()}>
      {(data) => <OrganisersView list={data.list} />}
    </AdminPlaceView>
  );
}

/**
 * What is held for one person (`/admin/people`). It loads nothing: the organiser's lookup is its
 * data, kept out of the address (docs/decisions/046-the-people-place.md).
 */
async function loadPeoplePlace() {
  return null;
}

/**
 * An event's door (`/admin/events/<id>/door`): its code, app/features/door/, is loaded here, on
 * demand, and only for this place (docs/decisions/066-the-door-offline.md).
 */
type DoorModule = typeof doorPlace;

let door: DoorModule | undefined;

async function loadDoorPlace(args: Args) {
  door ??= await import('#app/features/door/door-place.tsx');
  return door.loadDoorPlace(args);
}

function DoorPlaceRoute() {
  if (!door) throw new Error("The door's code was not loaded before its place");
  return <door.DoorPlace />;
}

/** A door account's doors, wherever she goes in the admin but a door (decision 068). */
function loadDoorsPlace({ request }: Args) {
  return placeData(new URL(request.url), loadDoors);
}

function DoorsPlace() {
  return (
    <AdminPlaceView data={useData<Awaited<ReturnType<typeof loadDoorsPlace>>>()}>
      {(data) => <DoorsView list={data.list} />}
    </AdminPlaceView>
  );
}

/** An address the router matched that names no place (`/admin/events/abc`). */
async function loadMissingPlace() {
  return null;
}

export const places = {
  table: { load: loadTablePlace, View: TablePlace },
  guests: { load: loadGuestsPlace, View: GuestsPlaceRoute },
  events: { load: (args: Args) => loadEventsPlace(args, 'list'), View: EventsPlaceRoute },
  newEvent: { load: (args: Args) => loadEventsPlace(args, 'new'), View: EventsPlaceRoute },
  event: { load: (args: Args) => loadEventsPlace(args, 'event'), View: EventsPlaceRoute },
  mail: { load: loadMailPlace, View: MailPlace },
  audit: { load: loadAuditPlace, View: AuditPlace },
  people: { load: loadPeoplePlace, View: PeopleView },
  retention: { load: loadRetentionPlace, View: RetentionPlace },
  erasureRequests: { load: loadErasureRequestsPlace, View: ErasureRequestsPlace },
  organisers: { load: loadOrganisersPlace, View: OrganisersPlace },
  door: { load: loadDoorPlace, View: DoorPlaceRoute },
  doors: { load: loadDoorsPlace, View: DoorsPlace },
  missing: { load: loadMissingPlace, View: NotFoundScreen },
};

export type PlaceName = keyof typeof places;
