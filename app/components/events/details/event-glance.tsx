import { CalendarCheckIcon, CalendarIcon, MapPinIcon, VideoIcon } from 'lucide-react';
import type { EventPage } from '#content/event-pages.ts';

/**
 * Under an event's title, when and where at a glance: its date (with its year) and time, a
 * series' next session, and its
 * place as its facts give it (the venue as disclosed, or online). On a phone these, its title,
 * places left and its call to action fill the first screen (docs/product/screens.md#event-pages).
 * Read from the same facts as the facts list below, so both always agree.
 */
export function EventGlance({ page, nextSession }: { page: EventPage; nextSession?: string }) {
  const fact = (kind: EventPage['facts'][number]['kind']) =>
    page.facts.find((candidate) => candidate.kind === kind)?.value;
  const when = [fact('date'), fact('time')].filter(Boolean).join(' · ');
  const venue = fact('venue');
  const online = fact('online');
  const where = venue ?? online;
  const WhereIcon = venue ? MapPinIcon : VideoIcon;
  if (!when && !where) return null;
  return (
    <ul aria-label="When and where" className="grid gap-1.5 text-base font-medium">
      {when ? (
        <li className="flex items-start gap-2">
          <CalendarIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {when}
        </li>
      ) : null}
      {nextSession ? (
        <li className="flex items-start gap-2">
          <CalendarCheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          Next session {nextSession}
        </li>
      ) : null}
      {where ? (
        <li className="flex items-start gap-2">
          <WhereIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {where}
        </li>
      ) : null}
    </ul>
  );
}
