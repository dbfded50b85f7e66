import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { routeEntries, type RouteEntry } from './route-table.ts';

function childRoutes(entry: RouteEntry) {
  return entry.children.map((child) =>
    'index' in child
      ? index(child.file, { id: child.id })
      : route(child.path, child.file, { id: child.id }),
  );
}

export default [
  ...routeEntries.map((entry) =>
    route(entry.path, entry.file, { id: entry.id }, childRoutes(entry)),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
