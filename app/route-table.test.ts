import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutePatterns } from '#schemas/organisers/admin-addresses.ts';
import { routeEntries } from './route-table.ts';

/** The route table as the router reads it: each entry with its nested routes. */
const routes: RouteObject[] = routeEntries.map((entry) => ({
  id: entry.id,
  path: entry.path,
  children: entry.children.map((child) =>
    'index' in child ? { id: child.id, index: true } : { id: child.id, path: child.path },
  ),
}));

/** A pattern with its parameters filled in as an address of it would. */
function addressOf(pattern: string): string {
  return `/admin/${pattern
    .replace(':table', 'retreat_applications')
    .replace(':event', '12')
    .replace(':mail', '34')}`;
}

describe("the admin's routes", () => {
  it.each(Object.entries(adminRoutePatterns))(
    'the place %s (%s) is a route nested in the admin frame',
    (_name, pattern) => {
      const matched = matchRoutes(routes, addressOf(pattern))?.map((match) => match.route.id);
      expect(matched).toHaveLength(2);
      expect(matched?.[0]).toBe('screen:/admin');
    },
  );

  it('keeps the root for Event registrations, and the invitation page its own', () => {
    expect(matchRoutes(routes, '/admin')?.map((match) => match.route.id)).toEqual([
      'screen:/admin',
      'screen:/admin/registrations',
    ]);
    expect(matchRoutes(routes, '/wlai/admin')?.map((match) => match.route.id)).toEqual([
      'screen:/wlai/admin',
      'screen:/wlai/admin/registrations',
    ]);
    expect(matchRoutes(routes, '/admin/join')?.map((match) => match.route.id)).toEqual([
      'screen:/admin/join',
    ]);
  });

  it('gives every place a route of its own, however many a module serves', () => {
    const places = routeEntries.find((entry) => entry.id === 'screen:/admin')!.children;
    expect(new Set(places.map((child) => child.id)).size).toBe(places.length);
    const matchedBy = (pattern: string) =>
      matchRoutes(routes, addressOf(pattern))!.at(-1)!.route.id;
    expect(matchedBy('events/:event/guests')).not.toBe(matchedBy('guests'));
    // An event's guests and its door share one route: each route costs every page its bytes.
    expect(matchedBy('events/:event/door')).toBe(matchedBy('events/:event/guests'));
    expect(matchedBy('mail')).not.toBe(matchedBy('audit'));
  });
});
