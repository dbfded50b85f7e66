import { virtualCirclePage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(virtualCirclePage.meta);

export default function AiPowerCircleVirtual() {
  return <EventPage page={virtualCirclePage} />;
}
