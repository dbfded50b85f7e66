import { boardroomPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(boardroomPage.meta);

export default function AiInfluence() {
  return <EventPage page={boardroomPage} />;
}
