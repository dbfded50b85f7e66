import { type RouteConfig, route } from '@react-router/dev/routes';
import { routeEntries } from './route-table.ts';

export default [
  ...routeEntries.map((entry) => route(entry.path, entry.file, { id: entry.id })),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
