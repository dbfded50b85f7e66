import {
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';
import { IconFact } from '#app/components/events/details/icon-fact.tsx';

export type EventFactKind = 'date' | 'time' | 'venue' | 'online' | 'spots' | 'price';

export type EventFact = { kind: EventFactKind; label: string; value: string };

const icons: Record<EventFactKind, LucideIcon> = {
  date: CalendarIcon,
  time: ClockIcon,
  venue: MapPinIcon,
  online: VideoIcon,
  spots: UsersIcon,
  price: TicketIcon,
};

/** The key facts of an event (date, time, place, capacity, price) as a labelled list. */
export function EventFacts({ facts }: { facts: readonly EventFact[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map((fact) => (
        <IconFact
          key={`${fact.kind}-${fact.value}`}
          icon={icons[fact.kind]}
          label={fact.label}
          value={fact.value}
          className="border bg-card/70"
        />
      ))}
    </dl>
  );
}
