import { summerBoatPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(summerBoatPage.meta);

export default function WavesAi() {
  return <EventPage page={summerBoatPage} />;
}
