import { leadershipLabsPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(leadershipLabsPage.meta);

export default function LeadershipLabs() {
  return <EventPage page={leadershipLabsPage} />;
}
