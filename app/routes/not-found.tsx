import { NotFoundScreen } from '#app/components/errors/not-found-screen.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Women Leading AI' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
