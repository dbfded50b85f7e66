import { isSubmissionTable, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * The admin's addresses (docs/decisions/063-admin-places-with-addresses.md): each place of the
 * organiser's area has a path of its own under `/admin`; a list's filters, its page and an entry
 * open in its details stay in the query (`?status=approved&row=12`). The route table
 * (app/route-table.ts) gives each pattern its route module, the server answers every address
 * matching one with the admin's page, the organiser's notices link to an entry here, and an
 * address of the single page the admin once was (`/admin?view=…`) leads to its place.
 */

export const adminRoot = '/admin';

/** The admin's places: a storage table's list, or one of its own places. */
export type AdminPlace =
  | SubmissionTable
  | 'guests'
  | 'mail'
  | 'events'
  | 'audit'
  | 'people'
  | 'retention'
  | 'erasure-requests'
  | 'organisers';

/** The places that are not a storage table, each at `/admin/<place>`. */
const ownPlaces = [
  'guests',
  'mail',
  'events',
  'audit',
  'people',
  'retention',
  'erasure-requests',
  'organisers',
] as const satisfies readonly AdminPlace[];

export type OwnPlace = (typeof ownPlaces)[number];

export function isOwnPlace(place: string): place is OwnPlace {
  return (ownPlaces as readonly string[]).includes(place);
}

/**
 * Every address of the admin below its root, as route patterns relative to it (React Router's
 * `:param`). The root itself is the Event registrations view (SPEC.md's admin screen).
 */
export const adminRoutePatterns = {
  table: 'tables/:table',
  guests: 'guests',
  eventGuests: 'events/:event/guests',
  eventDoor: 'events/:event/door',
  events: 'events',
  newEvent: 'events/new',
  event: 'events/:event',
  mail: 'mail',
  openMail: 'mail/:mail',
  audit: 'audit',
  people: 'people',
  retention: 'retention',
  erasureRequests: 'erasure-requests',
  organisers: 'organisers',
} as const;

export type AdminRouteName = keyof typeof adminRoutePatterns;

/**
 * The admin's routes below its root, as the router matches them: the patterns above, those of
 * one place and one more segment joined by an optional one (`events/:event?` is the Events
 * place, a new event and an event's editor), and an event's own parts (its guests, its door) as
 * one route, `events/:event/:part`, whose patterns above tell them apart. Each is a route of its
 * own (app/route-table.ts).
 *
 * NOTE: every page loads the route manifest, where each route costs about 20 bytes gzip, and `/`
 * sits within a hair of its JavaScript budget (docs/decisions/063-admin-places-with-addresses.md).
 */
export const adminRoutePaths = [
  'tables/:table',
  'guests',
  'events/:event/:part',
  'events/:event?',
  'mail/:mail?',
  'audit',
  'people',
  'retention',
  'erasure-requests',
  'organisers',
] as const;

/** An id as the server accepts it (1 to PostgreSQL's integer maximum), else null. */
export function adminIdOf(text: string | null | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text ?? '')) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** What a pattern's parameter may be: a table's name, or an id. */
function fits(param: string, segment: string): boolean {
  if (param === 'table') return isSubmissionTable(segment) && segment !== 'event_registrations';
  return adminIdOf(segment) !== null;
}

/** The pattern an address below the admin's root matches, with its parameters. */
export type AdminRoute = { name: AdminRouteName | 'root'; params: Record<string, string> };

/**
 * The route an address below the admin's root matches (`events/12/guests`; '' is the root), or
 * undefined when it is none of the admin's.
 */
export function adminRouteOfPath(relative: string): AdminRoute | undefined {
  if (relative === '') return { name: 'root', params: {} };
  const segments = relative.split('/');
  for (const [name, pattern] of Object.entries(adminRoutePatterns) as [AdminRouteName, string][]) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return fits(part.slice(1), segment);
    });
    if (matches) return { name, params };
  }
  return undefined;
}

/**
 * The place an address below the admin's root leads to (`events/12/guests`, '' for the root), or
 * undefined when it is none of the admin's: the server answers that with its not-found page.
 */
export function placeOfAdminPath(relative: string): AdminPlace | undefined {
  const route = adminRouteOfPath(relative);
  if (route === undefined) return undefined;
  const { name, params } = route;
  if (name === 'root') return 'event_registrations';
  if (name === 'table') return params.table as SubmissionTable;
  if (name === 'eventGuests' || name === 'eventDoor') return 'guests';
  if (name === 'newEvent' || name === 'event') return 'events';
  if (name === 'openMail') return 'mail';
  return adminRoutePatterns[name] as OwnPlace;
}

/** Whether `pathname` is an address of a place below the admin's root. */
export function isAdminPlaceAddress(pathname: string): boolean {
  const below = pathname.startsWith(`${adminRoot}/`) ? pathname.slice(adminRoot.length + 1) : '';
  return below !== '' && placeOfAdminPath(below) !== undefined;
}

type Query = Record<string, string | number | null | undefined>;

/** `path` with the query's set values, in their order. */
function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A storage table's list: the Event registrations view is the admin's root. */
export function tableHref(table: SubmissionTable, query?: Query): string {
  const path = table === 'event_registrations' ? adminRoot : `${adminRoot}/tables/${table}`;
  return withQuery(path, query);
}

/** One entry with its details open over its table's list. */
export function rowHref(table: SubmissionTable, id: number): string {
  return tableHref(table, { row: id });
}

/** A place, as the navigation leads to it. */
export function placeHref(place: AdminPlace): string {
  return isOwnPlace(place) ? `${adminRoot}/${place}` : tableHref(place);
}

/** The Events place, one event in its editor, or a new one. */
export function eventsHref(event?: number | 'new'): string {
  return event === undefined ? `${adminRoot}/events` : `${adminRoot}/events/${event}`;
}

/** The events to choose from, or one event's guests (with a status tab). */
export function guestsHref(event?: number, status?: string): string {
  if (event === undefined) return `${adminRoot}/guests`;
  return withQuery(`${adminRoot}/events/${event}/guests`, { status });
}

/** An event's door: its guests checked in as they arrive (docs/product/screens.md#the-door). */
export function doorHref(event: number): string {
  return `${adminRoot}/events/${event}/door`;
}

/** The Mail place, or one mail open in its reader (its list's filter and page kept). */
export function mailHref(mail?: number, query?: Query): string {
  return withQuery(mail === undefined ? `${adminRoot}/mail` : `${adminRoot}/mail/${mail}`, query);
}

/**
 * Where an address of the single page the admin once was leads (`?view=<place>` with the place's
 * own keys: `event`, `row`, `mail`, filters), or null when it names no view. Keys the place
 * keeps in its query stay there; those that became part of the path leave it.
 */
export function addressOfOldView(search: URLSearchParams): string | null {
  const view = search.get('view');
  if (view === null) return null;
  const rest = Object.fromEntries([...search].filter(([key]) => key !== 'view'));
  if (view === 'events') {
    const event = rest.event === 'new' ? 'new' : (adminIdOf(rest.event) ?? undefined);
    return eventsHref(event);
  }
  if (view === 'guests') {
    const event = adminIdOf(rest.event);
    return event === null ? guestsHref() : guestsHref(event, rest.status);
  }
  if (view === 'mail') {
    const { mail, ...query } = rest;
    return mailHref(adminIdOf(mail) ?? undefined, query);
  }
  if (isOwnPlace(view)) return withQuery(placeHref(view), rest);
  return tableHref(isSubmissionTable(view) ? view : 'event_registrations', rest);
}
