import { julyMeetupPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(julyMeetupPage.meta);

export default function AiPowerCircle() {
  return <EventPage page={julyMeetupPage} />;
}
