import { retreatPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(retreatPage.meta);

export default function AutumnRetreat() {
  return <EventPage page={retreatPage} />;
}
