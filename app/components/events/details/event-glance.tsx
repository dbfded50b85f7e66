import {
  CalendarCheckIcon,
  CalendarIcon,
  MapPinIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';
import type { EventPage } from '#content/event-pages.ts';

/**
 * Under an event's title, when and where at a glance: its date (with its year) and time, a
 * series' next session, and its place as its facts give it (the venue as disclosed, or online).
 * On a phone these, its title, places left and its call to action fill the first screen
 * (docs/product/screens.md#event-pages). Read from the same facts as the facts list below, so
 * both always agree.
 */
export function EventGlance({ page, nextSession }: { page: EventPage; nextSession?: string }) {
  const fact = (kind: EventPage['facts'][number]['kind']) =>
    page.facts.find((candidate) => candidate.kind === kind)?.value;
  const venue = fact('venue');
  const lines: { Icon: LucideIcon; text: string | undefined }[] = [
    { Icon: CalendarIcon, text: [fact('date'), fact('time')].filter(Boolean).join(' · ') },
    { Icon: CalendarCheckIcon, text: nextSession && `Next session ${nextSession}` },
    { Icon: venue ? MapPinIcon : VideoIcon, text: venue ?? fact('online') },
  ];
  const shown = lines.filter((line) => line.text);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="When and where" className="grid gap-1.5 text-base font-medium">
      {shown.map(({ Icon, text }) => (
        <li key={text} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {text}
        </li>
      ))}
    </ul>
  );
}
