import { eventPages } from '#content/event-pages.ts';
import { routeEntries, type RouteEntry } from '#app/route-table.ts';

/**
 * Every path the site serves, as the route table lists them with the event route
 * (`/events/:slug`) at each seeded event's slug: the pages a visitor can open on a fresh database.
 */
export const seededEventSlugs: readonly string[] = eventPages.map((page) => page.slug);

export const servedEntries: readonly RouteEntry[] = routeEntries.flatMap((entry) =>
  entry.path.includes(':slug')
    ? seededEventSlugs.map((slug) => ({
        ...entry,
        path: entry.path.replace(':slug', slug),
        canonicalPath: entry.canonicalPath.replace(':slug', slug),
      }))
    : [entry],
);
