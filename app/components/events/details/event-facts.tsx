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
import { cn } from '#app/lib/cn.ts';

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
export function EventFacts({
  facts,
  className = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  facts: readonly EventFact[];
  /** The columns: three on a wide screen unless the facts share the row with something. */
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-3', className)}>
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
