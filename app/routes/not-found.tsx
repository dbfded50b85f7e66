import { NotFoundScreen } from '#app/components/errors/not-found-screen.tsx';
import { notFoundMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFound() {
  return <NotFoundScreen />;
}
